/**
 * The build (README: `npm run build`): content and menu in, the static site out in dist/.
 * Reads top to bottom as a pipeline: load, bundle, render, write, copy, compress (style rule 3).
 */
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { spawn } from 'node:child_process';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSite, type SiteContent } from './site/content/load.ts';
import { ContentErrors } from './site/content/errors.ts';
import { LOCALES, routeOf, sectionKeyOf, type Route } from './site/routes.ts';
import { NEWS_COUNT, PRESS_LIST_ID } from './site/press-routes.ts';
import { summaryOf } from './site/content/press.ts';
import { translatorOf } from './site/i18n.ts';
import { bundleClient, type ClientBundle } from './site/builder/bundle.ts';
import { toRobots, toSitemap } from './site/builder/seo.ts';
import { contentDates, lastModified, type ContentDates } from './site/builder/lastmod.ts';
import {
  buildSearchIndex,
  forgetSearchIndex,
  isSearchable,
  keepSearchIndex,
  NOTHING_KEPT,
  recordSearchIndex,
  SEARCH_DIR,
  searchDocument,
  searchIndexKeys,
  type KeptIndex,
  type SearchDocument,
} from './site/builder/search-index.ts';
import { FrontMatterKept, PageCache } from './site/builder/build-cache.ts';
import { premakeFolders, removeUnused } from './site/builder/folders.ts';
import { keyFile } from './site/builder/indexnow.ts';
import { feedFile, toFeed } from './site/builder/feed.ts';
import { hostTable, type HostTable } from './site/builder/headers.ts';
import { toHeadersFile, toServeJson } from './site/builder/host-files.ts';
import { nginxSettings, toNginxConf, type NginxSettings } from './site/builder/nginx.ts';
import {
  linkIfSame,
  linkTree,
  precompress,
  roomFor,
  type PrecompressResult,
} from './site/builder/precompress.ts';
import { renderPageParts, type PageSource, type RenderSite } from './templates/render.tsx';
import { readDownloads } from './site/brochures/files.ts';
import {
  FONT_SLOT,
  linkFont,
  makeSiteFont,
  siteCharacters,
  type SiteFont,
} from './site/builder/site-font.ts';
import { APPLY_FONTS } from './client/lib/fonts.ts';
import { writeAdmin } from './site/builder/admin.ts';
import { countryOptions } from './site/inquiry/countries.ts';
import {
  CardError,
  cardOfPage,
  planCards,
  writeCards,
  type CardPlan,
} from './site/builder/cards/cards.ts';
import { MARK_JS } from './client/lib/scripts.ts';

export const ROOT = dirname(fileURLToPath(import.meta.url));

/**
 * Before first paint: marks `html.js` so script-revealed styles apply without a flash, and takes
 * it away at DOMContentLoaded if the module script did not run (client/lib/scripts.ts); applies
 * the font stylesheet: on a visit after the first at once (its files are cached by then),
 * so text does not flash from the fallback font to Pretendard on every page; on a first visit
 * after the window's load event (client/lib/fonts.ts).
 */
export const INLINE_SCRIPT = `${MARK_JS}${APPLY_FONTS}`;

export interface OutputFile {
  path: string;
  /** Text, bytes (the search index's files), or a page as its parts (renderPageParts). */
  contents: string | Uint8Array | readonly string[];
}

/** A rendered page, as the parts it is written from (renderPageParts). */
export interface PageFile {
  path: string;
  contents: readonly string[];
}

export function loadContent(root: string, cache?: FrontMatterKept): SiteContent {
  const { content, errors } = loadSite(root, cache);
  if (!content) throw new ContentErrors(errors);
  return content;
}

/** assets/islands.json: the chunks each island loads, for the byte budgets and the benchmark. */
function islandManifest(bundle: ClientBundle): OutputFile {
  return {
    path: 'assets/islands.json',
    contents: `${JSON.stringify(Object.fromEntries(bundle.islandChunks), null, 2)}\n`,
  };
}

/**
 * What every page is rendered with; the dev server keeps it to re-render one page after an edit.
 * `fonts` is the font's stylesheet, or FONT_SLOT while the font waits for the pages' text.
 */
