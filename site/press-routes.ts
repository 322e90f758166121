/**
 * The newsroom's pages as rows of the one route table (contracts §11, style rule 1): one article
 * page per press item and language, and the list pages after the first. They come from the names
 * of the files under content/press/, not from the menu; ./pages.ts joins them to ROUTES.
 * Everything here is pure and works from maps, so a build with thousands of items stays linear.
 */
import {
  DEFAULT_LOCALE,
  LOCALES,
  perLocale,
  routeOf,
  toOutFile,
  toUrl,
  type Locale,
  type Route,
} from './routes.ts';

/** Items a press list page shows (contracts §11). */
export const PRESS_PAGE_SIZE = 10;
/** The newest press items the home page's news section shows (contracts §7, §11). */
export const NEWS_COUNT = 4;
/** Route id of the press list, page 1 (site/menu.ts). */
export const PRESS_LIST_ID = 'resources/press';

/** 'YYYY-MM-DD-<words>', words lowercase ASCII letters and digits joined by '-' (contracts §11). */
const SLUG = /^(\d{4}-\d{2}-\d{2})-[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What the build knows of the press items from their file names alone. */
export interface PressIndex {
  /**
   * Slugs of the Korean files (the first locale's), sorted by name: slug i has pressSeq i + 1
   * (oldest first).
   */
  slugs: readonly string[];
  /**
   * For every other locale, the slugs that have a twin in it: { en: the names under
   * content/press/en/ }.
   */
  twins: Partial<Record<Locale, ReadonlySet<string>>>;
}

/**
 * ('2025-01-02-a', { en: {'2025-01-02-a'} }, 'en') -> true; the first locale always has the item.
 */
export function hasTwin(index: PressIndex, slug: string, locale: Locale): boolean {
  return locale === DEFAULT_LOCALE || (index.twins[locale]?.has(slug) ?? false);
}

/** ('2025-09-03-cloud-erp-mes') -> '2025-09-03'; ('cloud-erp', '2025-09-03-Cloud') -> undefined */
export function slugDate(slug: string): string | undefined {
  return SLUG.exec(slug)?.[1];
}

/** ('2025-09-03-cloud-erp-mes') -> 'resources/press/2025-09-03-cloud-erp-mes' */
export function articleId(slug: string): string {
  return `${PRESS_LIST_ID}/${slug}`;
}

/** (1) -> 'resources/press'; (3) -> 'resources/press/page/3' */
export function listPageId(page: number): string {
  return page <= 1 ? PRESS_LIST_ID : `${PRESS_LIST_ID}/page/${page}`;
}

/** (0) -> 1; (10) -> 1; (11) -> 2: a list with no item still has its first page. */
export function pageCount(items: number): number {
  return Math.max(1, Math.ceil(items / PRESS_PAGE_SIZE));
}

/** Which list page shows the item at `index` of the newest-first list: (0) -> 1; (10) -> 2 */
export function pageOfIndex(index: number): number {
  return Math.floor(index / PRESS_PAGE_SIZE) + 1;
}

/** Page numbers to link around the current one: (5, 10) -> [3, 4, 5, 6, 7]; (1, 2) -> [1, 2] */
export function pageWindow(current: number, pages: number, size = 5): number[] {
  const start = Math.max(1, Math.min(current - Math.floor(size / 2), pages - size + 1));
  return Array.from({ length: Math.min(size, pages) }, (_, i) => start + i);
}

/** The list route's fields an article shares (group, theme, header), without the list itself. */
function withoutWidget({ widget: _widget, ...route }: Route): Route {
  return route;
}

/**
 * The article pages of one item: Korean always, another language where its twin exists. Where a
 * twin is missing (a Korean-only item) the hreflang alternate points to the Korean article
 * (contracts §11) and the language link leads to that language's press list, its nearest page.
 */
function articleRoutes(slug: string, index: PressIndex): Route[] {
  const id = articleId(slug);
  const locales = LOCALES.filter((locale) => hasTwin(index, slug, locale));
  const own = perLocale((l) => toUrl(id, hasTwin(index, slug, l) ? l : DEFAULT_LOCALE));
  const languageLinks = perLocale((l) =>
    hasTwin(index, slug, l) ? own[l] : routeOf(PRESS_LIST_ID, l).url,
  );
  return locales.map((locale) => ({
    ...withoutWidget(routeOf(PRESS_LIST_ID, locale)),
    id,
    kind: 'article' as const,
    url: own[locale],
    outFile: toOutFile(id, locale),
    contentFile: `content/press/${locale}/${slug}.md`,
    alternates: own,
    ...(locales.length === LOCALES.length ? {} : { languageLinks }),
    hidden: true,
    slug,
  }));
}

/** Pages 2..n of the press list in every language; page 1 is the menu's own route. */
function listRoutes(pages: number): Route[] {
  return Array.from({ length: pages - 1 }, (_, i) => i + 2).flatMap((page) => {
    const id = listPageId(page);
    const alternates = perLocale((l) => toUrl(id, l));
    return LOCALES.map((locale) => ({
      ...routeOf(PRESS_LIST_ID, locale),
      id,
      url: alternates[locale],
      outFile: toOutFile(id, locale),
      alternates,
      hidden: true,
      listPage: page,
    }));
  });
}

/**
 * Every page the press items make: articles, then list pages 2..n. Every item is listed in every
 * language (a Korean-only one marked as such), so all lists have the same number of pages.
 * ({ slugs: ['2025-01-02-a'], twins: {} }) -> [the Korean article of '2025-01-02-a']
 */
export function pressRoutes(index: PressIndex): Route[] {
  return [
    ...index.slugs.flatMap((slug) => articleRoutes(slug, index)),
    ...listRoutes(pageCount(index.slugs.length)),
  ];
}
