/**
 * XSS corpus: hostile strings written into a content file and returned by the API run
 * no script; the visitor sees them as text.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cpSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { build } from '../../build.ts';
import { startServer } from '../../server/http-server.ts';
import { ROOT } from '../helpers/dist.ts';
import { current } from './harness.ts';
import { hydrated } from '../../scripts/lib/chromium.ts';
import { tempDir } from '../helpers/temp.ts';

/** Each payload, if it ran, would set window.__xss. */
export const XSS = [
  '<script>window.__xss = 1</script>',
  '"><img src=x onerror="window.__xss = 2">',
  "'><svg onload='window.__xss = 3'>",
  '</script><script>window.__xss = 4</script>',
  '<iframe srcdoc="<script>parent.__xss = 5</script>"></iframe>',
  '\u2028</script>\u2029<script>window.__xss = 6</script>',
];

/**
 * A copy of the site's content with the corpus in the intro page's title, lead, body and blocks.
 */
function hostileRoot(): string {
  const root = tempDir('xss-site-');
  cpSync(join(ROOT, 'content'), join(root, 'content'), { recursive: true });
  cpSync(join(ROOT, 'static'), join(root, 'static'), { recursive: true });
  symlinkSync(join(ROOT, 'client'), join(root, 'client'));
  const file = join(root, 'content/company/ko/intro.md');
  const source = readFileSync(file, 'utf8');
  const yaml = (s: string) => JSON.stringify(s);
  const hostile = source
    .replace(/^title: .*$/m, `title: ${yaml(XSS[0]!)}`)
    .replace(/^lead: .*$/m, `lead: ${yaml(XSS[1]!)}`)
    .replace(
      /^blocks:\n/m,
      `blocks:\n  - type: features\n    heading: ${yaml(XSS[3]!)}\n    items:\n      - title: ${yaml(XSS[2]!)}\n        text: ${yaml(XSS[5]!)}\n  - type: prose\n    markdown: ${yaml(XSS.join('\n\n'))}\n`,
    )
    .replace(/\n---\n/, `\n---\n${XSS.join('\n\n')}\n\n`);
  writeFileSync(file, hostile);
  return root;
}

async function noScriptRan(page: Page): Promise<void> {
  assert.is(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), undefined);
}

test('xss - hostile text in a content file is shown as text and runs nothing', async () => {
  const root = hostileRoot();
  const dist = join(root, 'dist');
  await build(root, dist);
  const server = await startServer({ root, dist, port: 0 });
  const context = await current().browser.newContext();
  const page = await context.newPage();
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs += 1;
    return d.dismiss();
  });
  try {
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/company/intro`);
    await hydrated(page);
    await page.waitForTimeout(300);
    await noScriptRan(page);
    assert.is(dialogs, 0);
    assert.is(await page.locator('h1').textContent(), XSS[0]);
    assert.is(await page.locator('iframe').count(), 0);
    assert.ok((await page.locator('main').textContent())!.includes('onerror="window.__xss = 2"'));
  } finally {
    await context.close();
    server.close();
  }
});

/**
 * Answers every API call with the corpus in each text field, the way a compromised backend might.
 */
async function hostileApi(page: Page): Promise<void> {
  const item = (i: number) => ({
    pressSeq: i + 1,
    pressType: XSS[i % XSS.length]!,
    pressTitle: XSS[(i + 1) % XSS.length]!,
    pressDate: '2025-01-01',
  });
  await page.route('**/home/resources/press/getPress', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        status: 200,
        code: 'OK',
        msg: 'OK',
        data: { list: XSS.map((_, i) => item(i)), totalCount: XSS.length, pageNo: 0, pageSize: 10 },
      }),
    }),
  );
  await page.route('**/home/resources/press/getPressDetail', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        status: 200,
        code: 'OK',
        msg: 'OK',
        data: {
          ...item(0),
          pressContent: XSS.join('\n\n'),
          pressLink: 'javascript:window.__xss = 7',
        },
      }),
    }),
  );
}

// Only pressView asks the API now, for a seq the build does not know (contracts §11); lists and the
// home news are in the HTML.
for (const path of ['/resources/pressView?seq=9999', '/eng/resources/pressView?seq=9999']) {
  test(`xss - hostile API answers on ${path} are shown as text and run nothing`, async () => {
    const context = await current().browser.newContext({ baseURL: current().baseUrl });
    const page = await context.newPage();
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      return d.dismiss();
    });
    await hostileApi(page);
    try {
      await page.goto(path);
      await hydrated(page);
      await page.waitForFunction(() =>
        document.querySelector('main')!.textContent!.includes('window.__xss = 1'),
      );
      await page.waitForTimeout(200);
      await noScriptRan(page);
      assert.is(dialogs, 0);
      assert.is(await page.locator('main iframe, main a[href^="javascript:"]').count(), 0);
    } finally {
      await context.close();
    }
  });
}

test.run();
