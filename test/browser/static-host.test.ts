/**
 * The site on `serve`, the plain static host the README promises (`npx serve dist`): no API
 * answers there. The press list, its page 2, an article, the home news and pressView forwarding
 * work in both languages with no console error and no failed request (contracts §11).
 * `serve` runs as its own process on a free port and is stopped by its pid (./serve-kit.ts).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LOCALES, routeOf } from '../../site/routes.ts';
import { current } from './harness.ts';
import { hydrated } from '../../scripts/lib/chromium.ts';
import { skipIntro } from './home-kit.ts';
import { serveForSuite } from './serve-kit.ts';

const baseUrl = serveForSuite(test);

const PAGES = LOCALES.flatMap((locale) => [
  routeOf('resources/press', locale).url,
  `${routeOf('resources/press', locale).url}/page/2`,
  `${routeOf('resources/press', locale).url}/2025-09-03-cloud-erp-mes`,
  routeOf('home', locale).url,
]);

for (const path of PAGES) {
  test(`static host - ${path} on serve: content in the page, no console error, no failed request`, async () => {
    const context = await current().browser.newContext({ baseURL: await baseUrl() });
    await skipIntro(context);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('requestfailed', (r) => problems.push(`failed: ${r.url()} ${r.failure()?.errorText}`));
    page.on(
      'response',
      (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()}: ${r.url()}`),
    );
    try {
      const response = await page.goto(path);
      assert.is(response?.status(), 200);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      const items = await page
        .locator(
          path.includes('/resources/press/20')
            ? '.press-article__body p'
            : '[data-press-item], [data-news-item]',
        )
        .count();
      assert.ok(items >= 2, `${path} shows its press content (${items})`);
      assert.equal(problems, []);
    } finally {
      await context.close();
    }
  });
}

for (const locale of LOCALES) {
  test(`static host - pressView?seq=17 on serve forwards to the article (${locale})`, async () => {
    const context = await current().browser.newContext({ baseURL: await baseUrl() });
    const page = await context.newPage();
    try {
      await page.goto(`${routeOf('resources/pressView', locale).url}?seq=17`);
      await page.waitForURL(
        (u) => u.pathname === `${routeOf('resources/press', locale).url}/2025-09-03-cloud-erp-mes`,
      );
      assert.ok((await page.locator('.press-article__body p').count()) >= 2);
    } finally {
      await context.close();
    }
  });
}

test.run();