export function toRenderSite(
  root: string,
  content: SiteContent,
  bundle: ClientBundle,
  cards: CardPlan,
  fonts = FONT_SLOT,
): RenderSite {
  return {
    company: content.company,
    popup: content.popup,
    images: content.images,
    pages: content.pages,
    downloads: readDownloads(root),
    assets: { css: bundle.css, fonts, js: bundle.js },
    inlineScript: INLINE_SCRIPT,
    press: content.press,
    fragments: new Map(),
    cards,
  };
}

/**
 * What each page renders, found by map look-ups (a newsroom brings thousands of pages): a press
 * article its item, a list page after the first page 1's file, any other page its own file.
 */
export function pageSources(content: SiteContent): (route: Route) => PageSource {
  const articles = new Map(
    LOCALES.flatMap((locale) =>
      content.press[locale].filter((a) => a.lang === locale).map((a) => [a.url, a] as const),
    ),
  );
  return (route) => {
    const article = route.kind === 'article' ? articles.get(route.url) : undefined;
    if (article)
      return { route, kind: 'article', article, data: { description: summaryOf(article.text) } };
    return content.pages.get(route.listPage ? routeOf(PRESS_LIST_ID, route.locale).url : route.url);
  };
}

/**
 * Every page of the site (content.routes, site/pages.ts), 404 pages included, in their order; with
 * `cache`, a press article rendered by the last build from the same item, card and site is taken
 * from it. `which` renders only some pages into `pages`, at their places: the build renders the
 * pages the search indexes first, so that Pagefind starts while the others render.
 */
export function renderSite(
  content: SiteContent,
  site: RenderSite,
  cache?: PageCache,
  which: (route: Route) => boolean = () => true,
  pages: PageFile[] = [],
): PageFile[] {
  const sourceOf = pageSources(content);
  content.routes.forEach((route, i) => {
    if (!which(route)) return;
    const source = sourceOf(route);
    const render = () => renderPageParts(route, source, site);
    pages[i] = {
      path: route.outFile,
      contents:
        cache && source?.kind === 'article'
          ? cache.parts(route.url, [source, cardOfPage(site.cards, route)], render)
          : render(),
    };
  });
  return pages;
}

/**
 * What every page reads besides its own source and card: with the code, the key of every kept
 * article.
 */
function siteWide(site: RenderSite): unknown[] {
  const { company, popup, images, downloads, assets, inlineScript } = site;
  return [company, popup, images, downloads, assets, inlineScript];
}

/**
 * The site's font, cut to the text of `pages` and of the bundle's scripts and styles
 * (site/builder/site-font.ts); the pages get its stylesheet in place of FONT_SLOT. `cacheDir`
 * (FONT_CACHE) keeps the subsets elsewhere than node_modules/.cache, e.g. a CI cache.
 */
export async function fontForPages(
  content: SiteContent,
  drafts: PageFile[],
  bundle: ClientBundle,
  cacheDir?: string,
): Promise<{ pages: PageFile[]; font: SiteFont }> {
  const read = (ext: string) =>
    bundle.outputs.filter((file) => file.endsWith(ext)).map((file) => readFileSync(file, 'utf8'));
  const pages = content.routes.map((route, i) => ({
    locale: route.locale,
    html: drafts[i]!.contents,
  }));
  // The contact form names the countries in the browser (site/inquiry/countries.ts).
  const countries = LOCALES.map((locale) => ({
    locale,
    html: countryOptions(locale)
      .map((country) => country.text)
      .join('\n'),
  }));
  const chars = siteCharacters([...pages, ...countries], {
    scripts: read('.js'),
    styles: read('.css'),
  });
  const font = await makeSiteFont(chars, cacheDir);
  return { pages: linkFont(drafts, font.stylesheet), font };
}

/**
 * The pages the search indexes (site/builder/search-index.ts) as Pagefind receives them, each made
 * from its HTML as rendered (the build renders `content.routes` in order) and what its result
 * shows: its section, and a menu page's name in the menu, which ranks that page first for its
 * name. A kept article's comes from `cache` with it.
 */
