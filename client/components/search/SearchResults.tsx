/**
 * Search results (contracts §21): how many were found, said in a live region so a screen reader
 * announces it, then each result: its section, its title (the link) and an excerpt with the match
 * marked. The same list serves the header's search, the mobile menu's and the search page.
 */
import { withValues } from '../../../site/messages/parts.ts';
import { excerptOf } from './excerpt.ts';
import type { SearchHit } from './pagefind.ts';
import type { SearchState } from './useSearch.ts';
import type { ResultLabels } from './labels.ts';

/** What the live region says: nothing before a search, then the count, no match or the failure. */
export function statusText(state: SearchState, labels: ResultLabels): string {
  if (state.status === 'idle') return '';
  if (state.status === 'error') return labels['search.error'];
  if (state.status === 'loading') return state.hits ? '' : labels['search.loading'];
  if (state.total === 0) return withValues(labels['search.none'], { query: state.query });
  return state.total === 1
    ? labels['search.countOne']
    : withValues(labels['search.count'], { count: state.total });
}

function Result({ hit, query }: { hit: SearchHit; query: string }) {
  return (
    <li className="search-result">
      {hit.section ? <p className="search-result__section">{hit.section}</p> : null}
      <a className="search-result__title" href={hit.url}>
        {hit.title}
      </a>
      <p className="search-result__excerpt">
        {excerptOf(hit.content, query, hit.locations).map((part, i) =>
          part.mark ? <mark key={i}>{part.text}</mark> : part.text,
        )}
      </p>
    </li>
  );
}

export function SearchResults({
  state,
  labels,
  id,
}: {
  state: SearchState;
  labels: ResultLabels;
  /** The list's id, for the field's aria-controls. */
  id: string;
}) {
  const hits = state.status === 'done' || state.status === 'loading' ? (state.hits ?? []) : [];
  const query = state.status === 'idle' ? '' : state.query;
  return (
    <div
      className="search-results"
      data-search-results
      data-status={state.status}
      data-query={query || undefined}
    >
      <p className="search-results__status" role="status" data-search-status>
        {statusText(state, labels)}
      </p>
      <ol className="search-results__list" id={id} hidden={!hits.length}>
        {hits.map((hit) => (
          <Result key={hit.url} hit={hit} query={query} />
        ))}
      </ol>
    </div>
  );
}
