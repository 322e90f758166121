/**
 * Press items (DECISIONS §11): content/press/ko/<slug>.md and its English twin
 * content/press/en/<slug>.md. Checks the slugs, the dates and the twin rule, and collects every
 * problem as 'file:line: message' like the rest of the content (STYLE rule 4).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { articleId, pageOfIndex, slugDate, type PressIndex } from '../press-routes.ts';
import { LOCALES, toUrl, type Locale } from '../routes.ts';
import type { ContentError } from './errors.ts';
import { parseContent } from './load.ts';
import { PressFrontMatter, PressFrontMatterEn } from './schemas.ts';
import { lineOf, validate } from './yaml.ts';

export const PRESS_DIR = 'content/press';
const SLUG_EXAMPLE = '2025-10-14-safewiz-mobile-update';

/** One press item as a page in one language shows it. */
export interface PressArticle {
  slug: string;
  /** The API's pressSeq: position of the slug among the Korean file names, oldest = 1. */
  seq: number;
  /** Language of the text: 'ko' for a Korean-only item on English pages. */
  lang: Locale;
  koreanOnly: boolean;
  type: string;
  title: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** Plain text, paragraphs separated by blank lines. */
  text: string;
  /** The original article where it was published (http or https). */
  link?: string;
  /** Not confirmed by the company (front matter `sample: true`): shown with a sample note or tag. */
  sample: boolean;
  /** The article page in the language of the text. */
  url: string;
  /** The list page (1-based) that shows this item, to link back to it. */
  listPage: number;
}

/** Both languages' lists, newest first. The English one lists Korean-only items in Korean. */
export type PressLists = Record<Locale, PressArticle[]>;

/**
 * The first paragraph, cut at a space before `max` characters: an article's meta description.
 * ('First one.\n\nSecond.') -> 'First one.'; a longer paragraph -> its first words and '…'
 */
