/**
 * The home page in a real browser: the hero poster and video, the
 * intro overlay on a fake clock, the sections' `active` class and the typing headline, in both
 * languages at 1440 px and 390 px. Business and solutions: home-business.test.ts; news:
 * home-news.test.ts; the popup: home-popup.test.ts.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { LOCALES } from '../../site/routes.ts';
import { current, open } from './harness.ts';
import {
  VIEWPORT_NAMES,
  hydrated,
  hydratedAfterPaint,
  hydratedOnPausedClock,
} from '../../scripts/lib/chromium.ts';
import { COMPANY_KO, homeUrl, pause, skipIntro } from './home-kit.ts';

const HERO_VIDEO = 'section[data-section="hero"] video';
const START = Date.parse('2025-03-01T09:00:00Z');

/**
 * The page's largest contentful paint once loading has settled: the element's tag and the image
 * URL. (The load event can come before the first paint, so the first report may be a smaller,
 * earlier candidate.)
 */
async function lcp(page: Page): Promise<{ tag: string; url: string }> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    () =>
      new Promise<{ tag: string; url: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & {
            element?: Element;
            url: string;
          };
          resolve({ tag: last.element?.tagName ?? '', url: last.url });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** Wheels down a few times (the first wheel may land while smooth scrolling restarts). */
async function scrollsByWheel(page: Page): Promise<boolean> {
  for (let i = 0; i < 5; i += 1) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(300);
    if (await page.evaluate(() => window.scrollY > 50)) return true;
  }
  return false;
}

const videoState = (page: Page) =>
  page.locator(HERO_VIDEO).evaluate((v: HTMLVideoElement) => ({
    paused: v.paused,
    muted: v.muted,
    loop: v.loop,
    autoplay: v.hasAttribute('autoplay'),
    playsinline: v.hasAttribute('playsinline'),
    poster: v.getAttribute('poster') ?? '',
    src: v.currentSrc || v.src,
  }));

for (const viewport of VIEWPORT_NAMES) {
  for (const locale of LOCALES) {
    const tag = `(${viewport}, ${locale})`;
    const small = viewport === 'phone';

    test(`home hero - the poster is the preloaded, high-priority, sized LCP image ${tag}`, async () => {
      const { page, close, errors } = await open(homeUrl(locale), { viewport, init: skipIntro });
      try {
        const preloads = await page
          .locator('link[rel="preload"][as="image"][fetchpriority="high"]')
          .evaluateAll((els) =>
            els.map((el) => `${el.getAttribute('href')} ${el.getAttribute('media')}`),
          );
        assert.equal(preloads, [
          '/assets/img/main-poster.webp (min-width: 768px)',
          '/assets/img/main-poster-sm.webp (max-width: 767px)',
        ]);
        const img = page.locator('section[data-section="hero"] img').first();
        assert.equal(
          [
            await img.getAttribute('width'),
            await img.getAttribute('height'),
            await img.getAttribute('fetchpriority'),
          ],
          ['1920', '1080', 'high'],
        );
        const paint = await lcp(page);
        assert.is(paint.tag, 'IMG');
        assert.ok(
          paint.url.endsWith(
            small ? '/assets/img/main-poster-sm.webp' : '/assets/img/main-poster.webp',
          ),
          paint.url,
        );
        assert.equal(errors, []);
      } finally {
        await close();
      }
    });

    test(`home hero - muted looping inline video with poster, lighter on phones, playing ${tag}`, async () => {
      const { page, close, errors } = await open(homeUrl(locale), { viewport, init: skipIntro });
      try {
        await hydrated(page);
        await page.waitForFunction(
          (sel) => !(document.querySelector(sel) as HTMLVideoElement | null)?.paused,
          HERO_VIDEO,
        );
        const video = await videoState(page);
        assert.equal(
          [video.muted, video.loop, video.autoplay, video.playsinline],
          [true, true, true, true],
        );
        assert.ok(
          video.src.endsWith(small ? '/assets/video/main-sm.mp4' : '/assets/video/main.mp4'),
          video.src,
        );
        assert.ok(
          video.poster.endsWith(small ? 'main-poster-sm.webp' : 'main-poster.webp'),
          video.poster,
        );
        assert.equal(errors, []);
      } finally {
        await close();
      }
    });

    test(`home intro - first visit: Korean name for 2800 ms, scroll and video held, then top and playing ${tag}`, async () => {
      // Time stands still from before the first script and moves a frame at a time until the
      // islands have hydrated (after first paint), so the intro's 2800 ms are counted exactly from
      // its start.
      const { page, close } = await open(homeUrl(locale), {
        viewport,
        init: async (c) => {
          await c.clock.install({ time: START });
          await c.clock.pauseAt(START + 1);
        },
      });
      try {
        const now = await hydratedOnPausedClock(page);
        const intro = page.locator('[data-intro]');
        await intro.waitFor();
        assert.is((await intro.textContent())?.trim(), COMPANY_KO);
        const shownAt = Number(await page.evaluate(() => localStorage.getItem('lastIntroTime')));
        assert.ok(
          shownAt > START && shownAt <= now,
          `lastIntroTime ${shownAt} stored when the intro showed (page time ${now})`,
        );
        assert.ok((await videoState(page)).paused, 'video held');
        await page.mouse.move(400, 400);
        await page.mouse.wheel(0, 1500);
        await page.waitForTimeout(200);
        assert.is(
          await page.evaluate(() => window.scrollY),
          0,
          'the page does not scroll under the intro',
        );
        await page.evaluate(() => window.scrollTo(0, 1200));
        await page.clock.runFor(shownAt + 2799 - now);
        assert.is(await intro.count(), 1, 'still shown at 2799 ms');
        await page.clock.runFor(1);
        await page.waitForSelector('[data-intro]', { state: 'detached' });
        assert.is(await page.evaluate(() => window.scrollY), 0);
        await page.clock.resume();
        await page.waitForFunction(
          (sel) => !(document.querySelector(sel) as HTMLVideoElement).paused,
          HERO_VIDEO,
        );
        assert.ok(await scrollsByWheel(page), 'the page scrolls again');
      } finally {
        await close();
      }
    });
  }
}

