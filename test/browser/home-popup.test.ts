/**
 * The dated home popup in a real browser (contracts §7): the UTC day on a fake
 * clock decides; 'do not show again today' + close stores that day; centred, re-centred on
 * resize, draggable by mouse and by touch, closed by Escape, named for assistive technology.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BrowserContext, Page } from 'playwright-core';
import { LOCALES, type Locale } from '../../site/routes.ts';
import { open } from './harness.ts';
import { hydrated, hydratedAfterPaint, type ViewportName } from '../../scripts/lib/chromium.ts';
import { homeUrl, skipIntro } from './home-kit.ts';

const KEY = 'main-popup-hidden-until';
const POPUP = '[data-popup]';
const LABELS = {
  ko: { hide: '오늘 하루 보지 않기', close: '닫기' },
  en: { hide: 'Do not show again today', close: 'Close' },
} as const;

/** A context whose clock reads `iso` (timers keep running), without the intro. */
function at(iso: string, storage: Record<string, string> = {}) {
  return async (context: BrowserContext) => {
    await context.clock.setFixedTime(new Date(iso));
    await skipIntro(context);
    await context.addInitScript((entries) => {
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, storage);
  };
}

/**
 * The home page in Seoul's time zone (UTC+9), so a local day and the UTC day differ for part of
 * every day and only the UTC rule passes.
 */
async function openHome(
  locale: Locale,
  init: (c: BrowserContext) => Promise<void>,
  viewport: ViewportName = 'desktop',
  reducedMotion = false,
) {
  const opened = await open('/favicon.svg', { viewport, init, reducedMotion });
  const cdp = await opened.context.newCDPSession(opened.page);
  await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Seoul' });
  await opened.page.goto(homeUrl(locale));
  await hydrated(opened.page);
  await opened.page.waitForTimeout(150); // the popup opens in the effect right after hydration
  return opened;
}

const box = async (page: Page) => (await page.locator(POPUP).boundingBox())!;
const viewport = (page: Page) =>
  page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: window.innerHeight,
  }));

async function assertCentred(page: Page, message: string): Promise<void> {
  const b = await box(page);
  const v = await viewport(page);
  assert.ok(
    Math.abs(b.x + b.width / 2 - v.width / 2) <= 1,
    `${message}: centred across (${b.x}, ${b.width} in ${v.width})`,
  );
  assert.ok(
    Math.abs(b.y + b.height / 2 - v.height / 2) <= 1 || (b.y === 0 && b.height >= v.height),
    `${message}: centred down (${b.y}, ${b.height} in ${v.height})`,
  );
}

test('home popup - opens from 2025-10-02 to 2025-10-07 (UTC, inclusive) and not outside', async () => {
  const cases = [
    ['2025-10-01T23:59:59Z', false],
    ['2025-10-02T00:00:00Z', true],
    ['2025-10-07T23:59:59Z', true],
    ['2025-10-08T00:00:00Z', false],
    ['2026-10-04T12:00:00Z', false],
  ] as const;
  for (const [iso, shown] of cases) {
    const { page, close } = await openHome('ko', at(iso));
    try {
      assert.is(await page.locator(POPUP).count(), shown ? 1 : 0, iso);
    } finally {
      await close();
    }
  }
});

for (const locale of LOCALES) {
  test(`home popup - 'do not show again today' + close stores today's UTC date (${locale})`, async () => {
    const { page, context, close } = await openHome(locale, at('2025-10-03T23:30:00Z'));
    try {
      const popup = page.getByRole('dialog');
      assert.ok((await popup.getAttribute('aria-labelledby'))?.length, 'named by its title');
      assert.ok(await popup.locator('img').getAttribute('alt'), 'the media has a text alternative');
      await popup.getByLabel(LABELS[locale].hide).check();
      await popup.getByRole('button', { name: LABELS[locale].close }).click();
      assert.is(await page.locator(POPUP).count(), 0);
      assert.is(await page.evaluate((k) => localStorage.getItem(k), KEY), '2025-10-03');
      await page.reload();
      await hydrated(page);
      await page.waitForTimeout(150);
      assert.is(await page.locator(POPUP).count(), 0, 'hidden for the rest of the day');
      await context.clock.setFixedTime(new Date('2025-10-04T00:00:01Z'));
      await page.reload();
      await page.locator(POPUP).waitFor();
    } finally {
      await close();
    }
  });
}

test('home popup - close without the box ticked, or Escape, hides it for this visit only', async () => {
  const { page, close } = await openHome('en', at('2025-10-05T08:00:00Z'));
  try {
    await page.getByRole('button', { name: 'Close' }).click();
    assert.is(await page.locator(POPUP).count(), 0);
    assert.is(await page.evaluate((k) => localStorage.getItem(k), KEY), null);
    await page.reload();
    await page.locator(POPUP).waitFor();
    await page.keyboard.press('Escape');
    assert.is(await page.locator(POPUP).count(), 0, 'Escape closes');
  } finally {
    await close();
  }
});

test('home popup - stays closed when the stored day is today', async () => {
  const { page, close } = await openHome('ko', at('2025-10-06T10:00:00Z', { [KEY]: '2025-10-06' }));
  try {
    assert.is(await page.locator(POPUP).count(), 0);
  } finally {
    await close();
  }
});

