/**
 * The language memory and the legacy hash redirects in a real browser (contracts §2
 * and §3), at 1440 px and 390 px in both languages.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LOCALES, routeOf, type Locale } from '../../site/routes.ts';
import { VIEWPORT_NAMES, hydrated } from '../../scripts/lib/chromium.ts';
import { open, url } from './layout-kit.ts';

const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

for (const viewport of VIEWPORT_NAMES) {
  for (const locale of LOCALES) {
    const tag = `(${viewport}, ${locale})`;
    const other: Locale = locale === 'ko' ? 'en' : 'ko';

    test(`language - every page load stores its language for 30 days ${tag}`, async () => {
      const { page, context, close } = await open(url('products/kiosk', locale), { viewport });
      try {
        await page.waitForFunction(() => document.cookie.includes('language='));
        const cookie = (await context.cookies()).find((c) => c.name === 'language')!;
        assert.is(cookie.value, locale);
        assert.is(cookie.path, '/');
        assert.ok(Math.abs(cookie.expires - Date.now() / 1000 - THIRTY_DAYS_S) < 120, '30 days');
        assert.is(await page.evaluate(() => localStorage.getItem('language')), locale);
      } finally {
        await close();
      }
    });

    test(`language - KR/EN links store the choice, then navigate ${tag}`, async () => {
      const { page, context, close } = await open(url('company/history', locale), { viewport });
      try {
        const target = routeOf('company/history', other).url;
        // The target answers without scripts, so only the click can have stored the language.
        await context.route(`**${target}`, (route) =>
          route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>target</title>' }),
        );
        await page.locator(`a[data-lang="${other}"]`).click();
        await page.waitForURL(`**${target}`);
        assert.is((await context.cookies()).find((c) => c.name === 'language')?.value, other);
        assert.is(await page.evaluate(() => localStorage.getItem('language')), other);
      } finally {
        await close();
      }
    });

    test(`language - legacy hash URLs go to their clean URLs ${tag}`, async () => {
      const { page, close } = await open(url('home', locale), { viewport });
      try {
        const legacy =
          locale === 'en'
            ? [
                ['/#/eng', '/eng'],
                ['/#/eng/products/kiosk/', '/eng/products/kiosk'],
              ]
            : [
                ['/#/company/intro', '/company/intro'],
                ['/#/solution/must-xr', '/solution/must-xr'],
              ];
        for (const [from, to] of legacy) {
          await page.goto('about:blank');
          await page.goto(from!, { waitUntil: 'commit' });
          await page.waitForURL((u) => u.pathname === to && !u.hash, {
            waitUntil: 'domcontentloaded',
          });
          assert.is(
            await page.evaluate(() => document.documentElement.lang),
            locale,
            `${from} -> ${to}`,
          );
        }
        await page.goto(`${url('home', locale)}#main`, { waitUntil: 'domcontentloaded' });
        await hydrated(page);
        assert.is(new URL(page.url()).hash, '#main', 'an ordinary fragment stays');
      } finally {
        await close();
      }
    });
  }
}

test.run();