export function searchDocuments(
  content: SiteContent,
  pages: readonly PageFile[],
  cache?: PageCache,
): SearchDocument[] {
  return content.routes.flatMap((route, i) => {
    if (!isSearchable(route)) return [];
    const make = () => {
      const t = translatorOf(route.locale);
      const section = sectionKeyOf(route);
      const meta = {
        ...(section ? { section: t(section) } : {}),
        ...(route.kind === 'article'
          ? {}
          : { name: t(route.titleKey), summary: content.pages.get(route.url)?.data.description }),
      };
      return searchDocument({ route, html: indexedHtml(pages[i]!.contents), meta }).content;
    };
    return [{ url: route.url, content: cache ? cache.document(route.url, make) : make() }];
  });
}

/**
 * What the index reads of a page (indexDocument): its `<html>` tag and `<main>`, those parts
 * alone, joined, and never the whole page as one string.
 */
function indexedHtml(contents: PageFile['contents']): string {
  const from = contents.findIndex((part) => part.includes('<main'));
  const to = contents.findIndex((part, i) => i >= from && part.includes('</main>'));
  if (from < 0 || to < 0) return contents.join('');
  return `${/<html\b[^>]*>/.exec(contents[0]!)?.[0] ?? ''}${contents.slice(from, to + 1).join('')}`;
}

/** The press feed of each language (contracts §11), titled and described like the press page. */
function feedFiles(content: SiteContent): OutputFile[] {
  return LOCALES.map((locale) => {
    const list = content.pages.get(routeOf(PRESS_LIST_ID, locale).url);
    const t = translatorOf(locale);
    const title = `${content.company.name[locale]} | ${t('menu.resources.press')}`;
    const channel = {
      locale,
      title,
      description: list?.data.description ?? title,
      origin: content.company.origin,
      sampleLabel: t('press.sample'),
    };
    return { path: feedFile(locale), contents: toFeed(channel, content.press[locale]) };
  });
}

/**
 * sitemap.xml with each page's last change from git (site/builder/lastmod.ts), robots.txt, the
 * feeds.
 */
export function seoFiles(content: SiteContent, dates: ContentDates['dates']): OutputFile[] {
  const { origin } = content.company;
  const lastmod = (route: Route) => lastModified(route, dates, content.press, NEWS_COUNT);
  return [
    { path: 'sitemap.xml', contents: toSitemap(origin, content.routes, lastmod) },
    { path: 'robots.txt', contents: toRobots(origin) },
    // IndexNow's proof that the key is the site's (site/builder/indexnow.ts, npm run indexnow).
    ...(content.company.indexNowKey ? [keyFile(content.company.indexNowKey)] : []),
    ...feedFiles(content),
  ];
}

/**
 * The headers table of this build: the CSP hash of the inline script, the hashed entry files of
 * the bundle and the font.
 */
export function buildTable(
  apiBase: string,
  bundle?: ClientBundle,
  adminConnect?: string[],
  fonts?: string,
): HostTable {
  const entries = bundle
    ? [
        bundle.js,
        bundle.css,
        ...(fonts ? [fonts] : []),
        ...[...bundle.islandChunks.values()].flat(),
      ]
    : [];
  const hashedEntries = [...new Set(entries)].filter((url) => /^\/assets\/[^/]+$/.test(url)).sort();
  return hostTable({ inlineScripts: [INLINE_SCRIPT], apiBase, hashedEntries, adminConnect });
}

/** dist/serve.json and dist/_headers: the static-host rules with the security headers. */
export function hostFiles(table: HostTable): OutputFile[] {
  return [
    { path: 'serve.json', contents: toServeJson(table) },
    { path: '_headers', contents: toHeadersFile(table) },
  ];
}

/**
 * The environment's nginx settings (SITE_ROOT, NGINX_PORT, API_UPSTREAM), checked before anything
 * is built.
 */
export function deploySettings(dist: string, env: NodeJS.ProcessEnv): NginxSettings {
  const { settings, errors } = nginxSettings(env, dist);
  if (!settings) throw new SettingsError(errors);
  return settings;
}

export class SettingsError extends Error {
  constructor(readonly errors: string[]) {
    super(`${errors.join('\n')}\n${errors.length} setting error${errors.length === 1 ? '' : 's'}`);
  }
}

