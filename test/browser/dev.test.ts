/**
 * The writer's loop (`npm run dev`) in a real browser: the dev server runs on a
 * sandbox copy of content/ (scripts/dev/spawn.ts), so these edits never touch the real files.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startDev, type DevServer } from '../../scripts/dev/spawn.ts';
import { current } from './harness.ts';

const FILE = 'content/company/ko/intro.md';
let dev: DevServer;
let page: Page;
let original: string;

/**
 * Saves the page's file and resolves once the browser has loaded the page again; fails with what
 * the dev server said meanwhile when no reload came in 30 s.
 */
async function save(text: string): Promise<void> {
  const reloaded = page.waitForEvent('domcontentloaded', { timeout: 30_000 });
  writeFileSync(join(dev.root, FILE), text);
  await reloaded.catch((error: unknown) => {
    throw new Error(
      `no reload after the save (${String(error)}); the dev server's last lines:\n${dev.recent().join('\n')}`,
    );
  });
}

test.before(async () => {
  dev = await startDev();
  original = readFileSync(join(dev.root, FILE), 'utf8');
  const context = await current().browser.newContext({
    viewport: { width: 1440, height: 900 },
    reducedMotion: 'reduce',
  });
  page = await context.newPage();
  await page.goto(`${dev.baseUrl}/company/intro`);
});

test.after(async () => {
  await page.context().close();
  await dev.stop();
});

test('dev - a saved Markdown edit shows in the open page without touching the client bundle', async () => {
  const script = await page
    .locator('script[type="module"][src^="/assets/main-"]')
    .getAttribute('src');
  await save(`${original.trimEnd()}\n\n저장하면 바로 보이는 문장입니다.\n`);
  assert.ok(
    (await page.locator('main').textContent())!.includes('저장하면 바로 보이는 문장입니다.'),
  );
  assert.is(
    await page.locator('script[type="module"][src^="/assets/main-"]').getAttribute('src'),
    script,
  );
});

test('dev - a content error shows over the page with file and line, and the next good save clears it', async () => {
  const failed = dev.nextLine(/ build failed /);
  writeFileSync(join(dev.root, FILE), original.replace(/^description: .*$/m, 'description: 짧음'));
  await failed;
  const overlay = page.locator('[data-dev-errors]');
  await overlay.waitFor();
  assert.match(
    (await overlay.textContent())!,
    /content\/company\/ko\/intro\.md:3: description: at least 20 characters/,
  );
  assert.ok(await page.locator('h1').isVisible(), 'the last good page stays under the errors');
  await save(original);
  assert.is(await overlay.count(), 0);
});

test('dev - a page opened while the content is broken shows the errors too', async () => {
  const failed = dev.nextLine(/ build failed /);
  writeFileSync(
    join(dev.root, FILE),
    original.replace(/^banner: .*$/m, 'banner: banner-missing.webp'),
  );
  await failed;
  const other = await page.context().newPage();
  await other.goto(`${dev.baseUrl}/eng/company/history`);
  await other.locator('[data-dev-errors]').waitFor();
  assert.match(
    (await other.locator('[data-dev-errors]').textContent())!,
    /content\/company\/ko\/intro\.md:\d+: "\/assets\/img\/banner-missing\.webp" leads nowhere/,
  );
  await other.close();
  await save(original);
});

test('dev - the reload stream is an uncached event stream; malformed paths reach the server and get its 400', async () => {
  const stream = new AbortController();
  const events = await fetch(`${dev.baseUrl}/__dev/events?from=test`, { signal: stream.signal });
  assert.is(events.headers.get('content-type'), 'text/event-stream');
  assert.is(events.headers.get('cache-control'), 'no-store');
  stream.abort();
  assert.is((await fetch(`${dev.baseUrl}/__dev/reload.js?v=1`)).status, 200);
  assert.is((await fetch(`${dev.baseUrl}/%E0%A4%A`)).status, 400);
  assert.is((await fetch(`${dev.baseUrl}/company/intro`)).status, 200);
});

test.run();
