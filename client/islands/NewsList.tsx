/**
 * The home news (contracts §7, §11): the 4 newest press items, in the HTML at build time, each
 * with type (and the sample tag of an unconfirmed item), title and date. A click opens the 'service
 * being prepared' notice (contracts §6). The items come with the page, so nothing loads, fails or
 * shifts; an item only in Korean on an English page is marked lang="ko".
 */
import { useState } from 'react';
import { MessageDialog } from '../components/MessageDialog.tsx';
import type { PressArticle } from '../../site/content/press.ts';
import type { Labels } from '../../site/i18n.ts';

export const NEWS_LIST_LABELS = [
  'home.news.empty',
  'home.news.preparing',
  'dialog.confirm',
  'press.sample',
] as const;

/** A press item (site/content/press.ts) as the home shows it. */
export interface NewsItem extends Pick<PressArticle, 'type' | 'title' | 'date'> {
  /** The date as the page writes it (site/dates.ts): '2025.09.03', 'Sep 3, 2025'. */
  shownDate: string;
  /** Set when the text is in another language than the page (a Korean-only item): 'ko'. */
  lang?: string;
  /** An item the company has not confirmed (contracts §18): the sample tag beside the type. */
  sample?: boolean;
}

export interface NewsListProps {
  items: NewsItem[];
  labels: Labels<(typeof NEWS_LIST_LABELS)[number]>;
}

export default function NewsList({ items, labels }: NewsListProps) {
  const [dialog, setDialog] = useState(false);
  return (
    <div className="home-news__box" data-state={items.length ? 'ready' : 'empty'}>
      {items.length ? (
        <ul className="home-news__list">
          {items.map((item) => (
            <li key={`${item.date} ${item.title}`} className="home-news__row">
              <button
                type="button"
                className="home-news__item"
                data-news-item
                onClick={() => setDialog(true)}
              >
                <span className="home-news__kind">
                  <span className="home-news__type" lang={item.lang}>
                    {item.type}
                  </span>
                  {item.sample ? (
                    <small className="sample__tag" data-news-sample>
                      {labels['press.sample']}
                    </small>
                  ) : null}
                </span>
                <span className="home-news__title" lang={item.lang}>
                  {item.title}
                </span>
                <time className="home-news__date" dateTime={item.date}>
                  {item.shownDate}
                </time>
                <span className="home-news__arrow" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="home-news__status">{labels['home.news.empty']}</p>
      )}
      <MessageDialog
        open={dialog}
        message={labels['home.news.preparing']}
        confirmLabel={labels['dialog.confirm']}
        tone="error"
        onClose={() => setDialog(false)}
      />
    </div>
  );
}