/**
 * dist-deploy/nginx.conf beside dist/, written aside and renamed so nginx never reads half a
 * file.
 */
function writeNginxConf(dist: string, contents: string): void {
  const folder = join(dirname(dist), 'dist-deploy');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, 'nginx.conf');
  writeFileSync(`${file}.${process.pid}`, contents);
  renameSync(`${file}.${process.pid}`, file);
}

/**
 * The build's writes, one after another: the page cache takes them, and Node's asynchronous
 * writes cost more than they save (docs/performance.md has the figures). Text is encoded into one
 * buffer used again for every file, a page part by part: fresh memory for thousands of pages
 * cost more than the writes themselves. A file whose bytes `previous` (the last build) already
 * holds is linked to it instead of written (precompress then keeps its pair without reading it).
 * `folders` are known to exist (premakeFolders made them). Returns the folders written into.
 */
export function writeFiles(
  dist: string,
  files: readonly OutputFile[],
  previous?: string,
  folders = new Set<string>(),
): Set<string> {
  const used = new Set<string>();
  for (const file of files) {
    const path = join(dist, file.path);
    const dir = dirname(path);
    if (!folders.has(dir)) mkdirSync(dir, { recursive: true });
    folders.add(dir);
    used.add(dir);
    const bytes = file.contents instanceof Uint8Array ? file.contents : utf8(file.contents);
    if (!(previous && linkIfSame(join(previous, file.path), path, bytes)))
      writeFileSync(path, bytes);
  }
  return used;
}

const encoder = new TextEncoder();
/** writeFiles' buffer, grown as a file needs. */
let scratch: Buffer = Buffer.alloc(0);

/** Text or a page's parts as UTF-8, in the scratch buffer (good until the next call). */
function utf8(text: string | readonly string[]): Buffer {
  let at = 0;
  for (const part of typeof text === 'string' ? [text] : text) {
    // A UTF-16 code unit is at most three bytes of UTF-8.
    scratch = roomFor(scratch, at + part.length * 3, at);
    at += encoder.encodeInto(part, scratch.subarray(at)).written;
  }
  return scratch.subarray(0, at);
}

const sumCompressed = (a: PrecompressResult, b: PrecompressResult): PrecompressResult => ({
  compressed: a.compressed + b.compressed,
  reused: a.reused + b.reused,
});

/**
 * The staging folder becomes dist/ by two renames, so a server reading dist/ finds it missing for
 * no longer than between them. The last build's folder is deleted by a process of its own: the
 * build does not wait for tens of thousands of unlinks (seconds, with a large newsroom), and a
 * folder left by a build that was stopped is deleted by the next.
 */
function swapDist(staging: string, dist: string): void {
  const parent = dirname(dist);
  const retired = `${basename(dist)}.old-`;
  for (const name of readdirSync(parent)) if (name.startsWith(retired)) discard(join(parent, name));
  const old = join(parent, `${retired}${process.pid}-${Date.now()}`);
  if (existsSync(dist)) renameSync(dist, old);
  renameSync(staging, dist);
  if (existsSync(old)) discard(old);
}

/** `rm -rf` in a process the build does not wait for. */
function discard(folder: string): void {
  spawn('rm', ['-rf', '--', folder], { detached: true, stdio: 'ignore' }).unref();
}

/** Milliseconds each build step took, in order: what `npm run bench` compares at scale. */
export type BuildSteps = Record<string, number>;

/** Records under each step's name how long it took, in the order the steps ran. */
class StepTimer {
  readonly steps: BuildSteps = {};

  /** Runs `step` and records its time under `name`. */
  run<T>(name: string, step: () => T): T {
    const started = performance.now();
    const result = step();
    this.steps[name] = Math.round(performance.now() - started);
    return result;
  }

  /** Awaits `step` and records under `name` the time until it settled (only when it fulfilled). */
  async wait<T>(name: string, step: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const result = await step();
    this.steps[name] = Math.round(performance.now() - started);
    return result;
  }
}

