/**
 * Every page of both languages in a real browser (issue 3 points 6 and 7): no console error,
 * every island hydrated, and at 390 px nothing wider than the screen. One page per viewport is
 * reused across the whole sweep.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ROUTES } from '../../site/routes.ts';
import { hydrated, open, type Opened } from './harness.ts';

/** Paths of the two 404 pages: any unknown path of each language. */
const NOT_FOUND = ['/no-such-page', '/eng/no-such-page'];
const PATHS = [...ROUTES.map((r) => r.url), ...NOT_FOUND];

/** Chromium reports the 404 document's own status as a console error; that one is expected. */
const isExpected = (path: string, message: string) =>
  NOT_FOUND.includes(path) && /status of 404/.test(message);

function sweep(
  name: string,
  viewport: 'desktop' | 'phone',
  check: (opened: Opened, path: string) => Promise<void>,
) {
  const s = suite<{ opened?: Opened }>(name);
  s.before(async (ctx) => {
    ctx.opened = await open('about:blank', { viewport });
  });
  s.after(async (ctx) => ctx.opened?.close());
  for (const path of PATHS) s(`${path}`, async (ctx) => check(ctx.opened!, path));
  s.run();
}

sweep(
  'pages - no console error and every island hydrated (desktop)',
  'desktop',
  async ({ page, errors }, path) => {
    errors.length = 0;
    const response = await page.goto(path);
    assert.is(response?.status(), NOT_FOUND.includes(path) ? 404 : 200, path);
    await hydrated(page).catch(() => {
      throw new Error(`${path}: islands not hydrated: ${errors.join(' | ')}`);
    });
    assert.ok(
      (await page.locator('[data-island]').count()) >= 4,
      `${path}: layout islands present`,
    );
    assert.equal(
      errors.filter((e) => !isExpected(path, e)),
      [],
      `${path}: console errors`,
    );
  },
);

sweep('pages - nothing overflows at 390 px (phone)', 'phone', async ({ page }, path) => {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  // Scrolled down, the header hides: nothing it holds may widen the page then either.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  // An element sticking out is a fault unless a box of its own clips or scrolls it (a wide
  // table). No named functions inside: tsx would wrap them in a helper the page does not have.
  const wide = await page.evaluate(() => ({
    scrollWidth: Math.max(document.documentElement.scrollWidth, window.innerWidth),
    culprits: [...document.querySelectorAll('body *')]
      .filter((el) => {
        if (el.getBoundingClientRect().right <= 391 || el.closest('[data-mobile-menu]'))
          return false;
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          if (getComputedStyle(p).overflowX !== 'visible') return false;
        }
        return true;
      })
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
  }));
  assert.equal(wide.culprits, [], `${path}: wider than 390 px`);
  assert.ok(
    wide.scrollWidth <= 390,
    `${path}: scrollWidth ${wide.scrollWidth} (${wide.culprits.join(', ')})`,
  );
});
