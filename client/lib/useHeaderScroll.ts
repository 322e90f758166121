/**
 * The header hides on scroll down and shows on scroll up, but stays while the mobile menu is open
 * (spec §2 Header; the menu marks <html> with `menu-open`, ./useMobileMenu.ts). `data-scrolled`
 * lets the transparent home header take a background once the page has moved.
 */
import { type RefObject, useEffect } from 'react';

/** Ignores jitter (elastic overscroll, sub-pixel smooth-scroll steps). */
const MIN_DELTA_PX = 4;

/**
 * Whether the mobile menu is open: read when the page scrolls (a scroll right after it closes must
 * see it closed).
 */
const menuOpen = () => document.documentElement.classList.contains('menu-open');

export function useHeaderScroll(inside: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const header = inside.current?.closest<HTMLElement>('header[data-header]');
    if (!header) return;
    let last = 0;
    // Only what changes (the server writes both as 'false'): the first frame after hydration,
    // which marks the page's position, then changes nothing on a page that has not moved.
    const set = (name: 'hidden' | 'scrolled', on: boolean) => {
      const value = on ? 'true' : 'false';
      if (header.dataset[name] !== value) header.dataset[name] = value;
    };
    const mark = (y: number, hide: boolean) => {
      set('hidden', hide);
      set('scrolled', y > 0);
    };
    const update = () => {
      const y = Math.max(0, window.scrollY);
      if (Math.abs(y - last) < MIN_DELTA_PX && y > 0) return;
      mark(y, !menuOpen() && y > last && y > header.offsetHeight);
      last = y;
    };
    // A keyboard visitor tabbing into a hidden header gets it back.
    const reveal = () => mark(window.scrollY, false);
    // The page's position read at the next frame, not here: among the effects that run after
    // hydration, a read of scrollY laid out what the others had changed so far, and the frame did
    // it again for the rest.
    const frame = requestAnimationFrame(() => {
      last = window.scrollY;
      mark(last, false);
    });
    window.addEventListener('scroll', update, { passive: true });
    header.addEventListener('focusin', reveal);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      header.removeEventListener('focusin', reveal);
    };
  }, [inside]);
}
