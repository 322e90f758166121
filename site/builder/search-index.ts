/**
 * The site search's index (contracts §21): Pagefind over the pages the build has just rendered,
 * one index per language (Pagefind reads `<html lang>`), written under /pagefind/. The browser
 * loads it only when a visitor searches (client/components/search/).
 *
 * Pagefind finds a word by its start: `위험성평가` finds `위험성평가를`, `안전` finds `안전보건`,
 * but `보건` misses `안전보건` and `평가` misses `위험성평가` (measured: 1 of 22 and 9 of 18 pages).
 * Every Korean word's endings from its second syllable (`전보건`, `보건`) are indexed as a metadata
 * field, `terms`, so a word found inside a compound is found by its start too. Excerpts come from
 * the page's own text, never from the terms (client/components/search/excerpt.ts).
 */
import { escapeUTF8 as escapeHtml } from 'entities';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onThread } from './thread.ts';
import { keepFile } from './build-cache.ts';
import type { Route } from '../routes.ts';
import { linkTree, TWIN } from './precompress.ts';

/** Where the index is served: '/pagefind/pagefind.js'. */
export const SEARCH_DIR = 'pagefind';

/**
 * Pagefind's output the search needs; its ready-made interfaces (…-ui.js, playground) are left out.
 */
const KEPT =
  /^(pagefind\.js|pagefind-worker\.js|pagefind-entry\.json|pagefind\..+\.pf_meta|wasm\..+\.pagefind|(index|fragment|filter)\/.+)$/;

/**
 * Parts of a page that are not its own text: the press list's items (each has its page), the
 * banner's eyebrow and an article's type and date (a result shows its section apart), and the
 * note every sample says (it would match "sample" on every page).
 */
export const NOT_INDEXED = [
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
 * The page as Pagefind reads it: its `<html>` tag (the language), `<main>` as the indexed body,
 * and the metadata fields after it (outside the body, so they are searched and returned but never
 * part of an excerpt). The header, footer and head are left out: Pagefind would parse them only
 * to skip them, and that parsing is half the index's time (docs/performance.md,
 * `site/builder/search-index.ts`); the index is the same.
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
  const htmlTag = /<html\b[^>]*>/.exec(html)?.[0] ?? '<html>';
  const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return `${htmlTag}<body>${main.replace('<main ', '<main data-pagefind-body ')}${tags}</body></html>`;
}

/** A page of the index: where it is served, its HTML as rendered, its metadata. */
export interface IndexedPage {
  route: Route;
  html: string;
  meta: SearchMeta;
}

/**
 * Pagefind's own program in its service mode, driven from a thread of its own. Its process reads
 * pages from a pipe that only an event loop fills; on the build's thread, every synchronous step
 * (rendering, the font's scan, writing the files) left it waiting, so this thread keeps the pipe
 * full while the build goes on. It speaks the protocol of Pagefind's Node API (lib/service.js:
 * each message JSON, in base64, ended by a comma) without the API's promise per page: every page
 * is sent at once and the answers are read when the last one is in, which costs this process less
 * CPU than the API on a machine whose two cores Pagefind and the build share. The thread finds the
 * program itself (Pagefind's resolveBinary.js, an ES module loaded with `import()`): on the
 * build's thread that import would wait for the build's next pause, and Pagefind would start well
 * after its pages are ready (figures: docs/performance.md, `site/builder/search-index.ts`). A fresh
 * process numbers its first index 0. Run by
 * onThread.
 */
