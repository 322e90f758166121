/**
 * The one script every page loads, kept small and importing nothing: it marks the page as one
 * whose scripts run (client/lib/scripts.ts), remembers the page's language and sends legacy hash
 * URLs to their clean twins at once, then loads everything else
 * after first paint: Preact and the page's islands (forms are islands too) and smooth scrolling
 * (on a phone, at its first scroll; the web font is the head script's, client/lib/fonts.ts). Measured
 * with Lighthouse, a UI runtime loading in the same moment as the stylesheet and the LCP image cost a
 * slow phone about 0.4 s of first paint; server-rendered pages read and work before it arrives.
 */
import { storeLanguage } from './lib/language.ts';
import { legacyHashTarget } from './lib/legacy.ts';
import { whenNear } from './lib/near.ts';
import { prefersReducedMotion, WHEEL_POINTER } from './lib/prefers.ts';
import { fallBackToNoScript, markScriptsRunning } from './lib/scripts.ts';

/**
 * Runs `task` a frame after the browser reports the first contentful paint: measured, without that
 * frame the files it loads could still start before the paint Lighthouse records, and a frame callback
 * alone can come before the first frame reaches the screen. At once in a background tab, where
 * nothing paints; after a frame where paint timing is missing; after 3 s at the latest.
 */
function afterFirstPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  const afterFrame = () => {
    requestAnimationFrame(() => setTimeout(run));
  };
  if (document.visibilityState === 'hidden') return run();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return afterFrame();
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    afterFrame();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(run, 3000);
}

function load<T>(what: string, module: Promise<T>, run: (m: T) => void, failed?: () => void): void {
  module.then(run, (error) => {
    console.error(`${what} failed to load`, error);
    failed?.();
  });
}

markScriptsRunning();
const target = legacyHashTarget(location.pathname, location.hash, new Set(__ROUTE_URLS__));
if (target) {
  location.replace(target);
} else {
  storeLanguage(document.documentElement.lang);
  afterFirstPaint(() => {
    load(
      'Islands',
      import(__AFTER_PAINT__.hydrate) as Promise<typeof import('./lib/hydrate.ts')>,
      (m) => m.hydrateIslands(document, whenNear),
      fallBackToNoScript,
    );
    if (prefersReducedMotion()) return;
    const smooth = () =>
      load(
        'Smooth scrolling',
        import(__AFTER_PAINT__.motion) as Promise<typeof import('./lib/motion.ts')>,
        (m) => m.startSmoothScroll(),
      );
    // Without a mouse or trackpad (a phone) nothing turns a wheel: smooth scrolling loads on the
    // first scroll, for the back-to-top button, not on every page load (issue 15: 20 KB).
    if (window.matchMedia(WHEEL_POINTER).matches) smooth();
    else window.addEventListener('scroll', smooth, { once: true, passive: true });
  });
}
