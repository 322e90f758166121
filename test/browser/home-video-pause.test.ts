/**
 * The home videos can be stopped (WCAG 2.2.2): the two looping background
 * videos have a visible, labelled pause / play control in each band where one plays, worked by
 * keyboard, in the page's language, remembered for the visit (sessionStorage). What moves by CSS
 * alone stops by itself: ./motion-stops.test.ts.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BrowserContext, Page } from 'playwright-core';
import { LOCALES } from '../../site/routes.ts';
import { MESSAGES } from '../../site/i18n.ts';
import { VIDEO_PAUSED_KEY as PAUSED_KEY } from '../../client/lib/videoPause.ts';
import { open } from './harness.ts';
import { hydrated, type ViewportName } from '../../scripts/lib/chromium.ts';
import { homeUrl, skipIntro } from './home-kit.ts';

const HERO = 'section[data-section="hero"]';
const SLOGAN = 'section[data-section="slogan"]';

const videoPaused = (page: Page, band: string) =>
  page.locator(`${band} video`).evaluate((v: HTMLVideoElement) => v.paused);

async function heroPlaying(page: Page): Promise<void> {
  await page.waitForFunction(
    (sel) => document.querySelector<HTMLVideoElement>(sel)?.paused === false,
    `${HERO} video`,
  );
}

for (const viewport of ['desktop', 'phone'] as const satisfies readonly ViewportName[]) {
  for (const locale of LOCALES) {
    const tag = `(${viewport}, ${locale})`;
    const { 'home.video.pause': pause, 'home.video.play': play } = MESSAGES[locale];

    test(`home videos - a visible pause control stops them by keyboard, and the visit remembers it ${tag}`, async () => {
      const { page, close } = await open(homeUrl(locale), { viewport, init: skipIntro });
      try {
        await hydrated(page);
        await heroPlaying(page);
        const control = page.locator(HERO).getByRole('button', { name: pause, exact: true });
        assert.ok(await control.isVisible(), 'the control shows in the hero');
        await control.focus();
        await page.keyboard.press('Enter');
        await page.locator(HERO).getByRole('button', { name: play, exact: true }).waitFor();
        assert.ok(await videoPaused(page, HERO), 'the hero video stops');
        assert.is(await page.evaluate((k) => sessionStorage.getItem(k), PAUSED_KEY), '1');
        // The slogan band: its own control where its video plays (not on phones: a still poster).
        await page.locator(SLOGAN).scrollIntoViewIfNeeded();
        await page.waitForTimeout(500);
        const sloganControl = page.locator(SLOGAN).getByRole('button');
        if (viewport === 'desktop') {
          assert.is(await sloganControl.textContent(), play, 'the slogan band says it is stopped');
          assert.ok(await videoPaused(page, SLOGAN), 'and its video does not start');
        } else assert.is(await sloganControl.count(), 0, 'no control where nothing moves');
        // The next page of the visit starts with the videos stopped; Space starts them again.
        await page.reload();
        await hydrated(page);
        const again = page.locator(HERO).getByRole('button', { name: play, exact: true });
        await again.waitFor();
        await page.waitForTimeout(800);
        assert.ok(await videoPaused(page, HERO), 'still stopped after a reload');
        await again.focus();
        await page.keyboard.press('Space');
        await heroPlaying(page);
        assert.is(await page.evaluate((k) => sessionStorage.getItem(k), PAUSED_KEY), null);
      } finally {
        await close();
      }
    });
  }
}

test('home videos - no control where no video plays (reduced motion)', async () => {
  const { page, close } = await open(homeUrl('ko'), { reducedMotion: true, init: skipIntro });
  try {
    await hydrated(page);
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    assert.is(await page.locator(`${HERO} video, ${HERO} button[data-video-toggle]`).count(), 0);
  } finally {
    await close();
  }
});

// On a busy machine the visibility observer reports late; the pause must not wait for it (CI saw
// the button say 'play' while the hero video still ran). Here every report comes 3 s late.
test("home videos - the pause stops the video at once, not at the visibility observer's next report", async () => {
  const slowObserver = async (context: BrowserContext) => {
    await skipIntro(context);
    await context.addInitScript(() => {
      const Native = window.IntersectionObserver;
      window.IntersectionObserver = class extends Native {
        readonly #live: { on: boolean };
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          const live = { on: true };
          super(
            (entries, observer) => setTimeout(() => live.on && callback(entries, observer), 3000),
            options,
          );
          this.#live = live;
        }
        // As the browser's own: no report reaches an observer once it is disconnected.
        override disconnect() {
          this.#live.on = false;
          super.disconnect();
        }
      };
    });
  };
  const { page, close } = await open(homeUrl('ko'), { init: slowObserver });
  try {
    await hydrated(page);
    await heroPlaying(page);
    const { 'home.video.pause': pause, 'home.video.play': play } = MESSAGES.ko;
    await page.locator(HERO).getByRole('button', { name: pause, exact: true }).press('Enter');
    await page.locator(HERO).getByRole('button', { name: play, exact: true }).waitFor();
    assert.ok(await videoPaused(page, HERO), 'the hero video stops with its button');
    await page.waitForTimeout(3500);
    assert.ok(await videoPaused(page, HERO), 'and stays stopped when the late report comes');
  } finally {
    await close();
  }
});

test.run();
