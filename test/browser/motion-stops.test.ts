/**
 * Moving content stops (WCAG 2.2.2): what moves by CSS alone (the scroll cue,
 * the typing caret) stops by itself within five seconds.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ROUTES } from '../../site/routes.ts';
import { open } from './harness.ts';
import { hydrated } from '../../scripts/lib/chromium.ts';
import { homeUrl, skipIntro } from './home-kit.ts';

test('moving content - nothing animates by CSS without end on any menu page (desktop)', async () => {
  const { page, close } = await open('about:blank', { init: skipIntro });
  try {
    const endless: string[] = [];
    for (const route of ROUTES) {
      await page.goto(route.url, { waitUntil: 'load' });
      await hydrated(page);
      endless.push(
        ...(await page.evaluate(() =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running')
            .filter((a) => a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY)
            .map((a) => {
              const target = (a.effect as KeyframeEffect).target as Element | null;
              return `${location.pathname}: ${(a as CSSAnimation).animationName ?? 'animation'} on ${target?.className}`;
            }),
        )),
      );
    }
    assert.equal(endless, []);
  } finally {
    await close();
  }
});

test('moving content - the scroll cue stops within five seconds (desktop)', async () => {
  const { page, close } = await open(homeUrl('en'), { init: skipIntro });
  try {
    await hydrated(page);
    // Read from its style: on a slow machine it may have ended before the page settles.
    const cue = await page.locator('.home-hero__scroll').evaluate((el) => {
      const style = getComputedStyle(el, '::after');
      return {
        name: style.animationName,
        seconds: Number.parseFloat(style.animationDuration) * Number(style.animationIterationCount),
      };
    });
    assert.is(cue.name, 'home-scroll-cue');
    assert.ok(cue.seconds <= 5, `it runs ${cue.seconds} s`);
  } finally {
    await close();
  }
});

test.run();
