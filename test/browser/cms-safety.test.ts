/**
 * The local editor a writer can trust (its guard, save conflicts, uploads and links), driven
 * through
 * `npm run cms` (real processes: the dev server with its guard, the backend on its socket file)
 * on a sandbox copy of the content, in Chromium:
 * - a page of another local origin, and a host name rebound to 127.0.0.1, cannot read or write
 *   through the editor, and nothing of the editor's backend listens on a TCP port of its own;
 * - two tabs on one entry: the second save is refused with the Korean reason, the first change
 *   stays; after a reload the second writer saves both;
 * - the company phone changed in the editor is a one-line change of content/company.yaml;
 * - a 6000x4000 photo is made to fit the build's image limit at upload, and one that cannot fit
 *   is refused with the reason before it reaches the entry;
 * - a link to a page that does not exist is flagged in the preview as it is typed.
 * CMS_SCREENSHOTS=<folder> keeps a 1440 px screenshot of each refusal there.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { IMAGE_MAX_BYTES } from '../../site/content/blocks.ts';
import { startDev, type DevServer } from '../../scripts/dev/spawn.ts';
import { current } from './harness.ts';
import { CHROMIUM_FLAGS, launchChromium } from '../../scripts/lib/chromium.ts';
import { galleryPicture, openItem } from './cms-kit.ts';
import { listeningPorts } from '../helpers/listening.ts';
import { tempDir } from '../helpers/temp.ts';

let dev: DevServer;
const shots = process.env.CMS_SCREENSHOTS;
const pages: Page[] = [];

/** A new tab on the editor, signed in, its dialogs (Decap's restore-a-backup question) declined. */
async function editorTab(): Promise<Page> {
  const context =
    pages[0]?.context() ??
    (await current().browser.newContext({ viewport: { width: 1440, height: 900 } }));
  const page = await context.newPage();
  // A reload leaves unsaved changes ("beforeunload": go on); other questions are declined.
  page.on(
    'dialog',
    (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()),
  );
  pages.push(page);
  await page.goto(`${dev.baseUrl}/admin/`, { timeout: 120_000 });
  // The first tab signs in; the next ones find the sign-in in the browser's storage.
  const signIn = page.getByRole('button', { name: '로그인' });
  const signedIn = page.getByText('보도자료', { exact: true }).first();
  await signIn.or(signedIn).first().waitFor({ timeout: 60_000 });
  if (await signIn.count()) await signIn.click();
  await signedIn.waitFor({ timeout: 60_000 });
  return page;
}

/** Opens an entry by way of its collection's list, as the editor's links do. */
async function openEntry(page: Page, collection: string, entry: string): Promise<void> {
  await page.evaluate((hash) => {
    location.hash = hash;
  }, `/collections/${collection}`);
  await page.waitForFunction(() => !document.querySelector('[id*="-field-"]'));
  await page.evaluate((hash) => {
    location.hash = hash;
  }, `/collections/${collection}/${entry}`);
  await page.locator('[id*="-field-"]').first().waitFor({ timeout: 30_000 });
}

/** "게시", then "지금 게시". */
async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: '게시', exact: true }).click();
  await page.getByText('지금 게시', { exact: true }).click();
}
const published = (page: Page) =>
  page.getByRole('button', { name: '게시됨' }).waitFor({ timeout: 60_000 });

