/**
 * A page whose module script never runs (a blocked or failed file, a browser without modules) is
 * the page as without JavaScript (client/lib/scripts.ts): the head script set `html.js` before
 * first paint and takes it away at DOMContentLoaded, so nothing stays hidden for a script that
 * will not come. The page is laid out as it was, once: the banner's strips fold
 * by CSS alone, the phone's menu button opens its popover by itself and the desktop header keeps
 * the search button's place, so taking the class away moves no box, at 390 or 1440 px. The same
 * if the islands' code fails.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page, Route } from 'playwright-core';
import { routeOf } from '../../site/routes.ts';
import { open } from './harness.ts';
import type { ViewportName } from '../../scripts/lib/chromium.ts';

/** A page with the `.js` files matching `blocked` refused, as a proxy or a failed network would. */
async function openBlocked(path: string, blocked: RegExp, viewport: ViewportName) {
  return open('about:blank', {
    viewport,
    init: async (context) =>
      void (await context.route(blocked, (route) => route.abort('blockedbyclient'))),
  }).then(async (opened) => {
    await opened.page.goto(path);
    return opened;
  });
}

/**
 * In the page: the sum of its layout shifts so far (what CLS adds up). No named function inside:
 * the test runner's transform would name it with a helper the page does not have.
 */
const layoutShift = () =>
  new Promise<number>((done) => {
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => {
      const entries = observer.takeRecords() as unknown as { value: number }[];
      observer.disconnect();
      done(entries.reduce((sum, entry) => sum + entry.value, 0));
    }, 300);
  });

const hasJsClass = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('js'));
const opacityOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => Number(getComputedStyle(el).opacity));

/**
 * A page whose `.js` files fail only once it has been drawn, as on a slow network that gives up:
 * the head script's `html.js` is on the screen when the fallback takes it away.
 */
async function openFailingAfterPaint(path: string, viewport: ViewportName) {
  const held: Route[] = [];
  let drawn = false;
  const opened = await open('about:blank', {
    viewport,
    init: async (context) => {
      // tsx names the functions it compiles with a helper the page lacks: movedByJsClass's.
      await context.addInitScript('globalThis.__name = (fn) => fn');
      await context.route(/\.js(\?|$)/, (route) =>
        drawn ? route.abort('timedout') : void held.push(route),
      );
    },
  });
  await opened.page.goto(path, { waitUntil: 'commit' });
  await opened.page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
  );
  drawn = true;
  await Promise.all(held.splice(0).map((route) => route.abort('timedout')));
  await opened.page.waitForFunction(() => !document.documentElement.classList.contains('js'));
  await opened.page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
  return opened;
}

/**
 * In the page: the boxes that move when `html.js` comes back, as it was when the page was first
 * drawn ('header nav.gnb 300,0,767,75 -> 300,0,823,75'). Taking the class away must move none
 * (the no-script note of the search page aside, which shows only without it).
 */
const movedByJsClass = () => {
  const root = document.documentElement;
  const all = [...document.querySelectorAll<HTMLElement>('body *')].filter(
    (el) => !el.closest('[data-search-nojs]'),
  );
  const boxes = () =>
    all.map((el) => {
      const r = el.getBoundingClientRect();
      return [r.x, r.y, r.width, r.height].map((v) => Math.round(v)).join(',');
    });
  const without = boxes();
  root.classList.add('js');
  document.getAnimations().forEach((a) => a.finish());
  const drawn = boxes();
  root.classList.remove('js');
  return all.flatMap((el, i) =>
    drawn[i] === without[i]
      ? []
      : [`${el.tagName.toLowerCase()}.${el.className} ${drawn[i]} -> ${without[i]}`],
  );
};

/** Pages of each kind: inner pages of both languages, the form, the press list, the search page. */
const STILL_PAGES = [
  routeOf('company/intro', 'ko').url,
  routeOf('company/intro', 'en').url,
  routeOf('contact', 'ko').url,
  routeOf('resources/press', 'en').url,
  routeOf('search', 'ko').url,
];

for (const viewport of ['phone', 'desktop'] as const) {
  test(`script failure - every script failing after the first paint: the page stays still (${viewport})`, async () => {
    for (const path of STILL_PAGES) {
      const { page, close } = await openFailingAfterPaint(path, viewport);
      try {
        // The shifts first: movedByJsClass lays the page out with the class and without.
        const shifts = await page.evaluate(layoutShift);
        assert.ok(shifts < 0.01, `${path} laid out once: layout shift ${shifts}`);
        // Smaller moves too: a sideways move of the menu scores little and is still a jump.
        assert.equal(await page.evaluate(movedByJsClass), [], `${path}: boxes moved`);
      } finally {
        await close();
      }
    }
  });
}

test('script failure - every script blocked: an inner page shows its banner and opens its menu', async () => {
  const { page, close } = await openBlocked(
    routeOf('company/intro', 'ko').url,
    /\.js(\?|$)/,
    'phone',
  );
  try {
    await page.waitForFunction(() => !document.documentElement.classList.contains('js'));
    await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
    const strips = await page
      .locator('[data-banner] [data-mask]')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    assert.ok(
      strips.every((h) => h === 0),
      'no strips over the banner',
    );
    assert.ok(await page.locator('[data-banner] h1').isVisible(), 'the banner title shown');
    const toggle = page.locator('button[data-menu-toggle]');
    assert.ok(await toggle.isVisible(), 'the menu button');
    await toggle.click();
    assert.ok(
      await page.locator(`#mobile-menu a[href="${routeOf('contact', 'ko').url}"]`).isVisible(),
      'the button opens the menu by itself',
    );
  } finally {
    await close();
  }
});

test('script failure - every script blocked: the home sections are shown, not left for a reveal', async () => {
  const { page, close } = await openBlocked(routeOf('home', 'en').url, /\.js(\?|$)/, 'desktop');
  try {
    await page.waitForFunction(() => !document.documentElement.classList.contains('js'));
    await page.locator('.home-slogan__inner').scrollIntoViewIfNeeded();
    assert.is(await opacityOf(page, '.home-slogan__inner.reveal'), 1);
    assert.is(await opacityOf(page, '.home-head.reveal'), 1);
  } finally {
    await close();
  }
});

test("script failure - the islands' code blocked: the menu still opens, and the page falls back", async () => {
  const { page, close, errors } = await openBlocked(
    routeOf('company/intro', 'en').url,
    /\/assets\/hydrate-[\w-]+\.js$/,
    'phone',
  );
  try {
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-scripts'));
    // The tap is the menu's first use: it opens the popover and asks for the island's code.
    await page.locator('button[data-menu-toggle]').click();
    await page.waitForFunction(() => !document.documentElement.classList.contains('js'));
    assert.ok(
      errors.some((e) => e.includes('Islands failed to load')),
      'the failure reported in the console',
    );
    assert.ok(
      await page.locator(`#mobile-menu a[href="${routeOf('contact', 'en').url}"]`).isVisible(),
      "the menu's links shown",
    );
  } finally {
    await close();
  }
});

test('script failure - none: html.js stays and the page is marked as running its scripts', async () => {
  const { page, close, errors } = await open(routeOf('company/intro', 'ko').url, {
    viewport: 'phone',
  });
  try {
    await page.waitForFunction(() => document.readyState === 'complete');
    assert.ok(await hasJsClass(page));
    assert.ok(await page.evaluate(() => document.documentElement.hasAttribute('data-scripts')));
    assert.ok(await page.locator('button[data-menu-toggle]').isVisible(), 'the menu button');
    assert.equal(errors, []);
  } finally {
    await close();
  }
});

test.run();
