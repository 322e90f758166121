/**
 * The mobile menu below 1024 px in a real browser, at 390 px in both languages.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { LOCALES } from '../../site/routes.ts';
import { MESSAGES } from '../../site/i18n.ts';
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
      // Listen before the click: on a loaded machine the transition can end before a later look at
      // getAnimations().
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

  test(`mobile menu - while open, Tab stays in the menu and the header controls; the rest is inert ${tag}`, async () => {
    const { page, close } = await open(url('company/intro', locale), { viewport: 'phone' });
    try {
      const { toggle } = menuOf(page);
      await toggle.focus();
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-mobile-menu][data-open="true"]', { state: 'attached' });
      assert.equal(
        await page.evaluate(() =>
          [...document.body.children]
            .filter((el) => !el.contains(document.querySelector('[data-mobile-menu]')))
            .filter((el) => !(el as HTMLElement).inert && el.tagName !== 'SCRIPT')
            .map((el) => el.tagName.toLowerCase()),
        ),
        [],
        'everything but the header is inert',
      );
      // Forwards and back, past both ends: focus never lands behind the panel.
      const stops = await page
        .locator(
          'header[data-header] a:visible, header[data-header] button:visible, header[data-header] summary:visible',
        )
        .count();
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let i = 0; i < stops + 3; i++) {
          await page.keyboard.press(key);
          const where = await page.evaluate(() => {
            const el = document.activeElement;
            if (!el || el === document.body) return 'page';
            return el.closest('header[data-header]') ? 'header' : `${el.tagName} ${el.textContent}`;
          });
          assert.ok(where === 'header' || where === 'page', `${key} ${i + 1}: focus on ${where}`);
        }
      }
      await page.keyboard.press('Escape');
      await page.waitForSelector('[data-mobile-menu][data-open="false"]', { state: 'attached' });
      assert.ok(
        await toggle.evaluate((el) => el === document.activeElement),
        'focus on the toggle',
      );
      assert.is(await page.locator('[inert]').count(), 0, 'the page is live again');
    } finally {
      await close();
    }
  });

  test(`mobile menu - Escape returns focus to the toggle from anywhere in the menu, every time ${tag}`, async () => {
    const { page, close } = await open(url('company/intro', locale), { viewport: 'phone' });
    try {
      const { toggle } = menuOf(page);
      for (const last of [true, false]) {
        await toggle.focus();
        await page.keyboard.press('Enter');
        await page.waitForSelector('[data-mobile-menu][data-open="true"]', { state: 'attached' });
        if (last) await page.locator('[data-mobile-menu] a.mnav__recruit').focus();
        else await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Escape');
        await page.waitForSelector('[data-mobile-menu][data-open="false"]', { state: 'attached' });
        assert.ok(
          await toggle.evaluate((el) => el === document.activeElement),
          `after ${last ? 'the last link' : 'Shift+Tab'}`,
        );
      }
    } finally {
      await close();
    }
  });

  test(`mobile menu - the panel is a navigation landmark with a name of its own ${tag}`, async () => {
    const { page, close } = await open(url('company/intro', locale), { viewport: 'phone' });
    try {
      await menuOf(page).toggle.click();
      const nav = page.getByRole('navigation', {
        name: MESSAGES[locale]['header.menu'],
        exact: true,
      });
      assert.is(await nav.count(), 1, 'one such landmark at 390 px');
      assert.ok(await nav.evaluate((el) => el.hasAttribute('data-mobile-menu')), 'it is the panel');
      assert.ok(
        await nav.getByRole('link', { name: MESSAGES[locale]['menu.contact'] }).isVisible(),
      );
    } finally {
      await close();
    }
  });

  test(`header - at 390 px the tab order follows what is seen: logo, KR, EN, then the menu toggle ${tag}`, async () => {
    const { page, close } = await open(url('company/intro', locale), { viewport: 'phone' });
    try {
      await page.locator('header[data-header] a.header__logo').focus();
      const order: string[] = [];
      for (let i = 0; i < 4; i++) {
        order.push(
          await page.evaluate(() => {
            const el = document.activeElement as HTMLElement;
            return (
              el.dataset.lang ?? (el.hasAttribute('data-menu-toggle') ? 'toggle' : el.className)
            );
          }),
        );
        await page.keyboard.press('Tab');
      }
      assert.equal(order, ['header__logo', 'ko', 'en', 'toggle']);
      const lefts = await page.evaluate(() =>
        [
          'a.header__logo',
          'a[data-lang="ko"]',
          'a[data-lang="en"]',
          'button[data-menu-toggle]',
        ].map((s) => document.querySelector(s)!.getBoundingClientRect().left),
      );
      assert.equal(
        lefts,
        [...lefts].sort((a, b) => a - b),
        'and that is left to right on screen',
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
