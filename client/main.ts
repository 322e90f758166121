/**
 * The one script every page loads, kept small: it remembers the page's language and sends legacy
 * hash URLs to their clean twins at once, then loads everything else after first paint: the web
 * font, React and the page's islands, smooth scrolling, and the form helpers when the visitor
 * nears a form. Measured with Lighthouse, React loading in the same moment as the stylesheet and
 * the LCP image cost a slow phone about 0.4 s of first paint; server-rendered pages read and work
 * before it arrives.
 */
import { storeLanguage } from './lib/language.ts';
import { legacyHashTarget } from './lib/legacy.ts';
import { whenNear } from './lib/near.ts';

/**
 * Runs `task` a frame after the browser reports the first contentful paint: measured, without that
 * frame the font files could still start before the paint Lighthouse records, and a frame callback
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
  if (document.visibilityState === 'hidden') return run();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(run));
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(run));
  }).observe({ type: 'paint', buffered: true });
  setTimeout(run, 3000);
}

/** Applies Pretendard (client/styles/fonts.css) and remembers it for the head script of later pages. */
function applyFonts(): void {
  document.querySelector('link[data-fonts]')?.setAttribute('media', 'all');
  try {
    localStorage.setItem('fontsLoaded', '1');
  } catch {
    // Without storage every visit counts as a first one: fonts still apply after first paint.
  }
}

function load<T>(what: string, module: Promise<T>, run: (m: T) => void): void {
  module.then(run, (error) => console.error(`${what} failed to load`, error));
}

const target = legacyHashTarget(location.pathname, location.hash);
if (target) {
  location.replace(target);
} else {
  storeLanguage(document.documentElement.lang);
  afterFirstPaint(() => {
    applyFonts();
    load('Islands', import('./lib/hydrate.ts'), (m) => m.hydrateIslands(document));
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      load('Smooth scrolling', import('./lib/motion.ts'), (m) => m.startSmoothScroll());
    }
    document.querySelectorAll('form').forEach((form) => {
      whenNear(form, () => load('Form helpers', import('./forms/index.ts'), (m) => m.enhanceFormWhenReady(form)));
    });
  });
}
