/**
 * One place that scrolls the window: through the Lenis instance when smooth scrolling runs
 * (contracts §8), natively otherwise. client/motion registers the instance.
 */
interface Scroller {
  scrollTo(target: number, options?: { immediate?: boolean }): void;
  /** Lenis: stop and start reacting to wheel and touch (pauseSmoothScroll). */
  stop?(): void;
  start?(): void;
}

let smooth: Scroller | undefined;
/** Open pauseSmoothScroll() calls; a scroller registered meanwhile starts stopped. */
let pauses = 0;

export function registerSmoothScroller(scroller: Scroller | undefined): void {
  smooth = scroller;
  if (pauses > 0) smooth?.stop?.();
}

export function scrollToTop(options: { immediate?: boolean } = {}): void {
  if (smooth) smooth.scrollTo(0, options);
  else window.scrollTo({ top: 0, behavior: options.immediate ? 'instant' : 'smooth' });
}

/**
 * Holds smooth scrolling still (the home intro, contracts §7) until the returned function is
 * called; nested pauses resume only when the last one ends.
 */
export function pauseSmoothScroll(): () => void {
  pauses += 1;
  if (pauses === 1) smooth?.stop?.();
  let resumed = false;
  return () => {
    if (resumed) return;
    resumed = true;
    pauses -= 1;
    if (pauses === 0) smooth?.start?.();
  };
}

/**
 * Jumps to the top at once with a native scroll, which works even while smooth scrolling is
 * paused (Lenis ignores its own scrollTo then) and which Lenis follows.
 */
export function jumpToTop(): void {
  window.scrollTo({ top: 0, behavior: 'instant' });
}
