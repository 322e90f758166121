/**
 * Smooth scrolling for every page (SPEC §2 Layout, DECISIONS §8): Lenis with a 1.2 s exponential
 * ease-out. Loaded by main.ts after first paint, with the islands; registered with
 * scroll.ts so the scroll-to-top button (and anything else that scrolls) goes through it.
 * Under `prefers-reduced-motion: reduce` it never starts and the page scrolls natively.
 */
import Lenis from 'lenis';
import { registerSmoothScroller } from './scroll.ts';

export const SMOOTH_SCROLL_DURATION_S = 1.2;

/** Exponential ease-out (DECISIONS §8): 0 -> 0.001, 0.25 -> 0.824, 1 -> 1. */
export const easeOutExpo = (t: number): number => Math.min(1, 1.001 - 2 ** (-10 * t));

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

let lenis: Lenis | undefined;

/** Starts Lenis once; a no-op under reduced motion. Returns the running instance, if any. */
export function startSmoothScroll(): Lenis | undefined {
  if (lenis || window.matchMedia(REDUCED_MOTION_QUERY).matches) return lenis;
  // autoToggle: Lenis stops while the root has overflow hidden (the open mobile menu, dialogs).
  lenis = new Lenis({ duration: SMOOTH_SCROLL_DURATION_S, easing: easeOutExpo, autoRaf: true, autoToggle: true });
  registerSmoothScroller(lenis);
  document.documentElement.dataset.smoothScroll = 'true';
  return lenis;
}
