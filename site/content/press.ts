/**
 * Press items (contracts §11): content/press/ko/<slug>.md and its twin in every other language,
 * content/press/en/<slug>.md (the folders come from the locale table, site/locales.ts). Checks the
 * slugs, the dates and the twin rule, and collects every problem as 'file:line: message' like the
 * rest of the content (style rule 4).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { articleId, hasTwin, pageOfIndex, slugDate, type PressIndex } from '../press-routes.ts';
import {
  DEFAULT_LOCALE,
  LOCALES,
  PRESS_FOLDER,
  localeRow,
  perLocale,
  toUrl,
  type Locale,
} from '../routes.ts';
import { MESSAGES } from '../i18n.ts';
import type { ContentError } from './errors.ts';
import { type Fact, toFacts } from './facts.ts';
import { parseContent, type FrontMatterCache } from './front-matter.ts';
import { renderMarkdownAndText, type LinkRef } from './page-parts.ts';
import type { CompanyFacts } from './schemas.ts';
import { PressFrontMatter, PressTwinFrontMatter } from './schemas.ts';
import { lineOf, validate } from './yaml.ts';
import {
  dateDiffers,
  itemFile,
  koreanOnlyWithTwin,
  sampleDisagrees,
  twinMissing,
} from './twin-messages.ts';

export const PRESS_DIR = `content/${PRESS_FOLDER}`;
const SLUG_EXAMPLE = '2025-10-14-safewiz-mobile-update';

/**
 * One press item as a page in one language shows it: its front matter's fields as the schema
 * declares them (./schemas.ts), `sample` settled to true or false, and what the build adds.
 */
export interface PressArticle extends Omit<PressTwinFrontMatter, 'sample'> {
  slug: string;
  /** The API's pressSeq: position of the slug among the Korean file names, oldest = 1. */
  seq: number;
  /** Language of the text: 'ko' for a Korean-only item on English pages. */
  lang: Locale;
  koreanOnly: boolean;
  /**
   * The body's words without Markdown's marks, paragraphs separated by blank lines: the
   * description, the feed, the API's pressContent (plain text, contracts §4).
   */
  text: string;
  /** The body, Markdown, rendered by the pages' own pipeline (./markdown.ts): the article page. */
  html: string;
  /**
   * Not confirmed by the company (front matter `sample: true`): shown with a sample note or tag.
   */
  sample: boolean;
  /** The article page in the language of the text. */
  url: string;
  /** The list page (1-based) that shows this item, to link back to it. */
  listPage: number;
}

/**
 * contracts §4: a press item as the API lists it (server/press.ts) and the pressView island reads
 * it.
 */
export interface PressItem {
  pressSeq: number;
  pressType: string;
  pressTitle: string;
  pressDate: string;
}
/** contracts §4: the API's detail of one item. */
export interface PressDetail extends PressItem {
  pressContent: string;
  pressLink?: string;
}

/** Every language's list, newest first. The others list Korean-only items in Korean. */
export type PressLists = Record<Locale, PressArticle[]>;

/**
 * The first paragraph, cut at a space before `max` characters: an article's meta description.
 * ('First one.\n\nSecond.') -> 'First one.'; a longer paragraph -> its first words and '…'
 */
