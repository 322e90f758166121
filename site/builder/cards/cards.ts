/**
 * The sharing cards of the site (contracts §20): which page gets which card, and the build step
 * that makes the files. A card is named by a hash of everything that decides its pixels (what it
 * shows, the design code, the logo, the font and renderer versions), so a changed card is a new
 * URL (chat apps cache pictures by URL) and a card already drawn is reused: from a cache folder
 * shared by every build of the checkout, linked into the output, never drawn twice.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onThread } from '../thread.ts';
import type { SiteContent } from '../../content/load.ts';
import type { CompanyFacts } from '../../content/schemas.ts';
import type { PressArticle, PressLists } from '../../content/press.ts';
import { translatorOf } from '../../i18n.ts';
import {
  dateFormatOf,
  LOCALES,
  localeRow,
  routeOf,
  sectionKeyOf,
  type Locale,
  type Route,
} from '../../routes.ts';
import { formatDate } from '../../dates.ts';
import { drawCard, type CardFont } from './draw.ts';
import { cardFonts } from './fonts.ts';
import { PRETENDARD } from '../font-subsets.ts';
import { textOf, type CardSpec } from './layout.ts';

/** Where the cards are served from: '/assets/cards/<hash>.png'. */
export const CARDS_DIR = 'assets/cards';
export const CARD_LOGO = 'static/assets/img/logo-white.svg';

/** A page's card: what it shows, where it is served, where its text comes from (for errors). */
export interface PageCard {
  spec: CardSpec;
  /** '/assets/cards/3f2a…png' */
  url: string;
  /** The page title: og:image:alt. */
  alt: string;
  /** The file a writer edits to change the card's text: 'content/press/ko/2025-09-03-….md'. */
  source: string;
}

/** Cards by page URL; pages without their own (404, noindex pages) have none. */
export type CardPlan = ReadonlyMap<string, PageCard>;

const require = createRequire(import.meta.url);
const HERE = dirname(fileURLToPath(import.meta.url));

/**
 * Everything besides the spec that decides a card's pixels: the design and drawing code, the
 * logo, the font and the renderers' versions. A change to any draws every card again.
 */
export function designKey(root: string): string {
  const hash = createHash('sha256');
  // The sources sit beside this file; `npm run build` runs a bundle of them (scripts/run.mjs).
  const sources = existsSync(join(HERE, 'layout.ts')) ? HERE : join(root, 'site/builder/cards');
  for (const file of ['layout.ts', 'draw.ts', 'fonts.ts', '../font-subsets.ts'])
    hash.update(readFileSync(join(sources, file)));
  hash.update(readFileSync(join(root, CARD_LOGO)));
  for (const name of ['satori', '@resvg/resvg-js', 'subset-font'])
    hash.update(`${name}@${(require(`${name}/package.json`) as { version: string }).version}`);
  hash.update(`pretendard@${PRETENDARD.version}`);
  return hash.digest('hex');
}

/** (spec, key) -> '/assets/cards/9c1e0b7d5a2f4e6b.png' */
export function cardUrl(spec: CardSpec, key: string): string {
  const hash = createHash('sha256').update(key).update(JSON.stringify(spec)).digest('hex');
  return `/${CARDS_DIR}/${hash.slice(0, 16)}.png`;
}

/** Each language's press articles by URL, made once per loaded content (a newsroom has 4,000). */
const articlesByUrl = new WeakMap<PressLists, Map<string, PressArticle>>();

/** The article a press page of `locale` shows: the first of its list with that URL. */
function articleAt(press: PressLists, locale: Locale, url: string): PressArticle | undefined {
  let byUrl = articlesByUrl.get(press);
  if (!byUrl) {
    byUrl = new Map();
    for (const each of LOCALES)
      for (const article of press[each]) {
        const key = `${each} ${article.url}`;
        if (!byUrl.has(key)) byUrl.set(key, article);
      }
    articlesByUrl.set(press, byUrl);
  }
  return byUrl.get(`${locale} ${url}`);
}

/** The title a page shows in its `<title>` after the company: the card's title too. */
function titleOf(route: Route, content: SiteContent, locale: Locale): string | undefined {
  const t = translatorOf(locale);
  if (route.kind === 'article') return articleAt(content.press, locale, route.url)?.title;
  const title = t(route.titleKey);
  return route.listPage ? t('press.pageTitle', { title, page: route.listPage }) : title;
}

/** ('https://www.example.com') -> 'www.example.com' */
export function hostOf(company: CompanyFacts): string {
  return new URL(company.origin).host;
}

/**
 * What one page's card shows, and the file its words come from; none for pages kept out of
 * search engines (they share their language's home card): the 404 pages, pressView, brochures.
 */
