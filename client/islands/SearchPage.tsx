/**
 * The search page's results (DECISIONS §21): `/search?q=위험성평가` shows every page and press
 * article of the page's language that matches, 20 at a time. Typing searches again and keeps the
 * address in step (history.replaceState), so a result page can be shared or reloaded. The server
 * renders the empty form; the query is read from the address once hydrated.
 */
import { useEffect, useState } from 'react';
import type { Labels } from '../../site/i18n.ts';
import { SearchResults } from '../components/search/SearchResults.tsx';
import { SEARCH_RESULT_LABELS, type ResultLabels } from '../components/search/labels.ts';
import { useSearch } from '../components/search/useSearch.ts';

export const SEARCH_PAGE_LABELS = [
  'search.label',
  'search.placeholder',
  'search.submit',
  'search.more',
  ...SEARCH_RESULT_LABELS,
] as const;

/** Results shown at first, and added by each "more results". */
export const PAGE_SIZE = 20;

export interface SearchPageProps {
  labels: Labels<(typeof SEARCH_PAGE_LABELS)[number]> & ResultLabels;
}

/** ('?q=%EC%95%88%EC%A0%84') -> '안전' */
export function queryOf(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

export default function SearchPage({ labels }: SearchPageProps) {
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(PAGE_SIZE);
  const state = useSearch(query, limit);

  useEffect(() => setQuery(queryOf(location.search)), []);

  const change = (value: string) => {
    setQuery(value);
    setLimit(PAGE_SIZE);
    const url = new URL(location.href);
    if (value.trim()) url.searchParams.set('q', value.trim());
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url);
  };

  const more = state.status === 'done' && state.total > state.hits.length;
  return (
    <>
      <search>
        <form
          className="search-form"
          method="get"
          onSubmit={(e) => {
            e.preventDefault();
            change(query);
          }}
        >
          <label className="search-form__label" htmlFor="search-page-query">
            {labels['search.label']}
          </label>
          <div className="search-form__row">
            <input
              className="search-form__input"
              id="search-page-query"
              type="search"
              name="q"
              value={query}
              autoComplete="off"
              enterKeyHint="search"
              placeholder={labels['search.placeholder']}
              aria-controls="search-page-results"
              onChange={(e) => change(e.currentTarget.value)}
            />
            <button className="search-form__submit button button--primary" type="submit">
              {labels['search.submit']}
            </button>
          </div>
        </form>
      </search>
      <SearchResults state={state} labels={labels} id="search-page-results" />
      {more ? (
        <button
          className="search-page__more button button--ghost"
          type="button"
          onClick={() => setLimit(limit + PAGE_SIZE)}
        >
          {labels['search.more']}
        </button>
      ) : null}
    </>
  );
}
