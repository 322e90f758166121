/**
 * The site font in a real browser (docs/decisions.md, Web font): applied after first
 * paint on a first visit and at once on later pages, which fetch nothing more; every character a
 * page shows drawn in Pretendard, an English page with the shared subset alone; what a visitor
 * types that the site never shows drawn by the system's Korean font at Pretendard's measures; and
 * the swap from the fallback moves no text.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BrowserContext, Page } from 'playwright-core';
import { open } from './harness.ts';
import { hydrated } from '../../scripts/lib/chromium.ts';

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
const watch = async (c: BrowserContext) => {
  await c.addInitScript(WATCH);
};
/** A visitor who has seen a page before: the font applies at once (client/lib/fonts.ts). */
const fontSeen = async (c: BrowserContext) => {
  await c.addInitScript(() => localStorage.setItem('fontsLoaded', '1'));
};

/** Pretendard has loaded the glyphs of `text` (a predicate for waitForFunction). */
const pretendardLoaded = (text: string) =>
  document.fonts.check('16px "Pretendard Variable"', text) &&
  [...document.fonts].some(
    (face) => face.family.includes('Pretendard Variable') && face.status === 'loaded',
  );

/**
 * The font files the page fetched, with the bytes that came over the network (0 from the cache).
 */
const fontFetches = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.name.endsWith('.woff2'))
      .map((e) => ({ file: new URL(e.name).pathname, bytes: e.transferSize })),
  );

/**
 * Glyphs by the font that drew them, over the text of every element (the text inside form
 * fields too): Chromium's own account (DevTools' CSS.getPlatformFontsForNode).
 */
async function fontsDrawing(page: Page): Promise<Record<string, number>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  type Node = (typeof root)['children'] extends (infer N)[] | undefined ? N : never;
  const withText: number[] = [];
  const skip = new Set(['SCRIPT', 'STYLE', 'HEAD', 'NOSCRIPT', 'TEMPLATE']);
  const walk = (node: Node) => {
    if (skip.has(node.nodeName)) return;
    if (node.children?.some((c) => c.nodeType === 3 && c.nodeValue.trim()))
      withText.push(node.nodeId);
    for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) walk(child);
  };
  walk(root);
  const glyphs: Record<string, number> = {};
  for (const nodeId of withText) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    for (const font of fonts)
      glyphs[font.familyName] = (glyphs[font.familyName] ?? 0) + font.glyphCount;
  }
  await cdp.detach();
  return glyphs;
}

test('fonts - first visit: the font after first paint; the next page applies it before painting and fetches none', async () => {
  const { page, context, errors, close } = await open('/company/intro', {
    viewport: 'phone',
    init: watch,
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
    const first = await fontFetches(page);
    assert.equal(first.map((f) => f.file.replace(/-[0-9A-F]{8}/, '')).sort(), [
      '/assets/files/pretendard-hangul.woff2',
      '/assets/files/pretendard-shared.woff2',
    ]);
    const next = await context.newPage();
    await next.goto('/solution/must-xr');
    assert.is(
      await next.evaluate('window.__mediaAtParse'),
      'all',
      'applied by the head script on the next page',
    );
    await next.waitForFunction(pretendardLoaded, '안전 교육');
    await next.waitForLoadState('networkidle');
    const again = await fontFetches(next);
    assert.equal(
      again.filter((f) => f.bytes > 0),
      [],
      'the second page takes the font from the cache',
    );
    assert.equal(errors, []);
  } finally {
    await close();
  }
});

for (const path of ['/contact', '/solution/must-xr', '/eng']) {
  test(`fonts - the swap to Pretendard moves no text on ${path} (390)`, async () => {
    const { page, close } = await open(path, { viewport: 'phone', init: watch });
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

test('fonts - the English home fetches the shared subset alone, and draws the intro’s Korean name with it', async () => {
  const { page, errors, close } = await open('/eng', { viewport: 'phone', init: watch });
  try {
    const name = await page.evaluate(
      () =>
        JSON.parse(document.querySelector('[data-island="IntroOverlay"] + script')!.textContent!)
          .name as string,
    );
    assert.match(name, /^[가-힣]+$/);
    await page.waitForSelector('[data-intro]');
    await page.waitForFunction(pretendardLoaded, `${name} Contact us`);
    await page.waitForSelector('[data-intro]', { state: 'detached', timeout: 8000 });
    await page.waitForLoadState('networkidle');
    const files = (await fontFetches(page)).map((f) => f.file);
    assert.is(files.length, 1, files.join(', '));
    assert.match(files[0]!, /\/pretendard-shared-/);
    assert.equal(errors, []);
  } finally {
    await close();
  }
});

for (const path of ['/contact', '/eng/company/intro']) {
  test(`fonts - every character on ${path} is drawn in Pretendard: no box, no other font`, async () => {
    const { page, close } = await open(path, { init: fontSeen });
    try {
      await page.evaluate(() => document.fonts.ready);
      await page.waitForLoadState('networkidle');
      const glyphs = await fontsDrawing(page);
      assert.equal(Object.keys(glyphs), ['Pretendard Variable'], JSON.stringify(glyphs));
      assert.ok(glyphs['Pretendard Variable']! > 500, `${glyphs['Pretendard Variable']} glyphs`);
    } finally {
      await close();
    }
  });
}

test('fonts - syllables a visitor types that the site never shows: the system Korean font at Pretendard’s measures', async () => {
  const { page, close } = await open('/contact', { init: fontSeen });
  try {
    await page.evaluate(() => document.fonts.ready);
    // Rare syllables no page of ours shows (checked against the font's ranges below).
    const typed = '뷁햏꿻';
    const covered = await page.evaluate(
      (text) =>
        [...document.fonts]
          .filter((face) => face.family.includes('Pretendard Variable'))
          .some((face) =>
            face.unicodeRange.split(',').some((span) => {
              const [from, to = from] = span.trim().replace('U+', '').split('-');
              return [...text].some((c) => {
                const p = c.codePointAt(0)!;
                return p >= parseInt(from!, 16) && p <= parseInt(to!, 16);
              });
            }),
          ),
      typed,
    );
    assert.not.ok(covered, 'the subsets do not hold them');
    await page.locator('input[name="name"]').fill(`김${typed}`);
    const glyphs = await fontsDrawing(page);
    assert.ok(glyphs['Noto Sans CJK KR']! >= 3, JSON.stringify(glyphs));
    // The same words in the site's font stack and in the bare system font: 'Pretendard Fallback'
    // scales it to Pretendard's width (client/styles/tokens.css), so a line of typed text keeps
    // the length it would have in Pretendard.
    const ratio = (await page.evaluate(`(() => {
      const width = (family) => {
        const span = document.createElement('span');
        span.style.cssText = 'font: 400 40px ' + family + '; position: absolute; white-space: pre';
        span.textContent = ${JSON.stringify(typed.repeat(5))};
        document.body.append(span);
        const w = span.getBoundingClientRect().width;
        span.remove();
        return w;
      };
      return width('var(--font)') / width('"Noto Sans CJK KR"');
    })()`)) as number;
    assert.ok(Math.abs(ratio - 0.952) < 0.005, `width against the bare system font: ${ratio}`);
  } finally {
    await close();
  }
});

test.run();
