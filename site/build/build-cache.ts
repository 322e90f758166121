/**
 * What a build keeps for the next, in node_modules/.cache/build/ (BUILD_CACHE moves it), so that
 * after a writer edits one item of a newsroom of 4,000 articles, `npm run build` reads and renders
 * what changed and little more (measured by `npm run bench`, press scale):
 * - PressItemCache: the press item files already found valid, by their text (site/content/press.ts);
 * - PageCache: the press articles as the last build rendered them.
 * Both are found by what they were made from, the code included, so any build may use any entry,
 * and a build of another copy of the project only replaces them. A cache that cannot be read is
 * empty; one that cannot be written is left, and the next build does the work again.
 *
 * PageCache: the press articles as the last build rendered them.
 * An article is taken from the cache only when all it can read is what it was rendered from: the
 * code that renders (templates/, site/, client/, build.ts, the locked package versions), the
 * site-wide facts (company, popup, images, downloads, assets), its route, its item and its sharing
 * card. Nothing else can reach it: an article page's PageContext refuses the press lists and the
 * other pages, as every shared fragment's does (templates/render.tsx, otherPagesRefused), so a
 * template that starts reading them fails the build instead of leaving pages stale. Every other
 * page (the lists, home, the menu pages) is rendered by every build.
 *
 * The search index's text of a kept article (its SearchDocument) is kept with it: it is made from
 * the page alone.
 */
import { createHash } from 'node:crypto';
import type { Locale } from '../routes.ts';
import type { CheckedItem, PressCache } from '../content/press.ts';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';

const CHECKOUT = fileURLToPath(new URL('../../', import.meta.url));

/** The files whose code reads the content and renders a page, relative to the checkout that runs the build. */
const CODE = ['templates', 'site', 'client', 'build.ts', 'package-lock.json'];

