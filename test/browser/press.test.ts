import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { MESSAGES } from '../../site/i18n.ts';
import { routeOf } from '../../site/routes.ts';
import { ROOT } from '../helpers/dist.ts';
import { hydrated, open } from './harness.ts';

const PRESS_FILES = readdirSync(join(ROOT, 'content/press')).filter((f) => f.endsWith('.md')).length;
const LIST = '**/home/resources/press/getPress';
const DETAIL = '**/home/resources/press/getPressDetail';
const url = (id: string, locale: 'ko' | 'en') => routeOf(id, locale).url;
const json = (route: Route, data: unknown, status = 200) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ status, code: status === 200 ? 'SUCCESS' : 'ERROR', msg: 'x', data }) });
const items = (page: Page) => page.locator('[data-press-item]');
const settled = (page: Page, selector: string) => page.waitForSelector(`${selector}:not([data-state="loading"])`);

for (const [locale, viewport] of [['ko', 'desktop'], ['en', 'phone']] as const) {
  test(`press - the list shows 10 items from the preview server and pages by pageNo (${locale}, ${viewport})`, async () => {
    const { page, errors, close } = await open(url('resources/press', locale), { viewport });
    const bodies: unknown[] = [];
    page.on('request', (r) => r.url().endsWith('/getPress') && bodies.push(r.postDataJSON()));
    await settled(page, '.press-list');
    assert.is(await items(page).count(), 10);
    assert.is(await page.locator('.press-list__status').textContent(), MESSAGES[locale]['press.total'].replace('{{count}}', String(PRESS_FILES)));
    const firstTitle = await page.locator('.press-item__title').first().textContent();
    const sentBefore = bodies.length;
    await page.locator('.pagination__page', { hasText: '2' }).click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-press-item]').length === n, PRESS_FILES - 10);
    assert.ok(page.url().endsWith(`${url('resources/press', locale)}?page=2`));
    assert.is(await page.locator('.pagination__page[aria-current="page"]').textContent(), '2');
    assert.equal(bodies.slice(sentBefore), [{ pageNo: 1 }]);
    await page.goBack();
    await page.waitForFunction(() => document.querySelectorAll('[data-press-item]').length === 10);
    assert.is(await page.locator('.press-item__title').first().textContent(), firstTitle);
    assert.equal(errors, []);
    await close();
  });

  test(`press - an item opens its pressView in the same language, text and original link shown (${locale}, ${viewport})`, async () => {
    const { page, errors, close } = await open(url('resources/press', locale), { viewport });
    await settled(page, '.press-list');
    // The first item whose original article is online, so the link is checked too.
    const seqs = (await items(page).evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('seq'))));
    const details = await Promise.all(seqs.map(async (seq) => (await (await page.request.post('/home/resources/press/getPressDetail', { data: { pressSeq: Number(seq) } })).json()).data));
    const index = details.findIndex((d) => d.pressLink);
    const item = items(page).nth(index);
    assert.match((await item.getAttribute('href'))!, new RegExp(`^${url('resources/pressView', locale)}\\?seq=\\d+$`));
    const title = await item.locator('.press-item__title').textContent();
    await item.click();
    await settled(page, '[data-press-detail]');
    const detail = page.locator('[data-press-detail]');
    assert.is(await detail.locator('h2').textContent(), title);
    assert.ok((await detail.locator('.press-article__body p').count()) >= 2);
    const original = detail.locator('a[target="_blank"]');
    assert.is(await original.getAttribute('href'), details[index].pressLink);
    assert.is(await original.getAttribute('rel'), 'noopener noreferrer');
    const back = page.locator('.press-detail__back a');
    assert.is(await back.getAttribute('href'), url('resources/press', locale));
    await back.click();
    await page.waitForURL((u) => u.pathname === url('resources/press', locale));
    assert.equal(errors, []);
    await close();
  });
}

test('press - detail text is shown as text, never as HTML, and only http(s) links are offered', async () => {
  const hostile = '<img src=x onerror="window.__xss=1"><b>bold</b>';
  for (const [pressLink, offered] of [['javascript:window.__xss=2', false], ['https://news.example.com/a?b=1', true]] as const) {
    const { page, close } = await open(`${url('resources/pressView', 'ko')}?seq=5`, {
      init: async (context) => { await context.route(DETAIL, (route) => json(route, { pressSeq: 5, pressType: '언론보도', pressTitle: `<script>window.__xss=3</script>`, pressDate: '2025-01-02', pressContent: `${hostile}\n\n둘째 문단`, pressLink })); },
    });
    await settled(page, '[data-press-detail]');
    const detail = page.locator('[data-press-detail]');
    assert.is(await detail.locator('img, b, script').count(), 0);
    assert.is(await detail.locator('.press-article__body p').first().textContent(), hostile);
    assert.is(await detail.locator('h2').textContent(), '<script>window.__xss=3</script>');
    assert.is(await detail.locator('a[target="_blank"]').count(), offered ? 1 : 0);
    assert.is(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), undefined);
    await close();
  }
});

test('press - a missing or unknown seq says so clearly', async () => {
  for (const [path, key] of [[url('resources/pressView', 'ko'), 'press.missingSeq'], [`${url('resources/pressView', 'en')}?seq=abc`, 'press.missingSeq'], [`${url('resources/pressView', 'en')}?seq=99999`, 'press.notFound']] as const) {
    const { page, close } = await open(path);
    await settled(page, '[data-press-detail]');
    const locale = path.startsWith('/eng') ? 'en' : 'ko';
    assert.is(await page.locator('[data-press-detail] [role="alert"]').textContent(), MESSAGES[locale][key], path);
    assert.is(await page.locator('.press-detail__back a').getAttribute('href'), url('resources/press', locale));
    await close();
  }
});

test('press - loading, empty and error states are said in words; retry recovers', async () => {
  let release: () => void = () => {};
  const { page, close } = await open(url('resources/press', 'en'), {
    viewport: 'phone',
    init: async (context) => {
      await context.route(LIST, async (route) => {
        await new Promise<void>((resolve) => { release = resolve; });
        await json(route, { list: [], totalCount: 0, pageNo: 0, pageSize: 10 });
      });
    },
  });
  await hydrated(page);
  assert.is(await page.locator('.press-list [role="status"]').textContent(), MESSAGES.en['press.loading']);
  assert.is(await page.locator('.press-list').getAttribute('aria-busy'), 'true');
  release();
  await settled(page, '.press-list');
  assert.is(await page.locator('.press-state').textContent(), MESSAGES.en['press.empty']);
  await close();

  let calls = 0;
  const failing = await open(url('resources/press', 'ko'), {
    init: async (context) => {
      await context.route(LIST, (route) => (calls += 1) === 1 ? json(route, null, 500) : json(route, { list: [{ pressSeq: 1, pressType: '보도자료', pressTitle: '복구된 목록', pressDate: '2025-03-04' }], totalCount: 1, pageNo: 0, pageSize: 10 }));
    },
  });
  await settled(failing.page, '.press-list');
  assert.is(await failing.page.locator('.press-state--error p').textContent(), MESSAGES.ko['press.error']);
  await failing.page.locator('.press-state--error button', { hasText: MESSAGES.ko['press.retry'] }).click();
  await failing.page.waitForSelector('[data-press-item]');
  assert.is(await failing.page.locator('.press-item__title').textContent(), '복구된 목록');
  assert.is(await failing.page.locator('.press-item__date').textContent(), '2025.03.04');
  assert.is(await failing.page.locator('.pagination').count(), 0);
  await failing.close();
});

test.run();
