/**
 * The mobile menu below 1024 px in a real browser (issue 3 point 3), at 390 px in both languages.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { LOCALES } from '../../site/routes.ts';
import { header, open, settle, url } from './layout-kit.ts';

for (const locale of LOCALES) {
  const tag = `(phone, ${locale})`;
  const menuOf = (page: Page) => ({
    toggle: page.locator('button[data-menu-toggle]'),
    panel: page.locator('[data-mobile-menu]'),
    openGroups: () =>
      page
        .locator('[data-mobile-menu] details')
        .evaluateAll((ds) => ds.flatMap((d, i) => ((d as HTMLDetailsElement).open ? [i] : []))),
  });

  test(`mobile menu - hamburger with aria-expanded opens a slide-in panel ${tag}`, async () => {
    const { page, close } = await open(url('company/intro', locale), { viewport: 'phone' });
    try {
      const { toggle, panel } = menuOf(page);
      assert.not.ok(
        await page.locator('nav[data-nav="desktop"]').isVisible(),
        'no desktop menu below 1024 px',
      );
      assert.ok(await toggle.isVisible());
      assert.is(await toggle.getAttribute('aria-expanded'), 'false');
      assert.not.ok(await panel.isVisible(), 'panel hidden while closed');
      // Listen before the click: on a loaded machine the transition can end before a later look at getAnimations().
      await panel.evaluate((el) => {
        const ran: string[] = ((window as unknown as { slid: string[] }).slid = []);
        el.addEventListener(
          'transitionrun',
          (e) => e.target === el && ran.push((e as TransitionEvent).propertyName),
        );
      });
      await toggle.click();
      assert.is(await toggle.getAttribute('aria-expanded'), 'true');
      assert.is(await panel.getAttribute('data-open'), 'true');
      const sliding = await page
        .waitForFunction(
          () => (window as unknown as { slid: string[] }).slid.includes('transform'),
          null,
          { timeout: 5000 },
        )
        .then(
          () => true,
          () => false,
        );
      assert.ok(sliding, 'slides in');
      await settle(page);
      const box = (await panel.boundingBox())!;
      assert.ok(
        box.x >= 0 && box.x + box.width <= 390 && box.height > 300,
        'panel inside the viewport',
      );
      assert.ok(
        await panel.locator(`a[href="${url('contact', locale)}"]`).isVisible(),
        'contact link in the panel',
      );
      assert.ok(
        await panel.locator('a.mnav__recruit[target="_blank"]').isVisible(),
        'recruitment link in the panel',
      );
      await toggle.click();
      assert.is(await toggle.getAttribute('aria-expanded'), 'false');
      await settle(page);
      assert.not.ok(await panel.isVisible(), 'panel gone after closing');
    } finally {
      await close();
    }
  });

  test(`mobile menu - opening collapses any expanded group and expands the first after 500 ms ${tag}`, async () => {
    const { page, close } = await open(url('company/intro', locale), {
      viewport: 'phone',
      init: (c) => c.clock.install(),
    });
    try {
      const { toggle, openGroups } = menuOf(page);
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
      await toggle.click();
      await page.clock.runFor(499);
      assert.equal(await openGroups(), [], 'nothing expanded before 500 ms');
      await page.clock.runFor(1);
      await page.waitForFunction(
        () => document.querySelector<HTMLDetailsElement>('[data-mobile-menu] details')!.open,
      );
      await page.locator('[data-mobile-menu] summary').nth(2).click();
      await page.waitForFunction(
        () => document.querySelectorAll<HTMLDetailsElement>('[data-mobile-menu] details')[2]!.open,
      );
      await toggle.click();
      await toggle.click();
      assert.equal(await openGroups(), [], 'reopening collapses the expanded group');
      await page.clock.runFor(500);
      await page.waitForFunction(
        () => document.querySelector<HTMLDetailsElement>('[data-mobile-menu] details')!.open,
      );
      assert.equal(await openGroups(), [0], 'then only the first group');
    } finally {
      await close();
    }
  });

  test(`mobile menu - widening the window to 1024 px closes it ${tag}`, async () => {
    const { page, close } = await open(url('company/intro', locale), { viewport: 'phone' });
    try {
      const { toggle, panel } = menuOf(page);
      await toggle.click();
      await page.setViewportSize({ width: 1023, height: 844 });
      assert.is(await panel.getAttribute('data-open'), 'true', 'still open at 1023 px');
      await page.setViewportSize({ width: 1024, height: 844 });
      await page.waitForSelector('[data-mobile-menu][data-open="false"]', { state: 'attached' });
      assert.is(await toggle.getAttribute('aria-expanded'), 'false');
      assert.not.ok(await toggle.isVisible(), 'no hamburger at 1024 px');
      assert.ok(await page.locator('nav[data-nav="desktop"]').isVisible(), 'desktop menu instead');
      assert.is(
        await page.evaluate(() => document.documentElement.classList.contains('menu-open')),
        false,
        'page scrolls again',
      );
    } finally {
      await close();
    }
  });

  test(`mobile menu - Escape closes it and focus returns to the button ${tag}`, async () => {
    const { page, close } = await open(url('company/intro', locale), { viewport: 'phone' });
    try {
      const { toggle, panel } = menuOf(page);
      await toggle.focus();
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-mobile-menu][data-open="true"]', { state: 'attached' });
      await page.keyboard.press('Tab');
      assert.ok(
        await panel.evaluate((el) => el.contains(document.activeElement)),
        'Tab goes into the panel',
      );
      await page.keyboard.press('Escape');
      await page.waitForSelector('[data-mobile-menu][data-open="false"]', { state: 'attached' });
      assert.is(await toggle.getAttribute('aria-expanded'), 'false');
      assert.ok(
        await toggle.evaluate((el) => el === document.activeElement),
        'focus on the hamburger',
      );
    } finally {
      await close();
    }
  });

  test(`header - stays while the mobile menu is open ${tag}`, async () => {
    const { page, close } = await open(url('company/intro', locale), { viewport: 'phone' });
    try {
      await menuOf(page).toggle.click();
      await page.evaluate(() => window.scrollTo(0, 1200));
      await page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
      );
      assert.is(await header(page).getAttribute('data-hidden'), 'false');
      await menuOf(page).toggle.click();
      await page.evaluate(() => window.scrollTo(0, 2000));
      await page.waitForSelector('header[data-header][data-hidden="true"]', { state: 'attached' });
    } finally {
      await close();
    }
  });
}

test.run();
