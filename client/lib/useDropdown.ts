/**
 * Desktop drop-down (SPEC §2 Header, DECISIONS §8): opens on hover or keyboard focus over a menu
 * group, closes on leaving the menu, on focus leaving it, or on Escape (focus then stays on the
 * group's top link). The panel's height is the header height plus the tallest submenu; an
 * underline follows the hovered item, shown the first time only after 700 ms.
 */
import { useCallback, useEffect, useRef, useState, type CSSProperties, type FocusEvent, type RefObject } from 'react';

export const UNDERLINE_FIRST_DELAY_MS = 700;

interface Box { left: number; width: number }

/** Where `item` sits horizontally inside `container`: the underline's position. */
function measureItem(item: HTMLElement, container: HTMLElement): Box {
  const top = item.querySelector<HTMLElement>('.gnb__top') ?? item;
  const rect = top.getBoundingClientRect();
  return { left: rect.left - container.getBoundingClientRect().left, width: rect.width };
}

/** Header height plus the tallest submenu (SPEC §2 Header). */
function measurePanel(nav: HTMLElement): number {
  const header = nav.closest<HTMLElement>('header') ?? nav;
  const subs = [...nav.querySelectorAll<HTMLElement>('.gnb__sub')];
  return header.offsetHeight + Math.max(0, ...subs.map((ul) => ul.scrollHeight));
}

export function useDropdown(navRef: RefObject<HTMLElement | null>, underlineRef: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const [height, setHeight] = useState(0);
  const [underline, setUnderline] = useState<Box | null>(null);
  const shownOnce = useRef(false);
  const hovered = useRef<HTMLElement | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const close = useCallback(() => {
    setOpen(false);
    setUnderline(null);
    hovered.current = null;
    // The first underline waits for 700 ms spent in the menu, not since the first visit.
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const showUnderline = useCallback(() => {
    const item = hovered.current;
    const container = underlineRef.current?.offsetParent;
    if (item && container instanceof HTMLElement) setUnderline(measureItem(item, container));
  }, [underlineRef]);

  /** `withPanel` is false for the single links (contact): underline, no drop-down. */
  const enter = useCallback((item: HTMLElement, withPanel: boolean) => {
    const nav = navRef.current;
    if (!nav) return;
    hovered.current = item;
    if (withPanel) setHeight(measurePanel(nav));
    setOpen(withPanel);
    if (shownOnce.current) showUnderline();
    else if (timer.current === undefined) {
      timer.current = window.setTimeout(() => {
        shownOnce.current = true;
        showUnderline();
      }, UNDERLINE_FIRST_DELAY_MS);
    }
  }, [navRef, showUnderline]);

  // Listening all the time, not from an effect of `open`: an effect runs after paint, so an Escape
  // pressed right after the panel opened could come before its listener.
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !openRef.current) return;
      const item = (document.activeElement as HTMLElement | null)?.closest<HTMLElement>('.gnb__group');
      // Focus first (its focus event re-enters the group), then close: the close wins the batch.
      if (item && navRef.current?.contains(item)) item.querySelector<HTMLElement>('.gnb__top')?.focus({ preventScroll: true });
      close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [close, navRef]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const panelStyle: CSSProperties = { height: open ? height : 0 };
  const underlineStyle: CSSProperties = underline
    ? { opacity: 1, transform: `translateX(${underline.left}px)`, width: underline.width }
    : { opacity: 0 };

  return {
    open,
    panelStyle,
    underlineStyle,
    navProps: {
      onMouseLeave: close,
      onBlur: (e: FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close();
      },
    },
    /** Props of a top-level item; groups with a submenu open the panel. */
    itemProps: (withPanel: boolean) => ({
      onMouseEnter: (e: React.MouseEvent<HTMLElement>) => enter(e.currentTarget, withPanel),
      onFocus: (e: FocusEvent<HTMLElement>) => enter(e.currentTarget, withPanel),
    }),
  };
}
