/**
 * Focus indicators on every page (issue 30 point 5, WCAG 1.4.11, 2.4.7, 2.4.11): each element Tab
 * reaches shows a ring of 2 px or more at 3:1 against the colours beside it, measured from a
 * screenshot of the focused page, and is not hidden under the header or a panel. The header and
 * footer repeat on every page and are measured once per theme. At 390 px: home, contact and two
 * inner pages, and an inner page with the mobile menu open.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { LOCALES, ROUTES, routeOf } from '../../site/routes.ts';
import { PAGES } from '../helpers/dist.ts';
import { hydrated, open, type Opened, type ViewportName } from './harness.ts';
import { focusFaults } from './focus-kit.ts';
import { skipIntro } from './home-kit.ts';

/** The menu's pages, one press article and the second list page per language, the 404 pages. */
const PATHS = [
  ...ROUTES.map((r) => r.url),
  ...LOCALES.flatMap((locale) => [
    PAGES.find((r) => r.locale === locale && r.kind === 'article')!.url,
    PAGES.find((r) => r.locale === locale && r.url.includes('/resources/press/page/'))!.url,
  ]),
  '/no-such-page',
  '/eng/no-such-page',
];

/** tsx names the functions it compiles with a helper the page lacks; give the page one. */
const withNameHelper = async (opened: Opened) =>
  opened.context.addInitScript('globalThis.__name = (fn) => fn');

function sweep(viewport: ViewportName, paths: readonly string[], menuOpen = false) {
  const s = suite<{ opened?: Opened; seen: Set<string> }>(
    `focus visible - every ring reaches 3:1 beside it (${viewport}${menuOpen ? ', menu open' : ''})`,
    { seen: new Set() },
  );
  s.before(async (ctx) => {
    ctx.opened = await open('about:blank', {
      viewport,
      reducedMotion: true,
      init: skipIntro,
    });
    await withNameHelper(ctx.opened);
  });
  s.after(async (ctx) => ctx.opened?.close());
  for (const path of paths) {
    s(path, async (ctx) => {
      const { page } = ctx.opened!;
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await hydrated(page);
      if (menuOpen) {
        await page.locator('button[data-menu-toggle]').click();
        await page.waitForSelector('[data-mobile-menu][data-open="true"]', { state: 'attached' });
      }
      assert.equal(await focusFaults(page, path, ctx.seen), []);
    });
  }
  s.run();
}

sweep('desktop', PATHS);
sweep('phone', [
  ...LOCALES.flatMap((l) =>
    ['home', 'contact', 'company/intro', 'solution/must-xr'].map((id) => routeOf(id, l).url),
  ),
]);
// The open mobile menu (issue 30 point 1): what Tab can reach is the header and the menu, all shown.
sweep(
  'phone',
  LOCALES.map((l) => routeOf('company/intro', l).url),
  true,
);
