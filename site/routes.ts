/**
 * ROUTES: every page of the site, derived once from the menu (style rule 1). The build, the
 * templates (the header, the sitemap, the footer), the editor, the preview server and the tests
 * read this table and this file's functions (a page's URL, output file and content file, a URL's
 * language). Besides this file, only the editor's page collections (./admin/config.ts, for the
 * menu's order) and the tests' page count (test/helpers/counts.ts) walk the menu.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  BROCHURES,
  MENU,
  STANDALONE,
  type ExternalLinkKey,
  type MenuItem,
  type PageWidget,
} from './menu.ts';
import { LOCALE_ROWS, type Locale, type LocaleRow } from './locales.ts';
import type { PlainKey } from './i18n.ts';
import type { DateFormat, DateStyle } from './dates.ts';

export type { Locale, LocaleRow };

/**
 * The locale table of this process: LOCALE_ROWS, or the `LOCALE_ROWS` export of the module the
 * environment variable SITE_LOCALES names. Only the third-language test sets it
 * (test/build/third-locale.test.ts): a build with a language no code names shows every place that
 * still assumes two. The first row must be served at the root, every other under its own prefix.
 */
async function loadLocaleTable(
  modulePath = process.env.SITE_LOCALES,
): Promise<readonly LocaleRow[]> {
  const rows: readonly LocaleRow[] = modulePath
    ? (await import(pathToFileURL(resolve(modulePath)).href)).LOCALE_ROWS
    : LOCALE_ROWS;
  const misplaced = rows.filter(
    (row, i) => (i === 0) !== (row.prefix === '') || (i > 0 && !/^\/[a-z-]+$/.test(row.prefix)),
  );
  if (misplaced.length)
    throw new Error(
      `${modulePath ?? 'site/locales.ts'}: locale ${misplaced.map((r) => r.code).join(', ')}: the first row needs the prefix '' and every other one like '/eng'`,
    );
  return rows;
}

/**
 * One row per language (site/locales.ts): the only place that knows which languages the site has.
 */
export const LOCALE_TABLE = (await loadLocaleTable()) as readonly (LocaleRow & { code: Locale })[];
export const LOCALES: readonly Locale[] = LOCALE_TABLE.map((row) => row.code);
/**
 * The language at the root URL: the x-default of the hreflang links, the language press items start
 * in.
 */
export const DEFAULT_LOCALE: Locale = LOCALES[0]!;
const ROW_BY_CODE: ReadonlyMap<Locale, LocaleRow> = new Map(
  LOCALE_TABLE.map((row) => [row.code, row]),
);

/** ('en') -> its row: { prefix: '/eng', lang: 'en', ogLocale: 'en_US', ... } */
export function localeRow(locale: Locale): LocaleRow {
  const row = ROW_BY_CODE.get(locale);
  if (!row) throw new Error(`unknown locale "${locale}" (known: ${LOCALES.join(', ')})`);
  return row;
}

/**
 * ('en') -> { lang: 'en', style: 'medium' }: how that language's lists write dates;
 * ('en', 'long') its long form.
 */
export function dateFormatOf(
  locale: Locale,
  style: DateStyle = localeRow(locale).listDate,
): DateFormat {
  return { lang: localeRow(locale).lang, style };
}

/** ((l) => `/${l}`) -> { ko: '/ko', en: '/en' }: one value per locale of the table. */
export function perLocale<T>(make: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Record<Locale, T>;
}

/**
 * What a route renders; the kinds with a content file of their own are site/content/schemas.ts
 * ContentKind.
 */
export type RouteKind =
  | 'home'
  | 'contact'
  | 'page'
  | 'legal'
  | 'sitemap'
  | 'search'
  | 'article'
  | 'brochure'
  | 'notFound';