export function cardSpecOf(
  route: Route,
  content: SiteContent,
): { spec: CardSpec; source: string; alt: string } | undefined {
  if (route.noindex) return undefined;
  const { locale } = route;
  const t = translatorOf(locale);
  const lang = localeRow(locale).lang;
  const host = hostOf(content.company);
  const name = content.company.name[locale];
  const page = content.pages.get(route.url);
  if (route.kind === 'home' && page?.kind === 'home')
    return {
      spec: {
        layout: 'home',
        lang,
        heading: page.data.hero.heading,
        subtitle: page.data.title,
        tags: Object.values(page.data.solutions.items).map((item) => item.name),
        host,
      },
      source: route.contentFile,
      alt: name,
    };
  const title = titleOf(route, content, locale);
  if (title === undefined) return undefined;
  const article = route.kind === 'article';
  const date = article ? articleAt(content.press, locale, route.url)?.date : undefined;
  const sectionKey = sectionKeyOf(route);
  const section = sectionKey && t(sectionKey);
  return {
    spec: {
      layout: 'page',
      lang,
      ...(section ? { section } : {}),
      title,
      ...(date ? { date: formatDate(date, dateFormatOf(locale)) } : {}),
      host,
    },
    source: article ? route.contentFile : `site/messages/${locale}.ts`,
    alt: `${name} | ${title}`,
  };
}

/** Every page's card, by page URL. */
export function planCards(root: string, content: SiteContent): CardPlan {
  const key = designKey(root);
  const plan = new Map<string, PageCard>();
  for (const route of content.routes) {
    const card = cardSpecOf(route, content);
    if (card) plan.set(route.url, { ...card, url: cardUrl(card.spec, key) });
  }
  return plan;
}

/** The card a page links: its own, or its language's home card. */
export function cardOfPage(plan: CardPlan, route: Route): PageCard {
  const card = plan.get(route.url) ?? plan.get(routeOf('home', route.locale).url);
  if (!card) throw new Error(`no sharing card for ${route.url} nor its home page`);
  return card;
}

/** Shared by every build of the checkout, beside the other build caches. */
export function defaultCardCache(root: string): string {
  return join(root, 'node_modules/.cache/sharing-cards');
}

/** A cached card unused this long is deleted when cards are drawn. */
const KEEP_UNUSED_MS = 30 * 24 * 3600 * 1000;

/** A card a build refuses, with the file whose text it shows. */
export class CardError extends Error {}

/**
 * Draws the cards `plan` lacks in `cache`, then links every card into `outDir`. Returns how many
 * were drawn and how many reused; a card whose text the typeface cannot draw stops the build.
 */
export async function writeCards(
  plan: CardPlan,
  root: string,
  outDir: string,
  cache = defaultCardCache(root),
): Promise<{ drawn: number; reused: number }> {
  const cards = [...new Map([...plan.values()].map((card) => [card.url, card])).values()];
  mkdirSync(cache, { recursive: true });
  const file = (card: PageCard) => join(cache, card.url.slice(CARDS_DIR.length + 2));
  const missing = cards.filter((card) => !existsSync(file(card)));
  if (missing.length) await drawMissing(missing, root, file);
  mkdirSync(join(outDir, CARDS_DIR), { recursive: true });
  const now = Date.now();
  await linkCards(cards.map((card) => [file(card), join(outDir, card.url)]));
  if (missing.length) prune(cache, now);
  return { drawn: missing.length, reused: cards.length - missing.length };
}

/**
 * Marks each cached card used now and links it into the output (copies it where links are
 * refused), on a thread of its own (onThread): 4,500 cards are 13,500 calls to the file system,
 * 0.1 s of the build's thread while it plans and renders.
 */
const LINKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { copyFileSync, linkSync, utimesSync } = require('node:fs');
let failed;
try {
  const now = new Date();
  for (const [from, to] of workerData) {
    utimesSync(from, now, now);
    try {
      linkSync(from, to);
    } catch {
      copyFileSync(from, to);
    }
  }
} catch (error) {
  failed = String(error instanceof Error ? error.message : error);
}
parentPort.postMessage(failed ?? null);
`;

async function linkCards(pairs: [from: string, to: string][]): Promise<void> {
  const failed = await onThread<string | null>(LINKER, pairs);
  if (failed) throw new Error(`sharing cards: ${failed}`);
}

/** Draws `cards` two at a time: satori's layout on this thread while resvg paints the other. */
async function drawMissing(
  cards: PageCard[],
  root: string,
  fileOf: (card: PageCard) => string,
): Promise<void> {
  const logo = readFileSync(join(root, CARD_LOGO), 'utf8');
  const fonts = await cardFonts(cards.map((card) => textOf(card.spec)).join(''));
  const queue = [...cards];
  const worker = async () => {
    for (let card = queue.shift(); card; card = queue.shift())
      await drawOne(card, logo, fonts, fileOf(card));
  };
  await Promise.all([worker(), worker()]);
}

async function drawOne(card: PageCard, logo: string, fonts: readonly CardFont[], file: string) {
  const png = await drawCard(card.spec, logo, fonts).catch((error: unknown) => {
    throw new CardError(`${card.source}: the sharing card of "${card.alt}": ${String(error)}`);
  });
  // Written aside and renamed: two builds at once never read half a file.
  await writeFile(`${file}.${process.pid}`, png);
  renameSync(`${file}.${process.pid}`, file);
}

/** Deletes cached cards no build has used for KEEP_UNUSED_MS. */
function prune(cache: string, now: number): void {
  for (const name of readdirSync(cache)) {
    const path = join(cache, name);
    if (now - statSync(path).mtimeMs > KEEP_UNUSED_MS) rmSync(path, { force: true });
  }
}