test('home intro - not within 20 minutes of the last one, again after more than 20', async () => {
  for (const [minutesAgo, shown] of [
    [19, false],
    [21, true],
  ] as const) {
    // Time moves a frame at a time until the islands have hydrated: on a busy machine their
    // loading could outlast a 2.8 s intro on a running clock.
    const { page, close } = await open(homeUrl('ko'), {
      init: async (c) => {
        await c.clock.install({ time: START });
        await c.clock.pauseAt(START + 1);
        await c.addInitScript(
          (ago) => localStorage.setItem('lastIntroTime', String(Date.now() - ago * 60_000)),
          minutesAgo,
        );
      },
    });
    try {
      await hydratedOnPausedClock(page);
      assert.is(
        await page.locator('[data-intro]').count(),
        shown ? 1 : 0,
        `${minutesAgo} minutes ago`,
      );
    } finally {
      await close();
    }
  }
});

test('home intro - skipped under reduced motion, where the hero keeps its still poster', async () => {
  const { page, close } = await open(homeUrl('en'), { reducedMotion: true });
  try {
    await hydrated(page);
    await page.waitForTimeout(200);
    assert.is(await page.locator('[data-intro]').count(), 0);
    assert.is(await page.locator(HERO_VIDEO).count(), 0);
    assert.ok(await page.locator('section[data-section="hero"] img').isVisible());
  } finally {
    await close();
  }
});

test('home - without JavaScript every section shows its text and nothing covers it', async () => {
  const context = await current().browser.newContext({
    javaScriptEnabled: false,
    baseURL: current().baseUrl,
    viewport: { width: 1440, height: 900 },
  });
  try {
    const page = await context.newPage();
    await page.goto(homeUrl('ko'));
    assert.is(await page.locator('[data-intro], [data-popup]').count(), 0);
    for (const name of ['hero', 'slogan', 'business', 'solution', 'news', 'contact']) {
      const section = page.locator(`section[data-section="${name}"]`);
      await section.scrollIntoViewIfNeeded();
      assert.ok(await section.locator('h1, h2').first().isVisible(), name);
    }
    const typed = page.locator('[data-typing]');
    assert.ok((await typed.innerText()).length > 5, 'headline text shown');
    assert.is(await page.locator('[data-business-item]').count(), 8);
  } finally {
    await context.close();
  }
});

for (const locale of LOCALES) {
  test(`home sections - active while in view (${locale})`, async () => {
    // Native scrolling (reduced motion keeps Lenis off): seen in about one run in six of this file,
    // a jump made while Lenis eased was still under way 5 s later; Lenis is tested in
    // motion.test.ts.
    const { page, close } = await open(homeUrl(locale), { init: skipIntro, reducedMotion: true });
    try {
      await hydrated(page);
      const active = () =>
        page
          .locator('section[data-section].active')
          .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.section));
      await page.waitForFunction(() =>
        document.querySelector('section[data-section="hero"]')?.classList.contains('active'),
      );
      assert.not.ok((await active()).includes('contact'));
      await page
        .locator('section[data-section="contact"]')
        .evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.waitForFunction(() =>
        document.querySelector('section[data-section="contact"]')?.classList.contains('active'),
      );
      assert.not.ok((await active()).includes('hero'), 'hero left the view');
    } finally {
      await close();
    }
  });

  test(`home contact - headline typed at 75 ms a character once half visible; button to contact (${locale})`, async () => {
    const { page, close } = await open(homeUrl(locale), {
      init: async (c) => {
        await c.clock.install();
        await skipIntro(c);
      },
    });
    try {
      // Not `hydrated`: it scrolls to the islands far below (the news), which can show the
      // headline.
      await hydratedAfterPaint(page);
      const headline = page.locator('[data-typing]');
      const full = (await headline.locator('.sr-only').textContent()) ?? '';
      const shown = () => headline.locator('.home-typing__text').innerText();
      // The island empties the server-rendered headline in its first effect, a render after it
      // reports hydrated.
      await page.waitForFunction(
        () => document.querySelector('[data-typing]')?.getAttribute('data-typing') === 'waiting',
      );
      assert.is(await shown(), '', 'nothing typed before it is seen');
      await pause(page);
      await headline.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.waitForFunction(
        () => document.querySelector('[data-typing]')?.getAttribute('data-typing') === 'running',
      );
      assert.is(await shown(), '', 'typing starts from nothing');
      await page.clock.runFor(75 * 3);
      assert.is(await shown(), [...full].slice(0, 3).join(''));
      await page.clock.runFor(74);
      assert.is((await shown()).length, 3, 'the fourth character waits its 75 ms');
      await page.clock.runFor(75 * full.length);
      assert.is(await shown(), full);
      assert.is(
        await page.locator('section[data-section="contact"] a.button').getAttribute('href'),
        locale === 'ko' ? '/contact' : '/eng/contact',
      );
    } finally {
      await close();
    }
  });
}

test('home contact - under reduced motion the headline stands complete', async () => {
  const { page, close } = await open(homeUrl('ko'), { reducedMotion: true });
  try {
    await hydrated(page);
    const headline = page.locator('[data-typing]');
    assert.is(
      await headline.locator('.home-typing__text').innerText(),
      await headline.locator('.sr-only').textContent(),
    );
  } finally {
    await close();
  }
});

test.run();
