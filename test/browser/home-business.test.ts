/**
 * The home business and solution sections in a real browser: eight
 * business links, pinned and animated by GSAP ScrollTrigger only on windows wider than 768 px
 * without reduced motion, a plain list otherwise; GSAP reaches no other page; the solution tiles.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { LOCALES, routeOf } from '../../site/routes.ts';
import { HOME_BUSINESS_IDS, HOME_SOLUTION_IDS } from '../../site/content/schemas.ts';
import { open } from './harness.ts';
import { hydrated } from '../../scripts/lib/chromium.ts';
import { collectScripts, hasScrollTrigger, homeUrl, skipIntro } from './home-kit.ts';

const SECTION = 'section[data-section="business"]';

const listX = (page: Page) =>
  page.locator(`${SECTION} ul`).evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
const sectionTop = (page: Page) =>
  page.locator(SECTION).evaluate((el) => Math.round(el.getBoundingClientRect().top));

for (const locale of LOCALES) {
  test(`home business - eight areas, each a link to its page (${locale})`, async () => {
    const { page, close } = await open(homeUrl(locale), { init: skipIntro });
    try {
      const items = page.locator('[data-business-item]');
      assert.equal(
        await items.evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.businessItem)),
        [...HOME_BUSINESS_IDS],
      );
      for (const id of HOME_BUSINESS_IDS) {
        const link = page.locator(`[data-business-item="${id}"] a`);
        assert.is(await link.getAttribute('href'), routeOf(`business/${id}`, locale).url);
        assert.ok((await link.innerText()).trim().length > 10, `${id} has a title and a line`);
        assert.ok(await link.locator('img').getAttribute('src'), `${id} has an icon`);
      }
    } finally {
      await close();
    }
  });

  test(`home solutions - safewiz and must-xr open their pages, hatna and enov have no action (${locale})`, async () => {
    const { page, close } = await open(homeUrl(locale), { init: skipIntro });
    try {
      for (const id of ['safewiz', 'must-xr']) {
        assert.is(
          await page.locator(`[data-solution="${id}"] a`).getAttribute('href'),
          routeOf(`solution/${id}`, locale).url,
        );
      }
      for (const id of ['hatna', 'enov']) {
        const tile = page.locator(`[data-solution="${id}"]`);
        assert.is(
          await tile.locator('a, button, [onclick], [tabindex]').count(),
          0,
          `${id} has no action`,
        );
        assert.ok(await tile.locator('img[src$="-bg.webp"]').count(), `${id} has its background`);
      }
      const logos = await page
        .locator('[data-solution] img[src$="-logo.svg"]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('alt')));
      assert.equal(logos, [...HOME_SOLUTION_IDS]);
    } finally {
      await close();
    }
  });
}

test('home business - wider than 768 px: the section is pinned while the cards slide (GSAP)', async () => {
  const { page, close, errors } = await open(homeUrl('ko'), { init: skipIntro });
  try {
    await hydrated(page);
    await page.waitForFunction(
      (sel) => document.querySelector(sel)?.getAttribute('data-motion') === 'pinned',
      SECTION,
    );
    const start = await page
      .locator(SECTION)
      .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y + 900), start);
    await page.waitForTimeout(1200); // scrub catches up
    assert.is(await sectionTop(page), 0, 'pinned to the top');
    const moved = await listX(page);
    assert.ok(moved < -300, `cards slid left (${moved})`);
    await page.evaluate((y) => window.scrollTo(0, y + 1800), start);
    await page.waitForTimeout(1200);
    assert.ok((await listX(page)) < moved, 'and further on scrolling');
    assert.equal(errors, []);
  } finally {
    await close();
  }
});

test('home business - narrowing to 768 px undoes the animation; a phone gets a plain list without GSAP', async () => {
  const { page, close } = await open(homeUrl('en'), { init: skipIntro });
  try {
    await hydrated(page);
    await page.waitForFunction(
      (sel) => document.querySelector(sel)?.getAttribute('data-motion') === 'pinned',
      SECTION,
    );
    await page.setViewportSize({ width: 768, height: 900 });
    await page.waitForFunction(
      (sel) => !document.querySelector(sel)?.hasAttribute('data-motion'),
      SECTION,
    );
    assert.is(await listX(page), 0);
  } finally {
    await close();
  }
  const phone = await open(homeUrl('en'), { viewport: 'phone', init: skipIntro });
  const scripts = collectScripts(phone.page);
  try {
    await phone.page.reload();
    await hydrated(phone.page);
    await phone.page.evaluate(() =>
      window.scrollTo(
        0,
        document.querySelector('section[data-section="business"]')!.getBoundingClientRect().top +
          window.scrollY +
          400,
      ),
    );
    await phone.page.waitForTimeout(500);
    assert.is(await phone.page.locator(`${SECTION}[data-motion], .pin-spacer`).count(), 0);
    assert.ok(await phone.page.locator('[data-business-item="ai"]').isVisible());
    assert.not.ok(await hasScrollTrigger(phone.page, scripts), 'GSAP not downloaded on a phone');
  } finally {
    await phone.close();
  }
});

test('home business - under reduced motion a wide window gets the plain list', async () => {
  const { page, close } = await open(homeUrl('ko'), { reducedMotion: true });
  const scripts = collectScripts(page);
  try {
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(300);
    assert.is(await page.locator(`${SECTION}[data-motion], .pin-spacer`).count(), 0);
    assert.not.ok(await hasScrollTrigger(page, scripts));
  } finally {
    await close();
  }
});

test('home gsap - GSAP and ScrollTrigger load on the home page only', async () => {
  for (const [path, expected] of [
    [homeUrl('ko'), true],
    [routeOf('company/intro', 'ko').url, false],
    [routeOf('business', 'en').url, false],
    [routeOf('contact', 'ko').url, false],
  ] as const) {
    const { page, close } = await open('/favicon.svg', { init: skipIntro });
    const scripts = collectScripts(page);
    try {
      await page.goto(path);
      await hydrated(page);
      // On the home page the pinned section is what GSAP makes: wait for it, however slow
      // the machine, then look at what was downloaded.
      if (expected)
        await page.waitForFunction(
          (sel) => document.querySelector(sel)?.getAttribute('data-motion') === 'pinned',
          SECTION,
        );
      assert.is(await hasScrollTrigger(page, scripts), expected, path);
    } finally {
      await close();
    }
  }
});

test.run();