async function waitForFile(path: string, includes: string): Promise<string> {
  for (let i = 0; i < 300; i++) {
    const text = readFileSync(join(dev.root, path), 'utf8');
    if (text.includes(includes)) return text;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} never held "${includes}"`);
}

/** `git diff --numstat` of two texts: [added, removed] lines, as git counts them. */
function numstat(before: string, after: string): [number, number] {
  const folder = tempDir('haeon-numstat-');
  writeFileSync(join(folder, 'a'), before);
  writeFileSync(join(folder, 'b'), after);
  let out = '';
  try {
    execFileSync('git', ['diff', '--no-index', '--numstat', 'a', 'b'], { cwd: folder });
  } catch (error) {
    out = String((error as { stdout: Buffer }).stdout); // exit code 1: the files differ
  }
  const [added, removed] = out.trim().split(/\s+/).map(Number);
  return [added ?? 0, removed ?? 0];
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, name) });
}

test.before(async () => {
  dev = await startDev('scripts/cms.ts', ['static']);
});

test.after(async () => {
  for (const page of pages)
    await page
      .context()
      .close()
      .catch(() => undefined);
  await dev.stop();
});

test('cms guard - another local origin and a rebound host name cannot read or write; the backend has no port of its own', async () => {
  const port = Number(new URL(dev.baseUrl).port);
  // Nothing of `npm run cms` listens on TCP but the dev server: the backend is a socket file.
  assert.equal(listeningPorts(dev.pid), [port]);
  // A canary beside content/ (a checkout's code or its .git would be here) and the content itself.
  writeFileSync(join(dev.root, 'canary.ts'), 'export const untouched = true;\n');
  const company = readFileSync(join(dev.root, 'content/company.yaml'), 'utf8');
  // The attacker's script, as a page would run it (plain JavaScript: base -> what each try got).
  const attack = `async (base) => {
    const write = {
      action: 'persistEntry',
      params: {
        branch: 'main',
        dataFiles: [{ slug: 'x', path: 'canary.ts', raw: 'export const untouched = false;\\n' }],
        assets: [],
        options: { commitMessage: 'x', useWorkflow: false, status: 'draft' },
      },
    };
    const overwrite = { ...write, params: { ...write.params, dataFiles: [
      { slug: 'x', path: 'content/company.yaml', raw: 'x: 1\\n' },
    ] } };
    const json = { 'Content-Type': 'application/json' };
    const read = { action: 'getEntry', params: { branch: 'main', path: 'content/company.yaml' } };
    const tries = {};
    for (const [name, url, init] of [
      ['session', base + '/admin/api/session', {}],
      ['read', base + '/admin/api/v1', { method: 'POST', headers: json, body: JSON.stringify(read) }],
      ['write', base + '/admin/api/v1', { method: 'POST', mode: 'no-cors', body: JSON.stringify(write) }],
      ['overwrite', base + '/admin/api/v1', { method: 'POST', headers: json, body: JSON.stringify(overwrite) }],
    ]) {
      try {
        const response = await fetch(url, init);
        tries[name] = response.status + ' ' + response.type + ' ' + (await response.text());
      } catch (error) {
        tries[name] = 'blocked: ' + error.message;
      }
    }
    return tries;
  }`;

  // A page of another local origin: a server of its own on another port.
  const other: Server = createServer((_req, res) => res.end('<!doctype html><title>other</title>'));
  await new Promise<void>((listening) => other.listen(0, '127.0.0.1', listening));
  const page = await (await current().browser.newContext()).newPage();
  try {
    await page.goto(`http://localhost:${(other.address() as AddressInfo).port}/`);
    const tries = (await page.evaluate(`(${attack})(${JSON.stringify(dev.baseUrl)})`)) as Record<
      string,
      string
    >;
    for (const [name, result] of Object.entries(tries))
      assert.match(result, /^(blocked: |0 opaque )/, `another origin, ${name}: ${result}`);
  } finally {
    await page.context().close();
    other.close();
  }

  // A host name that resolves to 127.0.0.1 (DNS rebinding): the same server, another name.
  const rebound: Browser = await launchChromium({
    args: [...CHROMIUM_FLAGS, '--host-resolver-rules=MAP attacker.example 127.0.0.1'],
  });
  try {
    const evil = await rebound.newPage();
    const base = `http://attacker.example:${port}`;
    const admin = await evil.goto(`${base}/admin/`);
    assert.is(admin?.status(), 403);
    await evil.goto(`${base}/`);
    const tries = (await evil.evaluate(`(${attack})(${JSON.stringify(base)})`)) as Record<
      string,
      string
    >;
    for (const [name, result] of Object.entries(tries))
      assert.match(result, /^403 /, `rebound host, ${name}: ${result}`);
    assert.not.ok(JSON.stringify(tries).includes('representative'), 'no content read');
  } finally {
    await rebound.close();
  }
  assert.is(readFileSync(join(dev.root, 'canary.ts'), 'utf8'), 'export const untouched = true;\n');
  assert.is(readFileSync(join(dev.root, 'content/company.yaml'), 'utf8'), company);
});

test('cms - two tabs on one entry: the second save is refused in Korean, the first change stays; after a reload both are saved', async () => {
  const original = readFileSync(join(dev.root, 'content/company.yaml'), 'utf8');
  const first = await editorTab();
  const second = await editorTab();
  await openEntry(first, 'settings', 'entries/company');
  await openEntry(second, 'settings', 'entries/company');

  await first.locator('[id^="phone-field-"]').fill('051-123-4567');
  await publish(first);
  await published(first);
  const afterPhone = await waitForFile('content/company.yaml', 'phone: 051-123-4567');
  // The phone changed in the editor: one line of the file, as git counts it (before: 54+/52-).
  assert.equal(numstat(original, afterPhone), [1, 1]);

  await second.locator('[id^="webzineUrl-field-"]').fill('https://webzine.example.com/haeon');
  await publish(second);
  const refusal = second.getByText(/다른 탭이나 다른 사람이/).first();
  await refusal.waitFor({ timeout: 30_000 });
  assert.match(String(await refusal.textContent()), /새로 고쳐 바뀐 내용을 불러온 다음/);
  await second.waitForTimeout(1000); // the toast slides in
  await screenshot(second, 'refused-two-tabs.png');
  const kept = readFileSync(join(dev.root, 'content/company.yaml'), 'utf8');
  assert.is(kept, afterPhone, 'the first change stays, the second is not written');

  await second.reload();
  await second.locator('[id^="phone-field-"]').waitFor({ timeout: 60_000 });
  assert.is(await second.locator('[id^="phone-field-"]').inputValue(), '051-123-4567');
  await second.locator('[id^="webzineUrl-field-"]').fill('https://webzine.example.com/haeon');
  await publish(second);
  await published(second);
  const both = await waitForFile('content/company.yaml', 'webzine.example.com/haeon');
  assert.match(both, /phone: 051-123-4567/);
  assert.equal(numstat(original, both), [2, 2]);
});

