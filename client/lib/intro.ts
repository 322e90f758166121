/**
 * The home intro sequence (contracts §7): on a first visit, or more than 20 minutes after the
 * last intro, smooth scrolling and the hero video are held for 2800 ms while the overlay shows;
 * then the page goes to the top, scrolling resumes and the video plays. Otherwise it goes to the
 * top at once. Skipped under reduced motion (contracts §8).
 *
 * Several islands take part (the overlay, the hero video) and hydrate in any order, so the first
 * one to ask starts the sequence and every caller gets the same run.
 */
import { jumpToTop, pauseSmoothScroll } from './scroll.ts';
import { prefersReducedMotion } from './prefers.ts';

export const INTRO_MS = 2800;
export const INTRO_REPLAY_AFTER_MS = 20 * 60 * 1000;
export const INTRO_STORAGE_KEY = 'lastIntroTime';
/** Class on <html> while the intro holds the page still. */
const LOCK_CLASS = 'intro-lock';

/**
 * (now, null) -> true (first visit); (now, String(now - 21 min)) -> true;
 * (now, String(now - 19 min)) -> false; (now, 'garbage') -> true
 */
export function isIntroDue(now: number, stored: string | null): boolean {
  const last = stored === null ? Number.NaN : Number(stored);
  return !Number.isFinite(last) || now - last > INTRO_REPLAY_AFTER_MS;
}

/**
 * One step of the intro as keyframes of an animation that lasts the whole `total` ms from its
 * start, no delay, holding still outside [start, end] ms: measured, Chromium draws a
 * main-thread frame every 16 ms while a delayed animation waits to start, and none while a
 * running one holds still. Offsets stay within 0..1.
 * ({opacity: 0}, {opacity: 1}, 700, 1400, 2800, 'ease-in') -> [{opacity: 0, offset: 0},
 *   {opacity: 0, offset: 0.25, easing: 'ease-in'}, {opacity: 1, offset: 0.5},
 *   {opacity: 1, offset: 1}]
 */
export function heldStep(
  from: Keyframe,
  to: Keyframe,
  start: number,
  end: number,
  total: number,
  easing: string,
): Keyframe[] {
  const at = (ms: number) => Math.min(1, Math.max(0, ms / total));
  return [
    { ...from, offset: 0 },
    { ...from, offset: at(start), easing },
    { ...to, offset: at(Math.max(start, end)) },
    { ...to, offset: 1 },
  ];
}

export interface IntroRun {
  /** Whether the overlay is shown on this page load. */
  shown: boolean;
  /** Settles when the page is released: at once, or after INTRO_MS. */
  done: Promise<void>;
}

let run: IntroRun | undefined;

function readStored(): string | null {
  try {
    return localStorage.getItem(INTRO_STORAGE_KEY);
  } catch {
    return null; // storage blocked: treat as a first visit
  }
}

function store(now: number): void {
  try {
    localStorage.setItem(INTRO_STORAGE_KEY, String(now));
  } catch {
    // storage blocked: the intro simply shows again next time
  }
}

function start(): IntroRun {
  const now = Date.now();
  if (prefersReducedMotion() || !isIntroDue(now, readStored())) {
    jumpToTop();
    return { shown: false, done: Promise.resolve() };
  }
  store(now);
  const resume = pauseSmoothScroll();
  document.documentElement.classList.add(LOCK_CLASS);
  const done = new Promise<void>((resolve) => {
    setTimeout(() => {
      document.documentElement.classList.remove(LOCK_CLASS);
      resume();
      jumpToTop();
      resolve();
    }, INTRO_MS);
  });
  return { shown: true, done };
}

/** The intro of this page load, started by the first caller. */
export function introRun(): IntroRun {
  run ??= start();
  return run;
}
