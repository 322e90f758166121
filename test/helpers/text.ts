/** Text measures shared by the content test and scripts/content-stats.ts. */
import { page } from './dist.ts';

/**
 * '<main>' of a built page without what nobody sees: scripts, templates, hidden and
 * screen-reader-only text.
 */
export function visibleMain(outFile: string): Element {
  const main = page(outFile).querySelector('main')!.cloneNode(true) as Element;
  main
    .querySelectorAll('script, style, template, noscript, [hidden], .sr-only')
    .forEach((el) => el.remove());
  return main;
}

/** ('안녕 hello') -> 7: characters without whitespace, the measure of "1,500 characters". */
export function countChars(text: string): number {
  return text.replace(/\s+/g, '').length;
}

/** Visible characters in a built page's <main>: ('company/intro/index.html') -> 1693 */
export function mainChars(outFile: string): number {
  return countChars(visibleMain(outFile).textContent ?? '');
}
