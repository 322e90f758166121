/**
 * The state of a search as a visitor types (contracts §21): Pagefind is asked once the typing
 * pauses, and only the answer to the latest query is kept; the results shown stay until the next
 * ones arrive, so the list does not flash empty between keystrokes.
 */
import { useEffect, useState } from 'react';
import { searchSite, type SearchHit } from './pagefind.ts';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string; total?: number; hits?: SearchHit[] }
  | { status: 'done'; query: string; total: number; hits: SearchHit[] }
  | { status: 'error'; query: string };

/**
 * How long typing must pause before a search: short enough to feel live, long enough not to search
 * every letter.
 */
export const TYPING_PAUSE_MS = 180;

/** ('  키오스크 ') -> '키오스크': the query as Pagefind gets it. */
export function normalizeQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ');
}

export function useSearch(query: string, limit: number): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const wanted = normalizeQuery(query);
  useEffect(() => {
    if (!wanted) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState((last) => ({
      status: 'loading',
      query: wanted,
      ...(last.status === 'done' ? { total: last.total, hits: last.hits } : {}),
    }));
    const timer = window.setTimeout(() => {
      searchSite(wanted, limit).then(
        ({ total, hits }) => current && setState({ status: 'done', query: wanted, total, hits }),
        () => current && setState({ status: 'error', query: wanted }),
      );
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [wanted, limit]);
  return state;
}