const INDEXER = `
const { parentPort, workerData } = require('node:worker_threads');
const { spawn } = require('node:child_process');
const { resolver, exclude, documents } = workerData;
const message = (id, payload) =>
  Buffer.from(JSON.stringify({ message_id: id, payload })).toString('base64') + ',';
const last = documents.length + 2;
let child;
let done = false;
// The answer goes once Pagefind has ended and been waited for: a program killed after the thread
// is gone would stay in the process table until the process ends (the dev server runs for hours).
const finish = (answer) => {
  if (done) return;
  done = true;
  if (!child || child.exitCode !== null || child.signalCode !== null) parentPort.postMessage(answer);
  else {
    child.once('exit', () => parentPort.postMessage(answer));
    child.kill();
  }
};
const chunks = [];
let answers = 0;
function read(chunk) {
  chunks.push(chunk);
  for (let at = chunk.indexOf(44); at >= 0; at = chunk.indexOf(44, at + 1)) answers++;
  if (answers < last) return;
  try {
    const errors = [];
    let files;
    for (const text of Buffer.concat(chunks).toString('latin1').split(',')) {
      if (!text) continue;
      const { message_id: id, payload } = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
      const page = documents[id - 2];
      if (payload.type === 'Error') errors.push((page ? page.url + ': ' : '') + payload.message);
      else if (id === 1 && payload.index_id !== 0) errors.push('Pagefind numbered its index ' + payload.index_id);
      else if (id === last) files = payload.files;
    }
    if (errors.length || !files) finish({ error: errors.join('; ') || 'Pagefind gave no files' });
    else finish({ files: files.map((file) => ({ path: file.path, content: Buffer.from(file.content, 'base64') })) });
  } catch (error) {
    finish({ error: String(error instanceof Error ? error.message : error) });
  }
}
// The program Pagefind's Node API runs: the extended one where it is installed. It starts while
// this thread writes the pages as messages.
function start({ resolveBinaryPath }) {
  child = spawn(resolveBinaryPath(['pagefind_extended', 'pagefind']), ['--service'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.on('error', (error) => finish({ error: error.message }));
  child.on('exit', (code) => finish({ error: 'Pagefind stopped (' + code + ') before its last answer' }));
  child.stdin.on('error', (error) => finish({ error: error.message }));
  child.stdout.on('data', read);
  const parts = [message(1, { type: 'NewIndex', config: { exclude_selectors: exclude } })];
  documents.forEach((page, i) =>
    parts.push(message(i + 2, { type: 'AddFile', index_id: 0, url: page.url, file_contents: page.content })),
  );
  parts.push(message(last, { type: 'GetFiles', index_id: 0 }));
  child.stdin.write(parts.join(''));
}
import(resolver).then(start).catch((error) =>
  finish({ error: String(error instanceof Error ? error.message : error) }),
);
`;

/** A page as Pagefind receives it: where it is served, and indexDocument's HTML. */
export interface SearchDocument {
  url: string;
  content: string;
}

export function searchDocument({ route, html, meta }: IndexedPage): SearchDocument {
  return { url: route.url, content: indexDocument(html, meta) };
}

/** ('<html lang="en-US" …') -> 'en': the language whose index Pagefind puts a page in. */
const languageOf = (content: string) =>
  /^<html\b[^>]*\blang="([a-z]+)/i.exec(content)?.[1]?.toLowerCase() ?? '';

/** The documents of each language, in their order: Pagefind makes one index per language. */
function byLanguage(documents: readonly SearchDocument[]): Map<string, SearchDocument[]> {
  const languages = new Map<string, SearchDocument[]>();
  for (const document of documents) {
    const language = languageOf(document.content);
    const same = languages.get(language);
    if (same) same.push(document);
    else languages.set(language, [document]);
  }
  return languages;
}

/** A file of the index: its path under dist/ and its bytes. */
export interface IndexFile {
  path: string;
  contents: Uint8Array;
}

/**
 * The index files, as paths under dist/ and their bytes. Pagefind makes one index per language
 * and no file of one depends on another's pages, so each language is indexed by a Pagefind of
 * its own, side by side (faster: docs/performance.md, `site/builder/search-index.ts`), and their
 * entry files are joined: the files are byte for byte those of one Pagefind given every page
 * (test/unit/search-reuse.test.ts). The languages `kept` holds (keepSearchIndex) are not indexed
 * again: their part of the entry file joins the others'.
 */
export async function buildSearchIndex(
  documents: readonly SearchDocument[],
  kept: KeptIndex = NOTHING_KEPT,
): Promise<IndexFile[]> {
  const languages = [...byLanguage(documents)]
    .filter(([language]) => !kept.languages.includes(language))
    .map(([, same]) => same);
  if (languages.length === 1 && !kept.files.length) return runPagefind(languages[0]!);
  const made = await Promise.all(languages.map(runPagefind));
  return joinIndexes(kept.files.length ? [...made, kept.files] : made);
}

/** Pagefind's entry file: the index of each language, and what every index shares. */
interface Entry {
  version: string;
  languages: Record<string, EntryLanguage>;
  include_characters: string[];
}

/** An entry file's language: its metadata file's name, its WebAssembly (null: none of its own). */
interface EntryLanguage {
  hash: string;
  wasm: string | null;
  page_count: number;
}

const ENTRY = `${SEARCH_DIR}/pagefind-entry.json`;

