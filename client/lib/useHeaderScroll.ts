/** The header hides on scroll down and shows on scroll up, but stays while the mobile menu is open. */
import { useEffect, type RefObject } from 'react';

const MIN_DELTA_PX = 4;

export function useHeaderScroll(inside: RefObject<HTMLElement | null>, menuOpen: boolean) {
  useEffect(() => {
    const header = inside.current?.closest<HTMLElement>('header[data-header]');
    if (!header) return;
    let last = window.scrollY;
    const update = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < MIN_DELTA_PX) return;
      const hide = !menuOpen && y > last && y > header.offsetHeight;
      header.dataset.hidden = hide ? 'true' : 'false';
      header.dataset.scrolled = y > 0 ? 'true' : 'false';
      last = y;
    };
    if (menuOpen) header.dataset.hidden = 'false';
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [inside, menuOpen]);
}
