/**
 * Smooth scrolling for every page (SPEC §2 Layout, DECISIONS §8): Lenis with a 1.2 s exponential
 * ease-out. Loaded by main.ts after first paint, with the islands; registered with
 * scroll.ts so the scroll-to-top button (and anything else that scrolls) goes through it.
 * Under `prefers-reduced-motion: reduce` it never starts and the page scrolls natively.
 */
import Lenis from 'lenis';
import { registerSmoothScroller } from './scroll.ts';
import { prefersReducedMotion } from './prefers.ts';

export const SMOOTH_SCROLL_DURATION_S = 1.2;

/** Exponential ease-out (DECISIONS §8): 0 -> 0.001, 0.25 -> 0.824, 1 -> 1. */
export const easeOutExpo = (t: number): number => Math.min(1, 1.001 - 2 ** (-10 * t));

let lenis: Lenis | undefined;

/**
 * Drives Lenis from a frame loop that runs only while it animates, instead of its `autoRaf`,
 * whose loop never stops: measured with Lighthouse (issue 15), a frame every 16 ms on a page
 * that nothing scrolls, about a fifth of all the main-thread work of an inner page. A wheel turn
 * (Lenis's 'virtual-scroll') or a scrollTo() wakes the loop; it sleeps again once the animation
 * has settled. The clock is reset on waking, so the first frame does not jump by the idle time.
 */
function animateOnDemand(instance: Lenis): () => void {
  let frame = 0;
  const tick = (time: number) => {
    instance.raf(time);
    frame = instance.isScrolling === 'smooth' ? requestAnimationFrame(tick) : 0;
  };
  return () => {
    if (frame) return;
    instance.time = 0;
    frame = requestAnimationFrame(tick);
  };
}

/** Starts Lenis once; a no-op under reduced motion. Returns the running instance, if any. */
export function startSmoothScroll(): Lenis | undefined {
  if (lenis || prefersReducedMotion()) return lenis;
  // autoToggle: Lenis stops while the root has overflow hidden (the open mobile menu, dialogs).
  const instance = new Lenis({ duration: SMOOTH_SCROLL_DURATION_S, easing: easeOutExpo, autoRaf: false, autoToggle: true });
  const wake = animateOnDemand(instance);
  instance.on('virtual-scroll', wake);
  lenis = instance;
  registerSmoothScroller({
    scrollTo: (target, options) => {
      instance.scrollTo(target, options);
      wake();
    },
    stop: () => instance.stop(),
    start: () => instance.start(),
  });
  document.documentElement.dataset.smoothScroll = 'true';
  return lenis;
}