test('cms - a 6000x4000 photo is made to fit the image limit at upload; one that cannot fit is refused with the reason', async () => {
  const folder = tempDir('haeon-photos-');
  // A detailed photo as a camera hands it over (Decap's own processing made 357 KB of it), and
  // one of pure noise no encoder can bring under the limit.
  const photo = join(folder, 'Harbour Photo.jpg');
  const noise = join(folder, 'noise-photo.jpg');
  execFileSync('convert', [
    ...['-size', '1200x800', 'plasma:fractal', '-attenuate', '0.6', '+noise', 'Gaussian'],
    ...['-resize', '6000x4000!', '-quality', '95', photo],
  ]);
  execFileSync('convert', [
    '-size',
    '6000x4000',
    'xc:gray',
    '+noise',
    'Random',
    '-quality',
    '92',
    noise,
  ]);
  assert.ok(readFileSync(photo).length > 5_000_000, 'a photo of several MB');

  const page = pages[0] ?? (await editorTab());
  await openEntry(page, 'pages-business', 'entries/smart-city');
  await openItem(page, 'blocks', 1);
  const field = await galleryPicture(page, 0);
  await field.getByRole('button', { name: '다른 이미지 선택' }).click();
  await page.locator('input[type="file"]').setInputFiles(photo);
  const lowered = page.locator('[data-note="done"]');
  await lowered.waitFor({ timeout: 60_000 });
  assert.match(String(await lowered.textContent()), /300 KB에 맞추려고 화질을 \d+%로 낮췄습니다/);
  await page.getByText('harbour-photo.webp', { exact: true }).waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: '선택한 것으로 결정' }).click();
  await lowered.getByRole('button', { name: '닫기' }).click();

  await field.getByRole('button', { name: '다른 이미지 선택' }).click();
  await page.locator('input[type="file"]').setInputFiles(noise);
  const refused = page.locator('[data-note="refused"][role="alert"]');
  await refused.waitFor({ timeout: 60_000 });
  assert.match(
    String(await refused.textContent()),
    /사진을 올리지 않았습니다: .*300 KB를 넘습니다/,
  );
  await screenshot(page, 'refused-photo-too-large.png');
  assert.is(await page.getByText('noise-photo.webp', { exact: true }).count(), 0);
  await refused.getByRole('button', { name: '닫기' }).click();
  // The media library closes with Escape from inside it; the photo chosen before stays chosen.
  const search = page.getByPlaceholder('이름으로 찾기…');
  await search.focus();
  await page.keyboard.press('Escape');
  await search.waitFor({ state: 'detached' });

  await publish(page);
  await published(page);
  const saved = join(dev.root, 'static/assets/img/harbour-photo.webp');
  for (let i = 0; i < 300 && !existsSync(saved); i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const bytes = readFileSync(saved);
  assert.is(bytes.subarray(8, 12).toString('latin1'), 'WEBP');
  assert.ok(bytes.length <= IMAGE_MAX_BYTES, `${bytes.length} bytes`);
  assert.ok(bytes.length > 100 * 1024, 'still a photograph, not a smear');
  const size = await page.evaluate(async (webp) => {
    const image = new Image();
    image.src = `data:image/webp;base64,${webp}`;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, bytes.toString('base64'));
  assert.equal(size, [1920, 1280]);
  assert.not.ok(existsSync(join(dev.root, 'static/assets/img/noise-photo.webp')));
});

test('cms - a link to a page that does not exist is flagged in the preview as it is typed', async () => {
  const page = pages[0] ?? (await editorTab());
  await openEntry(page, 'pages-company', 'entries/intro');
  await openItem(page, 'blocks', 0);
  // The block's text is the body editor (CodeMirror): the link typed at its end, as a writer would.
  const markdown = page.locator('[id^="markdown-field-"]').first();
  const broken = '[연혁 자세히](/company/nowhere)';
  await markdown.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText(broken);
  const preview = page.frameLocator('#preview-pane');
  if (!(await page.locator('#preview-pane').count()))
    await page.getByTitle('미리보기', { exact: true }).click();
  const flags = preview.locator('[data-preview-links]');
  await flags.waitFor({ timeout: 30_000 });
  assert.match(
    String(await flags.textContent()),
    /블록 1\(글 단락\)의 글에 있는 링크 "\/company\/nowhere"가 가리키는 페이지가 없으니/,
  );
  await flags.scrollIntoViewIfNeeded();
  await screenshot(page, 'refused-broken-link.png');
  // Fixed, the flag goes (the preview folded the blocks again): the link's line typed again.
  if (!(await markdown.isVisible())) await openItem(page, 'blocks', 0);
  await markdown.click();
  await page.keyboard.press('Control+End');
  for (let i = 0; i < broken.length; i++) await page.keyboard.press('Backspace');
  await page.keyboard.insertText('[연혁 자세히](/company/history)');
  await flags.waitFor({ state: 'detached', timeout: 30_000 });
});

test.run();