/** What build() returns: what it wrote, how long each step took, what it kept or warned of. */
export interface BuildResult {
  files: number;
  compressed: PrecompressResult;
  table: HostTable;
  steps: BuildSteps;
  cards: { drawn: number; reused: number };
  /** The search index's languages: made by Pagefind, kept from the last build (keepSearchIndex). */
  search: { made: string[]; kept: string[] };
  /** Press articles rendered, and taken as the last build rendered them (build-cache.ts). */
  articles: { rendered: number; kept: number };
  /** What the build could not do as it should and why (a shallow clone's sitemap dates). */
  warnings: string[];
}

/** The search index as a build starts it: its keys, what it keeps, and Pagefind at work. */
interface SearchIndexing {
  /** Each language's hash of its pages; undefined when the build leaves the index out. */
  keys: Map<string, string> | undefined;
  kept: KeptIndex;
  indexing: Promise<OutputFile[]>;
}

/**
 * Pagefind indexes in its own process while the font is made and the files are written: it
 * reads `<main>`, which the font's stylesheet link does not touch. A language whose pages all
 * read as in the last build keeps that build's index of it (keepSearchIndex). BUILD_NO_SEARCH=1
 * leaves the index out: only `npm run bench` does that, to weigh what the index costs the build.
 */
function startSearchIndex(
  content: SiteContent,
  drafts: readonly PageFile[],
  pageCache: PageCache,
  dist: string,
  staging: string,
  env: NodeJS.ProcessEnv,
): SearchIndexing {
  const documents =
    env.BUILD_NO_SEARCH === '1' ? undefined : searchDocuments(content, drafts, pageCache);
  const keys = documents && searchIndexKeys(documents);
  const kept = keys ? keepSearchIndex(dist, staging, keys, env.SEARCH_CACHE) : NOTHING_KEPT;
  const indexing =
    !documents || kept.whole ? Promise.resolve([]) : buildSearchIndex(documents, kept);
  indexing.catch(() => undefined);
  return { keys, kept, indexing };
}

/**
 * The search index's languages, split into those Pagefind made and those kept from the last
 * build.
 */
function searchLanguages({ keys, kept }: SearchIndexing): BuildResult['search'] {
  const languages = [...(keys?.keys() ?? [])].sort();
  return {
    made: languages.filter((language) => !kept.languages.includes(language)),
    kept: languages.filter((language) => kept.languages.includes(language)),
  };
}

/** One build's places, settings and the work it started before the content loaded. */
interface BuildRun {
  root: string;
  dist: string;
  /** `${dist}.next`: the build writes here and swaps it in whole. */
  staging: string;
  env: NodeJS.ProcessEnv;
  time: StepTimer;
  /** API_BASE: where the contact form posts. */
  apiBase: string;
  /** The deploy settings dist-deploy/nginx.conf is written with. */
  nginx: NginxSettings;
  /**
   * BUILD_CACHE: where the last build kept what this one can take (site/builder/build-cache.ts).
   */
  cacheFolder: string | undefined;
  frontMatter: FrontMatterKept;
  /** esbuild, in its own process. */
  bundling: Promise<ClientBundle>;
  /** The last build's page folders, made on a thread of their own (folders.ts). */
  premaking: Promise<string[]>;
  /** git, in its own processes. */
  dating: Promise<ContentDates>;
}

/** Clears the staging folder and starts what runs beside the content's loading. */
function startBuild(root: string, dist: string, env: NodeJS.ProcessEnv): BuildRun {
  const staging = `${dist}.next`;
  rmSync(staging, { recursive: true, force: true });
  const apiBase = env.API_BASE ?? '/';
  const nginx = deploySettings(dist, env);
  const bundling = bundleClient(root, staging, apiBase, { sourceMaps: env.SOURCE_MAPS === '1' });
  const premaking = premakeFolders(dist, staging);
  const dating = contentDates(root);
  const cacheFolder = env.BUILD_CACHE || undefined;
  const frontMatter = FrontMatterKept.open(cacheFolder);
  const time = new StepTimer();
  return {
    root,
    dist,
    staging,
    env,
    time,
    apiBase,
    nginx,
    cacheFolder,
    frontMatter,
    bundling,
    premaking,
    dating,
  };
}

