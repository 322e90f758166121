/**
 * What a build keeps for the next, in node_modules/.cache/build/ (BUILD_CACHE moves it), so that
 * after a writer edits one item of a newsroom of 4,000 articles, `npm run build` reads and renders
 * what changed and little more (measured by `npm run bench`, press scale):
 * - FrontMatterKept: the content files' front matter, parsed, by their text
 *   (site/content/front-matter.ts);
 * - PageCache: the press articles as the last build rendered them, with their search texts.
 * Both are found by what they were made from, the code included, so any build may use any entry,
 * and a build of another copy of the project only replaces them. A cache that cannot be read is
 * empty; one that cannot be written is left, and the next build does the work again.
 *
 * An article is taken from the cache only when all it can read is what it was rendered from: the
 * code that renders (templates/, site/, client/, build.ts, the locked package versions), the
 * site-wide facts (company, popup, images, downloads, assets), its route, its item and its sharing
 * card. Nothing else can reach it: an article page's PageContext refuses the press lists and the
 * other pages, as every shared fragment's does (otherPagesRefused, templates/context.ts), so a
 * template that starts reading them fails the build instead of leaving pages stale. Every other
 * page (the lists, home, the menu pages) is rendered by every build. A kept article's search text
 * (its SearchDocument) is made from the page alone, so it is kept with it.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import type { FrontMatterCache, ParsedText } from '../content/front-matter.ts';

const CHECKOUT = fileURLToPath(new URL('../../', import.meta.url));

/** The code that reads the content and renders a page, relative to the checkout that builds. */
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

/**
 * `contents` in the cache file `file`, written aside and renamed into place so a build beside
 * this one never reads half a file. A cache that cannot be written (a read-only folder) never
 * fails a build: the next build does the work again.
 */
