/**
 * Media queries the islands and main.ts share (contracts §7, §8): the one place that names each.
 */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** The business animation runs only when the window is wider than 768 px. */
export const WIDE_MOTION = '(min-width: 769px) and (prefers-reduced-motion: no-preference)';
/** Phones get the lighter hero video. */
export const SMALL_SCREEN = '(max-width: 767px)';

/**
 * A mouse or a trackpad, the pointers that turn a wheel: smooth scrolling eases wheel turns, and
 * loads at once only where one can come (client/main.ts). Touch scrolls natively under Lenis.
 */
export const WHEEL_POINTER = '(any-pointer: fine)';

/**
 * No cursor trail (client/islands/CursorTrail.tsx) on phones and tablets, nor when the visitor asks
 * for less motion; main.ts then never loads it.
 */
export const TRAIL_OFF_QUERY = `(hover: none), (pointer: coarse), ${REDUCED_MOTION}`;

/** The visitor asks for less motion: no smooth scrolling, intro, typing, video or trail. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION).matches;
}
