/**
 * Desktop drop-down (SPEC §2 Header): opens on hover or focus over the menu, closes on leaving or
 * Escape. The panel's height is the header height plus the tallest submenu; an underline follows
 * the hovered item, first shown after 700 ms.
 */
import { useCallback, useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';

const UNDERLINE_FIRST_DELAY_MS = 700;

export function useDropdown(navRef: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const [height, setHeight] = useState(0);
  const [underline, setUnderline] = useState<{ left: number; width: number } | null>(null);
  const shownOnce = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  const measure = useCallback(() => {
    const nav = navRef.current;
    const header = nav?.closest('header');
    if (!nav || !header) return;
    const tallest = Math.max(0, ...[...nav.querySelectorAll<HTMLElement>('.gnb__sub')].map((ul) => ul.scrollHeight));
    setHeight(header.offsetHeight + tallest);
  }, [navRef]);

  const close = useCallback(() => {
    setOpen(false);
    setUnderline(null);
    window.clearTimeout(timer.current);
  }, []);

  const openAt = useCallback((item: HTMLElement) => {
    measure();
    setOpen(true);
    const nav = navRef.current!;
    const top = item.querySelector<HTMLElement>('.gnb__top') ?? item;
    const box = { left: top.offsetLeft - nav.offsetLeft + (top.offsetParent === nav ? nav.offsetLeft : 0), width: top.offsetWidth };
    const rect = top.getBoundingClientRect();
    const navRect = nav.getBoundingClientRect();
    box.left = rect.left - navRect.left;
    window.clearTimeout(timer.current);
    if (shownOnce.current) setUnderline(box);
    else timer.current = window.setTimeout(() => { shownOnce.current = true; setUnderline(box); }, UNDERLINE_FIRST_DELAY_MS);
  }, [measure, navRef]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !open) return;
      const focused = navRef.current?.contains(document.activeElement);
      close();
      if (focused) (document.activeElement as HTMLElement).blur();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close, navRef]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const panelStyle: CSSProperties = { height: open ? height : 0 };
  const underlineStyle: CSSProperties = underline ? { opacity: 1, transform: `translateX(${underline.left}px)`, width: underline.width } : { opacity: 0 };

  return {
    open,
    panelStyle,
    underlineStyle,
    navProps: {
      onMouseLeave: close,
      onBlur: (e: React.FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close();
      },
      'data-open': open ? 'true' : 'false',
    },
    groupProps: (index: number) => ({
      onMouseEnter: (e: React.MouseEvent<HTMLElement>) => (index < 0 ? close() : openAt(e.currentTarget)),
      onFocus: (e: React.FocusEvent<HTMLElement>) => (index < 0 ? close() : openAt(e.currentTarget)),
    }),
  };
}
