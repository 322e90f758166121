/**
 * Every page the build writes, as one list of routes: the menu's (ROUTES), the newsroom's
 * (./press-routes.ts, from the press file names) and the two not-found pages. The build, the
 * sitemap, the content link checker and the tests all read this list.
 */
import { LOCALES, ROUTES, notFoundRoute, type Route } from './routes.ts';
import { pressRoutes, type PressIndex } from './press-routes.ts';

/**
 * ({ slugs: [17 slugs], twins: { en: all 17 } })
 * -> 68 menu routes + 34 articles + 2 list pages + 2 not-found pages
 */
export function sitePages(press: PressIndex): Route[] {
  return [...ROUTES, ...pressRoutes(press), ...LOCALES.map(notFoundRoute)];
}

/** The pages by URL path: '/eng/resources/press/2025-09-03-cloud-erp-mes' -> its route. */
export function pagesByUrl(pages: readonly Route[]): Map<string, Route> {
  return new Map(pages.map((route) => [route.url, route]));
}
