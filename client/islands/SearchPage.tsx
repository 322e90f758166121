/**
 * The search page's results (contracts §21): `/search?q=위험성평가` shows every page and press
 * article of the page's language that matches, 20 at a time. Typing searches again and keeps the
 * address in step (history.replaceState), so a result page can be shared or reloaded. The server
 * renders the empty form; the query is read from the address once hydrated. "More results" stays
 * while the next ones load and hands focus to the first of them (WCAG 2.4.3):
 * the button goes when the list is whole, and focus must not fall back to the page's start.
 */
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Labels } from '../../site/i18n.ts';
import { SEARCH_BOX_LABELS, SearchBox } from '../components/search/SearchBox.tsx';
import { SearchResults } from '../components/search/SearchResults.tsx';
import { SEARCH_RESULT_LABELS, type ResultLabels } from '../components/search/labels.ts';
import { type SearchState, useSearch } from '../components/search/useSearch.ts';

export const SEARCH_PAGE_LABELS = [
  ...SEARCH_BOX_LABELS,
  'search.more',
  ...SEARCH_RESULT_LABELS,
] as const;

/** Results shown at first, and added by each "more results". */
export const PAGE_SIZE = 20;
/** The results list: the field controls it, and focus goes into it. */
const RESULTS_ID = 'search-page-results';

export interface SearchPageProps {
  labels: Labels<(typeof SEARCH_PAGE_LABELS)[number]> & ResultLabels;
}

/** ('?q=%EC%95%88%EC%A0%84') -> '안전' */
export function queryOf(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

/** How many results are shown, and how many the query has (while a longer list loads, the last). */
function countsOf(state: SearchState): { shown: number; total: number } {
  if (state.status !== 'done' && state.status !== 'loading') return { shown: 0, total: 0 };
  return { shown: state.hits?.length ?? 0, total: state.total ?? 0 };
}

/**
 * Focus for the first result a "more results" press brings: `from` holds how many were shown when
 * it was pressed; once more are shown, the link of the one after them takes focus, in the commit
 * that shows them (before a key can reach the page).
 */
function useFocusFirstNew(from: RefObject<number | null>, listId: string, state: SearchState) {
  useLayoutEffect(() => {
    const first = from.current;
    if (first === null || state.status !== 'done') return;
    from.current = null;
    const links = document.getElementById(listId)?.querySelectorAll<HTMLElement>('a');
    links?.[Math.min(first, links.length - 1)]?.focus();
  }, [from, listId, state]);
}

export default function SearchPage({ labels }: SearchPageProps) {
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(PAGE_SIZE);
  const state = useSearch(query, limit);
  const focusFrom = useRef<number | null>(null);
  useFocusFirstNew(focusFrom, RESULTS_ID, state);

  useEffect(() => setQuery(queryOf(location.search)), []);

  const change = (value: string) => {
    focusFrom.current = null;
    setQuery(value);
    setLimit(PAGE_SIZE);
    const url = new URL(location.href);
    if (value.trim()) url.searchParams.set('q', value.trim());
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url);
  };

  const { shown, total } = countsOf(state);
  const more = total > shown;
  return (
    <>
      <SearchBox
        id="search-page-query"
        query={query}
        onQuery={change}
        labels={labels}
        onSubmit={() => change(query)}
        controls={RESULTS_ID}
        submit="text"
      />
      <SearchResults state={state} labels={labels} id={RESULTS_ID} />
      {more ? (
        <button
          className="search-page__more button button--ghost"
          type="button"
          aria-busy={state.status === 'loading' || undefined}
          onClick={() => {
            if (state.status !== 'done') return; // the next ones are on their way
            focusFrom.current = shown;
            setLimit(limit + PAGE_SIZE);
          }}
        >
          {labels['search.more']}
        </button>
      ) : null}
    </>
  );
}
