import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTES } from '../../site/routes.ts';
import { page, DIST } from '../helpers/dist.ts';

/** Byte budgets (issue 7): what a page's scripts and HTML may weigh. Lighthouse goals live in `npm run bench`. */
export const BUDGETS = {
  /** gzip bytes of the module script and the island chunks a page preloads */
  jsHome: 135 * 1024,
  jsInner: 85 * 1024,
  /** raw bytes of a page's HTML */
  html: 120 * 1024,
};

const gzipSize = (url: string) => gzipSync(readFileSync(join(DIST, url))).length;

/** The JS a page loads at start: its module script and every chunk it preloads. */
export function pageScripts(outFile: string): string[] {
  const doc = page(outFile);
  return [...doc.querySelectorAll('script[type="module"][src], link[rel="modulepreload"]')].map((el) => el.getAttribute('src') ?? el.getAttribute('href')!);
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
