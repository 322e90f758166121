/**
 * One place that scrolls the window: through the Lenis instance when smooth scrolling runs
 * (DECISIONS §8), natively otherwise. client/motion registers the instance.
 */
interface Scroller {
  scrollTo(target: number, options?: { immediate?: boolean }): void;
}

let smooth: Scroller | undefined;

export function registerSmoothScroller(scroller: Scroller | undefined): void {
  smooth = scroller;
}

export function scrollToTop(options: { immediate?: boolean } = {}): void {
  if (smooth) smooth.scrollTo(0, options);
  else window.scrollTo({ top: 0, behavior: options.immediate ? 'instant' : 'smooth' });
}
