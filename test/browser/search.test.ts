/**
 * Site search in Chromium on the built site served as a static host (contracts §21):
 * Korean a person would type finds its pages (inside compounds, before particles), each query of
 * the table ranks its page first or in the top three, results stay in the page's language, the
 * header's search works by keyboard and the mobile menu's inside the menu, axe finds nothing in
 * the search UI, and a page loads no search code until its visitor searches.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { isSearchable, mainText } from '../../site/builder/search-index.ts';
import { DIST, PAGES } from '../helpers/dist.ts';
import { current } from './harness.ts';
import { VIEWPORTS, hydrated } from '../../scripts/lib/chromium.ts';
import { serveForSuite } from './serve-kit.ts';

const baseUrl = serveForSuite(test);

/** Each query with the page it must rank first (1) or among the first three (3). */
const QUERIES: { query: string; lang: 'ko' | 'en'; page: string; rank: 1 | 3 }[] = [
  // The issue's own.
  { lang: 'ko', query: '안전', page: '/solution/safewiz', rank: 3 },
  { lang: 'ko', query: '위험성평가', page: '/business/safety', rank: 1 },
  { lang: 'ko', query: '주차', page: '/products/parkdian', rank: 1 },
  { lang: 'ko', query: '키오스크', page: '/products/kiosk', rank: 1 },
  { lang: 'ko', query: 'safewiz', page: '/solution/safewiz', rank: 1 },
  { lang: 'en', query: 'safewiz', page: '/eng/solution/safewiz', rank: 1 },
  { lang: 'ko', query: 'RFID', page: '/products/rfid', rank: 1 },
  { lang: 'en', query: 'RFID', page: '/eng/products/rfid', rank: 1 },
  // Ours: what buyers look for, in both languages.
  { lang: 'ko', query: 'MES', page: '/solution/smart-mes', rank: 1 },
  { lang: 'ko', query: '보호구', page: '/products/remote-locker', rank: 1 },
  { lang: 'ko', query: '개인정보', page: '/privacy', rank: 1 },
  { lang: 'ko', query: '수요반응', page: '/solution/enov', rank: 1 },
  { lang: 'ko', query: '디지털 트윈', page: '/business/digital-twin', rank: 1 },
  // 태양광: the metering page (it monitors solar plants) first, then hatna's press items and hatna.
  { lang: 'ko', query: '태양광', page: '/business/energy-iot', rank: 3 },
  { lang: 'ko', query: '조각투자', page: '/solution/hatna', rank: 1 },
  { lang: 'ko', query: '중대재해처벌법', page: '/business/safety', rank: 1 },
  { lang: 'en', query: 'demand response', page: '/eng/solution/enov', rank: 1 },
  { lang: 'en', query: 'PPE', page: '/eng/products/remote-locker', rank: 1 },
  { lang: 'en', query: 'careers', page: '/eng/company/talent', rank: 1 },
  { lang: 'en', query: 'solar', page: '/eng/solution/hatna', rank: 3 },
  { lang: 'en', query: 'virtual reality', page: '/eng/solution/must-xr', rank: 1 },
];

/**
 * A product's own subject, and the product's page: the page a buyer wants ranks above
 * every press item the query finds, the news about the product below the product.
 */
const PRODUCT_QUERIES: { lang: 'ko' | 'en'; query: string; page: string }[] = [
  { lang: 'ko', query: 'hatna', page: '/solution/hatna' },
  { lang: 'ko', query: '태양광', page: '/solution/hatna' },
  { lang: 'ko', query: '태양광 투자', page: '/solution/hatna' },
  { lang: 'ko', query: 'XR 안전교육', page: '/solution/must-xr' },
  { lang: 'ko', query: '가상현실', page: '/solution/must-xr' },
  { lang: 'ko', query: '중대재해처벌법', page: '/solution/safewiz' },
  { lang: 'ko', query: '위험성평가', page: '/solution/safewiz' },
  { lang: 'ko', query: '피크', page: '/solution/enov' },
  { lang: 'ko', query: '주차', page: '/products/parkdian' },
  { lang: 'ko', query: '보호구', page: '/products/remote-locker' },
  { lang: 'ko', query: '배리어프리 키오스크', page: '/products/kiosk' },
  { lang: 'ko', query: 'RFID 자재관리', page: '/products/rfid' },
  { lang: 'ko', query: 'ERP', page: '/solution/smart-erp' },
  { lang: 'en', query: 'solar', page: '/eng/solution/hatna' },
  { lang: 'en', query: 'fractional investment', page: '/eng/solution/hatna' },
  { lang: 'en', query: 'virtual reality', page: '/eng/solution/must-xr' },
  { lang: 'en', query: 'Serious Accidents Punishment Act', page: '/eng/solution/safewiz' },
  { lang: 'en', query: 'peak demand', page: '/eng/solution/enov' },
  { lang: 'en', query: 'parking', page: '/eng/products/parkdian' },
  { lang: 'en', query: 'PPE locker', page: '/eng/products/remote-locker' },
  { lang: 'en', query: 'barrier-free kiosk', page: '/eng/products/kiosk' },
  { lang: 'en', query: 'MES', page: '/eng/solution/smart-mes' },
];
const PRESS_ITEM = /\/resources\/press\/\d{4}-/;

