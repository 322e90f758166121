/**
 * Runs `task` once, when `element` comes within a screen's reach of the viewport or the visitor
 * reaches into it first (a tap, or focus by keyboard). Lets a page leave the code of what sits
 * far below the fold (the contact form) until the visitor is on the way to it.
 */
export const NEAR_MARGIN = '50% 0px';

export function whenNear(element: Element, task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    element.removeEventListener('focusin', run, true);
    element.removeEventListener('pointerdown', run, true);
    task();
  };
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) run();
          },
          { rootMargin: NEAR_MARGIN },
        )
      : undefined;
  if (!observer) return run();
  observer.observe(element);
  element.addEventListener('focusin', run, true);
  element.addEventListener('pointerdown', run, true);
}
