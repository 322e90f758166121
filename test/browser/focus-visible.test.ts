/**
 * Focus indicators on every page (WCAG 1.4.11, 2.4.7, 2.4.11):
 * Tab goes through every stop of the page, and each shows a ring of 2 px or more at 3:1 against
 * the colours beside it all the way round, the ring's own colour read from a screenshot of the
 * focused page (its opacity and what it is drawn over included), and is not hidden under the
 * header or a panel. The pages: every menu page, a press article and the press list's second page
 * in each language, and the two 404 pages, at 1440 and at 390 px; and at 390 px an inner page with
 * the mobile menu open. The header and footer repeat on every page and are measured once per
 * theme and width.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { LOCALES, ROUTES, routeOf } from '../../site/routes.ts';
import { PAGES } from '../helpers/dist.ts';
import { open, type Opened } from './harness.ts';
import { hydrated, type ViewportName } from '../../scripts/lib/chromium.ts';
import { walkTabStops } from './focus-kit.ts';
import { skipIntro } from './home-kit.ts';

/**
 * The menu's pages, one press article and the second list page per language, the 404 pages; with
 * FOCUS_PAGES set, only those whose path contains one of its comma-separated parts (a quick look
 * at a few pages: `FOCUS_PAGES=/contact,/eng/business npx tsx test/browser/run.ts focus-visible`).
 */
const ALL_PATHS = [
  ...ROUTES.map((r) => r.url),
  ...LOCALES.flatMap((locale) => [
    PAGES.find((r) => r.locale === locale && r.kind === 'article')!.url,
    PAGES.find((r) => r.locale === locale && r.url.includes('/resources/press/page/'))!.url,
  ]),
  '/no-such-page',
  '/eng/no-such-page',
];
const ONLY = process.env.FOCUS_PAGES?.split(',');
const PATHS = ONLY ? ALL_PATHS.filter((p) => ONLY.some((part) => p.includes(part))) : ALL_PATHS;

/** tsx names the functions it compiles with a helper the page lacks; give the page one. */
const withNameHelper = async (opened: Opened) =>
  opened.context.addInitScript('globalThis.__name = (fn) => fn');

function sweep(viewport: ViewportName, paths: readonly string[], menuOpen = false) {
  const name = `${viewport}${menuOpen ? ', menu open' : ''}`;
  const s = suite<{ opened?: Opened; seen: Set<string>; stops: number; measured: number }>(
    `focus visible - every ring reaches 3:1 beside it (${name})`,
    { seen: new Set(), stops: 0, measured: 0 },
  );
  s.before(async (ctx) => {
    ctx.opened = await open('about:blank', {
      viewport,
      reducedMotion: true,
      init: skipIntro,
    });
    await withNameHelper(ctx.opened);
  });
  s.after(async (ctx) => {
    await ctx.opened?.close();
    // The figures docs/accessibility.md gives.
    console.log(
      `focus visible (${name}): ${paths.length} pages, ${ctx.stops} Tab stops, ${ctx.measured} measured`,
    );
  });
  for (const path of paths) {
    s(path, async (ctx) => {
      const { page } = ctx.opened!;
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await hydrated(page);
      if (menuOpen) {
        await page.locator('button[data-menu-toggle]').click();
        await page.waitForSelector('[data-mobile-menu][data-open="true"]', { state: 'attached' });
        // The menu as it settles: its first group expands 500 ms after it opens and moves every
        // group below it down. Walked sooner, a ring read where its summary was is photographed
        // where the next one has come (0:1, seen on a loaded machine).
        await page.waitForSelector('[data-mobile-menu] details[open]', { state: 'attached' });
      }
      const walk = await walkTabStops(page, path, ctx.seen);
      ctx.stops += walk.stops;
      ctx.measured += walk.measured.length;
      assert.ok(walk.stops > 0, `${path}: Tab reached nothing`);
      assert.equal(walk.faults, []);
    });
  }
  s.run();
}

sweep('desktop', PATHS);
sweep('phone', PATHS);
// The open mobile menu: what Tab can reach is the header and the menu, all shown.
sweep(
  'phone',
  LOCALES.map((l) => routeOf('company/intro', l).url).filter((p) => PATHS.includes(p)),
  true,
);