const SEARCH_PAGE = { ko: '/search', en: '/eng/search' } as const;

/**
 * Types `query` into the search page's field and returns the result URLs once they are in, in
 * order.
 */
async function resultsOf(page: Page, query: string): Promise<{ urls: string[]; status: string }> {
  await page.fill('#search-page-query', query);
  const done = `[data-search-results][data-status="done"][data-query="${query}"]`;
  await page.waitForSelector(done, { timeout: 30_000 });
  const urls = await page.$$eval(`${done} .search-result__title`, (links) =>
    links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
  );
  const status = await page.textContent(`${done} [data-search-status]`);
  return { urls, status: status ?? '' };
}

/** Every result of `query`, "more results" pressed until the list is whole. */
async function allResultsOf(page: Page, query: string): Promise<string[]> {
  let { urls } = await resultsOf(page, query);
  while (await page.isVisible('.search-page__more')) {
    const before = urls.length;
    await page.click('.search-page__more');
    await page.waitForFunction(
      (n) => document.querySelectorAll('.search-result').length > n,
      before,
    );
    urls = await page.$$eval('.search-result__title', (links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );
  }
  return urls;
}

async function searchPage(lang: 'ko' | 'en', viewport: keyof typeof VIEWPORTS = 'desktop') {
  const context = await current().browser.newContext({
    ...VIEWPORTS[viewport],
    baseURL: await baseUrl(),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(SEARCH_PAGE[lang]);
  await hydrated(page);
  return { page, errors, close: () => context.close() };
}

/** The searchable pages of a language whose indexed text contains `word`, from dist/. */
function pagesSaying(word: string, lang: 'ko' | 'en'): string[] {
  return PAGES.filter((r) => r.locale === lang && isSearchable(r))
    .filter((r) => mainText(readFileSync(join(DIST, r.outFile), 'utf8')).includes(word))
    .map((r) => r.url);
}

test('search - each query of the table ranks its page first or among the first three', async () => {
  const table: string[] = [];
  const misses: string[] = [];
  for (const lang of ['ko', 'en'] as const) {
    const { page, errors, close } = await searchPage(lang);
    try {
      for (const { query, page: expected, rank } of QUERIES.filter((q) => q.lang === lang)) {
        const { urls } = await resultsOf(page, query);
        const at = urls.indexOf(expected) + 1;
        table.push(
          `| ${lang} | \`${query}\` | ${expected} | ${rank === 1 ? 'first' : 'top 3'} | ${at || 'not found'} |`,
        );
        if (!at || at > rank)
          misses.push(`${query}: ${expected} at ${at || 'none'} (${urls.slice(0, 3).join(', ')})`);
      }
      assert.equal(errors, []);
    } finally {
      await close();
    }
  }
  console.log(
    ['| language | query | page | must rank | ranks |', '|---|---|---|---|---|', ...table].join(
      '\n',
    ),
  );
  assert.equal(misses, []);
});

test("search - for a product's own subject, the product's page ranks above every press item about it", async () => {
  const table: string[] = [];
  const misses: string[] = [];
  for (const lang of ['ko', 'en'] as const) {
    const { page, errors, close } = await searchPage(lang);
    try {
      for (const { query, page: product } of PRODUCT_QUERIES.filter((q) => q.lang === lang)) {
        const { urls } = await resultsOf(page, query);
        const at = urls.indexOf(product) + 1;
        const press = urls.findIndex((url) => PRESS_ITEM.test(url)) + 1;
        table.push(
          `| ${lang} | \`${query}\` | ${product} | ${at || 'not found'} | ${press || '-'} |`,
        );
        if (!at || (press && press < at))
          misses.push(`${query}: ${product} at ${at || 'none'}, a press item at ${press}`);
      }
      assert.equal(errors, []);
    } finally {
      await close();
    }
  }
  console.log(
    [
      '| language | query | product page | its rank | first press item |',
      '|---|---|---|---|---|',
      ...table,
    ].join('\n'),
  );
  assert.equal(misses, []);
});

test('search - 안전 finds every page that says it, those that only say 안전보건 too', async () => {
  const { page, close } = await searchPage('ko');
  try {
    const found = await allResultsOf(page, '안전');
    const saying = pagesSaying('안전', 'ko');
    // Pages that never write 안전 as a word of its own, only inside 안전보건 and the like.
    const onlyCompounds = saying.filter((url) => {
      const route = PAGES.find((r) => r.url === url)!;
      return !/(^|[^가-힣])안전([^가-힣]|$)/.test(
        mainText(readFileSync(join(DIST, route.outFile), 'utf8')),
      );
    });
    assert.ok(onlyCompounds.length > 0, 'some pages only say 안전 inside a longer word');
    assert.equal(
      saying.filter((url) => !found.includes(url)),
      [],
      'pages saying 안전 not found',
    );
  } finally {
    await close();
  }
});

test('search - a Korean word is found inside compounds and before particles', async () => {
  const { page, close } = await searchPage('ko');
  try {
    // 보건 mostly stands inside 안전보건 (Pagefind alone found 1 of these pages, measured).
    // [query, the word pages say, how many pages at least say it]
    for (const [query, word, least] of [
      ['보건', '보건', 3],
      ['평가', '평가', 3],
      ['위험성평가', '위험성평가를', 1],
    ] as const) {
      const found = await allResultsOf(page, query);
      const saying = pagesSaying(word, 'ko');
      assert.ok(saying.length >= least, `${word}: ${saying.length} pages`);
      assert.equal(
        saying.filter((url) => !found.includes(url)),
        [],
        `pages saying ${word} not found by ${query}`,
      );
    }
  } finally {
    await close();
  }
});

test("search - results are in the page's language only, with title, section and the match marked", async () => {
  for (const lang of ['ko', 'en'] as const) {
    const { page, close } = await searchPage(lang);
    try {
      const urls = await allResultsOf(page, 'safewiz');
      assert.ok(urls.length > 3);
      assert.ok(
        urls.every((url) => url.startsWith('/eng/') === (lang === 'en')),
        urls.join(' '),
      );
      const first = page.locator('.search-result').first();
      assert.is(
        await first.locator('.search-result__section').textContent(),
        lang === 'ko' ? '솔루션' : 'Solutions',
      );
      assert.match((await first.locator('mark').first().textContent()) ?? '', /^safewiz$/i);
    } finally {
      await close();
    }
  }
});

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** axe-core's WCAG 2.2 A/AA findings inside `selector`. */
async function axeFindings(page: Page, selector: string): Promise<string[]> {
  // On a settled page: colours in transition are not what a visitor reads.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (root) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            c: object,
            o: object,
          ) => Promise<{
            violations: {
              id: string;
              nodes: { target: string[]; any: { data: unknown }[] }[];
            }[];
          }>;
        };
      }
    ).axe;
    const { violations } = await axe.run(
      { include: [root] },
      {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'],
        },
      },
    );
    return violations.map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${JSON.stringify(n.any.map((a) => a.data))}`).join(', ')}`,
    );
  }, selector);
}

