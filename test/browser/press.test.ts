/**
 * The newsroom in a real browser (contracts §11) on the preview server: list pages and their
 * page links, an article and its way back, pressView forwarding a known seq to its article and
 * asking the API only for a seq the build does not know. The same pages on `serve`, the plain
 * static host: static-host.test.ts.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Route } from 'playwright-core';
import { MESSAGES } from '../../site/i18n.ts';
import { LOCALES, routeOf } from '../../site/routes.ts';
import { current, open } from './harness.ts';
import { PRESS_ITEMS } from '../helpers/counts.ts';
import type { Locale } from '../../site/locales.ts';

const DETAIL = '**/home/resources/press/getPressDetail';
const url = (id: string, locale: Locale) => routeOf(id, locale).url;
const json = (route: Route, data: unknown, status = 200) =>
  route.fulfill({
    status,
    contentType: 'application/json',
    body: JSON.stringify({ status, code: status === 200 ? 'SUCCESS' : 'ERROR', msg: 'x', data }),
  });
const settled = (page: import('playwright-core').Page) =>
  page.waitForSelector('[data-press-detail]:not([data-state="loading"])');

for (const [locale, viewport] of [
  ['ko', 'desktop'],
  ['en', 'phone'],
] as const) {
  test(`press - list page 1, page 2 by its link, an article and back to its list page (${locale}, ${viewport})`, async () => {
    const { page, errors, close } = await open(url('resources/press', locale), { viewport });
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/home/resources/') && requests.push(r.url()));
    assert.is(await page.locator('[data-press-item]').count(), 10);
    await page.locator('.pagination__page', { hasText: '2' }).click();
    await page.waitForURL((u) => u.pathname === `${url('resources/press', locale)}/page/2`);
    assert.is(await page.locator('.pagination__page[aria-current="page"]').textContent(), '2');
    const item = page.locator('[data-press-item]').first();
    const [href, title] = [
      await item.getAttribute('href'),
      await item.locator('.press-item__title').textContent(),
    ];
    await item.click();
    await page.waitForURL((u) => u.pathname === href);
    assert.is(await page.locator('h1').textContent(), title);
    assert.ok((await page.locator('.press-article__body p').count()) >= 2);
    await page.locator('.press-detail__back a').click();
    await page.waitForURL((u) => u.pathname === `${url('resources/press', locale)}/page/2`);
    assert.equal(requests, [], 'the newsroom asks no API');
    assert.equal(errors, []);
    await close();
  });
}

for (const locale of LOCALES) {
  test(`press - pressView?seq= of a known item replaces itself with the article page (${locale})`, async () => {
    const { page, errors, close } = await open(url('company/intro', locale));
    await page.goto(`${url('resources/pressView', locale)}?seq=1`);
    await page.waitForURL(
      (u) => u.pathname === `${url('resources/press', locale)}/2023-01-16-safewiz-launch`,
    );
    await page.locator('h1').waitFor();
    await page.goBack();
    await page.waitForURL((u) => u.pathname === url('company/intro', locale));
    assert.equal(errors, []);
    await close();
  });
}

test('press - pressView without JavaScript lists every article with its number', async () => {
  const context = await current().browser.newContext({
    baseURL: current().baseUrl,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto(`${url('resources/pressView', 'en')}?seq=3`);
  const close = () => context.close();
  assert.is(await page.locator('.press-index p').textContent(), MESSAGES.en['press.indexNoscript']);
  const third = page.locator('.press-index__items li', { hasText: 'No. 3' });
  assert.is(
    await third.locator('a').getAttribute('href'),
    `${url('resources/press', 'en')}/2023-05-10-must-xr-launch`,
  );
  assert.is(await page.locator('.press-index__items li').count(), PRESS_ITEMS);
  await close();
});

test('press - an unknown seq asks the API: text shown as text, only http(s) links offered', async () => {
  const hostile = '<img src=x onerror="window.__xss=1"><b>bold</b>';
  for (const [pressLink, offered] of [
    ['javascript:window.__xss=2', false],
    ['https://news.example.com/a?b=1', true],
  ] as const) {
    const { page, close } = await open(`${url('resources/pressView', 'ko')}?seq=500`, {
      init: async (context) => {
        await context.route(DETAIL, (route) =>
          json(route, {
            pressSeq: 500,
            pressType: '언론보도',
            pressTitle: `<script>window.__xss=3</script>`,
            pressDate: '2025-01-02',
            pressContent: `${hostile}\n\n둘째 문단`,
            pressLink,
          }),
        );
      },
    });
    await settled(page);
    const detail = page.locator('[data-press-detail]');
    assert.is(await detail.locator('img, b, script').count(), 0);
    assert.is(await detail.locator('.press-article__body p').first().textContent(), hostile);
    assert.is(await detail.locator('h2').textContent(), '<script>window.__xss=3</script>');
    assert.is(await detail.locator('a[target="_blank"]').count(), offered ? 1 : 0);
    assert.is(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
      undefined,
    );
    await close();
  }
});

test('press - a missing, malformed or unknown seq says so clearly; a failed call offers a retry', async () => {
  for (const [path, key] of [
    [url('resources/pressView', 'ko'), 'press.missingSeq'],
    [`${url('resources/pressView', 'en')}?seq=abc`, 'press.missingSeq'],
    [`${url('resources/pressView', 'en')}?seq=99999`, 'press.notFound'],
  ] as const) {
    const { page, close } = await open(path);
    await settled(page);
    const locale = path.startsWith('/eng') ? 'en' : 'ko';
    assert.is(
      await page.locator('[data-press-detail] [role="alert"]').textContent(),
      MESSAGES[locale][key],
      path,
    );
    assert.is(
      await page.locator('.press-detail__back a').getAttribute('href'),
      url('resources/press', locale),
    );
    await close();
  }
  let calls = 0;
  const failing = await open(`${url('resources/pressView', 'ko')}?seq=600`, {
    init: async (context) => {
      await context.route(DETAIL, (route) =>
        (calls += 1) === 1
          ? json(route, null, 500)
          : json(route, {
              pressSeq: 600,
              pressType: '보도자료',
              pressTitle: '복구된 기사',
              pressDate: '2025-03-04',
              pressContent: '본문',
            }),
      );
    },
  });
  await settled(failing.page);
  assert.is(
    await failing.page.locator('.press-state--error p').textContent(),
    MESSAGES.ko['press.error'],
  );
  await failing.page
    .locator('.press-detail > .button', { hasText: MESSAGES.ko['press.retry'] })
    .click();
  await failing.page.waitForSelector('[data-press-detail][data-state="ready"]');
  assert.is(await failing.page.locator('[data-press-detail] h2').textContent(), '복구된 기사');
  await failing.close();
});

test.run();