export interface Route {
  /** Locale-free id, also the API view name: 'home', 'company/intro', 'resources/press'. */
  id: string;
  locale: Locale;
  kind: RouteKind;
  /** URL path: '/', '/eng', '/company/intro', '/eng/company/intro'. */
  url: string;
  /** Output file relative to dist/: 'eng/company/intro/index.html'. */
  outFile: string;
  /** Content file relative to the project root: 'content/company/en/intro.md'. */
  contentFile: string;
  /** Message key of the route title (menus, `<title>`). */
  titleKey: PlainKey;
  /** URL of this page in every locale, for the language links, hreflang and the sitemap. */
  alternates: Record<Locale, string>;
  /** Hidden from menus (the menu item's `hidden`). */
  hidden: boolean;
  /** Kept out of search engines and the sitemap (contracts §2: pressView). */
  noindex: boolean;
  /** The menu entry opens this external link in a new tab instead of the page. */
  external?: ExternalLinkKey;
  /** Icon file name without extension (/assets/img/{icon}.svg). */
  icon?: string;
  /** A live widget under the page text. */
  widget?: PageWidget;
  /**
   * Index of the menu group in MENU, absent for the standalone routes (site/menu.ts STANDALONE).
   */
  group?: number;
  /** Message key of that group's title. */
  groupTitle?: PlainKey;
  /** Header style (contracts §8): 'main' on home, 'dark' on dark-flagged routes. */
  theme: 'main' | 'dark' | 'default';
  /**
   * Pattern background variant, or null where it is not rendered (contracts §8; the menu item's
   * `pattern`).
   */
  pattern: 'home' | 'must' | 'default' | null;
  /**
   * A press article: the slug of its file, content/press/<locale>/<slug>.md (./press-routes.ts).
   */
  slug?: string;
  /**
   * A press list page after the first: its number (page 1 is the menu route, ./press-routes.ts).
   */
  listPage?: number;
  /**
   * Where the language links go when not to `alternates` (a Korean-only article: the English list).
   */
  languageLinks?: Record<Locale, string>;
}

/**
 * ('company/intro', 'en') -> '/eng/company/intro'; ('home', 'ko') -> '/'; ('home', 'en') -> '/eng'
 */
export function toUrl(id: string, locale: Locale): string {
  const { prefix } = localeRow(locale);
  if (id === 'home') return prefix || '/';
  return `${prefix}/${id}`;
}

/** ('company/intro', 'en') -> 'eng/company/intro/index.html'; ('home', 'ko') -> 'index.html' */
export function toOutFile(id: string, locale: Locale): string {
  const dir = [localeRow(locale).prefix.slice(1), id === 'home' ? '' : id]
    .filter(Boolean)
    .join('/');
  return dir ? `${dir}/index.html` : 'index.html';
}

/**
 * content/press/ holds the press items (site/content/press.ts PRESS_DIR), one folder per language.
 */
export const PRESS_FOLDER = 'press';

/**
 * A route's file: its folder, the language, then its name, so each folder is one editor
 * collection with the languages side by side (Decap's multiple_folders, docs/decisions.md); a
 * one-segment id is the index of a folder of its own (the business overview beside its areas).
 * ('company/intro', 'en') -> 'content/company/en/intro.md'; ('business', 'ko')
 * -> 'content/business/ko/index.md'
 */
export function toContentFile(id: string, locale: Locale): string {
  const cut = id.lastIndexOf('/');
  const [folder, name] = cut < 0 ? [id, 'index'] : [id.slice(0, cut), id.slice(cut + 1)];
  return `content/${folder}/${locale}/${name}.md`;
}

/**
 * The reverse of toContentFile: 'content/business/ko/index.md' -> { id: 'business', locale: 'ko' };
 * a press item or another file -> undefined
 */
export function pageOfContentFile(file: string): { id: string; locale: Locale } | undefined {
  const parts = /^content\/(.+)\/([a-z-]+)\/([^/]+)\.md$/.exec(file);
  if (!parts || parts[1] === PRESS_FOLDER || !LOCALES.includes(parts[2] as Locale))
    return undefined;
  const [, folder, locale, name] = parts as unknown as [string, string, Locale, string];
  return { id: name === 'index' ? folder : `${folder}/${name}`, locale };
}

/** '/eng/company/intro' -> 'en'; '/eng' -> 'en'; '/english' -> 'ko'; '/company/intro' -> 'ko' */
export function localeOfPath(urlPath: string): Locale {
  const own = LOCALE_TABLE.find(
    ({ prefix }) => prefix && (urlPath === prefix || urlPath.startsWith(`${prefix}/`)),
  );
  return own?.code ?? DEFAULT_LOCALE;
}

/**
 * ('en') -> 'eng/404.html'; ('ko') -> '404.html': the not-found page of each locale (contracts §2).
 */
export function toNotFoundFile(locale: Locale): string {
  return [localeRow(locale).prefix.slice(1), '404.html'].filter(Boolean).join('/');
}

/**
 * ('home', item) -> 'home'; a menu item's pattern flag: 'none' -> null, 'must' -> 'must', absent
 * -> 'default'
 */
export function patternOf(id: string, item: MenuItem): Route['pattern'] {
  if (id === 'home') return 'home';
  if (item.pattern === 'none') return null;
  return item.pattern ?? 'default';
}

