/**
 * The search field of the header's search panel and of the mobile menu (contracts §21): the
 * search form (./SearchBox.tsx) that GETs the search page (Enter shows every result there), with
 * live results under it as the visitor types. Those results, and Pagefind, load on demand: the
 * list's code when the field is first focused, the index at the first letter typed
 * (./LiveResults.tsx).
 */
import { type ComponentType, type RefObject, useEffect, useState } from 'react';
import type { Labels } from '../../../site/i18n.ts';
import type { LiveResultsProps } from './LiveResults.tsx';
import type { ResultLabels } from './labels.ts';
import { SEARCH_BOX_LABELS, SearchBox } from './SearchBox.tsx';

export const SEARCH_FIELD_LABELS = [...SEARCH_BOX_LABELS, 'search.all'] as const;
export type SearchFieldLabels = Labels<(typeof SEARCH_FIELD_LABELS)[number]> & ResultLabels;

/** The live results' code, loaded the first time `wanted` is true; undefined until it arrives. */
function useLiveResults(wanted: boolean): ComponentType<LiveResultsProps> | undefined {
  const [component, setComponent] = useState<ComponentType<LiveResultsProps>>();
  useEffect(() => {
    if (!wanted || component) return;
    import('./LiveResults.tsx').then(
      (module) => setComponent(() => module.default),
      (error: unknown) => console.error('Search results failed to load', error),
    );
  }, [wanted, component]);
  return component;
}

export interface SearchFieldProps {
  /** The field's id: two fields live in the header (the panel's and the mobile menu's). */
  id: string;
  /** The search page of the page's language: the form's action. */
  searchUrl: string;
  labels: SearchFieldLabels;
  inputRef?: RefObject<HTMLInputElement | null>;
}

export function SearchField({ id, searchUrl, labels, inputRef }: SearchFieldProps) {
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const LiveResults = useLiveResults(focused || query !== '');
  return (
    <SearchBox
      id={id}
      query={query}
      onQuery={setQuery}
      labels={labels}
      action={searchUrl}
      controls={LiveResults ? `${id}-results` : undefined}
      onFocus={() => setFocused(true)}
      inputRef={inputRef}
      submit="icon"
    >
      {LiveResults ? (
        <LiveResults query={query} searchUrl={searchUrl} labels={labels} id={`${id}-results`} />
      ) : null}
    </SearchBox>
  );
}
