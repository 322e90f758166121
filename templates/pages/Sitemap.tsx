/**
 * The HTML sitemap (contracts §18): every page of the site as links, grouped as the menu, then the
 * pages outside the groups. Made from the route table, so a page added to the menu is listed here
 * without an edit. Press articles are reached through the press list (and its feed).
 */
import { useContext } from 'react';
import type { LoadedPage } from '../../site/content/load.ts';
import { feedUrl } from '../../site/builder/feed.ts';
import { PRESS_LIST_ID } from '../../site/press-routes.ts';
import { ROUTES, navOf, type Route } from '../../site/routes.ts';
import { PageContext } from '../context.ts';
import { PageHead } from '../PageHead.tsx';
import { IntroText } from './Page.tsx';

type SitemapPage = Extract<LoadedPage, { kind: 'sitemap' }>;

/**
 * The routes outside the menu groups in this language, in STANDALONE order, without the sitemap
 * itself and without hidden routes (the brochures' print pages: the publicity page links their
 * PDFs).
 */
function otherRoutes(current: Route): Route[] {
  return ROUTES.filter(
    (r) => r.locale === current.locale && r.group === undefined && !r.hidden && r.id !== current.id,
  );
}

/**
 * One link per page. The webzine's own page is listed (the menu opens the external webzine
 * instead): this is a map of the site's pages, and that page links the webzine.
 */
function PageLink({ route }: { route: Route }) {
  const { t, locale } = useContext(PageContext);
  return (
    <li>
      <a href={route.url}>{t(route.titleKey)}</a>
      {route.id === PRESS_LIST_ID ? (
        <ul>
          <li>
            <a href={feedUrl(locale)} type="application/rss+xml">
              {t('sitemap.feed')}
            </a>
          </li>
        </ul>
      ) : null}
    </li>
  );
}

function Group({ id, title, routes }: { id: string; title: string; routes: Route[] }) {
  return (
    <section className="sitemap__group" aria-labelledby={id}>
      <h2 className="sitemap__title" id={id}>
        {title}
      </h2>
      <ul className="sitemap__links">
        {routes.map((route) => (
          <PageLink key={route.id} route={route} />
        ))}
      </ul>
    </section>
  );
}

export function Sitemap({ page }: { page: SitemapPage }) {
  const { route, t } = useContext(PageContext);
  return (
    <>
      <PageHead title={page.data.title} lead={page.data.lead} legal />
      <IntroText html={page.html} />
      <section className="block sitemap">
        <nav className="container sitemap__grid" aria-labelledby="page-title" data-sitemap>
          {navOf(route.locale).map((group, i) => (
            <Group
              key={group.title}
              id={`sitemap-${i + 1}`}
              title={t(group.title)}
              routes={group.items}
            />
          ))}
          <Group id="sitemap-other" title={t('sitemap.other')} routes={otherRoutes(route)} />
        </nav>
      </section>
    </>
  );
}
