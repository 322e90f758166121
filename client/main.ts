/**
 * The one script every page loads: remembers the page's language, sends legacy hash URLs to their
 * clean twins, and hydrates the page's islands from the registry.
 */
import { storeLanguage } from './lib/language.ts';
import { legacyHashTarget } from './lib/legacy.ts';
import { hydrateIslands } from './lib/hydrate.ts';

/** Smooth scrolling loads after first paint in its own chunk, so it never delays hydration. */
function startMotionAfterPaint(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  requestAnimationFrame(() => setTimeout(() => {
    import('./lib/motion.ts').then((m) => m.startSmoothScroll(), (error) => console.error('Smooth scrolling failed to load', error));
  }));
}

const target = legacyHashTarget(location.pathname, location.hash);
if (target) {
  location.replace(target);
} else {
  storeLanguage(document.documentElement.lang);
  hydrateIslands(document);
  startMotionAfterPaint();
  // The form helpers (clearable, comma, custom selects) load only where there is a form.
  if (document.querySelector('form')) {
    import('./forms/index.ts').then((m) => m.enhanceForms(document), (error) => console.error('Form helpers failed to load', error));
  }
}
