/**
 * Security review fix 1 in a real browser: the legacy hash redirect (client/lib/legacy.ts) goes
 * only to a same-origin path of a known route. Hostile hashes that URL parsers read as another
 * host (`//evil`, `/\evil`, a tab before the slash, userinfo) leave the visitor on the site.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { current } from './harness.ts';

const HOSTILE = [
  '/#//evil.example',
  '/#/\\evil.example',
  '/#//evil.example@localhost',
  '/#/\\/evil.example/path',
  '/#/\t/evil.example',
  '/#/%09/evil.example',
  '/#//evil.example/eng/company/intro',
  '/#/https://evil.example',
  '/#/javascript:alert(document.domain)',
  '/#/eng/../..//evil.example',
  '/#/company/intro/../../..//evil.example',
  '/#/no-such-page',
];

test('legacy redirect - hostile hashes never leave the origin and unknown paths are not followed', async () => {
  const { browser, baseUrl } = current();
  const context = await browser.newContext({ baseURL: baseUrl });
  const elsewhere: string[] = [];
  // Any request to another host is recorded and refused: nothing leaves this machine.
  await context.route(
    (url) => url.origin !== baseUrl,
    (route) => {
      elsewhere.push(route.request().url());
      return route.abort();
    },
  );
  const page = await context.newPage();
  try {
    for (const hostile of HOSTILE) {
      await page.goto('about:blank');
      await page.goto(hostile, { waitUntil: 'load' });
      await page.waitForTimeout(150); // the redirect runs from the head's module script
      assert.is(new URL(page.url()).origin, baseUrl, `${hostile} -> ${page.url()}`);
      assert.is(
        new URL(page.url()).pathname,
        '/',
        `${hostile} stays on the home page (${page.url()})`,
      );
    }
    assert.equal(elsewhere, []);
    await page.goto('about:blank');
    await page.goto('/#/eng/company/intro/');
    await page.waitForURL((u) => u.pathname === '/eng/company/intro');
  } finally {
    await context.close();
  }
});

test.run();
