import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LAZY_ENTRIES } from '../../site/builder/bundle.ts';
import { page, DIST, PAGES } from '../helpers/dist.ts';

/**
 * Byte budgets: what a page's scripts and HTML may weigh. Lighthouse goals live in `npm run bench`.
 */
export const BUDGETS = {
  /**
   * gzip bytes a page loads when it opens: the module script, smooth scrolling, and where an
   * island hydrates at load (`data-hydrate="load"`), React with the hydration code and that
   * island's chunks (client/lib/triggers.ts)
   */
  jsHome: 135 * 1024,
  jsInner: 85 * 1024,
  /**
   * gzip bytes once the visitor has reached everything: every island hydrated, those that wait
   * to be neared or used included (the contact form, the header's menus)
   */
  jsReached: 100 * 1024,
  /**
   * raw bytes of a page's HTML: 60 KB for every page a visitor opens (the contact page, the
   * largest with its form and the privacy notice, is about 51 KB since the browser names the
   * countries); the brochures, print sources Chromium turns into the PDFs, 120 KiB
   */
  html: 60_000,
  htmlBrochure: 120 * 1024,
};

const gzipSize = (url: string) => gzipSync(readFileSync(join(DIST, url))).length;

const ISLAND_CHUNKS: Record<string, string[]> = JSON.parse(
  readFileSync(join(DIST, 'assets/islands.json'), 'utf8'),
);

function chunksOf(unit: string): string[] {
  assert.ok(ISLAND_CHUNKS[unit], `assets/islands.json lists ${unit}`);
  return ISLAND_CHUNKS[unit]!;
}

/**
 * The JS of a page: `opening` is what it loads when it opens (client/main.ts): React and the
 * hydration code only where an island hydrates at load; `reached` adds what loads as the visitor
 * nears or uses the rest (`near`, `intent` and `pointer` islands: forms and menus are islands).
 */
export function pageScripts(outFile: string): { opening: string[]; reached: string[] } {
  const doc = page(outFile);
  const main = doc.querySelector('script[type="module"][src]')!.getAttribute('src')!;
  const islands = [...doc.querySelectorAll<Element>('[data-island]')];
  const atLoad = islands
    .filter((el) => el.getAttribute('data-hydrate') === 'load')
    .map((el) => el.getAttribute('data-island')!);
  const later = islands
    .filter((el) => el.getAttribute('data-hydrate') !== 'load')
    .map((el) => el.getAttribute('data-island')!);
  const react = (names: string[]) => (names.length ? [LAZY_ENTRIES.hydrate, ...names] : []);
  const opening = [main, ...[LAZY_ENTRIES.motion, ...react(atLoad)].flatMap(chunksOf)];
  return {
    opening: [...new Set(opening)],
    reached: [...new Set([...opening, ...react(later).flatMap(chunksOf)])],
  };
}

const total = (urls: string[]) => urls.reduce((sum, url) => sum + gzipSize(url), 0);

for (const route of PAGES) {
  test(`budgets - ${route.url} stays within its JS and HTML budgets`, () => {
    const { opening, reached } = pageScripts(route.outFile);
    const limit = route.kind === 'home' ? BUDGETS.jsHome : BUDGETS.jsInner;
    assert.ok(
      total(opening) <= limit,
      `${route.url}: ${total(opening)} gzip bytes of JS when it opens > ${limit}`,
    );
    if (route.kind !== 'home')
      assert.ok(
        total(reached) <= BUDGETS.jsReached,
        `${route.url}: ${total(reached)} gzip bytes of JS once reached > ${BUDGETS.jsReached}`,
      );
    const html = statSync(join(DIST, route.outFile)).size;
    const htmlLimit = route.kind === 'brochure' ? BUDGETS.htmlBrochure : BUDGETS.html;
    assert.ok(html <= htmlLimit, `${route.url}: ${html} bytes of HTML > ${htmlLimit}`);
  });
}

test('budgets - an inner page opens without React: its islands load it as the visitor uses them', () => {
  const { opening, reached } = pageScripts('company/intro/index.html');
  const react = chunksOf(LAZY_ENTRIES.hydrate)[0]!;
  assert.not.ok(opening.includes(react), 'React is not loaded when the page opens');
  assert.ok(reached.includes(react), 'the header menus load it when used');
});

test('budgets - the contact form loads its code only as the visitor nears it', () => {
  const { opening, reached } = pageScripts('contact/index.html');
  const form = chunksOf('ContactForm')[0]!;
  assert.not.ok(opening.includes(form), 'ContactForm is not loaded when the page opens');
  assert.ok(reached.includes(form));
});

test.run();
