/**
 * Pure rules of the dated home popup (contracts §7): which UTC day it is, whether the popup is
 * due, and where a box of a given size sits centred or dragged inside the window.
 */

export interface ShowPeriod {
  /** First day shown, 'YYYY-MM-DD' (UTC), inclusive. */
  startDate: string;
  /** Last day shown, inclusive. */
  endDate: string;
}

/** (Date.UTC(2025, 9, 2, 23, 59)) -> '2025-10-02' */
export function toUtcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * ([{startDate:'2025-10-02', endDate:'2025-10-07'}], '2025-10-07', null) -> true;
 * (same, '2025-10-08', null) -> false; (same, '2025-10-03', '2025-10-03') -> false (hidden today)
 * ISO days compare correctly as strings.
 */
export function isPopupDue(
  periods: readonly ShowPeriod[],
  today: string,
  hiddenOn: string | null,
): boolean {
  if (hiddenOn === today) return false;
  return periods.some((p) => p.startDate <= today && today <= p.endDate);
}

export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

/** Keeps a box inside the viewport: ({x:-50,y:10}, box 100x100, view 390x844) -> {x:0,y:10} */
export function clampToView(at: Point, box: Size, view: Size): Point {
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), Math.max(max, 0));
  return { x: clamp(at.x, view.width - box.width), y: clamp(at.y, view.height - box.height) };
}

/** (box 600x848, view 1440x900) -> {x:420,y:26}; a box taller than the view sits at the top. */
export function centreIn(box: Size, view: Size): Point {
  return clampToView(
    { x: Math.round((view.width - box.width) / 2), y: Math.round((view.height - box.height) / 2) },
    box,
    view,
  );
}
