/**
 * The site search's index (DECISIONS §21): Pagefind over the pages the build has just rendered,
 * one index per language (Pagefind reads `<html lang>`), written under /pagefind/. The browser
 * loads it only when a visitor searches (client/components/search/).
 *
 * Pagefind finds a word by its start: `위험성평가` finds `위험성평가를`, `안전` finds `안전보건`,
 * but `보건` misses `안전보건` and `평가` misses `위험성평가` (measured: 1 of 22 and 9 of 18 pages).
 * Every Korean word's endings from its second syllable (`전보건`, `보건`) are indexed as a metadata
 * field, `terms`, so a word found inside a compound is found by its start too. Excerpts come from
 * the page's own text, never from the terms (client/components/search/excerpt.ts).
 */
import * as pagefind from 'pagefind';
import type { Route } from '../routes.ts';

/** Where the index is served: '/pagefind/pagefind.js'. */
export const SEARCH_DIR = 'pagefind';

/** Pagefind's output the search needs; its ready-made interfaces (…-ui.js, playground) are left out. */
const KEPT =
  /^(pagefind\.js|pagefind-worker\.js|pagefind-entry\.json|pagefind\..+\.pf_meta|wasm\..+\.pagefind|(index|fragment|filter)\/.+)$/;

/**
 * Parts of a page that are not its own text: the press list's items (each has its page), the
 * banner's eyebrow and an article's type and date (a result shows its section apart), and the
 * note every sample says (it would match "sample" on every page).
 */
const NOT_INDEXED = [
  '[data-press-item]',
  '.banner__eyebrow',
  '.press-article__meta',
  '.block__sample',
];

/**
 * Pages in the search: those search engines see, less the home page and the HTML sitemap (they
 * list everything, so they would answer every query) and the press list's later pages.
 */
export function isSearchable(route: Route): boolean {
  return !route.noindex && route.kind !== 'home' && route.kind !== 'sitemap' && !route.listPage;
}

const HANGUL = /\p{Script=Hangul}/u;

/**
 * Each Korean word's endings from its second syllable, two syllables or longer, each once, and a
 * word that follows another in one token without a space (`안전·보건`: Pagefind reads that as one
 * word, so `보건` would miss it):
 * ('산업안전보건을 지킵니다') -> ['업안전보건을', '안전보건을', '전보건을', '보건을', '건을', '킵니다', '니다']
 * ('안전·보건') -> ['보건']
 */
export function koreanEndings(text: string): string[] {
  const endings = new Set<string>();
  for (const token of text.split(/\s+/)) {
    const words = token.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    words.forEach((word, w) => {
      if (!HANGUL.test(word)) return;
      const chars = [...word];
      for (let i = w === 0 ? 1 : 0; i < chars.length - 1; i++) endings.add(chars.slice(i).join(''));
    });
  }
  return [...endings];
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The text of a page's `<main>`, without the parts left out of the index. */
export function mainText(html: string): string {
  const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return main
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<a\b[^>]*data-press-item[\s\S]*?<\/a>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ');
}

/** What a result shows beside its title, and what ranks a page first. */
export interface SearchMeta {
  /** The menu group, 보도자료 / Press on an article; none outside the groups. */
  section?: string;
  /** A menu page's name in the menu ('safewiz'): the page a visitor looking for that name wants. */
  name?: string;
  /** A menu page's description (its meta description): what it is about, in a sentence. */
  summary?: string;
}

/**
 * The page as Pagefind reads it: `<main>` is the indexed body, and the metadata fields follow it
 * (outside the body, so they are searched and returned but never part of an excerpt).
 */
export function indexDocument(html: string, meta: SearchMeta): string {
  const fields = {
    ...(meta.section ? { section: meta.section } : {}),
    ...(meta.name ? { name: meta.name } : {}),
    ...(meta.summary ? { summary: meta.summary } : {}),
    terms: koreanEndings(mainText(html)).join(' '),
  };
  const tags = Object.entries(fields)
    .filter(([, value]) => value)
    .map(([key, value]) => `<div data-pagefind-meta="${key}">${escapeHtml(value)}</div>`)
    .join('');
  return html.replace('<main ', '<main data-pagefind-body ').replace('</body>', `${tags}</body>`);
}

/** A page of the index: where it is served, its HTML as rendered, its metadata. */
export interface IndexedPage {
  route: Route;
  html: string;
  meta: SearchMeta;
}

/** The index files, as paths under dist/ and their bytes. */
export async function buildSearchIndex(
  pages: readonly IndexedPage[],
): Promise<{ path: string; contents: Uint8Array }[]> {
  try {
    const { index, errors } = await pagefind.createIndex({ excludeSelectors: NOT_INDEXED });
    if (!index) throw new Error(`search index: ${errors.join('; ')}`);
    for (const { route, html, meta } of pages) {
      const added = await index.addHTMLFile({ url: route.url, content: indexDocument(html, meta) });
      if (added.errors.length)
        throw new Error(`search index: ${route.url}: ${added.errors.join('; ')}`);
    }
    const { files, errors: failed } = await index.getFiles();
    if (failed.length) throw new Error(`search index: ${failed.join('; ')}`);
    return files
      .filter((file) => KEPT.test(file.path))
      .map((file) => ({ path: `${SEARCH_DIR}/${file.path}`, contents: file.content }));
  } finally {
    await pagefind.close();
  }
}
