/**
 * The header's search on wide screens (contracts §21): a button that opens a panel under the
 * header with the search field; Escape, the button or a click outside closes it, and focus goes
 * back to the button. Focus that leaves the panel for the page closes it too: the panel covers
 * the top of the page, and the links Tab reaches next would be focused under it (WCAG
 * 2.4.11). Below 1024 px the field is in the mobile menu instead (client/islands/SiteNav.tsx).
 * Until the island runs (it hydrates at the first hover or focus in the menu), the panel is a
 * popover the button opens by itself (client/lib/popover-focus.ts closes it the same way); the
 * island takes it over, open or closed.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Labels } from '../../../site/i18n.ts';
import { SearchField, type SearchFieldLabels } from './SearchField.tsx';
import { SearchIcon } from './SearchIcon.tsx';

export type HeaderSearchLabels = SearchFieldLabels & Labels<'search.open' | 'search.close'>;

const PANEL_ID = 'site-search';

/**
 * Whether focus, moving to `next`, leaves the panel and its button for another control of the
 * page (not for nowhere: a click on the page's text, the window losing focus).
 */
function leaves(next: EventTarget | null, ...kept: (HTMLElement | null)[]): boolean {
  return (
    next instanceof HTMLElement && next !== document.body && !kept.some((el) => el?.contains(next))
  );
}

/** Whether the browser has the panel open as a popover (false where popovers are unknown). */
function openAsPopover(panel: HTMLElement | null): boolean {
  try {
    return Boolean(panel?.matches(':popover-open'));
  } catch {
    return false;
  }
}

export function HeaderSearch({
  searchUrl,
  labels,
}: {
  searchUrl: string;
  labels: HeaderSearchLabels;
}) {
  const [open, setOpen] = useState(false);
  /** False in the render that hydrates the server's markup, true from the next one. */
  const [running, setRunning] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // A panel the button opened as a popover stays open, now as the island's own state.
  useLayoutEffect(() => {
    if (openAsPopover(panelRef.current)) setOpen(true);
    setRunning(true);
  }, []);

  // Focus moves to the field before the next paint, so letters typed right after Enter land in it.
  useLayoutEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const close = (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) toggleRef.current?.focus();
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close(true);
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target)) close(false);
    };
    // Tab past its last control (or a click on another one) takes focus out: the panel goes.
    const onFocusOut = (e: FocusEvent) => {
      if (leaves(e.relatedTarget, panelRef.current, toggleRef.current)) close(false);
    };
    const panel = panelRef.current;
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    panel?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      panel?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="header__search"
        data-search-toggle
        popoverTarget={running ? undefined : PANEL_ID}
        aria-expanded={running ? open : undefined}
        aria-controls={PANEL_ID}
        aria-label={open ? labels['search.close'] : labels['search.open']}
        onClick={() => setOpen(!open)}
      >
        <SearchIcon size={22} />
      </button>
      <div
        ref={panelRef}
        id={PANEL_ID}
        className="search-panel"
        data-search-panel
        popover={running ? undefined : 'auto'}
        hidden={running ? !open : undefined}
      >
        <div className="container search-panel__inner">
          <SearchField
            id="site-search-query"
            searchUrl={searchUrl}
            labels={labels}
            inputRef={inputRef}
          />
        </div>
      </div>
    </>
  );
}
