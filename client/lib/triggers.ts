/**
 * When each island hydrates (docs/decisions.md, Islands and client code): React is loaded only
 * when an island needs it. An island's `data-hydrate` says when, as the template chose:
 *
 * - `load`: after first paint (the home page's motion, the search page's results);
 * - `near`: when it comes within reach of the viewport, or the visitor reaches into it first
 *   (./near.ts): the contact form, the home page's slider and news list;
 * - `intent`: at the visitor's first move towards it: a pointer over it, a tap, or focus (the
 *   header's menus and search, the back-to-top button). Until then it works as its HTML does:
 *   links are links, the drop-down opens by CSS, the menu and search panels are popovers;
 * - `pointer`: when a mouse or trackpad first moves over the page, where the island can show at
 *   all (the cursor trail).
 *
 * The loading starts after the frame that shows what the first interaction did natively, so
 * React's set-up never delays that paint. This file is bundled into main.ts: it imports no React.
 */
import { whenNear } from './near.ts';
import { closePopoversWhenFocusLeaves } from './popover-focus.ts';

export type HydrateWhen = 'load' | 'near' | 'intent' | 'pointer';

/** Events that show the visitor is about to use an island. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** Runs `task` once the browser has painted the next frame (a frame, then a task). */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task));
}

/**
 * Runs `task` once, at the first event of `events` on `target` (captured, so nothing inside can
 * stop it first).
 */
export function onFirst(target: EventTarget, events: readonly string[], task: () => void): void {
  const run = () => {
    for (const name of events) target.removeEventListener(name, run, true);
    task();
  };
  for (const name of events) target.addEventListener(name, run, { capture: true, passive: true });
}

/** What an island's wrapper wraps: it is `display: contents`, so has no box of its own. */
function boxOf(island: HTMLElement): Element {
  return island.firstElementChild ?? island;
}

/**
 * Holds a click that lands on a control whose code has not run yet (a visitor who taps the
 * back-to-top button or a slide at once: the tap is what brings the code) and replays it on the
 * same element once the island has hydrated, or failed to: the click acts, late, instead of being
 * lost. `native` clicks act by themselves and pass (links, popover buttons, form fields).
 */
export function holdClicks(element: HTMLElement, native = ''): () => void {
  let held: HTMLElement | undefined;
  const hold = (event: MouseEvent) => {
    if (!(event.target instanceof HTMLElement)) return;
    if (native && event.target.closest(native)) return;
    event.preventDefault();
    event.stopPropagation();
    held = event.target;
  };
  element.addEventListener('click', hold, true);
  return () => {
    element.removeEventListener('click', hold, true);
    held?.click();
  };
}

/** Controls that do their job without the island's code: intent islands let their clicks pass. */
const NATIVE_CONTROLS = 'a[href], [popovertarget], summary, input, select, textarea, label';

/** What main.ts knows of the page and the browser when it starts the islands. */
export interface PageMoments {
  afterFirstPaint: (task: () => void) => void;
  /** A mouse or trackpad is there to move (and the visitor welcomes motion). */
  canPoint: boolean;
  /**
   * The browser opens popovers: the header's buttons work before their island runs. Where it
   * does not (browsers before 2023-2024), the `intent` islands hydrate at load instead.
   */
  popovers: boolean;
}

/**
 * Calls `hydrate` for `island` when its `data-hydrate` says (above); `hydrate` settles when the
 * island has hydrated or failed to.
 */
export function whenToHydrate(
  island: HTMLElement,
  hydrate: () => Promise<void>,
  page: PageMoments,
): void {
  const asked = (island.dataset.hydrate ?? 'load') as HydrateWhen;
  const when = asked === 'intent' && !page.popovers ? 'load' : asked;
  switch (when) {
    case 'load':
      return page.afterFirstPaint(() => void hydrate());
    case 'near': {
      const release = holdClicks(island);
      return whenNear(boxOf(island), () => void hydrate().finally(release));
    }
    case 'intent': {
      const release = holdClicks(island, NATIVE_CONTROLS);
      closePopoversWhenFocusLeaves(island);
      return onFirst(island, INTENT_EVENTS, () =>
        afterNextPaint(() => void hydrate().finally(release)),
      );
    }
    case 'pointer':
      if (page.canPoint)
        onFirst(document, ['pointermove'], () => afterNextPaint(() => void hydrate()));
      return;
  }
}
