/**
 * Pagefind in the browser (contracts §21): its script is the build's (/pagefind/pagefind.js, not
 * bundled), loaded the first time a visitor searches, never before. It reads `<html lang>` and
 * searches that language's index only. The ranking, measured on the queries of
 * test/browser/search.test.ts: a menu page first for its own name (`name`), then for the words of
 * its description (`summary`), over press items that say the word in their headline; a Korean word
 * found only inside a compound below one found as a word (`terms`, site/builder/search-index.ts).
 */

/** What a result's data() gives, as far as we use it. */
export interface PagefindData {
  url: string;
  /** The page's indexed text, plain (not HTML). */
  content: string;
  /** Word indexes of the matches in `content`. */
  locations: number[];
  meta: { title?: string; section?: string };
}

interface PagefindResult {
  id: string;
  data: () => Promise<PagefindData>;
}

interface Pagefind {
  options: (options: object) => Promise<void>;
  search: (query: string) => Promise<{ results: PagefindResult[] } | null>;
}

/** Where the build writes the index (site/builder/search-index.ts SEARCH_DIR). */
export const PAGEFIND_SCRIPT = '/pagefind/pagefind.js';

export const RANKING = { metaWeights: { title: 5, name: 15, summary: 12, terms: 0.5 } } as const;

let loading: Promise<Pagefind> | undefined;

/** Pagefind, loaded once; a failed load is tried again at the next search. */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (import(PAGEFIND_SCRIPT) as Promise<Pagefind>).then(
    async (pagefind) => {
      await pagefind.options({ ranking: RANKING, excerptLength: 0 });
      return pagefind;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export interface SearchHit {
  url: string;
  title: string;
  section?: string;
  content: string;
  locations: number[];
}

/** The first `limit` results of `query` with their data, and how many there are in all. */
export async function searchSite(
  query: string,
  limit: number,
): Promise<{ total: number; hits: SearchHit[] }> {
  const pagefind = await loadPagefind();
  const found = await pagefind.search(query);
  const results = found?.results ?? [];
  const data = await Promise.all(results.slice(0, limit).map((result) => result.data()));
  return {
    total: results.length,
    hits: data.map((d) => ({
      url: d.url,
      title: d.meta.title ?? d.url,
      ...(d.meta.section ? { section: d.meta.section } : {}),
      content: d.content,
      locations: d.locations,
    })),
  };
}
