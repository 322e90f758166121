/**
 * The home news in a real browser (issue 4 point 5): the first 4 items of getPress from the
 * preview server, the 'service being prepared' dialog, 'more news', and the loading, empty and
 * failed states in a reserved box (stubbed with page.route), in both languages.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page, Route } from 'playwright-core';
import { LOCALES, routeOf, type Locale } from '../../site/routes.ts';
import { hydrated, open, type ViewportName } from './harness.ts';
import { homeUrl, skipIntro } from './home-kit.ts';

const ENDPOINT = '**/home/resources/press/getPress';
const PREPARING = { ko: '서비스를 준비중입니다.', en: 'Service is being prepared.' } as const;
const CONFIRM = { ko: '확인', en: 'OK' } as const;
const BOX = 'section[data-section="news"] .home-news__box';

interface PressItem { pressSeq: number; pressType: string; pressTitle: string; pressDate: string }

const fakeItems = (n: number): PressItem[] => Array.from({ length: n }, (_, i) => ({ pressSeq: 100 - i, pressType: '보도자료', pressTitle: `Stub title ${i + 1} <b>not bold</b>`, pressDate: `2025-0${(i % 9) + 1}-1${i % 10}` }));
const answer = (route: Route, status: number, body: unknown) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** Holds the getPress answer until `release` is called. */
function heldAnswer(page: Page, items: PressItem[]) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  return { ready: page.route(ENDPOINT, async (route) => { await released; await answer(route, 200, { status: 200, code: 'OK', msg: '', data: { list: items, totalCount: items.length, pageNo: 0, pageSize: 10 } }); }), release };
}

const rows = (page: Page) => page.locator('[data-news-item]').evaluateAll((els) => els.map((el) => ({
  type: el.querySelector('.home-news__type')?.textContent, title: el.querySelector('.home-news__title')?.textContent, date: el.querySelector('time')?.getAttribute('datetime'),
})));
/** The news box's height and where the next section starts, measured from the news section. */
const layout = (page: Page) => page.evaluate((sel) => ({
  box: Math.round(document.querySelector(sel)!.getBoundingClientRect().height),
  contact: Math.round(document.querySelector('section[data-section="contact"]')!.getBoundingClientRect().top - document.querySelector('section[data-section="news"]')!.getBoundingClientRect().top),
}), BOX);

async function openAt(locale: Locale, viewport: ViewportName = 'desktop') {
  return open(homeUrl(locale), { viewport, init: skipIntro });
}

for (const locale of LOCALES) {
  test(`home news - the first 4 items of the preview API with type, title and date (${locale})`, async () => {
    const { page, close, errors } = await open('/favicon.svg', { init: skipIntro });
    try {
      const request = page.waitForRequest((r) => r.url().endsWith('/home/resources/press/getPress'));
      await page.goto(homeUrl(locale));
      await hydrated(page);
      const sent = await request;
      assert.equal(sent.postDataJSON(), { pageNo: 0 });
      assert.is(await sent.headerValue('x-view-name'), 'home');
      const api = await page.request.post('/home/resources/press/getPress', { data: { pageNo: 0 } });
      const expected = ((await api.json()).data.list as PressItem[]).slice(0, 4);
      assert.is(expected.length, 4, 'the preview server has at least 4 items');
      await page.locator('[data-news-item]').nth(3).waitFor();
      assert.equal(await rows(page), expected.map((p) => ({ type: p.pressType, title: p.pressTitle, date: p.pressDate })));
      assert.equal(errors, []);
    } finally {
      await close();
    }
  });

  test(`home news - a click shows 'service being prepared'; 'more news' goes to the press page (${locale})`, async () => {
    const { page, close } = await openAt(locale);
    try {
      await hydrated(page);
      await page.locator('[data-news-item]').first().click();
      const dialog = page.getByRole('alertdialog');
      assert.is((await dialog.locator('p').textContent())?.trim(), PREPARING[locale]);
      await dialog.getByRole('button', { name: CONFIRM[locale] }).click();
      assert.not.ok(await dialog.isVisible());
      assert.is(await page.locator('a[data-news-more]').getAttribute('href'), routeOf('resources/press', locale).url);
    } finally {
      await close();
    }
  });
}

for (const viewport of ['desktop', 'phone'] as const) {
  test(`home news - loading, then items in the reserved space: nothing below moves (${viewport})`, async () => {
    const { page, close } = await open('/favicon.svg', { viewport, init: skipIntro });
    try {
      const held = heldAnswer(page, fakeItems(6));
      await held.ready;
      await page.goto(homeUrl('en'));
      await hydrated(page);
      assert.is(await page.locator(BOX).getAttribute('aria-busy'), 'true');
      assert.ok(await page.locator(`${BOX} .home-news__skeleton`).isVisible(), 'loading rows shown');
      const before = await layout(page);
      held.release();
      await page.locator('[data-news-item]').nth(3).waitFor();
      assert.is(await page.locator('[data-news-item]').count(), 4, 'only the first 4');
      assert.equal(await layout(page), before);
      assert.is(await page.locator('.home-news__title').first().textContent(), 'Stub title 1 <b>not bold</b>', 'API text stays text');
    } finally {
      await close();
    }
  });
}

test('home news - an empty list says so in the section', async () => {
  const { page, close } = await open('/favicon.svg', { init: skipIntro });
  try {
    await page.route(ENDPOINT, (route) => answer(route, 200, { status: 200, code: 'OK', msg: '', data: { list: [], totalCount: 0, pageNo: 0, pageSize: 10 } }));
    await page.goto(homeUrl('ko'));
    await page.getByText('아직 등록된 소식이 없습니다.').waitFor();
    assert.is(await page.locator('[data-news-item]').count(), 0);
  } finally {
    await close();
  }
});

test('home news - a failed call says so, and trying again loads the items', async () => {
  const { page, close, errors } = await open('/favicon.svg', { init: skipIntro });
  try {
    let calls = 0;
    await page.route(ENDPOINT, (route) => (calls++ === 0
      ? answer(route, 500, { status: 500, code: 'INTERNAL', msg: 'Internal error' })
      : answer(route, 200, { status: 200, code: 'OK', msg: '', data: { list: fakeItems(2) } })));
    await page.goto(homeUrl('en'));
    await page.getByText('We could not load the news. Please try again later.').waitFor();
    const before = await layout(page);
    assert.ok(errors.some((e) => e.includes('getPress: HTTP 500')), 'the failure is logged');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('[data-news-item]').nth(1).waitFor();
    assert.equal(await layout(page), before);
  } finally {
    await close();
  }
});

test.run();
