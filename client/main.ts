/**
 * The one script every page loads, kept small and importing no UI runtime: it marks the page as
 * one whose scripts run (client/lib/scripts.ts), remembers the page's language and the one a
 * language link chooses, and sends legacy hash URLs to their clean twins at once. React and an
 * island's code load only when that island needs them (client/lib/triggers.ts): on an inner page a
 * visitor who only reads loads no React at all. Smooth scrolling loads after first paint (on a
 * phone, at its first scroll); the web font is the head script's (client/lib/fonts.ts). Measured
 * with Lighthouse, a UI runtime loading in the same moment as the stylesheet and the LCP image cost
 * a slow phone about 0.4 s of first paint; server-rendered pages read and work before it arrives.
 */
import { storeChosenLanguage, storeLanguage } from './lib/language.ts';
import { legacyHashTarget } from './lib/legacy.ts';
import { prefersReducedMotion, TRAIL_OFF_QUERY, WHEEL_POINTER } from './lib/prefers.ts';
import { fallBackToNoScript, markScriptsRunning } from './lib/scripts.ts';
import { whenToHydrate } from './lib/triggers.ts';

/**
 * Settles a frame after the browser reports the first contentful paint: measured, without that
 * frame the files loaded then could still start before the paint Lighthouse records, and a frame
 * callback alone can come before the first frame reaches the screen. At once in a background tab,
 * where nothing paints; after a frame where paint timing is missing; after 3 s at the latest.
 */
const firstPaint = new Promise<void>((painted) => {
  const afterFrame = () => requestAnimationFrame(() => setTimeout(painted));
  if (document.visibilityState === 'hidden') return painted();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return afterFrame();
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    afterFrame();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(painted, 3000);
});

function afterFirstPaint(task: () => void): void {
  void firstPaint.then(task);
}

type Hydrator = typeof import('./lib/hydrate.ts');
let hydrator: Promise<Hydrator> | undefined;

/** Loads React and the hydration code once, for the first island that needs them. */
function loadHydrator(): Promise<Hydrator> {
  hydrator ??= import(__LAZY__.hydrate) as Promise<Hydrator>;
  return hydrator;
}

/**
 * Hydrates `island`; settles when it has, or when it could not (logged; the page as without JS).
 */
function hydrate(island: HTMLElement): Promise<void> {
  return loadHydrator().then(
    (m) => m.hydrateIsland(island),
    (error) => {
      console.error('Islands failed to load', error);
      fallBackToNoScript();
    },
  );
}

markScriptsRunning();
const target = legacyHashTarget(location.pathname, location.hash, new Set(__ROUTE_URLS__));
if (target) {
  location.replace(target);
} else {
  storeLanguage(document.documentElement.lang);
  storeChosenLanguage(document);
  const page = {
    afterFirstPaint,
    canPoint: !window.matchMedia(TRAIL_OFF_QUERY).matches,
    popovers: 'popover' in HTMLElement.prototype,
  };
  for (const island of document.querySelectorAll<HTMLElement>('[data-island]'))
    whenToHydrate(island, () => hydrate(island), page);
  afterFirstPaint(() => {
    if (prefersReducedMotion()) return;
    const smooth = () =>
      (import(__LAZY__.motion) as Promise<typeof import('./lib/motion.ts')>).then(
        (m) => m.startSmoothScroll(),
        (error) => console.error('Smooth scrolling failed to load', error),
      );
    // Without a mouse or trackpad (a phone) nothing turns a wheel: smooth scrolling loads on the
    // first scroll, for the back-to-top button, not on every page load (20 KB).
    if (window.matchMedia(WHEEL_POINTER).matches) smooth();
    else window.addEventListener('scroll', smooth, { once: true, passive: true });
  });
}
