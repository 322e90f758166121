/**
 * The site's search form, written once (contracts §21): a search landmark with a labelled search
 * input and its submit button on one row. The header's panel and the mobile menu use it with live
 * results under the row (./SearchField.tsx), the search page with its results list beside it
 * (client/islands/SearchPage.tsx). The field is controlled: its owner keeps the query.
 */
import type { FormEvent, ReactNode, RefObject } from 'react';
import type { Labels } from '../../../site/i18n.ts';
import { SearchIcon } from './SearchIcon.tsx';

export const SEARCH_BOX_LABELS = ['search.label', 'search.placeholder', 'search.submit'] as const;

export interface SearchBoxProps {
  /** The input's id, which its label names. */
  id: string;
  /** What the field holds. */
  query: string;
  /** Each change of the field's text, as the visitor types or clears it. */
  onQuery: (query: string) => void;
  labels: Labels<(typeof SEARCH_BOX_LABELS)[number]>;
  /** The page the form GETs: the search page of the page's language (the header's fields). */
  action?: string;
  /** The submit, kept in the page (the search page, which shows the results itself). */
  onSubmit?: () => void;
  /** The id of the results list the field controls, once that list is in the page. */
  controls?: string | undefined;
  onFocus?: () => void;
  inputRef?: RefObject<HTMLInputElement | null>;
  /**
   * The submit button: the magnifier, its name said only to screen readers (the header's narrow
   * panel and menu), or its word on a primary button (the search page).
   */
  submit: 'icon' | 'text';
  /** What follows the row inside the form: the live results. */
  children?: ReactNode;
}

export function SearchBox(props: SearchBoxProps) {
  const { id, query, onQuery, labels, action, onSubmit, controls, onFocus, inputRef } = props;
  const submitHere = onSubmit
    ? (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit();
      }
    : undefined;
  return (
    <search>
      <form className="search-field" action={action} method="get" onSubmit={submitHere}>
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
            aria-controls={controls}
            onChange={(e) => onQuery(e.currentTarget.value)}
            onFocus={onFocus}
          />
          {props.submit === 'icon' ? (
            <button className="search-field__submit" type="submit">
              <SearchIcon size={20} />
              <span className="sr-only">{labels['search.submit']}</span>
            </button>
          ) : (
            <button className="button button--primary" type="submit">
              {labels['search.submit']}
            </button>
          )}
        </div>
        {props.children}
      </form>
    </search>
  );
}