export function keepFile(file: string, contents: string | Uint8Array): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.${process.pid}`, contents);
    renameSync(`${file}.${process.pid}`, file);
  } catch {
    try {
      rmSync(`${file}.${process.pid}`, { force: true });
    } catch {
      // Not even that folder can be read: nothing of this cache is in it.
    }
  }
}

/** `value` in the cache file `file` (keepFile). */
const store = (file: string, value: unknown) => keepFile(file, serialize(value));

/** What `file` holds, or undefined when there is none or it cannot be read. */
function stored(file: string): unknown {
  try {
    return deserialize(readFileSync(file));
  } catch {
    return undefined;
  }
}

/** The front matter of the content files the last build read (site/content/front-matter.ts). */
export class FrontMatterKept implements FrontMatterCache {
  private readonly last: Map<string, ParsedText>;
  private readonly next = new Map<string, ParsedText>();
  private added = 0;

  private constructor(
    private readonly file: string,
    last: Map<string, ParsedText>,
  ) {
    this.last = last;
  }

  static open(folder = DEFAULT_BUILD_CACHE): FrontMatterKept {
    const file = join(folder, 'front-matter.v8');
    const kept = stored(file) as { code: string; texts: [string, ParsedText][] } | undefined;
    const same = kept?.code === code() && Array.isArray(kept.texts);
    return new FrontMatterKept(file, new Map(same ? kept.texts : []));
  }

  get(text: string): ParsedText | undefined {
    const parsed = this.last.get(text);
    if (parsed) this.next.set(text, parsed);
    return parsed;
  }

  set(text: string, parsed: ParsedText): void {
    this.next.set(text, parsed);
    this.added++;
  }

  /** Keeps this build's texts for the next; nothing is written when they are the last build's. */
  save(): void {
    if (this.added === 0 && this.next.size === this.last.size) return;
    store(this.file, { code: code(), texts: [...this.next] });
  }
}

/** A kept article: the key it was rendered from, its parts, the search index's text of it. */
interface Entry {
  key: string;
  /** Undefined until the whole file's parts are read (PageCache.fill). */
  parts?: readonly string[];
  document?: string;
  /** It is in the whole files (ARTICLES), not only in the file of recent ones (RECENT). */
  whole?: boolean;
}

/**
 * The whole cache is two files of one generation: the keys and search texts, read before the
 * render, and the parts (60 MB for 4,000 articles), read while Pagefind indexes, since only the
 * font and the writes need them. Every part is stored once and named by its index: articles
 * share most of theirs (the fragments of templates/fragments.tsx, the menu's props).
 */
interface StoredKeys {
  version: 3;
  generation: string;
  pages: [url: string, key: string, document: string | undefined][];
}
interface StoredParts {
  version: 3;
  generation: string;
  parts: string[];
  pages: [url: string, parts: number[]][];
}
/** The recent file: keys, search texts and parts together, for a few articles. */
interface StoredRecent {
  version: 3;
  parts: string[];
  pages: [url: string, key: string, parts: number[], document: string | undefined][];
}

/**
 * Every article (two files), and the articles rendered since those were written. After a writer's
 * edit only the recent file is written: the whole ones take 0.3-0.6 s to write for 4,000 articles,
 * on the build's thread while Pagefind needs the cores.
 */
const ARTICLES = 'articles.v8';
const ARTICLE_PARTS = 'article-parts.v8';
const RECENT = 'articles-recent.v8';

/** The recent file is written while it holds at most this many articles, or this share of all. */
const RECENT_MOST = { count: 200, share: 0.1 };

/** Parts as indexes into one table of each part once. */
function partTable(): { parts: string[]; indexOf: (part: string) => number } {
  const parts: string[] = [];
  const index = new Map<string, number>();
  const indexOf = (part: string) => {
    let at = index.get(part);
    if (at === undefined) index.set(part, (at = parts.push(part) - 1));
    return at;
  };
  return { parts, indexOf };
}

export class PageCache {
  /** Articles the last builds kept, by URL. */
  private readonly last: Map<string, Entry>;
  /** Articles of this build, by URL: what `save` keeps. */
  private readonly next = new Map<string, Entry>();
  /** The site-wide inputs' key, in every article's key. */
  private readonly site: string;
  /** Kept articles whose parts are still in the parts file: the array given out, and its render. */
  private readonly waiting = new Map<string, { parts: string[]; render: () => string[] }>();
  /** How many articles this build took from the cache. */
  kept = 0;
  private rendered = 0;

  private constructor(
    private readonly folder: string,
    site: readonly unknown[],
    last: Map<string, Entry>,
    private readonly generation: string | undefined,
    private readonly recentMost: { count: number; share: number },
  ) {
    this.site = keyOf(code(), site);
    this.last = last;
  }

  /**
   * The cache in `folder` (DEFAULT_BUILD_CACHE), for a build whose site-wide inputs are `site`:
   * its keys and search texts, and the recent articles whole. A file that cannot be read, or of
   * another format, is an empty cache. `recentMost`: when the recent file is written (a test
   * writes the whole files with fewer articles than a newsroom's).
   */
  static open(
    site: readonly unknown[],
    folder = DEFAULT_BUILD_CACHE,
    recentMost = RECENT_MOST,
  ): PageCache {
    const last = new Map<string, Entry>();
    const keys = stored(join(folder, ARTICLES)) as StoredKeys | undefined;
    const whole = keys?.version === 3 ? keys : undefined;
    for (const [url, key, document] of whole?.pages ?? [])
      last.set(url, { key, whole: true, ...(document === undefined ? {} : { document }) });
    const recent = stored(join(folder, RECENT)) as StoredRecent | undefined;
    if (recent?.version === 3)
      for (const [url, key, parts, document] of recent.pages)
        last.set(url, {
          key,
          parts: parts.map((part) => recent.parts[part]!),
          ...(document === undefined ? {} : { document }),
        });
    return new PageCache(folder, site, last, whole?.generation, recentMost);
  }

  /**
   * The parts of the article at `url`: the last build's when `inputs` (its route, item and card)
   * and the site are what they were rendered from, else `render()`'s. The last build's may come
   * as an empty array that `fill` fills.
   */
  parts(url: string, inputs: readonly unknown[], render: () => string[]): readonly string[] {
    const key = keyOf(this.site, inputs);
    const last = this.last.get(url);
    if (last?.key === key) {
      this.kept++;
      if (last.parts) {
        this.next.set(url, last);
        return last.parts;
      }
      const parts: string[] = [];
      this.waiting.set(url, { parts, render });
      this.next.set(url, { ...last, parts });
      return parts;
    }
    const parts = render();
    this.next.set(url, { key, parts });
    this.rendered++;
    return parts;
  }

  /**
   * Reads the parts of the kept articles that wait for them. One the parts file lacks (another
   * build replaced it since the keys were read) is rendered.
   */
  fill(): void {
    if (this.waiting.size === 0) return;
    const file = stored(join(this.folder, ARTICLE_PARTS)) as StoredParts | undefined;
    const same = file?.version === 3 && file.generation === this.generation ? file : undefined;
    const found = new Map(same?.pages);
    for (const [url, { parts, render }] of this.waiting) {
      const indexes = found.get(url);
      parts.push(...(indexes && same ? indexes.map((part) => same.parts[part]!) : render()));
    }
    this.waiting.clear();
  }

  /** The search index's text of the article at `url`: kept with it, or made now and kept. */
  document(url: string, make: () => string): string {
    const entry = this.next.get(url);
    if (!entry) return make();
    // A text not kept is made from the page: its parts are needed first.
    if (entry.document === undefined && this.waiting.has(url)) this.fill();
    return (entry.document ??= make());
  }

  /**
   * Keeps this build's articles for the next (after `fill`): nothing when they are the last
   * build's, the recent file alone when few are not in the whole files (a writer's edit), else
   * the whole files anew.
   */
  save(): void {
    this.fill();
    if (this.rendered === 0 && this.next.size === this.last.size) return;
    const recent = [...this.next].filter(([, entry]) => !entry.whole);
    const most = Math.max(this.recentMost.count, this.next.size * this.recentMost.share);
    if (recent.length <= most) {
      const { parts, indexOf } = partTable();
      const pages: StoredRecent['pages'] = recent.map(([url, entry]) => [
        url,
        entry.key,
        entry.parts!.map(indexOf),
        entry.document,
      ]);
      store(join(this.folder, RECENT), { version: 3, parts, pages } satisfies StoredRecent);
      return;
    }
    const generation = randomUUID();
    const { parts, indexOf } = partTable();
    const all = [...this.next];
    const partPages: StoredParts['pages'] = all.map(([url, entry]) => [
      url,
      entry.parts!.map(indexOf),
    ]);
    // The parts first: keys whose parts file is not yet there would be read as missing parts.
    store(join(this.folder, ARTICLE_PARTS), {
      version: 3,
      generation,
      parts,
      pages: partPages,
    } satisfies StoredParts);
    store(join(this.folder, ARTICLES), {
      version: 3,
      generation,
      pages: all.map(([url, entry]) => [url, entry.key, entry.document]),
    } satisfies StoredKeys);
    try {
      rmSync(join(this.folder, RECENT), { force: true });
    } catch {
      // Its articles are found by their keys: an old one is only one more that does not match.
    }
  }
}