/** Loads the content; on a content error, waits for the work under way and clears staging. */
async function loadOrClear(run: BuildRun): Promise<SiteContent> {
  try {
    return run.time.run('load content', () => loadContent(run.root, run.frontMatter));
  } catch (error) {
    await run.bundling.catch(() => undefined);
    await run.premaking;
    rmSync(run.staging, { recursive: true, force: true });
    throw error;
  }
}

/** The pages rendered in memory, and the work they started: the search index, the cards. */
interface Rendered {
  drafts: PageFile[];
  pageCache: PageCache;
  search: SearchIndexing;
  drawing: Promise<{ drawn: number; reused: number }>;
}

/**
 * Renders every page: those the search indexes first, so Pagefind can start on them, then the
 * others while it indexes; the sharing cards are drawn meanwhile.
 */
function renderPages(run: BuildRun, content: SiteContent, bundle: ClientBundle): Rendered {
  const { root, time, env, cacheFolder } = run;
  const cards = time.run('plan sharing cards', () => planCards(root, content));
  // Drawn while the pages render: resvg paints in libuv's threads (site/builder/cards/).
  const drawing = time.run('start the sharing cards', () =>
    writeCards(cards, root, run.staging, env.CARD_CACHE || undefined),
  );
  drawing.catch(() => undefined);
  const site = time.run('read the downloads', () => toRenderSite(root, content, bundle, cards));
  const pageCache = time.run('open the kept articles', () =>
    PageCache.open(siteWide(site), cacheFolder),
  );
  const drafts = time.run('render the pages the search indexes', () =>
    renderSite(content, site, pageCache, isSearchable),
  );
  const search = time.run('keep or start the search index', () =>
    startSearchIndex(content, drafts, pageCache, run.dist, run.staging, env),
  );
  // While Pagefind indexes: the press list's later pages, home, the sitemap, 404s and noindex
  // pages; the kept articles' parts; then what the next build can take
  // (site/builder/build-cache.ts).
  time.run('render the other pages', () =>
    renderSite(content, site, pageCache, (route) => !isSearchable(route), drafts),
  );
  time.run('read the kept articles', () => pageCache.fill());
  time.run('keep the articles', () => {
    run.frontMatter.save();
    pageCache.save();
  });
  return { drafts, pageCache, search, drawing };
}

/** What the staging folder holds once written: its files, and the folders they are in. */
interface Written {
  table: HostTable;
  /** How many files the build wrote (the summary's count). */
  files: number;
  /** The folders made before the pages were written, and those the build's files use. */
  premade: string[];
  folders: Set<string>;
}

/** Writes the pages with their font, the editor, the host files and the static files. */
async function writeStaging(
  run: BuildRun,
  content: SiteContent,
  bundle: ClientBundle,
  drafts: PageFile[],
  dates: ContentDates['dates'],
): Promise<Written> {
  const { root, staging, time, env } = run;
  const { pages, font } = await time.wait('make the font', () =>
    fontForPages(content, drafts, bundle, env.FONT_CACHE),
  );
  // The editor's preview shows pages under the site's stylesheet and its font (contracts §19).
  const admin = await time.wait('admin', () =>
    writeAdmin(root, staging, content, env, [bundle.css, font.stylesheet]),
  );
  const table = buildTable(run.apiBase, bundle, admin.connect, font.stylesheet);
  const files = [
    ...pages,
    ...font.files,
    ...time.run('sitemap and feeds', () => seoFiles(content, dates)),
    ...hostFiles(table),
    islandManifest(bundle),
  ];
  const premade = await time.wait('wait for the folders', () => run.premaking);
  const folders = time.run('write files', () =>
    writeFiles(staging, files, run.dist, new Set(premade)),
  );
  time.run('link static', () => linkTree(join(root, 'static'), staging));
  return { table, files: files.length, premade, folders };
}

/**
 * Compresses, adds the search index and the cards, then swaps the staging folder in; a step that
 * fails removes the staging folder.
 */
