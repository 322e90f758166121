/**
 * A press item's article and the link back to the press list (contracts §11), written once for
 * both places that show one: the article page the build writes (templates/pages/PressArticle.tsx,
 * its headline the banner's h1) and the pressView island (client/islands/PressDetail.tsx, an item
 * only the backend has, its words from the API). The meta line (type and date), the headline
 * where no banner holds it, the sample note (contracts §18), the text, and the original article,
 * which opens in a new tab and says so.
 */
import type { MouseEventHandler } from 'react';
import type { Labels } from '../../../site/i18n.ts';
import { type DateFormat, formatDate } from '../../../site/dates.ts';
import { CHEVRON, StrokeIcon } from '../StrokeIcon.tsx';

/** The strings the article and its back link show; 'header.newTab' follows the original's link. */
export const PRESS_ARTICLE_LABELS = ['press.back', 'press.original', 'header.newTab'] as const;
export type PressArticleLabels = Labels<(typeof PRESS_ARTICLE_LABELS)[number]>;

export interface PressArticleBodyProps {
  /** The item's type as written: '보도자료'. */
  type: string;
  /** The item's day: '2025-10-14'. */
  date: string;
  /** How the page writes dates (site/dates.ts). */
  dates: DateFormat;
  /** The headline as the article's own heading (h2); none where the page's banner holds it. */
  title?: string;
  /** The id of the heading outside the article that names it: the banner's h1, 'page-title'. */
  labelledBy?: string;
  /** The language of the item's words where it is not the page's: 'ko' for the API's text. */
  lang?: string;
  /** The note under the meta line of an item the company has not confirmed (contracts §18). */
  sampleNote?: string;
  /**
   * The text: HTML the build rendered from Markdown (the pages' pipeline, site/content/markdown.ts,
   * which escapes raw HTML), or paragraphs of plain text, shown as text and never as HTML.
   */
  body: { html: string } | { paragraphs: readonly string[] };
  /** The original article, only when it is http or https (./format.ts, safeLink). */
  link?: string;
  labels: PressArticleLabels;
}

export function PressArticleBody(props: PressArticleBodyProps) {
  const { type, date, dates, title, labelledBy, lang, sampleNote, body, link, labels } = props;
  const meta = (
    <p className="press-article__meta">
      <span className="press-item__type" lang={lang}>
        {type}
      </span>
      <time dateTime={date}>{formatDate(date, dates)}</time>
    </p>
  );
  return (
    <article className="press-article" aria-labelledby={labelledBy}>
      {title === undefined ? (
        meta
      ) : (
        <header className="press-article__head">
          {meta}
          <h2 className="press-article__title" lang={lang}>
            {title}
          </h2>
        </header>
      )}
      {sampleNote ? (
        <p className="block__sample" data-press-sample>
          {sampleNote}
        </p>
      ) : null}
      {'html' in body ? (
        <div
          className="press-article__body"
          lang={lang}
          dangerouslySetInnerHTML={{ __html: body.html }}
        />
      ) : (
        <div className="press-article__body" lang={lang}>
          {body.paragraphs.map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </div>
      )}
      {link ? (
        <p className="press-article__source">
          <a className="button button--ghost" href={link} target="_blank" rel="noopener noreferrer">
            {labels['press.original']}
            <span className="sr-only">{` (${labels['header.newTab']})`}</span>
            <StrokeIcon d="M6 3h7v7M13 3L4 12" box={16} size={14} weight={1.8} />
          </a>
        </p>
      ) : null}
    </article>
  );
}

/** The link back to the press list, an arrow before its text. */
export function PressBackLink({
  href,
  labels,
  onClick,
}: {
  /** The press list in the page's language: '/eng/resources/press'. */
  href: string;
  labels: PressArticleLabels;
  /** The island's: back in history when the visitor came from that list. */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}) {
  return (
    <p className="press-detail__back">
      <a href={href} onClick={onClick}>
        <StrokeIcon d={CHEVRON.prev} box={16} size={16} weight={1.8} />
        {labels['press.back']}
      </a>
    </p>
  );
}