/** Every file under `path` (or `path` itself), sorted. */
function filesOf(path: string): string[] {
  try {
    return readdirSync(path, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
  } catch {
    return [path];
  }
}

let codeKey: string | undefined;

/**
 * The running checkout's code, with what else changes a page's bytes: NODE_ENV, the locale table
 * SITE_LOCALES names (test/build/third-locale.test.ts) and Node's version. About 10 ms, once a
 * process. A page is a function of these and its inputs: no template reads the clock.
 */
function code(): string {
  if (codeKey) return codeKey;
  const hash = createHash('sha256');
  const locales = process.env.SITE_LOCALES;
  for (const file of [...CODE.flatMap((path) => filesOf(join(CHECKOUT, path))), locales ?? '']) {
    hash.update(`${file}\0`);
    try {
      hash.update(readFileSync(file));
    } catch {
      hash.update('\0missing\0');
    }
  }
  // Node's version: its ICU writes the dates (site/dates.ts).
  hash.update(`${process.env.NODE_ENV ?? ''}\0${locales ?? ''}\0${process.version}`);
  return (codeKey = hash.digest('hex'));
}

/** JSON with Maps as their entries, so a site-wide fact kept in a Map is part of the key. */
const withMaps = (_key: string, value: unknown) =>
  value instanceof Map ? { map: [...value.entries()] } : value;

/** sha256 of `key` and `values` as JSON. */
function keyOf(key: string, values: readonly unknown[]): string {
  return createHash('sha256').update(key).update(JSON.stringify(values, withMaps)).digest('hex');
}

export const DEFAULT_BUILD_CACHE = join(CHECKOUT, 'node_modules/.cache/build');

/** `value` in `file`, written aside and renamed into place so a build beside this one never reads half a file. */
function store(file: string, value: unknown): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.${process.pid}`, serialize(value));
    renameSync(`${file}.${process.pid}`, file);
  } catch {
    try {
      rmSync(`${file}.${process.pid}`, { force: true });
    } catch {
      // Not even that folder can be read: nothing of this cache is in it.
    }
  }
}

/** What `file` holds, or undefined when there is none or it cannot be read. */
function stored(file: string): unknown {
  try {
    return deserialize(readFileSync(file));
  } catch {
    return undefined;
  }
}

/** The press item files of the last build found valid (site/content/press.ts, PressCache). */
export class PressItemCache implements PressCache {
  private readonly last: Map<string, CheckedItem>;
  private readonly next = new Map<string, CheckedItem>();
  private added = 0;

  private constructor(
    private readonly file: string,
    last: Map<string, CheckedItem>,
  ) {
    this.last = last;
  }

  static open(folder = DEFAULT_BUILD_CACHE): PressItemCache {
    const file = join(folder, 'press-items.v8');
    const kept = stored(file) as { code: string; items: [string, CheckedItem][] } | undefined;
    const same = kept?.code === code() && Array.isArray(kept.items);
    return new PressItemCache(file, new Map(same ? kept.items : []));
  }

  get(lang: Locale, text: string): CheckedItem | undefined {
    const key = `${lang}\0${text}`;
    const item = this.last.get(key);
    if (item) this.next.set(key, item);
    return item;
  }

  set(lang: Locale, text: string, item: CheckedItem): void {
    this.next.set(`${lang}\0${text}`, item);
    this.added++;
  }

  /** Keeps this build's items for the next; nothing is written when they are the last build's. */
  save(): void {
    if (this.added === 0 && this.next.size === this.last.size) return;
    store(this.file, { code: code(), items: [...this.next] });
  }
}

/** A kept article: the key it was rendered from, its parts, the search index's text of it. */
interface Entry {
  key: string;
  parts: readonly string[];
  document?: string;
  /** It is in the whole file (ARTICLES), not only in the file of recent ones (RECENT). */
  whole?: boolean;
}

/**
 * A cache file: every part is stored once in `parts` and named by its index there. Articles share
 * most of theirs: the fragments (templates/fragments.tsx), and between them the menu's props and
 * the other markup of a language that no article changes.
 */
interface Stored {
  version: 2;
  parts: string[];
  pages: [url: string, key: string, parts: number[], document: string | undefined][];
}

/**
 * Every article, and the articles rendered since that file was written. After a writer's edit
 * only the second is written: the first holds 60 MB for 4,000 articles (0.3-0.6 s to write on the
 * build's thread while Pagefind needs the cores), the second a few pages.
 */
const ARTICLES = 'articles.v8';
const RECENT = 'articles-recent.v8';

/** The recent file is written while it holds at most this many articles, or this share of all. */
const RECENT_MOST = { count: 200, share: 0.1 };

/** The articles a cache file holds, by URL. */
function readArticles(file: string, whole: boolean): [string, Entry][] {
  const kept = stored(file) as Stored | undefined;
  if (kept?.version !== 2) return [];
  return kept.pages.map(([url, key, parts, document]) => [
    url,
    {
      key,
      parts: parts.map((part) => kept.parts[part]!),
      ...(document === undefined ? {} : { document }),
      ...(whole ? { whole } : {}),
    },
  ]);
}

/** `articles` as a cache file. */
function writeArticles(file: string, articles: Iterable<[string, Entry]>): void {
  const parts: string[] = [];
  const index = new Map<string, number>();
  const indexOf = (part: string) => {
    let at = index.get(part);
    if (at === undefined) index.set(part, (at = parts.push(part) - 1));
    return at;
  };
  const pages: Stored['pages'] = [...articles].map(([url, entry]) => [
    url,
    entry.key,
    entry.parts.map(indexOf),
    entry.document,
  ]);
  store(file, { version: 2, parts, pages } satisfies Stored);
}

export class PageCache {
  /** Articles the last builds kept, by URL. */
  private readonly last: Map<string, Entry>;
  /** Articles of this build, by URL: what `save` keeps. */
  private readonly next = new Map<string, Entry>();
  /** The site-wide inputs' key, in every article's key. */
  private readonly site: string;
  /** How many articles this build took from the cache. */
  kept = 0;
  private rendered = 0;

  private constructor(
    private readonly folder: string,
    site: readonly unknown[],
    last: Map<string, Entry>,
  ) {
    this.site = keyOf(code(), site);
    this.last = last;
  }

  /**
   * The cache in `folder` (DEFAULT_BUILD_CACHE), for a build whose site-wide inputs are `site`.
   * A file that cannot be read, or of another format, is an empty cache.
   */
  static open(site: readonly unknown[], folder = DEFAULT_BUILD_CACHE): PageCache {
    const last = new Map([
      ...readArticles(join(folder, ARTICLES), true),
      ...readArticles(join(folder, RECENT), false),
    ]);
    return new PageCache(folder, site, last);
  }

  /**
   * The parts of the article at `url`: the last build's when `inputs` (its route, item and card)
   * and the site are what they were rendered from, else `render()`'s.
   */
  parts(url: string, inputs: readonly unknown[], render: () => string[]): readonly string[] {
    const key = keyOf(this.site, inputs);
    const last = this.last.get(url);
    if (last?.key === key) {
      this.kept++;
      this.next.set(url, last);
      return last.parts;
    }
    const parts = render();
    this.next.set(url, { key, parts });
    this.rendered++;
    return parts;
  }

  /** The search index's text of the article at `url`: kept with it, or made now and kept. */
  document(url: string, make: () => string): string {
    const entry = this.next.get(url);
    if (!entry) return make();
    return (entry.document ??= make());
  }

  /**
   * Keeps this build's articles for the next: nothing when they are the last build's, the recent
   * file alone when few are not in the whole file (a writer's edit), else the whole file anew.
   */
  save(): void {
    if (this.rendered === 0 && this.next.size === this.last.size) return;
    const recent = [...this.next].filter(([, entry]) => !entry.whole);
    const most = Math.max(RECENT_MOST.count, this.next.size * RECENT_MOST.share);
    if (recent.length <= most) {
      writeArticles(join(this.folder, RECENT), recent);
      return;
    }
    writeArticles(
      join(this.folder, ARTICLES),
      [...this.next].map(([url, { whole: _, ...entry }]) => [url, { ...entry, whole: true }]),
    );
    try {
      rmSync(join(this.folder, RECENT), { force: true });
    } catch {
      // Its articles are found by their keys: an old one is only one more that does not match.
    }
  }
}