export function summaryOf(text: string, max = 160): string {
  const first = text.split(/\n\s*\n/)[0]!.replace(/\s+/g, ' ').trim();
  if (first.length <= max) return first;
  const cut = first.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[,.;:]$/, '')}…`;
}

/** ('content/press/ko') -> ['2023-01-16-safewiz-launch', ...]: the .md names without extension, sorted. */
function slugsIn(root: string, dir: string): string[] {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs).filter((f) => f.endsWith('.md')).map((f) => f.slice(0, -3)).sort();
}

/** The file names alone: enough to know every press page (site/press-routes.ts). */
export function listPress(root: string): PressIndex {
  return { slugs: slugsIn(root, `${PRESS_DIR}/ko`), english: new Set(slugsIn(root, `${PRESS_DIR}/en`)) };
}

/** Files outside ko/ and en/ (the layout before twins) would be silently ignored: say so. */
function strayFiles(root: string, errors: ContentError[]): void {
  const abs = join(root, PRESS_DIR);
  if (!existsSync(abs)) return;
  for (const entry of readdirSync(abs, { withFileTypes: true })) {
    if (entry.isDirectory() && (LOCALES as readonly string[]).includes(entry.name)) continue;
    errors.push({ file: `${PRESS_DIR}/${entry.name}`, line: 1, message: `press items live in ${PRESS_DIR}/ko/ and ${PRESS_DIR}/en/ (move this ${entry.isDirectory() ? 'folder' : 'file'} there)` });
  }
}

/** The twin rule and the slug rule, checked on file names (DECISIONS §11). */
function checkNames(index: PressIndex, read: ReadonlyMap<string, Fields>, errors: ContentError[]): void {
  const korean = new Set(index.slugs);
  for (const slug of index.slugs) {
    const file = `${PRESS_DIR}/ko/${slug}.md`;
    if (!slugDate(slug)) errors.push({ file, line: 1, message: `file name "${slug}" is not a press slug (expected YYYY-MM-DD-lowercase-ascii-words, like ${SLUG_EXAMPLE})` });
    // A Korean file that could not be read may well say koreanOnly: its own errors come first.
    const item = read.get(slug);
    if (item && !item.koreanOnly && !index.english.has(slug)) errors.push({ file, line: 1, message: `English twin missing: write ${PRESS_DIR}/en/${slug}.md (or set koreanOnly: true)` });
  }
  for (const slug of index.english) {
    if (!slugDate(slug)) errors.push({ file: `${PRESS_DIR}/en/${slug}.md`, line: 1, message: `file name "${slug}" is not a press slug (expected YYYY-MM-DD-lowercase-ascii-words, like ${SLUG_EXAMPLE})` });
    else if (!korean.has(slug)) errors.push({ file: `${PRESS_DIR}/en/${slug}.md`, line: 1, message: `Korean twin missing: no ${PRESS_DIR}/ko/${slug}.md (every item starts in Korean; rename or delete this file)` });
  }
}

type Fields = Omit<PressArticle, 'url' | 'listPage' | 'seq'>;

/**
 * Reads and validates one item file; undefined when it has errors (they are collected). An English
 * twin is checked against its Korean item: a sample in one language is a sample in both.
 */
function readItem(root: string, slug: string, lang: Locale, errors: ContentError[], korean?: Fields): Fields | undefined {
  const file = `${PRESS_DIR}/${lang}/${slug}.md`;
  const p = parseContent(file, readFileSync(join(root, file), 'utf8'), errors);
  if (!p) return undefined;
  const { value, errors: schemaErrors } = validate(p.source, p.data, lang === 'ko' ? PressFrontMatter : PressFrontMatterEn);
  errors.push(...schemaErrors);
  if (!value) return undefined;
  const date = slugDate(slug);
  if (date && date !== value.date) errors.push({ file, line: lineOf(p.source, ['date']), message: `date "${value.date}" differs from the date in the file name (${date})` });
  const text = p.body.trim();
  if (!text) errors.push({ file, line: p.bodyLine, message: 'the article text (body) is empty' });
  const koreanOnly = 'koreanOnly' in value && value.koreanOnly === true;
  const sample = value.sample === true;
  if (korean && korean.sample !== sample) errors.push({ file, line: lineOf(p.source, ['sample']), message: `sample: ${value.sample ?? 'not set'}, but the Korean twin ${PRESS_DIR}/ko/${slug}.md says sample: ${korean.sample} (the twins tell one story: set the same value in both)` });
  return { slug, lang, koreanOnly, sample, type: value.type, title: value.title, date: value.date, text, ...(value.link ? { link: value.link } : {}) };
}

/** Newest first; on the same day the later seq first. */
function byNewest(a: Pick<PressArticle, 'date' | 'seq'>, b: Pick<PressArticle, 'date' | 'seq'>): number {
  return b.date.localeCompare(a.date) || b.seq - a.seq;
}

/** Adds each item's list page, once the list is in its final order. */
function withListPages(list: Omit<PressArticle, 'listPage'>[]): PressArticle[] {
  return list.map((item, index) => ({ ...item, listPage: pageOfIndex(index) }));
}

/** Loads every press item in both languages; `errors` gets every problem found. */
export function loadPress(root: string, errors: ContentError[]): { index: PressIndex; lists: PressLists } {
  strayFiles(root, errors);
  const index = listPress(root);
  const ko: Omit<PressArticle, 'listPage'>[] = [];
  const en: Omit<PressArticle, 'listPage'>[] = [];
  const read = new Map<string, Fields>();
  index.slugs.forEach((slug, i) => {
    const seq = i + 1;
    const item = readItem(root, slug, 'ko', errors);
    if (!item) return;
    read.set(slug, item);
    const article = { ...item, seq, url: toUrl(articleId(slug), 'ko') };
    ko.push(article);
    if (item.koreanOnly && index.english.has(slug)) errors.push({ file: `${PRESS_DIR}/ko/${slug}.md`, line: 1, message: `koreanOnly: true, but ${PRESS_DIR}/en/${slug}.md exists (remove the flag or the English file)` });
    const twin = index.english.has(slug) ? readItem(root, slug, 'en', errors, item) : undefined;
    if (twin) en.push({ ...twin, seq, koreanOnly: false, url: toUrl(articleId(slug), 'en') });
    else if (item.koreanOnly) en.push(article);
  });
  checkNames(index, read, errors);
  return { index, lists: { ko: withListPages(ko.sort(byNewest)), en: withListPages(en.sort(byNewest)) } };
}
