/**
 * The web font in a real browser (docs/decisions.md, Web font): applied after first paint on a
 * first visit, at once on later pages, and the swap from the fallback moves no text.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hydrated, open } from './harness.ts';
import { skipIntro } from './home-kit.ts';

/**
 * Records, before any page script: the layout shifts, when the font stylesheet was applied, and
 * its media at DOMContentLoaded.
 */
const WATCH = `
  window.__shifts = [];
  window.__fontsAt = Infinity;
  document.addEventListener('DOMContentLoaded', () => {
    const link = document.querySelector('link[data-fonts]');
    const seen = () => { if (link.getAttribute('media') === 'all') window.__fontsAt = Math.min(window.__fontsAt, performance.now()); };
    seen();
    new MutationObserver(seen).observe(link, { attributes: true });
  });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const what = e.sources.map((s) => s.node ? (s.node.nodeType === 1 ? s.node.outerHTML.slice(0, 80) : '#text ' + s.node.textContent.slice(0, 30)) : '?');
      window.__shifts.push({ value: e.value, at: Math.round(e.startTime), what });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('DOMContentLoaded', () => { window.__mediaAtParse = document.querySelector('link[data-fonts]')?.getAttribute('media'); });
`;

/** Pretendard has loaded the glyphs of `text` (a predicate for waitForFunction). */
const pretendardLoaded = (text: string) =>
  document.fonts.check('16px "Pretendard Variable"', text) &&
  [...document.fonts].some(
    (face) => face.family.includes('Pretendard Variable') && face.status === 'loaded',
  );

test('fonts - first visit: Pretendard after first paint; the next page applies it before painting', async () => {
  const { page, context, errors, close } = await open('/company/intro', {
    viewport: 'phone',
    init: async (c) => {
      await c.addInitScript(WATCH);
    },
  });
  try {
    await hydrated(page);
    assert.is(
      await page.evaluate('window.__mediaAtParse'),
      'print',
      'not applied while the page is parsed on a first visit',
    );
    await page.waitForFunction(
      () => document.querySelector('link[data-fonts]')?.getAttribute('media') === 'all',
    );
    await page.waitForFunction(pretendardLoaded, '회사 소개');
    assert.is(await page.evaluate(() => localStorage.getItem('fontsLoaded')), '1');
    const next = await context.newPage();
    await next.goto('/solution/must-xr');
    assert.is(
      await next.evaluate('window.__mediaAtParse'),
      'all',
      'applied by the head script on the next page',
    );
    await next.waitForFunction(pretendardLoaded, '안전');
    assert.equal(errors, []);
  } finally {
    await close();
  }
});

for (const path of ['/contact', '/solution/must-xr', '/eng']) {
  test(`fonts - the swap to Pretendard moves no text on ${path} (390)`, async () => {
    const { page, close } = await open(path, {
      viewport: 'phone',
      init: async (c) => {
        await c.addInitScript(WATCH);
      },
    });
    try {
      await page.waitForFunction(pretendardLoaded, path === '/eng' ? 'Contact us' : '문의');
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      // Only what moved from the moment Pretendard was applied: the swap, not the rest of the page.
      const shifts = (await page.evaluate(
        'window.__shifts.filter((s) => s.at >= window.__fontsAt)',
      )) as { value: number; at: number; what: string[] }[];
      const shift = shifts.reduce((sum, s) => sum + s.value, 0);
      assert.ok(
        shift < 0.005,
        `layout shift ${shift.toFixed(4)} once the font was applied (Lighthouse goal: CLS <= 0.02): ${JSON.stringify(shifts)}`,
      );
    } finally {
      await close();
    }
  });
}

/**
 * The English home's intro draws the company's Korean name; the page's own text lacks one of its
 * characters, whose subset the head script fetches as it applies the font (client/lib/fonts.ts),
 * so it arrives with the others instead of alone, after the intro has drawn the name.
 */
test("fonts - the English home fetches the intro name's subset as the font applies, and only when the intro shows", async () => {
  const { page, errors, close } = await open('/eng', {
    viewport: 'phone',
    init: async (c) => {
      await c.addInitScript(WATCH);
    },
  });
  const warnings: string[] = [];
  page.on('console', (msg) => msg.type() === 'warning' && warnings.push(msg.text()));
  try {
    const later = (await page.getAttribute('link[data-fonts]', 'data-fonts-later'))!.split(' ');
    const name = await page.evaluate(
      () =>
        JSON.parse(document.querySelector('[data-island="IntroOverlay"] + script')!.textContent!)
          .name as string,
    );
    await page.waitForSelector('[data-intro]');
    await page.waitForFunction(pretendardLoaded, name);
    const fetched = await page.evaluate(
      (files) =>
        files.map((file) => {
          const entry = performance
            .getEntriesByType('resource')
            .find((e) => new URL(e.name).pathname === file) as
            | PerformanceResourceTiming
            | undefined;
          return entry
            ? {
                initiator: entry.initiatorType,
                after: Math.round(
                  entry.startTime - (window as unknown as { __fontsAt: number }).__fontsAt,
                ),
              }
            : null;
        }),
      later,
    );
    for (const [i, entry] of fetched.entries()) {
      assert.ok(entry, `${later[i]} fetched`);
      assert.is(
        entry.initiator,
        'link',
        `${later[i]} fetched by the head script's preload, not when the intro drew it`,
      );
      assert.ok(
        Math.abs(entry.after) < 100,
        `${later[i]} fetched as the font applied (${entry.after} ms after)`,
      );
    }
    await page.waitForSelector('[data-intro]', { state: 'detached', timeout: 5000 });
    // Chromium warns of a preload unused a few seconds after the load event.
    await page.waitForFunction(
      () => {
        const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
          .loadEventEnd;
        return load > 0 && performance.now() > load + 4000;
      },
      undefined,
      { timeout: 10_000 },
    );
    assert.equal(
      warnings.filter((w) => /preload/i.test(w)),
      [],
      'no preload left unused',
    );
    assert.equal(errors, []);
  } finally {
    await close();
  }
  // Back within 20 minutes: no intro, nothing fetched for it.
  const again = await open('/eng', { viewport: 'phone', init: skipIntro });
  try {
    const later = (await again.page.getAttribute('link[data-fonts]', 'data-fonts-later'))!.split(
      ' ',
    );
    await again.page.waitForFunction(pretendardLoaded, 'Contact us');
    await again.page.waitForLoadState('networkidle');
    const names = await again.page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
    );
    assert.equal(
      later.filter((file) => names.includes(file)),
      [],
      'not fetched when the intro does not show',
    );
  } finally {
    await again.close();
  }
});

test.run();