async function finishStaging(run: BuildRun, rendered: Rendered, written: Written) {
  const { staging, dist, time, env } = run;
  const { search } = rendered;
  const failed = (error: unknown) => {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  };
  // The pages compress on this process's threads while Pagefind indexes (its files are not
  // written yet, so this pass cannot see them; they are compressed on their own after it).
  const compressing = precompress(staging, dist);
  compressing.catch(() => undefined);
  const searchIndex = await time.wait('wait for the search index', () =>
    search.indexing.catch(failed),
  );
  time.run('write the search index', () => {
    for (const folder of writeFiles(staging, searchIndex, dist)) written.folders.add(folder);
  });
  const drawn = await time.wait('wait for the sharing cards', () => rendered.drawing.catch(failed));
  const compressed = await time.wait('precompress', async () =>
    sumCompressed(
      await compressing.catch(failed),
      await precompress(staging, dist, SEARCH_DIR).catch(failed),
    ),
  );
  time.run('remove unused folders', () => removeUnused(written.premade, written.folders));
  if (search.keys && !search.kept.whole) forgetSearchIndex(dist, env.SEARCH_CACHE);
  time.run('swap dist', () => swapDist(staging, dist));
  if (search.keys) recordSearchIndex(dist, search.keys, env.SEARCH_CACHE);
  return { compressed, drawn };
}

/**
 * Bundles in a staging folder while the content loads (esbuild works in its own process), then
 * swaps it in: a content error leaves the last good dist/ untouched, and nothing ever sees a
 * half-written dist/.
 */
export async function build(
  root = ROOT,
  dist = join(ROOT, 'dist'),
  env = process.env,
): Promise<BuildResult> {
  const run = startBuild(root, dist, env);
  const content = await loadOrClear(run);
  const bundle = await run.time.wait('wait for the bundle', () => run.bundling);
  const dated = await run.time.wait('wait for git dates', () => run.dating);
  const rendered = renderPages(run, content, bundle);
  const written = await writeStaging(run, content, bundle, rendered.drafts, dated.dates);
  const { compressed, drawn } = await finishStaging(run, rendered, written);
  writeNginxConf(dist, toNginxConf(written.table, run.nginx));

  const articles = content.routes.filter((route) => route.kind === 'article').length;
  const { pageCache } = rendered;
  return {
    files: written.files,
    compressed,
    table: written.table,
    steps: run.time.steps,
    cards: drawn,
    search: searchLanguages(rendered.search),
    articles: { rendered: articles - pageCache.kept, kept: pageCache.kept },
    warnings: dated.warning ? [dated.warning] : [],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  // BUILD_ROOT and BUILD_DIST build another copy of the project (the benchmark's generated
  // newsroom).
  const root = process.env.BUILD_ROOT ?? ROOT;
  build(root, process.env.BUILD_DIST ?? join(root, 'dist')).then(
    ({ files, compressed, steps, cards, search, articles, warnings }) => {
      for (const warning of warnings) console.warn(`warning: ${warning}`);
      const pairs = `${compressed.compressed + compressed.reused} .br/.gz pairs (${compressed.reused} kept from the last build)`;
      const pictures = `${cards.drawn + cards.reused} sharing cards (${cards.drawn} drawn)`;
      // ', the search index (en kept)': the languages whose pages did not change are kept.
      const index = !search.made.length
        ? search.kept.length
          ? ', the search index (kept)'
          : ''
        : `, the search index${search.kept.length ? ` (${search.kept.join(', ')} kept)` : ''}`;
      const kept = articles.kept
        ? ` (${articles.kept} press articles kept from the last build)`
        : '';
      console.log(
        `built ${files} files${kept}, ${pairs}${index} and ${pictures} into dist/, and dist-deploy/nginx.conf, in ${Math.round(performance.now() - started)} ms`,
      );
      // The build process's own CPU time: on a busy machine it moves far less than the wall time.
      const cpu = process.cpuUsage();
      if (process.env.BUILD_STEPS)
        console.log(
          `steps ${JSON.stringify({ 'start Node and load the modules': Math.round(started), ...steps, 'CPU of the build process': Math.round((cpu.user + cpu.system) / 1000) })}`,
        );
    },
    (error: unknown) => {
      console.error(
        error instanceof ContentErrors ||
          error instanceof SettingsError ||
          error instanceof CardError
          ? error.message
          : error,
      );
      process.exit(1);
    },
  );
}
