/**
 * The live part of a few pages, chosen by the route's `widget` (site/menu.ts): press, webzine,
 * downloads.
 */
import { type JSX, useContext } from 'react';
import type { PageWidget } from '../../site/menu.ts';
import { labelsOf } from '../../site/i18n.ts';
import { DEFAULT_LOCALE, dateFormatOf, routeOf, toUrl, type Locale } from '../../site/routes.ts';
import { PRESS_LIST_ID } from '../../site/press-routes.ts';
import type { PressArticle } from '../../site/content/press.ts';
import { formatDate } from '../../site/dates.ts';
import { PageContext } from '../context.ts';
import { Island } from '../Island.tsx';
import { PRESS_DETAIL_LABELS } from '../../client/islands/PressDetail.tsx';
import { PressList } from '../press/PressList.tsx';
import { Downloads } from './Downloads.tsx';

function WebzineLink() {
  const { t, company } = useContext(PageContext);
  return (
    <section className="block widget">
      <div className="container">
        <a
          className="button button--primary"
          href={company.webzineUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('webzine.open')}
          <span className="sr-only">{` (${t('header.newTab')})`}</span>
        </a>
      </div>
    </section>
  );
}

/** The seq -> article table of the pressView island: slugs by seq, and the Korean-only seqs. */
function articleTable(items: readonly PressArticle[], locale: Locale) {
  const slugs: string[] = [];
  for (const item of items) slugs[item.seq - 1] = item.slug;
  return {
    slugs: Array.from(slugs, (slug) => slug ?? ''),
    base: `${toUrl(PRESS_LIST_ID, locale)}/`,
    koreanOnly: items.filter((item) => item.lang !== locale).map((item) => item.seq),
    koreanBase: `${toUrl(PRESS_LIST_ID, DEFAULT_LOCALE)}/`,
  };
}

/**
 * Without JavaScript a static host cannot read `?seq=`, so the page lists every article with its
 * number: the visitor picks the one the address names (docs/decisions.md, Newsroom).
 */
function ArticleIndex({ items }: { items: readonly PressArticle[] }) {
  const { t, locale } = useContext(PageContext);
  return (
    <div className="press-index">
      <p className="press-state">{t('press.indexNoscript')}</p>
      <ol className="press-index__items">
        {items.map((item) => (
          <li key={item.slug}>
            <span className="press-index__seq">{t('press.seq', { seq: item.seq })}</span>
            <a
              href={item.url}
              hrefLang={item.lang === locale ? undefined : item.lang}
              lang={item.lang === locale ? undefined : item.lang}
            >
              {item.title}
            </a>
            <time dateTime={item.date}>{formatDate(item.date, dateFormatOf(locale))}</time>
          </li>
        ))}
      </ol>
    </div>
  );
}

function PressDetailWidget() {
  const { route, locale, press } = useContext(PageContext);
  return (
    <section className="block widget press">
      <div className="container">
        <noscript>
          <ArticleIndex items={press[locale]} />
        </noscript>
        <Island
          name="PressDetail"
          hydrate="load"
          props={{
            dates: dateFormatOf(locale),
            viewName: route.id,
            listUrl: routeOf(PRESS_LIST_ID, locale).url,
            labels: labelsOf(locale, PRESS_DETAIL_LABELS),
            ...articleTable(press[locale], locale),
          }}
        />
      </div>
    </section>
  );
}

function PressListWidget() {
  const { route } = useContext(PageContext);
  return <PressList page={route.listPage ?? 1} />;
}

const WIDGETS: Record<PageWidget, () => JSX.Element> = {
  webzine: WebzineLink,
  pressList: PressListWidget,
  pressDetail: PressDetailWidget,
  downloads: Downloads,
};

/**
 * The widget a route names; an unknown name stops the build instead of rendering another widget
 * (style rule 5).
 */
export function Widget({ widget }: { widget: PageWidget }) {
  const Render = Object.hasOwn(WIDGETS, widget) ? WIDGETS[widget] : undefined;
  if (!Render)
    throw new Error(`unknown widget "${widget}" (known: ${Object.keys(WIDGETS).join(', ')})`);
  return <Render />;
}
