/**
 * One press article as a page of its own (contracts §11): banner with the headline, the item's
 * type and date, the sample note of an unconfirmed item (contracts §18), its text (Markdown, as
 * pages' bodies), the original article when it has one, and a link back
 * to the list page that shows it. Server markup only.
 */
import { useContext } from 'react';
import type { PressArticle as Article } from '../../site/content/press.ts';
import { listPageId } from '../../site/press-routes.ts';
import { dateFormatOf, toUrl } from '../../site/routes.ts';
import { formatDate } from '../../site/dates.ts';
import { PageContext } from '../context.ts';
import { Banner } from '../Banner.tsx';

/** The press banner: every article shares the press room's picture. */
export const ARTICLE_BANNER = {
  file: 'banner-resources-press.webp',
  smallFile: 'banner-resources-press-sm.webp',
};

export function PressArticle({ article }: { article: Article }) {
  const { locale, t } = useContext(PageContext);
  return (
    <>
      <Banner
        {...ARTICLE_BANNER}
        eyebrow={t('menu.resources.press')}
        title={article.title}
        variant="article"
      />
      <section className="block press-page">
        <div className="container">
          <article className="press-article" aria-labelledby="page-title">
            <p className="press-article__meta">
              <span className="press-item__type">{article.type}</span>
              <time dateTime={article.date}>{formatDate(article.date, dateFormatOf(locale))}</time>
            </p>
            {article.sample ? (
              <p className="block__sample" data-press-sample>
                {t('press.sampleNote')}
              </p>
            ) : null}
            {/* Markdown rendered by the pages' pipeline (site/content/markdown.ts): raw HTML escaped. */}
            <div
              className="press-article__body"
              dangerouslySetInnerHTML={{ __html: article.html }}
            />
            {article.link ? (
              <p className="press-article__source">
                <a
                  className="button button--ghost"
                  href={article.link}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('press.original')}
                  <span className="sr-only">{` (${t('header.newTab')})`}</span>
                  <svg
                    viewBox="0 0 16 16"
                    width="14"
                    height="14"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path
                      d="M6 3h7v7M13 3L4 12"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.8"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </a>
              </p>
            ) : null}
          </article>
          <p className="press-detail__back">
            <a href={toUrl(listPageId(article.listPage), locale)}>
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                <path
                  d="M10 3L5 8l5 5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {t('press.back')}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