const KIND_BY_ID: Partial<Record<string, RouteKind>> = {
  home: 'home',
  contact: 'contact',
  privacy: 'legal',
  'email-policy': 'legal',
  sitemap: 'sitemap',
  search: 'search',
};

function toRoutes(item: MenuItem, group: number | undefined, kind?: RouteKind): Route[] {
  const id = item.path || 'home';
  const alternates = perLocale((l) => toUrl(id, l));
  return LOCALES.map((locale) => ({
    id,
    locale,
    kind: kind ?? KIND_BY_ID[id] ?? 'page',
    url: alternates[locale],
    outFile: toOutFile(id, locale),
    contentFile: toContentFile(id, locale),
    titleKey: item.title,
    alternates,
    theme: id === 'home' ? 'main' : item.dark ? 'dark' : 'default',
    pattern: patternOf(id, item),
    hidden: item.hidden === true,
    noindex: item.hidden === true,
    ...(item.url ? { external: item.url } : {}),
    ...(item.icon ? { icon: item.icon } : {}),
    ...(item.widget ? { widget: item.widget } : {}),
    ...(group === undefined ? {} : { group, groupTitle: MENU[group]!.title }),
  }));
}

export const ROUTES: readonly Route[] = [
  ...STANDALONE.flatMap((item) => toRoutes(item, undefined)),
  ...MENU.flatMap((group, index) => group.subMenus.flatMap((item) => toRoutes(item, index))),
  ...BROCHURES.flatMap((item) => toRoutes(item, undefined, 'brochure')),
];

/**
 * Two routes on one file, or a page in the press items' folder, would edit each other's text: a
 * menu path like 'business/index' (the file of 'business') or 'press/x' stops here, at start.
 */
const FILE_OWNERS = new Map<string, string>();
for (const route of ROUTES) {
  const owner = FILE_OWNERS.get(route.contentFile);
  if (
    (owner !== undefined && owner !== route.id) ||
    route.contentFile.startsWith(`content/${PRESS_FOLDER}/`)
  )
    throw new Error(
      `site/menu.ts: the page "${route.id}" would use ${route.contentFile}, ${owner === undefined ? "the press items' folder" : `the file of "${owner}"`}: choose another path`,
    );
  FILE_OWNERS.set(route.contentFile, route.id);
}

/** Look-up by URL path: '/eng/company/intro' -> its Route. */
export const ROUTE_BY_URL: ReadonlyMap<string, Route> = new Map(ROUTES.map((r) => [r.url, r]));

/** The routes of one locale, in menu order. */
export function routesOf(locale: Locale): Route[] {
  return ROUTES.filter((r) => r.locale === locale);
}

const ROUTE_BY_ID: ReadonlyMap<string, Route> = new Map(
  ROUTES.map((r) => [`${r.locale}:${r.id}`, r]),
);

/**
 * The route of `id` in `locale`; throws on an unknown id so a typo cannot render a dead link.
 * A map look-up: pages call it several times each, and a newsroom brings thousands of pages.
 */
export function routeOf(id: string, locale: Locale): Route {
  const route = ROUTE_BY_ID.get(`${locale}:${id}`);
  if (!route)
    throw new Error(
      `unknown route id "${id}" (known: ${[...new Set(ROUTES.map((r) => r.id))].join(', ')})`,
    );
  return route;
}

export interface NavGroup {
  title: PlainKey;
  icon: string;
  items: Route[];
}

/** The header's menu for one locale: groups in menu order with their visible routes. */
export function navOf(locale: Locale): NavGroup[] {
  return MENU.map((group, index) => ({
    title: group.title,
    icon: group.icon,
    items: ROUTES.filter((r) => r.locale === locale && r.group === index && !r.hidden),
  }));
}

/**
 * The section a page belongs to, as its sharing card and its search result name it: its menu
 * group; a press article's is the press list ('menu.resources.press'), which it copies its title
 * key from (./press-routes.ts); none outside the groups (contact, the legal pages).
 */
export function sectionKeyOf(route: Route): PlainKey | undefined {
  return route.kind === 'article' ? route.titleKey : route.groupTitle;
}

/** The not-found page of a locale: written to 404.html / eng/404.html, never indexed. */
export function notFoundRoute(locale: Locale): Route {
  const home = routeOf('home', locale);
  return {
    ...home,
    id: '404',
    kind: 'notFound',
    url: toUrl('404', locale),
    outFile: toNotFoundFile(locale),
    contentFile: '',
    titleKey: 'menu.notFound',
    noindex: true,
    hidden: true,
    theme: 'default',
    pattern: 'default',
  };
}
