/**
 * A page whose module script never runs (a blocked or failed file, a browser without modules) is
 * the page as without JavaScript (client/lib/scripts.ts): the head script set `html.js` before
 * first paint and takes it away at DOMContentLoaded, so nothing stays hidden for a script that
 * will not come and the phone's menu is its list of links. The same if the islands' code fails.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { routeOf } from '../../site/routes.ts';
import { open, type ViewportName } from './harness.ts';

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

const hasJsClass = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('js'));
const opacityOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => Number(getComputedStyle(el).opacity));

test('script failure - every script blocked: an inner page shows its banner and the phone its menu as links', async () => {
  const { page, close } = await openBlocked(
    routeOf('company/intro', 'ko').url,
    /\.js(\?|$)/,
    'phone',
  );
  try {
    await page.waitForFunction(() => !document.documentElement.classList.contains('js'));
    assert.is(
      await page.locator('.banner__masks').evaluate((el) => getComputedStyle(el).display),
      'none',
      'no strips over the banner',
    );
    assert.ok(await page.locator('[data-banner] h1').isVisible(), 'the banner title shown');
    assert.not.ok(
      await page.locator('button[data-menu-toggle]').isVisible(),
      'no menu button that would do nothing',
    );
    assert.ok(
      await page.locator(`#mobile-menu a[href="${routeOf('contact', 'ko').url}"]`).isVisible(),
      "the menu's links in the page",
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

test("script failure - the islands' code blocked: the page falls back once its load fails", async () => {
  const { page, close, errors } = await openBlocked(
    routeOf('company/intro', 'en').url,
    /\/assets\/hydrate-[\w-]+\.js$/,
    'phone',
  );
  try {
    await page.waitForFunction(() => !document.documentElement.classList.contains('js'));
    assert.ok(
      await page.evaluate(() => document.documentElement.hasAttribute('data-scripts')),
      'the main script ran',
    );
    assert.ok(
      errors.some((e) => e.includes('Islands failed to load')),
      'the failure reported in the console',
    );
    assert.ok(
      await page.locator(`#mobile-menu a[href="${routeOf('contact', 'en').url}"]`).isVisible(),
      "the menu's links in the page",
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