/**
 * The files of indexes made apart, as one index: every file once (the script and the WebAssembly
 * are the same in each), and one entry file naming every language, in the order Pagefind writes.
 */
export function joinIndexes(indexes: readonly IndexFile[][]): IndexFile[] {
  const files = new Map<string, Uint8Array>();
  const entries: Entry[] = [];
  for (const file of indexes.flat()) {
    if (file.path === ENTRY) {
      entries.push(JSON.parse(Buffer.from(file.contents).toString('utf8')) as Entry);
      continue;
    }
    const known = files.get(file.path);
    if (known && !Buffer.from(known).equals(Buffer.from(file.contents)))
      throw new Error(`search index: two languages wrote ${file.path} differently`);
    files.set(file.path, file.contents);
  }
  const [first] = entries;
  if (!first || entries.length !== indexes.length)
    throw new Error('search index: a language was indexed without its entry file');
  const languages: Record<string, EntryLanguage> = {};
  for (const { languages: some } of entries) Object.assign(languages, some);
  const entry: Entry = {
    ...first,
    languages: Object.fromEntries(Object.entries(languages).sort(([a], [b]) => (a < b ? -1 : 1))),
  };
  return [
    ...[...files].map(([path, contents]) => ({ path, contents })),
    { path: ENTRY, contents: Buffer.from(JSON.stringify(entry)) },
  ];
}

/** Pagefind's module that finds its program for this machine, for INDEXER's thread. */
const RESOLVER = new URL('resolveBinary.js', import.meta.resolve('pagefind')).href;

/**
 * One Pagefind, on a thread of its own, given `documents` (buildSearchIndex gives it one language).
 * The thread is started before this returns: Pagefind works while the caller's thread goes on.
 */
export async function runPagefind(documents: readonly SearchDocument[]): Promise<IndexFile[]> {
  type Answer = { files?: { path: string; content: Uint8Array }[]; error?: string };
  const answer = await onThread<Answer>(INDEXER, {
    resolver: RESOLVER,
    exclude: NOT_INDEXED,
    documents,
  }).catch(
    (error: unknown): Answer => ({ error: String(error instanceof Error ? error.message : error) }),
  );
  if (!answer.files) throw new Error(`search index: ${answer.error}`);
  return answer.files
    .filter((file) => KEPT.test(file.path))
    .map((file) => ({ path: `${SEARCH_DIR}/${file.path}`, contents: file.content }));
}

const PAGEFIND_VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.resolve('pagefind')), 'utf8')) as {
    version: string;
  }
).version;

/**
 * What each language's index is made from: Pagefind's version, what it leaves out and keeps, the
 * language, and every page of it as Pagefind receives it. Pagefind writes the same bytes for the
 * same pages (test/unit/search-reuse.test.ts), so two builds with one key have one index there.
 */
export function searchIndexKeys(documents: readonly SearchDocument[]): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [language, same] of byLanguage(documents)) {
    const hash = createHash('sha256').update(
      JSON.stringify([PAGEFIND_VERSION, NOT_INDEXED, KEPT.source, INDEXER, language]),
    );
    for (const { url, content } of same) hash.update(`${url}\0${content}\0`);
    keys.set(language, hash.digest('hex'));
  }
  return keys;
}

/**
 * Where a build records the key of the index it put in its dist/ (one file per dist/ folder), and
 * the identity of that index's entry file, so an index that was replaced or deleted since is
 * never taken for it. SEARCH_CACHE moves it, as FONT_CACHE does the font's.
 */
function keyFileOf(dist: string, cacheDir = DEFAULT_SEARCH_CACHE): string {
  const name = createHash('sha256').update(resolve(dist)).digest('hex').slice(0, 16);
  return join(cacheDir, `${name}.json`);
}

export const DEFAULT_SEARCH_CACHE = fileURLToPath(
  new URL('../../node_modules/.cache/search-index', import.meta.url),
);

interface IndexRecord {
  /** Each language's key (searchIndexKeys). */
  keys: Record<string, string>;
  entry: { ino: number; size: number; mtimeMs: number };
}

const entryOf = (dist: string) => statSync(join(dist, SEARCH_DIR, 'pagefind-entry.json'));

