/**
 * Every page of both languages in a real browser: no console error,
 * every island hydrated, and at 390 px nothing wider than the screen; at 320 px (reflow,
 * WCAG 1.4.10) the same for every page the build writes. One page per viewport is reused across a
 * sweep.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { ROUTES } from '../../site/routes.ts';
import { PAGES } from '../helpers/dist.ts';
import { open, type Opened } from './harness.ts';
import { hydrated, type ViewportName } from '../../scripts/lib/chromium.ts';

/** Paths of the two 404 pages: any unknown path of each language. */
const NOT_FOUND = ['/no-such-page', '/eng/no-such-page'];
const PATHS = [...ROUTES.map((r) => r.url), ...NOT_FOUND];
/** Every page the build writes: the menu's, the newsroom's (articles, list pages) and the 404s. */
const EVERY_PAGE = [...PAGES.filter((r) => r.kind !== 'notFound').map((r) => r.url), ...NOT_FOUND];

/** Chromium reports the 404 document's own status as a console error; that one is expected. */
const isExpected = (path: string, message: string) =>
  NOT_FOUND.includes(path) && /status of 404/.test(message);

function sweep(
  name: string,
  viewport: ViewportName,
  paths: readonly string[],
  check: (opened: Opened, path: string) => Promise<void>,
) {
  const s = suite<{ opened?: Opened }>(name);
  s.before(async (ctx) => {
    ctx.opened = await open('about:blank', { viewport });
  });
  s.after(async (ctx) => ctx.opened?.close());
  for (const path of paths) s(`${path}`, async (ctx) => check(ctx.opened!, path));
  s.run();
}

sweep(
  'pages - no console error and every island hydrated (desktop)',
  'desktop',
  PATHS,
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

/**
 * Nothing sticks out sideways: the page is `width` wide at most, and an element past its right
 * edge is a fault unless a box of its own clips or scrolls it (a wide table, the closed mobile
 * menu). Checked scrolled to the bottom too, where the header has hidden.
 */
async function assertNoOverflow(page: Page, path: string, width: number): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  const wide = await page.evaluate((edge) => {
    const culprits = [...document.querySelectorAll('body *')].filter((el) => {
      if (el.getBoundingClientRect().right <= edge + 1 || el.closest('[data-mobile-menu]'))
        return false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') return false;
      }
      return true;
    });
    return {
      scrollWidth: Math.max(document.documentElement.scrollWidth, window.innerWidth),
      culprits: culprits.slice(0, 3).map((el) => {
        const box = el.getBoundingClientRect();
        return `${el.tagName.toLowerCase()}.${el.className} (${Math.round(box.right - edge)} px past)`;
      }),
    };
  }, width);
  assert.equal(wide.culprits, [], `${path}: wider than ${width} px`);
  assert.ok(
    wide.scrollWidth <= width,
    `${path}: scrollWidth ${wide.scrollWidth} (${wide.culprits.join(', ')})`,
  );
}

sweep('pages - nothing overflows at 390 px (phone)', 'phone', PATHS, ({ page }, path) =>
  assertNoOverflow(page, path, 390),
);

// WCAG 1.4.10: every page the build writes, both languages, at 320 CSS px.
sweep(
  'pages - reflow: nothing overflows at 320 px (1280 px at 400 %)',
  'zoomed',
  EVERY_PAGE,
  ({ page }, path) => assertNoOverflow(page, path, 320),
);
