/**
 * Mobile menu (spec §4): opening collapses any expanded group and expands the first after 500 ms;
 * widening the window to 1024 px or more closes it; Escape closes it and returns focus. While it is
 * open, focus stays in the header that holds it (WCAG 2.4.3 and 2.4.11): every other
 * child of <body> is inert, so whatever the header and the menu hold stays reachable and nothing
 * hidden behind the panel is.
 */
import {
  type RefObject,
  type MouseEvent,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useState,
} from 'react';

const FIRST_GROUP_DELAY_MS = 500;
export const DESKTOP_QUERY = '(min-width: 1024px)';
/** The panel's layer: the popover the button opens by itself until the island runs. */
export const MENU_LAYER_ID = 'mobile-menu-layer';

/** Whether the browser has the layer open as a popover (false where popovers are unknown). */
function openAsPopover(): boolean {
  try {
    return Boolean(document.getElementById(MENU_LAYER_ID)?.matches(':popover-open'));
  } catch {
    return false;
  }
}

/**
 * Makes every child of <body> but the one holding `keep` inert (not focusable, not clickable, out
 * of the accessibility tree); returns what undoes it. Children already inert stay so.
 */
function inertOutside(keep: Element | null): () => void {
  if (!keep) return () => undefined;
  const outside = [...document.body.children].filter(
    (el): el is HTMLElement => el instanceof HTMLElement && !el.contains(keep) && !el.inert,
  );
  for (const el of outside) el.inert = true;
  return () => {
    for (const el of outside) el.inert = false;
  };
}

export function useMobileMenu(groupCount: number, toggleRef: RefObject<HTMLButtonElement | null>) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<number | null>(null);
  /** False in the render that hydrates the server's markup, true from the next one. */
  const [running, setRunning] = useState(false);

  // The island takes the menu over as the browser left it: a popover opened by the first tap
  // stays open, now as the island's own state, in the same render that removes the popover.
  useLayoutEffect(() => {
    if (openAsPopover()) setOpen(true);
    setRunning(true);
  }, []);

  const close = useCallback(
    (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) toggleRef.current?.focus();
    },
    [toggleRef],
  );

  // A layout effect: the 500 ms count from the render that opened the menu. React may run plain
  // effects a frame later.
  useLayoutEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(
      () => setExpanded(groupCount > 0 ? 0 : null),
      FIRST_GROUP_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [open, groupCount]);

  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => desktop.matches && close(false);
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [close]);

  // A layout effect: the page must be inert before the next key, and the header's scroll watcher
  // reads `menu-open` at the next scroll (React may run plain effects after the next paint).
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close(true);
    document.addEventListener('keydown', onKey);
    document.documentElement.classList.add('menu-open');
    const release = inertOutside(toggleRef.current?.closest('header') ?? null);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('menu-open');
      release();
    };
  }, [open, close, toggleRef]);

  return {
    open,
    expanded,
    running,
    /** Opening collapses every group in the same render as the panel appears. */
    toggle: () => {
      if (!open) setExpanded(null);
      setOpen(!open);
    },
    /** A click on the dimmed page beside the panel closes the menu. */
    onBackdropClick: (e: MouseEvent<HTMLElement>) => e.target === e.currentTarget && close(false),
    /** Keeps the state in step with a <details> the visitor opened or closed. */
    onGroupToggle: (index: number) => (e: SyntheticEvent<HTMLDetailsElement>) => {
      const isOpen = e.currentTarget.open;
      setExpanded((cur) => (isOpen ? index : cur === index ? null : cur));
    },
  };
}