test('search - the header search by keyboard: open, type, results announced, Tab to a result, Escape closes', async () => {
  const context = await current().browser.newContext({
    ...VIEWPORTS.desktop,
    baseURL: await baseUrl(),
  });
  const page = await context.newPage();
  try {
    await page.goto('/company/intro');
    await hydrated(page);
    await page.focus('[data-search-toggle]');
    await page.keyboard.press('Enter');
    assert.is(await page.getAttribute('[data-search-toggle]', 'aria-expanded'), 'true');
    assert.is(await page.evaluate(() => document.activeElement?.id), 'site-search-query');
    const label = await page.evaluate(
      () => (document.activeElement as HTMLInputElement).labels?.[0]?.textContent,
    );
    assert.is(label, '사이트 검색');
    await page.keyboard.type('키오스크');
    const done = '#site-search [data-search-results][data-status="done"][data-query="키오스크"]';
    await page.waitForSelector(done, { timeout: 30_000 });
    // The count is said in a live region (role=status) that was there before the results.
    assert.match((await page.textContent(`${done} [role="status"]`)) ?? '', /^검색 결과 \d+건$/);
    assert.equal(await axeFindings(page, '#site-search'), [], 'the header panel');
    await page.keyboard.press('Tab'); // the submit button
    await page.keyboard.press('Tab'); // the first result
    assert.is(
      await page.evaluate(() => document.activeElement?.getAttribute('href')),
      '/products/kiosk',
    );
    await page.keyboard.press('Escape');
    assert.ok(await page.isHidden('#site-search'), 'Escape closes the panel');
    assert.is(
      await page.evaluate(() => document.activeElement?.hasAttribute('data-search-toggle')),
      true,
    );
    // Enter in the field goes to the search page with every result.
    await page.keyboard.press('Enter');
    // The panel keeps the last query; select it and type over it.
    assert.is(await page.inputValue('#site-search-query'), '키오스크');
    assert.is(await page.evaluate(() => document.activeElement?.id), 'site-search-query');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('RFID');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('q') === 'RFID');
    await page.waitForSelector('[data-search-results][data-status="done"][data-query="RFID"]', {
      timeout: 30_000,
    });
    assert.equal(await axeFindings(page, 'main'), [], 'the search page');
  } finally {
    await context.close();
  }
});

