/**
 * The one script every page loads: remembers the page's language, sends legacy hash URLs to their
 * clean twins, and hydrates the page's islands from the registry.
 */
import { storeLanguage } from './lib/language.ts';
import { legacyHashTarget } from './lib/legacy.ts';
import { hydrateIslands } from './lib/hydrate.ts';

const target = legacyHashTarget(location.pathname, location.hash);
if (target) {
  location.replace(target);
} else {
  storeLanguage(document.documentElement.lang);
  hydrateIslands(document);
}