export function summaryOf(text: string, max = 160): string {
  const first = text
    .split(/\n\s*\n/)[0]!
    .replace(/\s+/g, ' ')
    .trim();
  if (first.length <= max) return first;
  const cut = first.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[,.;:]$/, '')}…`;
}

/**
 * ('content/press/ko') -> ['2023-01-16-safewiz-launch', ...]: the .md names without extension,
 * sorted.
 */
function slugsIn(root: string, dir: string): string[] {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs)
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.slice(0, -3))
    .sort();
}

/** The locales other than the first: the languages press twins are written in. */
const TWIN_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** The file names alone: enough to know every press page (site/press-routes.ts). */
export function listPress(root: string): PressIndex {
  const twins = Object.fromEntries(
    TWIN_LOCALES.map((locale) => [locale, new Set(slugsIn(root, `${PRESS_DIR}/${locale}`))]),
  );
  return { slugs: slugsIn(root, `${PRESS_DIR}/${DEFAULT_LOCALE}`), twins };
}

/** Files outside the locale folders (the layout before twins) would be silently ignored: say so. */
function strayFiles(root: string, errors: ContentError[]): void {
  const abs = join(root, PRESS_DIR);
  if (!existsSync(abs)) return;
  for (const entry of readdirSync(abs, { withFileTypes: true })) {
    if (entry.isDirectory() && (LOCALES as readonly string[]).includes(entry.name)) continue;
    const folders = LOCALES.map((locale) => `${PRESS_DIR}/${locale}/`).join(' and ');
    errors.push({
      file: `${PRESS_DIR}/${entry.name}`,
      line: 1,
      message: `press items live in ${folders} (move this ${entry.isDirectory() ? 'folder' : 'file'} there)`,
    });
  }
}

const notASlug = (slug: string) =>
  `file name "${slug}" is not a press slug (expected YYYY-MM-DD-lowercase-ascii-words, like ${SLUG_EXAMPLE})`;

/** The twin rule and the slug rule, checked on file names (contracts §11). */
function checkNames(
  index: PressIndex,
  read: ReadonlyMap<string, Fields>,
  errors: ContentError[],
): void {
  const source = localeRow(DEFAULT_LOCALE).englishName;
  for (const slug of index.slugs) {
    const file = itemFile(DEFAULT_LOCALE, slug);
    if (!slugDate(slug)) errors.push({ file, line: 1, message: notASlug(slug) });
    // A Korean file that could not be read may well say koreanOnly: its own errors come first.
    const item = read.get(slug);
    for (const locale of TWIN_LOCALES) {
      if (item && !item.koreanOnly && !hasTwin(index, slug, locale))
        errors.push({
          file,
          line: 1,
          message: twinMissing(locale, slug),
        });
    }
  }
  const korean = new Set(index.slugs);
  for (const locale of TWIN_LOCALES) {
    for (const slug of index.twins[locale] ?? []) {
      const file = itemFile(locale, slug);
      if (!slugDate(slug)) errors.push({ file, line: 1, message: notASlug(slug) });
      else if (!korean.has(slug))
        errors.push({
          file,
          line: 1,
          message: `${source} twin missing: no ${itemFile(DEFAULT_LOCALE, slug)} (every item starts in ${source}; rename or delete this file)`,
        });
    }
  }
}

type Fields = Omit<PressArticle, 'url' | 'listPage' | 'seq'>;

/** What reading the press items needs, and where its findings go. */
interface Reading {
  root: string;
  errors: ContentError[];
  /** The links of the bodies, for the site's link check (./links.ts). */
  refs: LinkRef[];
  cache?: FrontMatterCache;
  /** Fills in the bodies' `{{facts}}`; without it (company.yaml broken) they are not checked. */
  company?: CompanyFacts;
}

/** The facts of one company file in one language, worked out once for all its items' bodies. */
function factsOf(company: CompanyFacts, lang: Locale): Map<string, Fact> {
  const byLang = FACTS.get(company) ?? new Map<Locale, Map<string, Fact>>();
  FACTS.set(company, byLang);
  const known = byLang.get(lang);
  if (known) return known;
  const facts = toFacts(company, lang);
  byLang.set(lang, facts);
  return facts;
}
const FACTS = new WeakMap<CompanyFacts, Map<Locale, Map<string, Fact>>>();

/**
 * The body as Markdown, like a page's: rendered with the item language's facts
 * and sample tag, its problems and links at their lines; and its plain text.
 */
function renderBody(
  reading: Reading,
  file: string,
  lang: Locale,
  p: { body: string; bodyLine: number },
): Pick<Fields, 'html' | 'text'> {
  const options = {
    facts: reading.company && factsOf(reading.company, lang),
    sampleLabel: MESSAGES[lang]['sample.tag'],
  };
  const { errors, refs } = reading;
  const scope = { file, route: { locale: lang }, options, refs, errors };
  return renderMarkdownAndText(scope, p.body, () => p.bodyLine);
}

/**
 * Reads and validates one item file; undefined when it has errors (they are collected). A twin is
 * checked against its source item (`source`): a sample in one language is a sample in all.
 */
function readItem(
  reading: Reading,
  slug: string,
  lang: Locale,
  source?: Fields,
): Fields | undefined {
  const { root, errors, cache } = reading;
  const file = itemFile(lang, slug);
  const p = parseContent(file, readFileSync(join(root, file), 'utf8'), errors, cache);
  if (!p) return undefined;
  const { value, errors: schemaErrors } = validate(
    p.source,
    p.data,
    lang === DEFAULT_LOCALE ? PressFrontMatter : PressTwinFrontMatter,
  );
  errors.push(...schemaErrors);
  if (!value) return undefined;
  const date = slugDate(slug);
  if (date && date !== value.date)
    errors.push({
      file,
      line: lineOf(p.source, ['date']),
      message: dateDiffers(value.date, date),
    });
  const body = renderBody(reading, file, lang, p);
  if (!body.text)
    errors.push({ file, line: p.bodyLine, message: 'the article text (body) is empty' });
  const koreanOnly = 'koreanOnly' in value && value.koreanOnly === true;
  const sample = value.sample === true;
  if (source && source.sample !== sample)
    errors.push({
      file,
      line: lineOf(p.source, ['sample']),
      message: sampleDisagrees(value.sample, source.sample, slug),
    });
  return {
    slug,
    lang,
    koreanOnly,
    sample,
    type: value.type,
    title: value.title,
    date: value.date,
    ...body,
    ...(value.link ? { link: value.link } : {}),
  };
}

/** Newest first; on the same day the later seq first. */
function byNewest(
  a: Pick<PressArticle, 'date' | 'seq'>,
  b: Pick<PressArticle, 'date' | 'seq'>,
): number {
  return b.date.localeCompare(a.date) || b.seq - a.seq;
}

/** Adds each item's list page, once the list is in its final order. */
function withListPages(list: Omit<PressArticle, 'listPage'>[]): PressArticle[] {
  return list.map((item, index) => ({ ...item, listPage: pageOfIndex(index) }));
}

/**
 * One item in every language's list: the Korean article, and in each other language its twin or,
 * for a Korean-only item, the Korean article again. Undefined when the Korean file has errors.
 */
function readEveryLanguage(
  reading: Reading,
  index: PressIndex,
  slug: string,
  seq: number,
): Partial<Record<Locale, Omit<PressArticle, 'listPage'>>> | undefined {
  const { errors } = reading;
  const item = readItem(reading, slug, DEFAULT_LOCALE);
  if (!item) return undefined;
  const article = { ...item, seq, url: toUrl(articleId(slug), DEFAULT_LOCALE) };
  const entries: Partial<Record<Locale, Omit<PressArticle, 'listPage'>>> = {
    [DEFAULT_LOCALE]: article,
  };
  for (const locale of TWIN_LOCALES) {
    const twinned = hasTwin(index, slug, locale);
    if (item.koreanOnly && twinned)
      errors.push({
        file: itemFile(DEFAULT_LOCALE, slug),
        line: 1,
        message: koreanOnlyWithTwin(locale, slug),
      });
    const twin = twinned ? readItem(reading, slug, locale, item) : undefined;
    if (twin)
      entries[locale] = { ...twin, seq, koreanOnly: false, url: toUrl(articleId(slug), locale) };
    else if (item.koreanOnly) entries[locale] = article;
  }
  return entries;
}

/**
 * Loads every press item in every language; `errors` gets every problem found. `cache`: front
 * matter the last build parsed (./front-matter.ts). `company` fills in the bodies' `{{facts}}`.
 * `refs`: the bodies' links, for the link check of the whole site.
 */
export function loadPress(
  root: string,
  errors: ContentError[],
  cache?: FrontMatterCache,
  company?: CompanyFacts,
): { index: PressIndex; lists: PressLists; refs: LinkRef[] } {
  strayFiles(root, errors);
  const index = listPress(root);
  const lists = perLocale((): Omit<PressArticle, 'listPage'>[] => []);
  const read = new Map<string, Fields>();
  const reading: Reading = { root, errors, refs: [], cache, company };
  index.slugs.forEach((slug, i) => {
    const entries = readEveryLanguage(reading, index, slug, i + 1);
    if (!entries) return;
    read.set(slug, entries[DEFAULT_LOCALE]!);
    for (const locale of LOCALES) if (entries[locale]) lists[locale].push(entries[locale]);
  });
  checkNames(index, read, errors);
  const sorted = perLocale((locale) => withListPages(lists[locale].sort(byNewest)));
  return { index, lists: sorted, refs: reading.refs };
}