test('search - on a phone the field is in the mobile menu, and its results too', async () => {
  const context = await current().browser.newContext({
    ...VIEWPORTS.phone,
    baseURL: await baseUrl(),
  });
  const page = await context.newPage();
  try {
    await page.goto('/eng/products/kiosk');
    await hydrated(page);
    assert.ok(await page.isHidden('[data-search-toggle]'), 'no header button below 1024 px');
    await page.click('[data-menu-toggle]');
    await page.fill('#menu-search-query', 'parking');
    const done = '#mobile-menu [data-search-results][data-status="done"][data-query="parking"]';
    await page.waitForSelector(done, { timeout: 30_000 });
    const first = await page.getAttribute(`${done} .search-result__title`, 'href');
    assert.is(first, '/eng/products/parkdian');
    assert.equal(await axeFindings(page, '#mobile-menu'), []);
    await page.keyboard.press('Escape');
    assert.is(await page.getAttribute('[data-menu-toggle]', 'aria-expanded'), 'false');
  } finally {
    await context.close();
  }
});

/**
 * What a static host with the build's precompressed files sends for `path`: its .br, or the file.
 */
function bytesSent(path: string): number {
  const file = join(DIST, path);
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
}

test('search - a page loads no search code until its visitor searches; what a first query downloads', async () => {
  const sizes: string[] = [];
  for (const [lang, path, query] of [
    ['ko', '/company/intro', '위험성평가'],
    ['en', '/eng/company/intro', 'risk assessment'],
  ] as const) {
    const context = await current().browser.newContext({
      ...VIEWPORTS.desktop,
      baseURL: await baseUrl(),
    });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    // The scripts a page runs before any search: none may hold the results' renderer, whatever
    // chunk the bundler puts it in (a shared import once put it in every page's first chunk).
    const scripts: Promise<string>[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) scripts.push(r.text().catch(() => ''));
    });
    try {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      const search = (p: string) => p.startsWith('/pagefind/') || /LiveResults|SearchPage/.test(p);
      assert.equal(requested.filter(search), [], 'nothing of the search before a visitor searches');
      const loaded = await Promise.all(scripts);
      assert.ok(loaded.length > 0);
      assert.not.ok(
        loaded.some((text) => text.includes('search-result__excerpt')),
        "the results' renderer is in a script the page loads before a search",
      );
      const before = requested.length;
      await page.click('[data-search-toggle]');
      await page.keyboard.type(query);
      await page.waitForSelector(
        `[data-search-results][data-status="done"][data-query="${query}"]`,
        { timeout: 30_000 },
      );
      await page.waitForLoadState('networkidle');
      const first = requested.slice(before).filter((p) => !p.endsWith('.woff2'));
      const index = first.filter((p) => p.startsWith('/pagefind/'));
      const code = first.filter((p) => !p.startsWith('/pagefind/'));
      const kib = (list: string[]) =>
        (list.reduce((sum, p) => sum + bytesSent(p), 0) / 1024).toFixed(1);
      sizes.push(
        `${lang}: index and fragments ${kib(index)} KiB (${index.length} files), search UI code ${kib(code)} KiB`,
      );
      assert.ok(
        index.some((p) => p.includes('/fragment/')) && index.some((p) => p.includes('/index/')),
      );
      // Budget: a first query costs less than a page's web font does (docs/performance.md).
      assert.ok(Number(kib([...index, ...code])) < 200, sizes.at(-1));
    } finally {
      await context.close();
    }
  }
  console.log(sizes.join('\n'));
});

test('search - without JavaScript the search page says search needs it and links the sitemap', async () => {
  const context = await current().browser.newContext({
    javaScriptEnabled: false,
    baseURL: await baseUrl(),
  });
  const page = await context.newPage();
  try {
    for (const [path, sitemap] of [
      ['/search?q=안전', '/sitemap'],
      ['/eng/search?q=safety', '/eng/sitemap'],
    ] as const) {
      await page.goto(path);
      const note = page.locator('[data-search-nojs]');
      assert.ok(await note.isVisible(), path);
      assert.match((await note.textContent()) ?? '', /JavaScript/);
      assert.is(await note.locator(`a[href="${sitemap}"]`).count(), 1, path);
      assert.is(await page.getAttribute('meta[name="robots"]', 'content'), 'noindex');
    }
  } finally {
    await context.close();
  }
});

test.run();
