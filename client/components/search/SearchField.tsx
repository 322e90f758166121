/**
 * The search field of the header's search panel and of the mobile menu (contracts §21): a
 * labelled search form that GETs the search page (Enter shows every result there), with live
 * results under it as the visitor types. Those results, and Pagefind, load on demand: the list's
 * code when the field is first focused, the index at the first letter typed (./LiveResults.tsx).
 */
import { type ComponentType, type RefObject, useEffect, useState } from 'react';
import type { Labels } from '../../../site/i18n.ts';
import type { LiveResultsProps } from './LiveResults.tsx';
import type { ResultLabels } from './labels.ts';
import { SearchIcon } from './SearchIcon.tsx';

export const SEARCH_FIELD_LABELS = [
  'search.label',
  'search.placeholder',
  'search.submit',
  'search.all',
] as const;
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
    <search>
      <form className="search-field" action={searchUrl} method="get">
        <label className="search-field__label" htmlFor={id}>
          {labels['search.label']}
        </label>
        <div className="search-field__row">
          <input
            ref={inputRef}
            className="search-field__input"
            id={id}
            type="search"
            name="q"
            value={query}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={labels['search.placeholder']}
            aria-controls={LiveResults ? `${id}-results` : undefined}
            onChange={(e) => setQuery(e.currentTarget.value)}
            onFocus={() => setFocused(true)}
          />
          <button className="search-field__submit" type="submit">
            <SearchIcon size={20} />
            <span className="sr-only">{labels['search.submit']}</span>
          </button>
        </div>
        {LiveResults ? (
          <LiveResults query={query} searchUrl={searchUrl} labels={labels} id={`${id}-results`} />
        ) : null}
      </form>
    </search>
  );
}
