/**
 * The header and the page frame in a real browser: theme, hide on
 * scroll, drop-down, underline, keyboard, web font, at 1440 px and 390 px in both languages.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { LOCALES, ROUTES } from '../../site/routes.ts';
import { header, open, settle, url } from './layout-kit.ts';
import { VIEWPORT_NAMES } from '../../scripts/lib/chromium.ts';

/** Resolves once the window has stopped scrolling (two equal samples 100 ms apart). */
async function scrollEnded(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const w = window as unknown as { lastY?: number };
      const still = w.lastY === window.scrollY;
      w.lastY = window.scrollY;
      return still;
    },
    undefined,
    { polling: 100 },
  );
}

/** Relative luminance-ish brightness 0..1 of a computed rgb()/rgba() colour, and its alpha. */
function parseColour(css: string): { brightness: number; alpha: number } {
  const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
  return { brightness: (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255, alpha: a };
}

for (const viewport of VIEWPORT_NAMES) {
  for (const locale of LOCALES) {
    const tag = `(${viewport}, ${locale})`;

    test(`header - main theme on home, dark on dark-flagged routes, default elsewhere ${tag}`, async () => {
      const { page, close } = await open(url('home', locale), { viewport });
      try {
        for (const route of ROUTES.filter(
          (r) =>
            r.locale === locale &&
            ['home', 'solution/must-xr', 'solution/smart-erp', 'company/intro'].includes(r.id),
        )) {
          if (route.id !== 'home') await page.goto(route.url, { waitUntil: 'domcontentloaded' });
          const theme = await header(page).getAttribute('data-theme');
          assert.is(theme, route.theme, route.url);
          const bg = parseColour(
            await header(page).evaluate((el) => getComputedStyle(el).backgroundColor),
          );
          if (route.theme === 'main')
            assert.ok(bg.alpha < 0.1, `${route.url}: transparent over the hero`);
          if (route.theme === 'dark')
            assert.ok(bg.alpha > 0.9 && bg.brightness < 0.2, `${route.url}: dark header`);
          if (route.theme === 'default')
            assert.ok(bg.alpha > 0.9 && bg.brightness > 0.9, `${route.url}: light header`);
          const logo = route.theme === 'default' ? '.header__logo-dark' : '.header__logo-light';
          assert.ok(await page.locator(logo).isVisible(), `${route.url}: ${logo} shown`);
        }
      } finally {
        await close();
      }
    });

    test(`header - hides on scroll down and shows on scroll up ${tag}`, async () => {
      const { page, close } = await open(url('company/intro', locale), { viewport });
      try {
        await page.mouse.move(200, 500);
        await page.mouse.wheel(0, 900);
        await page.waitForSelector('header[data-header][data-hidden="true"]', {
          state: 'attached',
        });
        // Scrolling up while the smooth scroll still runs down would only move its target.
        await scrollEnded(page);
        await settle(page);
        const hidden = await header(page).boundingBox();
        assert.ok(hidden!.y + hidden!.height <= 0, 'header moved out of view');
        await page.mouse.wheel(0, -300);
        await page.waitForSelector('header[data-header][data-hidden="false"]', {
          state: 'attached',
        });
        await settle(page);
        assert.is(
          Math.round((await header(page).boundingBox())!.y),
          0,
          'header back at the top of the viewport',
        );
      } finally {
        await close();
      }
    });
  }
}

for (const viewport of VIEWPORT_NAMES) {
  for (const locale of LOCALES) {
    test(`layout - self-hosted Pretendard subsets with swap, keep-all for Korean (${viewport}, ${locale})`, async () => {
      const { page, close } = await open(url('company/intro', locale), { viewport });
      try {
        await page.evaluate(() => document.fonts.ready);
        const fonts = await page.evaluate(() => {
          const faces = [...document.fonts].filter(
            (f) => f.family.replace(/"/g, '') === 'Pretendard Variable',
          );
          return {
            faces: faces.length,
            swap: faces.every((f) => f.display === 'swap'),
            ranged: faces.every((f) => f.unicodeRange !== 'U+0-10FFFF'),
            loaded: faces.filter((f) => f.status === 'loaded').length,
            body: getComputedStyle(document.body).fontFamily,
            sources: performance
              .getEntriesByType('resource')
              .map((e) => e.name)
              .filter((n) => n.endsWith('.woff2')),
          };
        });
        // The site's two subsets (site/builder/site-font.ts): an English page needs the shared one
        // only.
        assert.is(fonts.faces, 2, `${fonts.faces} subsets`);
        assert.ok(
          fonts.swap && fonts.ranged,
          'every subset has a unicode-range and font-display: swap',
        );
        assert.is(fonts.loaded, locale === 'ko' ? 2 : 1, 'only the subsets the page uses load');
        assert.match(fonts.body, /^"?Pretendard Variable/);
        assert.ok(
          fonts.sources.every((n) => new URL(n).origin === new URL(page.url()).origin),
          'served by the site itself',
        );
        const title = page.locator('[data-banner] h1');
        assert.ok(
          await title.evaluate((el) =>
            document.fonts.check(`800 40px "Pretendard Variable"`, el.textContent!),
          ),
          'the title renders in Pretendard',
        );
        const wordBreak = await page
          .locator('main p')
          .first()
          .evaluate((el) => getComputedStyle(el).wordBreak);
        assert.is(wordBreak, locale === 'ko' ? 'keep-all' : 'normal');
      } finally {
        await close();
      }
    });
  }
}

for (const locale of LOCALES) {
  const tag = `(desktop, ${locale})`;

  test(`header - drop-down opens on hover over the menu and closes on leaving ${tag}`, async () => {
    const { page, close } = await open(url('company/intro', locale));
    try {
      const panel = page.locator('[data-dropdown]');
      assert.is(await panel.getAttribute('data-open'), 'false');
      assert.not.ok(
        await page.locator('.gnb__sub a').first().isVisible(),
        'submenus hidden while closed',
      );
      await page.locator('.gnb__top').nth(1).hover();
      await page.waitForSelector('[data-dropdown][data-open="true"]', { state: 'attached' });
      const transition = await panel.evaluate((el) => [
        getComputedStyle(el).transitionProperty,
        getComputedStyle(el).transitionDuration,
      ]);
      assert.equal(transition, ['height', '0.3s'], 'a 0.3 s height animation');
      await settle(page);
      const sizes = await page.evaluate(() => ({
        panel: document.querySelector<HTMLElement>('[data-dropdown]')!.getBoundingClientRect()
          .height,
        header: document.querySelector<HTMLElement>('header[data-header]')!.offsetHeight,
        tallest: Math.max(
          ...[...document.querySelectorAll<HTMLElement>('.gnb__sub')].map((ul) => ul.scrollHeight),
        ),
        width: document.querySelector<HTMLElement>('[data-dropdown]')!.getBoundingClientRect()
          .width,
      }));
      assert.ok(sizes.tallest > 100, 'submenus have height');
      assert.is(
        Math.round(sizes.panel),
        sizes.header + sizes.tallest,
        'header height plus the tallest submenu',
      );
      assert.is(Math.round(sizes.width), 1440, 'the panel spans the window');
      for (const link of await page.locator('.gnb__sub a').all())
        assert.ok(await link.isVisible(), 'every submenu link shown');
      await page.mouse.move(700, 800);
      await page.waitForSelector('[data-dropdown][data-open="false"]', { state: 'attached' });
      await settle(page);
      assert.is(Math.round((await panel.boundingBox())?.height ?? 0), 0, 'panel folded away');
      assert.not.ok(await page.locator('.gnb__sub a').first().isVisible());
    } finally {
      await close();
    }
  });

  test(`header - underline follows the hovered item, first shown after 700 ms ${tag}`, async () => {
    const { page, close } = await open(url('company/intro', locale), {
      init: (c) => c.clock.install(),
    });
    try {
      const underline = page.locator('.gnb__underline');
      const opacity = () => underline.evaluate((el) => Number(getComputedStyle(el).opacity));
      const lined = async (index: number) => {
        await settle(page);
        const [line, item] = [
          await underline.boundingBox(),
          await page.locator('.gnb__top').nth(index).boundingBox(),
        ];
        return Math.abs(line!.x - item!.x) < 1 && Math.abs(line!.width - item!.width) < 1;
      };
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
      await page.locator('.gnb__top').nth(0).hover();
      await page.clock.runFor(690);
      await settle(page);
      assert.is(await opacity(), 0, 'not yet at 690 ms');
      await page.clock.runFor(20);
      await page.waitForFunction(
        () => getComputedStyle(document.querySelector('.gnb__underline')!).opacity !== '0',
      );
      assert.ok(await lined(0), 'under the first item');
      await page.locator('.gnb__top').nth(3).hover();
      await page.waitForFunction(
        () => document.querySelector<HTMLElement>('[data-dropdown]')!.dataset.open === 'true',
      );
      assert.ok(await lined(3), 'moved at once to the fourth item');
      assert.is(await opacity(), 1);
    } finally {
      await close();
    }
  });

  test(`header - keyboard: focus opens a group, Escape closes, every link reachable by Tab ${tag}`, async () => {
    const { page, close } = await open(url('company/intro', locale));
    try {
      const menuLinks = await page
        .locator('nav[data-nav="desktop"] a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      const reached = new Set<string | null>();
      await page.locator('.header__logo').focus();
      for (let i = 0; i < menuLinks.length + 2; i++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          return {
            href: el.getAttribute('href'),
            inNav: !!el.closest('nav[data-nav="desktop"]'),
            visible: el.checkVisibility({ visibilityProperty: true }),
            top: el.classList.contains('gnb__top'),
          };
        });
        if (!focused.inNav) break;
        assert.ok(focused.visible, `${focused.href} visible when focused`);
        if (i === 0) {
          assert.ok(focused.top, 'first Tab lands on the first group');
          await page.waitForSelector('[data-dropdown][data-open="true"]', { state: 'attached' });
        }
        reached.add(focused.href);
      }
      assert.equal(
        [...reached].sort(),
        [...new Set(menuLinks)].sort(),
        'every menu link reached by Tab',
      );
      await page.locator('.gnb__top').nth(1).focus();
      await page.waitForSelector('[data-dropdown][data-open="true"]', { state: 'attached' });
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      assert.ok(
        await page.evaluate(() => !!document.activeElement?.closest('.gnb__sub')),
        'Tab went into the second group',
      );
      await page.keyboard.press('Escape');
      await page.waitForSelector('[data-dropdown][data-open="false"]', { state: 'attached' });
      assert.ok(
        await page.evaluate(
          () => document.activeElement === document.querySelectorAll('.gnb__top')[1],
        ),
        'focus back on the group',
      );
      await settle(page);
      assert.not.ok(
        await page.locator('.gnb__sub a').first().isVisible(),
        'submenus hidden after Escape',
      );
    } finally {
      await close();
    }
  });
}

test.run();
