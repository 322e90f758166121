/** Media queries the islands and main.ts share (DECISIONS §7, §8): the one place that names each. */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** The business animation runs only when the window is wider than 768 px. */
export const WIDE_MOTION = '(min-width: 769px) and (prefers-reduced-motion: no-preference)';
/** Phones get the lighter hero video. */
export const SMALL_SCREEN = '(max-width: 767px)';

/** The visitor asks for less motion: no smooth scrolling, intro, typing, video or trail. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION).matches;
}
