/**
 * Mobile menu (SPEC §4): opening collapses any expanded group and expands the first after 500 ms;
 * widening the window to 1024 px or more closes it; Escape closes it and returns focus.
 */
import type { RefObject, TargetedEvent, TargetedMouseEvent } from 'preact';
import { useCallback, useEffect, useLayoutEffect, useState } from 'preact/hooks';

const FIRST_GROUP_DELAY_MS = 500;
export const DESKTOP_QUERY = '(min-width: 1024px)';

export function useMobileMenu(groupCount: number, toggleRef: RefObject<HTMLButtonElement | null>) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<number | null>(null);

  const close = useCallback(
    (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) toggleRef.current?.focus();
    },
    [toggleRef],
  );

  // A layout effect: the 500 ms count from the render that opened the menu. Preact runs plain
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

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close(true);
    document.addEventListener('keydown', onKey);
    document.documentElement.classList.add('menu-open');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('menu-open');
    };
  }, [open, close]);

  return {
    open,
    expanded,
    /** Opening collapses every group in the same render as the panel appears. */
    toggle: () => {
      if (!open) setExpanded(null);
      setOpen(!open);
    },
    /** A click on the dimmed page beside the panel closes the menu. */
    onBackdropClick: (e: TargetedMouseEvent<HTMLElement>) =>
      e.target === e.currentTarget && close(false),
    /** Keeps the state in step with a <details> the visitor opened or closed. */
    onGroupToggle: (index: number) => (e: TargetedEvent<HTMLDetailsElement>) => {
      const isOpen = e.currentTarget.open;
      setExpanded((cur) => (isOpen ? index : cur === index ? null : cur));
    },
  };
}