test('home popup - centred, dragged by mouse, re-centred on resize; media 600 px wide', async () => {
  const { page, close } = await openHome('ko', at('2025-10-02T09:00:00Z'));
  try {
    await assertCentred(page, 'on open');
    assert.is(Math.round((await page.locator(`${POPUP} img`).boundingBox())!.width), 600);
    await page.setViewportSize({ width: 1440, height: 1100 }); // room to move it in both directions
    await page.waitForTimeout(100);
    await assertCentred(page, 'after growing the window');
    const before = await box(page);
    await page.mouse.move(before.x + 100, before.y + 20);
    await page.mouse.down();
    await page.mouse.move(before.x + 20, before.y - 40, { steps: 5 });
    await page.mouse.up();
    const after = await box(page);
    assert.equal([after.x - before.x, after.y - before.y], [-80, -60]);
    await page.setViewportSize({ width: 1200, height: 820 });
    await page.waitForTimeout(100);
    await assertCentred(page, 'after resize');
  } finally {
    await close();
  }
});

test('home popup - dragged by touch on a phone; media 80% of the width', async () => {
  const { page, close } = await openHome('en', at('2025-10-02T09:00:00Z'), 'phone');
  try {
    await assertCentred(page, 'on open');
    assert.is(
      Math.round((await page.locator(`${POPUP} img`).boundingBox())!.width),
      Math.round(390 * 0.8),
    );
    const before = await box(page);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
      });
    const [x, y] = [before.x + 40, before.y + 100];
    await touch('touchStart', x, y);
    for (let i = 1; i <= 5; i += 1) await touch('touchMove', x - 4 * i, y + 30 * i);
    await touch('touchEnd', 0, 0);
    const after = await box(page);
    assert.equal([Math.round(after.x - before.x), Math.round(after.y - before.y)], [-20, 150]);
  } finally {
    await close();
  }
});

/** Where focus is: 'popup', 'main' (the page's main, given focus), 'body', or the element's tag. */
const focusIn = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (el?.closest('[data-popup]')) return 'popup';
    return el?.id === 'main' ? 'main' : (el?.tagName.toLowerCase() ?? 'none');
  });

for (const locale of LOCALES) {
  // With reduced motion the popup once showed without taking focus: the header's links behind it
  // were the next Tab stops.
  for (const [how, reducedMotion] of [
    ['Escape', false],
    ['the close button', false],
    ['Escape', true],
  ] as const) {
    test(`home popup - takes focus when it opens, keeps Tab inside, gives it back when closed by ${how} (${locale}${reducedMotion ? ', reduced motion' : ''})`, async () => {
      const { page, close } = await openHome(
        locale,
        at('2025-10-05T08:00:00Z'),
        'desktop',
        reducedMotion,
      );
      try {
        await page.locator(POPUP).waitFor();
        await page.waitForFunction(() =>
          document.querySelector('[data-popup]')?.contains(document.activeElement),
        );
        // The links it covers are not the next stops: Tab and Shift+Tab go round its controls.
        for (const key of ['Tab', 'Shift+Tab']) {
          for (let i = 0; i < 4; i++) {
            await page.keyboard.press(key);
            assert.is(await focusIn(page), 'popup', `${key} ${i + 1}`);
          }
        }
        if (how === 'Escape') await page.keyboard.press('Escape');
        else await page.getByRole('button', { name: LABELS[locale].close }).press('Enter');
        assert.is(await page.locator(POPUP).count(), 0);
        // Nothing had focus before it opened: focus goes to the start of the page's content.
        assert.is(await focusIn(page), 'main');
      } finally {
        await close();
      }
    });
  }
}

test('home popup - on a first visit it waits for the intro: nothing covers it while it has focus', async () => {
  // A first visit (no lastIntroTime stored) on a day the popup is due, motion welcome: the intro
  // plays for 2.8 s over the whole page.
  const { page, close, errors } = await open('about:blank', {
    init: (context) => context.clock.setFixedTime(new Date('2025-10-03T03:00:00Z')),
  });
  try {
    await page.goto(homeUrl('ko'));
    await hydratedAfterPaint(page);
    // Every 100 ms for 4 s: while focus is in the popup, its middle must be the popup, not the
    // intro's overlay drawn over it.
    const moments: string[] = [];
    for (let i = 0; i < 40; i++) {
      moments.push(
        await page.evaluate(() => {
          const popup = document.querySelector<HTMLElement>('[data-popup]');
          const intro = document.querySelector('[data-intro]') ? 'intro' : 'no intro';
          if (!popup?.contains(document.activeElement)) return `${intro}, popup without focus`;
          const r = popup.getBoundingClientRect();
          const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return `${intro}, popup focused ${popup.contains(top) ? 'on top' : `under ${top?.className}`}`;
        }),
      );
      await page.waitForTimeout(100);
    }
    assert.equal(
      moments.filter((m) => m.includes('under')),
      [],
      'the popup had focus under something',
    );
    assert.ok(moments[0]!.startsWith('intro'), `the intro played: ${moments[0]}`);
    assert.is(moments.at(-1), 'no intro, popup focused on top', 'then the popup took focus');
    assert.equal(errors, []);
  } finally {
    await close();
  }
});

test.run();
