import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTES } from '../../site/routes.ts';
import { page, DIST } from '../helpers/dist.ts';

/** Byte budgets (issue 7): what a page's scripts and HTML may weigh. Lighthouse goals live in `npm run bench`. */
export const BUDGETS = {
  /** gzip bytes of the module script and every chunk the page's islands load */
  jsHome: 135 * 1024,
  jsInner: 85 * 1024,
  /** raw bytes of a page's HTML */
  html: 120 * 1024,
};

const gzipSize = (url: string) => gzipSync(readFileSync(join(DIST, url))).length;

const ISLAND_CHUNKS: Record<string, string[]> = JSON.parse(readFileSync(join(DIST, 'assets/islands.json'), 'utf8'));

/** The JS a page loads to come alive: its module script and the chunks of each island on it. */
export function pageScripts(outFile: string): string[] {
  const doc = page(outFile);
  const main = doc.querySelector('script[type="module"][src]')!.getAttribute('src')!;
  const islands = [...doc.querySelectorAll('[data-island]')].map((el) => el.getAttribute('data-island')!);
  return [...new Set([main, ...islands.flatMap((name) => ISLAND_CHUNKS[name] ?? [])])];
}

for (const route of ROUTES) {
  test(`budgets - ${route.url} stays within its JS and HTML budgets`, () => {
    const js = pageScripts(route.outFile).reduce((sum, url) => sum + gzipSize(url), 0);
    const limit = route.kind === 'home' ? BUDGETS.jsHome : BUDGETS.jsInner;
    assert.ok(js <= limit, `${route.url}: ${js} gzip bytes of JS > ${limit}`);
    const html = statSync(join(DIST, route.outFile)).size;
    assert.ok(html <= BUDGETS.html, `${route.url}: ${html} bytes of HTML > ${BUDGETS.html}`);
  });
}

test.run();
