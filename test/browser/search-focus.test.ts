/**
 * Where focus goes in the site search. The header's open search panel
 * covers the top of the page: focus that leaves it for the page closes it, so no stop Tab reaches
 * next is under it (WCAG 2.4.11), whether the header's island runs or the panel is still the
 * popover its button opened before the island's code arrived; Escape closes it and gives focus to
 * its button. On the search page, "more results" hands focus to the first new result (2.4.3).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page, Route } from 'playwright-core';
import { open } from './harness.ts';
import { hydrated } from '../../scripts/lib/chromium.ts';

const PANEL = '#site-search';
const TOGGLE = '[data-search-toggle]';

/** What has focus: 'panel input#site-search-query', 'header a.header__recruit', 'main a'. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const zone = el.closest('#site-search')
      ? 'panel'
      : el.closest('header')
        ? 'header'
        : el.closest('main')
          ? 'main'
          : 'page';
    return `${zone} ${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
  });

/** Whether the focused element shows: some point of it (centre, corners inset 2 px) is on top. */
const focusedShows = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const r = el.getBoundingClientRect();
    return [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 2, r.top + 2],
      [r.right - 2, r.top + 2],
      [r.left + 2, r.bottom - 2],
      [r.right - 2, r.bottom - 2],
    ].some(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return hit !== null && (el.contains(hit) || hit.contains(el));
    });
  });

const panelShown = (page: Page) => page.locator(PANEL).isVisible();

/**
 * From the open panel's field, Tab until focus leaves the panel, then on for `after` more stops:
 * each stop past the panel must show, with the panel closed. Returns the stops, named.
 */
async function tabOutOfPanel(page: Page, after: number): Promise<string[]> {
  const stops: string[] = [];
  for (let i = 0; i < 10 && (await focusedName(page)).startsWith('panel'); i++) {
    await page.keyboard.press('Tab');
    stops.push(await focusedName(page));
  }
  assert.not.ok((await focusedName(page)).startsWith('panel'), `Tab left the panel: ${stops}`);
  for (let i = 0; i <= after; i++) {
    if (i > 0) {
      await page.keyboard.press('Tab');
      stops.push(await focusedName(page));
    }
    assert.ok(await focusedShows(page), `${stops.at(-1)} shows, not under the panel`);
    assert.not.ok(await panelShown(page), `the panel closed when focus left it (${stops.at(-1)})`);
  }
  return stops;
}

test('search focus - Tab out of the open header search closes it; no stop after it is covered (island running)', async () => {
  const { page, close, errors } = await open('/company/intro');
  try {
    await hydrated(page);
    await page.focus(TOGGLE);
    await page.keyboard.press('Enter');
    assert.ok(await panelShown(page), 'Enter opens the panel');
    assert.is(await focusedName(page), 'panel input#site-search-query.search-field__input');
    // With results the panel reaches the window's foot (824 px at 1440 x 900).
    await page.keyboard.type('키오스크');
    await page.waitForSelector(`${PANEL} [data-search-results][data-status="done"]`, {
      timeout: 30_000,
    });
    const stops = await tabOutOfPanel(page, 6);
    assert.is(stops[0], 'panel button.search-field__submit', 'the submit button first');
    assert.is(stops.at(-7), 'header a.header__recruit', 'then what follows the panel');
    assert.is(await page.getAttribute(TOGGLE, 'aria-expanded'), 'false');
    // Back in: Shift+Tab to the button, which opens it again; Escape then closes it onto the
    // button.
    for (
      let i = 0;
      i < 10 &&
      !(await page.evaluate(() => document.activeElement?.matches('[data-search-toggle]')));
      i++
    )
      await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    assert.ok(await panelShown(page));
    await page.keyboard.press('Escape');
    assert.not.ok(await panelShown(page), 'Escape closes the panel');
    assert.is(await focusedName(page), 'header button.header__search');
    assert.equal(errors, []);
  } finally {
    await close();
  }
});

/** The page with the islands' code (React and the hydration chunk) held until `release()`. */
async function openWithIslandsHeld(path: string) {
  const held: Route[] = [];
  let released = false;
  const opened = await open('about:blank', {
    init: async (context) => {
      await context.route(/\/assets\/hydrate-[\w-]+\.js$/, (route) =>
        released ? route.continue() : void held.push(route),
      );
    },
  });
  await opened.page.goto(path);
  const release = async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
  return { ...opened, release };
}

test("search focus - before the header's island runs, the popover closes when Tab leaves it and Escape gives focus to its button", async () => {
  const { page, close, release } = await openWithIslandsHeld('/company/intro');
  const nav = page.locator('[data-island="SiteNav"]');
  try {
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-scripts'));
    for (let i = 0; i < 80 && (await focusedName(page)) !== 'header button.header__search'; i++)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    assert.ok(
      await page.locator(PANEL).evaluate((el) => el.matches(':popover-open')),
      'the button opened the popover itself',
    );
    await page.keyboard.press('Tab');
    assert.is(await focusedName(page), 'panel input#site-search-query.search-field__input');
    await tabOutOfPanel(page, 6);
    assert.is(await nav.getAttribute('data-hydrated'), null, 'all of it before the island ran');

    for (let i = 0; i < 20 && (await focusedName(page)) !== 'header button.header__search'; i++)
      await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    assert.is(await focusedName(page), 'panel input#site-search-query.search-field__input');
    await page.keyboard.press('Escape');
    assert.not.ok(await panelShown(page), 'Escape closes the popover');
    assert.is(await focusedName(page), 'header button.header__search', 'focus on its button');
    assert.is(await nav.getAttribute('data-hydrated'), null, 'before the island ran');

    // The island's code arrives: it takes the closed panel over.
    await release();
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('[data-island="SiteNav"]')?.dataset.hydrated,
    );
    assert.not.ok(await panelShown(page), 'still closed once the island runs');
    assert.is(await page.getAttribute(TOGGLE, 'aria-expanded'), 'false');
  } finally {
    await close();
  }
});

test('search focus - "more results" gives focus to the first new result, and Tab goes on from it', async () => {
  const { page, close, errors } = await open('/search?q=%EC%95%88%EC%A0%84'); // 안전
  try {
    await hydrated(page);
    const done = '[data-search-results][data-status="done"][data-query="안전"]';
    await page.waitForSelector(done, { timeout: 30_000 });
    const links = page.locator('#search-page-results a');
    const first = await links.count();
    assert.ok(first === 20, `a first page of 20 (${first})`);
    await page.focus('.search-page__more');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (n) => document.querySelectorAll('#search-page-results a').length > n,
      first,
    );
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const focusedHref = () => page.evaluate(() => document.activeElement?.getAttribute('href'));
    assert.is(await focusedHref(), hrefs[first], 'the 21st result has focus');
    assert.ok(await focusedShows(page));
    await page.keyboard.press('Tab');
    assert.is(await focusedHref(), hrefs[first + 1], 'Tab goes on to the 22nd');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    assert.is(await focusedHref(), hrefs[first - 1], 'Shift+Tab back to the 20th');
    assert.equal(errors, []);
  } finally {
    await close();
  }
});

test.run();
