/**
 * The decorative cursor trail (spec §2 Layout, contracts §8): 20 followers of 26 px, follower i
 * scaled by 1 - 0.05 i, each easing towards the one before it; 150 ms after the pointer stops
 * they settle on the pointer. Only for hover-capable fine pointers and without reduced motion;
 * elsewhere the markup stays inert and invisible. Positions are written to the DOM in a frame
 * loop that runs only while the trail moves, never through component state.
 */
import { useEffect, useRef } from 'react';
import { TRAIL_OFF_QUERY } from '../lib/prefers.ts';

export const FOLLOWER_COUNT = 20;
/** The dot size lives in motion.css (.cursor-trail__dot: 26 px). */
export const SCALE_STEP = 0.05;
export const SETTLE_MS = 150;

/** Share of the remaining distance a follower covers per 60 Hz frame. */
const FOLLOW = 0.35;

/** 0 -> 1, 1 -> 0.95, 19 -> 0.05 */
export function followerScale(index: number): number {
  return Math.round((1 - SCALE_STEP * index) * 100) / 100;
}

interface Point {
  x: number;
  y: number;
}

/**
 * One frame of the chase: each follower covers `share` of its distance to its target (the one
 * before it, or the pointer for the first and, once settled, for all); returns whether any still
 * moves.
 */
export function advance(points: Point[], pointer: Point, settled: boolean, share: number): boolean {
  let moving = false;
  points.forEach((p, i) => {
    const target = settled || i === 0 ? pointer : points[i - 1]!;
    p.x += (target.x - p.x) * share;
    p.y += (target.y - p.y) * share;
    if (Math.abs(target.x - p.x) + Math.abs(target.y - p.y) < 0.1) Object.assign(p, target);
    else moving = true;
  });
  return moving;
}

function draw(followers: HTMLElement[], points: Point[]): void {
  followers.forEach((el, i) => {
    el.style.transform = `translate3d(${points[i]!.x}px, ${points[i]!.y}px, 0) translate(-50%, -50%) scale(${followerScale(i)})`;
  });
}

/** Follows the pointer from its first move until `stop` (the returned function) is called. */
function startTrail(root: HTMLElement, followers: HTMLElement[]): () => void {
  const pointer: Point = { x: 0, y: 0 };
  const points: Point[] = followers.map(() => ({ x: 0, y: 0 }));
  let frame = 0,
    settleTimer = 0,
    last = 0;
  let settled = true;

  const step = (time: number) => {
    // Frame-rate independent: the share of a 60 Hz frame, compounded over the frames that passed.
    const frames = last ? Math.min(4, (time - last) / (1000 / 60)) : 1;
    last = time;
    const moving = advance(points, pointer, settled, 1 - (1 - FOLLOW) ** frames);
    draw(followers, points);
    frame = moving || !settled ? requestAnimationFrame(step) : 0;
    if (!frame) last = 0;
  };

  const onMove = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse' && e.pointerType !== 'pen') return;
    Object.assign(pointer, { x: e.clientX, y: e.clientY });
    if (root.dataset.active !== 'true') {
      for (const p of points) Object.assign(p, pointer);
      root.dataset.active = 'true';
    }
    settled = false;
    root.dataset.settled = 'false';
    window.clearTimeout(settleTimer);
    settleTimer = window.setTimeout(() => {
      settled = true;
      root.dataset.settled = 'true';
    }, SETTLE_MS);
    if (!frame) frame = requestAnimationFrame(step);
  };
  const onLeave = () => {
    root.dataset.active = 'false';
  };

  const unlisten = listen(onMove, onLeave);
  return () => {
    unlisten();
    cancelAnimationFrame(frame);
    window.clearTimeout(settleTimer);
  };
}

/** The pointer moving anywhere, and leaving the page; returns the undo. */
function listen(onMove: (e: PointerEvent) => void, onLeave: () => void): () => void {
  window.addEventListener('pointermove', onMove, { passive: true });
  document.documentElement.addEventListener('pointerleave', onLeave);
  return () => {
    window.removeEventListener('pointermove', onMove);
    document.documentElement.removeEventListener('pointerleave', onLeave);
  };
}

export default function CursorTrail() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    const off = window.matchMedia(TRAIL_OFF_QUERY);
    if (!root) return;
    let stop: (() => void) | undefined;
    const sync = () => {
      stop?.();
      stop = undefined;
      root.dataset.active = 'false';
      if (!off.matches)
        stop = startTrail(root, [...root.querySelectorAll<HTMLElement>('[data-cursor-follower]')]);
    };
    sync();
    off.addEventListener('change', sync);
    return () => {
      off.removeEventListener('change', sync);
      stop?.();
    };
  }, []);
  return (
    <div ref={ref} className="cursor-trail" data-cursor-trail aria-hidden="true">
      {Array.from({ length: FOLLOWER_COUNT }, (_, i) => (
        <span key={i} className="cursor-trail__dot" data-cursor-follower />
      ))}
    </div>
  );
}
