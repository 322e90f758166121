/**
 * The press list in the HTML (contracts §11): 10 items a page, newest first, each a link to its
 * article page, and page links that are real links (/resources/press/page/<n>). Server markup
 * only: no script is needed to read, page through or open anything.
 */
import { useContext } from 'react';
import type { PressArticle } from '../../site/content/press.ts';
import { PRESS_PAGE_SIZE, listPageId, pageCount, pageWindow } from '../../site/press-routes.ts';
import { dateFormatOf, toUrl, type Locale } from '../../site/routes.ts';
import type { Translate } from '../../site/i18n.ts';
import { formatDate } from '../../site/dates.ts';
import { PageContext } from '../context.ts';
import { CHEVRON, StrokeIcon } from '../../client/components/StrokeIcon.tsx';

/**
 * One item as a link to its article. A Korean-only item on an English page keeps its Korean text,
 * marked lang="ko", with a note saying so (contracts §11); a sample item has the sample tag beside
 * its type, inside the link, so a screen reader says it with the headline (contracts §18).
 */
export function PressListItem({
  item,
  locale,
  t,
}: {
  item: PressArticle;
  locale: Locale;
  t: Translate;
}) {
  const foreign = item.lang !== locale ? item.lang : undefined;
  return (
    <li className="press-item">
      <a className="press-item__link" data-press-item href={item.url} hrefLang={foreign}>
        <span className="press-item__kind">
          <span className="press-item__type" lang={foreign}>
            {item.type}
          </span>
          {item.sample ? (
            <small className="sample__tag" data-press-sample>
              {t('press.sample')}
            </small>
          ) : null}
        </span>
        <span className="press-item__title" lang={foreign}>
          {item.title}
        </span>
        <time className="press-item__date" dateTime={item.date}>
          {formatDate(item.date, dateFormatOf(locale))}
        </time>
        {foreign ? <span className="press-item__lang">{t('press.koreanOnly')}</span> : null}
      </a>
    </li>
  );
}

function Step({
  dir,
  page,
  pages,
  locale,
  label,
}: {
  dir: 'prev' | 'next';
  page: number;
  pages: number;
  locale: Locale;
  label: string;
}) {
  const icon = <StrokeIcon d={CHEVRON[dir]} box={16} size={16} weight={1.8} />;
  const target = dir === 'prev' ? page - 1 : page + 1;
  if (target < 1 || target > pages)
    return (
      <span className="pagination__step" aria-hidden="true">
        {icon}
      </span>
    );
  return (
    <a
      className="pagination__step"
      href={toUrl(listPageId(target), locale)}
      rel={dir}
      aria-label={label}
    >
      {icon}
    </a>
  );
}

export function Pagination({ page, pages }: { page: number; pages: number }) {
  const { locale, t } = useContext(PageContext);
  return (
    <nav className="pagination" aria-label={t('press.pagination')}>
      <Step dir="prev" page={page} pages={pages} locale={locale} label={t('press.prev')} />
      <ol className="pagination__pages">
        {pageWindow(page, pages).map((n) => (
          <li key={n}>
            <a
              className="pagination__page"
              href={toUrl(listPageId(n), locale)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('press.page', { page: n })}
            >
              {n}
            </a>
          </li>
        ))}
      </ol>
      <Step dir="next" page={page} pages={pages} locale={locale} label={t('press.next')} />
    </nav>
  );
}

/** Page `page` (1-based) of the press list of the page's language. */
export function PressList({ page }: { page: number }) {
  const { locale, t, press } = useContext(PageContext);
  const all = press[locale];
  const items = all.slice((page - 1) * PRESS_PAGE_SIZE, page * PRESS_PAGE_SIZE);
  const pages = pageCount(all.length);
  return (
    <section className="block widget press" aria-labelledby="press-heading">
      <div className="container">
        <h2 className="block__heading" id="press-heading">
          {t('press.heading')}
        </h2>
        <div className="press-list">
          <p className="press-list__status">{t('press.total', { count: all.length })}</p>
          {items.length ? (
            <ul className="press-list__items">
              {items.map((item) => (
                <PressListItem key={item.slug} item={item} locale={locale} t={t} />
              ))}
            </ul>
          ) : (
            <p className="press-state">{t('press.empty')}</p>
          )}
          {pages > 1 ? <Pagination page={page} pages={pages} /> : null}
        </div>
      </div>
    </section>
  );
}
