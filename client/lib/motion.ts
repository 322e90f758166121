/**
 * Smooth scrolling for every page (spec §2 Layout, contracts §8): Lenis with a 1.2 s exponential
 * ease-out. Armed by main.ts after first paint, with the islands, and made on first use; registered
 * with scroll.ts so the scroll-to-top button (and anything else that scrolls) goes through it.
 * Under `prefers-reduced-motion: reduce` it never starts and the page scrolls natively.
 */
import Lenis from 'lenis';
import { registerSmoothScroller } from './scroll.ts';
import { prefersReducedMotion } from './prefers.ts';

export const SMOOTH_SCROLL_DURATION_S = 1.2;

/** Exponential ease-out (contracts §8): 0 -> 0.001, 0.25 -> 0.824, 1 -> 1. */
export const easeOutExpo = (t: number): number => Math.min(1, 1.001 - 2 ** (-10 * t));

let armed = false;
let lenis: { instance: Lenis; wake: () => void } | undefined;

/**
 * Drives Lenis from a frame loop that runs only while it animates, instead of its `autoRaf`,
 * whose loop never stops: measured with Lighthouse, a frame every 16 ms on a page
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

function makeLenis(): { instance: Lenis; wake: () => void } {
  // autoToggle: Lenis stops while the root has overflow hidden (the open mobile menu, dialogs).
  const instance = new Lenis({
    duration: SMOOTH_SCROLL_DURATION_S,
    easing: easeOutExpo,
    autoRaf: false,
    autoToggle: true,
  });
  const wake = animateOnDemand(instance);
  instance.on('virtual-scroll', wake);
  return { instance, wake };
}

/**
 * Arms smooth scrolling once; a no-op under reduced motion. Lenis itself is made on the first
 * wheel turn or the first scrollTo() (the back-to-top button): measured, making it at
 * load cost every page its set-up and a style pass over the whole page (its classes on <html>),
 * for visitors who may never turn a wheel (touch scrolls natively under Lenis anyway). The first
 * turn is not lost: Lenis, made in the capture phase at the window, adds its own wheel listener
 * to the window, which the same event reaches as it bubbles back up.
 */
export function startSmoothScroll(): void {
  if (armed || prefersReducedMotion()) return;
  armed = true;
  let stopped = false;
  const make = () => {
    if (!lenis) {
      lenis = makeLenis();
      if (stopped) lenis.instance.stop();
    }
    return lenis;
  };
  const onWheel = () => {
    window.removeEventListener('wheel', onWheel, { capture: true });
    make();
  };
  // Not passive: the event Lenis then handles must stay cancelable, as its own listener's are.
  window.addEventListener('wheel', onWheel, { capture: true, passive: false });
  registerSmoothScroller({
    scrollTo: (target, options) => {
      const { instance, wake } = make();
      instance.scrollTo(target, options);
      wake();
    },
    stop: () => {
      stopped = true;
      lenis?.instance.stop();
    },
    start: () => {
      stopped = false;
      lenis?.instance.start();
    },
  });
  document.documentElement.dataset.smoothScroll = 'true';
}