/** What a build takes of the last build's index (keepSearchIndex). */
export interface KeptIndex {
  /** The languages whose index the last build made from the same pages. */
  languages: string[];
  /** Every file of the last index was kept: Pagefind runs for no language. */
  whole: boolean;
  /**
   * When some languages are kept: their part of the entry file, and their WebAssembly (every
   * Pagefind writes the language-neutral one), for joinIndexes. Their other files are linked.
   */
  files: IndexFile[];
}

export const NOTHING_KEPT: KeptIndex = { languages: [], whole: false, files: [] };

/**
 * The last build's index, linked into `staging`, for each language it made from the same pages
 * (`keys`): Pagefind then runs only for the languages whose pages changed, and a writer's edit to
 * one Korean press item leaves the English index as it was. When every language is kept, the whole
 * index is linked and the build neither runs Pagefind (about 2.4 s of CPU with 2,000 press items)
 * nor compresses the index again (precompress keeps the linked files' pairs). Nothing is kept when
 * there is no record of the index in dist/, or a file of it could not be linked nor copied;
 * `staging` then holds nothing of it.
 */
export function keepSearchIndex(
  dist: string,
  staging: string,
  keys: ReadonlyMap<string, string>,
  cacheDir?: string,
): KeptIndex {
  const from = join(dist, SEARCH_DIR);
  const to = join(staging, SEARCH_DIR);
  try {
    const record = JSON.parse(readFileSync(keyFileOf(dist, cacheDir), 'utf8')) as IndexRecord;
    const stat = entryOf(dist);
    if (
      !record.keys ||
      record.entry.ino !== stat.ino ||
      record.entry.size !== stat.size ||
      record.entry.mtimeMs !== stat.mtimeMs
    )
      return NOTHING_KEPT;
    const entry = JSON.parse(readFileSync(join(from, 'pagefind-entry.json'), 'utf8')) as Entry;
    const languages = [...keys]
      .filter(([language, key]) => record.keys[language] === key && entry.languages[language])
      .map(([language]) => language);
    if (!languages.length) return NOTHING_KEPT;
    if (languages.length === keys.size) {
      // A language the site no longer has would stay in the index: it is made anew without it.
      if (Object.keys(record.keys).length !== keys.size) return NOTHING_KEPT;
      linkTree(from, to, (name) => !TWIN.test(name));
      return { languages, whole: true, files: [] };
    }
    const own = languages.map((language) => entry.languages[language]!);
    const names = new Set(own.map(({ hash }) => `pagefind.${hash}.pf_meta`));
    const prefixes = languages.map((language) => `${language}_`);
    // A language's index, fragments and filters are named after it: `en_1f3a….pf_fragment`.
    linkTree(
      from,
      to,
      (name) =>
        names.has(name) ||
        (/\.pf_(index|fragment|filter)$/.test(name) &&
          prefixes.some((prefix) => name.startsWith(prefix))),
    );
    const wasm = own.flatMap(({ wasm }) => (wasm ? [`${SEARCH_DIR}/wasm.${wasm}.pagefind`] : []));
    const part: Entry = {
      ...entry,
      languages: Object.fromEntries(languages.map((language, i) => [language, own[i]!])),
    };
    return {
      languages,
      whole: false,
      files: [
        ...wasm.map((path) => ({ path, contents: readFileSync(join(dist, path)) })),
        { path: ENTRY, contents: Buffer.from(JSON.stringify(part)) },
      ],
    };
  } catch {
    rmSync(to, { recursive: true, force: true });
    return NOTHING_KEPT;
  }
}

/**
 * After the build's dist/ is in place: the key of the index it holds (keepSearchIndex). A record
 * that cannot be written (a read-only cache folder) never fails a build that is done: the next
 * build then makes its index anew.
 */
export function recordSearchIndex(
  dist: string,
  keys: ReadonlyMap<string, string>,
  cacheDir?: string,
): void {
  if (!existsSync(join(dist, SEARCH_DIR))) return;
  const { ino, size, mtimeMs } = entryOf(dist);
  const record: IndexRecord = { keys: Object.fromEntries(keys), entry: { ino, size, mtimeMs } };
  keepFile(keyFileOf(dist, cacheDir), JSON.stringify(record));
}

/**
 * Before a build whose index was made anew replaces dist/: its record no longer holds. One that
 * cannot be removed is left: the new index's entry file is not the one it names.
 */
export function forgetSearchIndex(dist: string, cacheDir?: string): void {
  try {
    rmSync(keyFileOf(dist, cacheDir), { force: true });
  } catch {
    // keepSearchIndex compares the entry file's identity as well as the key.
  }
}
