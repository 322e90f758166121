/**
 * The web font in a real browser (docs/decisions.md, Web font): applied after first paint on a
 * first visit, at once on later pages, and the swap from the fallback moves no text.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hydrated, open } from './harness.ts';

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
const pretendardLoaded = (text: string) => document.fonts.check('16px "Pretendard Variable"', text)
  && [...document.fonts].some((face) => face.family.includes('Pretendard Variable') && face.status === 'loaded');

test('fonts - first visit: Pretendard after first paint; the next page applies it before painting', async () => {
  const { page, context, errors, close } = await open('/company/intro', { viewport: 'phone', init: async (c) => { await c.addInitScript(WATCH); } });
  try {
    await hydrated(page);
    assert.is(await page.evaluate('window.__mediaAtParse'), 'print', 'not applied while the page is parsed on a first visit');
    await page.waitForFunction(() => document.querySelector('link[data-fonts]')?.getAttribute('media') === 'all');
    await page.waitForFunction(pretendardLoaded, '회사 소개');
    assert.is(await page.evaluate(() => localStorage.getItem('fontsLoaded')), '1');
    const next = await context.newPage();
    await next.goto('/solution/must-xr');
    assert.is(await next.evaluate('window.__mediaAtParse'), 'all', 'applied by the head script on the next page');
    await next.waitForFunction(pretendardLoaded, '안전');
    assert.equal(errors, []);
  } finally {
    await close();
  }
});

for (const path of ['/contact', '/solution/must-xr', '/eng']) {
  test(`fonts - the swap to Pretendard moves no text on ${path} (390)`, async () => {
    const { page, close } = await open(path, { viewport: 'phone', init: async (c) => { await c.addInitScript(WATCH); } });
    try {
      await page.waitForFunction(pretendardLoaded, path === '/eng' ? 'Contact us' : '문의');
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      // Only what moved from the moment Pretendard was applied: the swap, not the rest of the page.
      const shifts = await page.evaluate('window.__shifts.filter((s) => s.at >= window.__fontsAt)') as { value: number; at: number; what: string[] }[];
      const shift = shifts.reduce((sum, s) => sum + s.value, 0);
      assert.ok(shift < 0.005, `layout shift ${shift.toFixed(4)} once the font was applied (Lighthouse goal: CLS <= 0.02): ${JSON.stringify(shifts)}`);
    } finally {
      await close();
    }
  });
}

test.run();
