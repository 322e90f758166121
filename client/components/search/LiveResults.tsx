/**
 * The results under the header's search field and the mobile menu's (contracts §21), loaded with
 * Pagefind the first time a visitor types there: pages where nobody searches load neither
 * (client/islands/SiteNav.tsx imports this file on demand). The first few results, and a link to
 * the search page with all of them.
 */
import type { Labels } from '../../../site/i18n.ts';
import { SearchResults } from './SearchResults.tsx';
import type { ResultLabels } from './labels.ts';
import { useSearch } from './useSearch.ts';

/** Results a header or menu search shows; the search page shows the rest. */
export const LIVE_LIMIT = 6;

export interface LiveResultsProps {
  query: string;
  /** The search page of the page's language: '/search', '/eng/search'. */
  searchUrl: string;
  labels: ResultLabels & Labels<'search.all'>;
  /** The list's id, which the field's aria-controls names. */
  id: string;
}

export default function LiveResults({ query, searchUrl, labels, id }: LiveResultsProps) {
  const state = useSearch(query, LIVE_LIMIT);
  const more = state.status === 'done' && state.total > LIVE_LIMIT;
  return (
    <div className="live-results">
      <SearchResults state={state} labels={labels} id={id} />
      {more ? (
        <a className="live-results__all" href={`${searchUrl}?q=${encodeURIComponent(state.query)}`}>
          {labels['search.all']}
        </a>
      ) : null}
    </div>
  );
}
