/**
 * The editor's round trip: `npm run cms` (the dev server and decap-server, real
 * processes) on a sandbox copy of the content; Chromium opens /admin/, creates a press item in
 * both languages, edits one block's text on a page in its side-by-side editor (Korean and English
 * in one entry), changes the popup's dates and Korean alt text, and publishes each. Then the
 * changed files are exactly these (the page's Korean file: that block's text only), and the build
 * accepts them: the article exists in both languages and heads the home news, the popup's period
 * changed. A photo uploaded into a gallery shows in the preview at once and is saved as WebP, and
 * the page gets its width and height. The admin loads with no console error, no policy violation
 * and no configuration error, and the upload's round trip has no failed request.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { parseHTML } from 'linkedom';
import { parse } from 'yaml';
import { build } from '../../build.ts';
import { startDev, type DevServer } from '../../scripts/dev/spawn.ts';
import { current } from './harness.ts';
import { galleryPicture, openItem, uploadImage } from './cms-kit.ts';
import { tempDir } from '../helpers/temp.ts';

const SLUG = '2026-11-20-cms-round-trip';
let dev: DevServer;
let page: Page;
const problems: string[] = [];
/** Requests of the admin page and its preview that failed or were answered 4xx/5xx. */
const failedRequests: string[] = [];

/** Every file under content/, relative: what the round trip may change. */
function contentFiles(root: string): Map<string, string> {
  const dir = join(root, 'content');
  return new Map(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.md') || file.endsWith('.yaml'))
      .map((file) => [`content/${file}`, readFileSync(join(dir, file), 'utf8')]),
  );
}

/** Publishes the open entry ("게시" then "지금 게시") and waits until Decap says it is saved. */
async function publish(): Promise<void> {
  await page.getByRole('button', { name: '게시', exact: true }).click();
  await page.getByText('지금 게시', { exact: true }).click();
  await page.getByRole('button', { name: '게시됨' }).waitFor({ timeout: 60_000 });
}

/**
 * Opens one of the editor's own routes as its links do (only the hash changes), by way of the
 * collection's list: Decap keeps the open entry's values when the address goes straight from one
 * entry to another.
 */
async function openEntry(collection: string, entry: string): Promise<void> {
  await page.evaluate((hash) => {
    location.hash = hash;
  }, `/collections/${collection}`);
  await page.waitForFunction(() => !document.querySelector('[id*="-field-"]'));
  await page.evaluate((hash) => {
    location.hash = hash;
  }, `/collections/${collection}/${entry}`);
}

/** A page as the dev server serves it once it names `includes` (it rebuilds after each save). */
async function builtPage(path: string, includes: string): Promise<Document> {
  for (let i = 0; i < 300; i++) {
    const response = await fetch(`${dev.baseUrl}${path}`);
    const html = await response.text();
    if (response.ok && html.includes(includes))
      return parseHTML(html).document as unknown as Document;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} never named "${includes}"`);
}

/** A content file's front matter and its Markdown body. */
const frontOf = (text: string) =>
  parse(/^---\n([\s\S]*?)\n---\n/.exec(text)![1]!) as Record<string, unknown>;
const bodyOf = (text: string) => text.replace(/^---\n[\s\S]*?\n---\n/, '');

async function waitForFile(path: string, includes: string): Promise<string> {
  for (let i = 0; i < 300; i++) {
    const file = join(dev.root, path);
    if (existsSync(file) && readFileSync(file, 'utf8').includes(includes))
      return readFileSync(file, 'utf8');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} never held "${includes}"`);
}

test.before(async () => {
  dev = await startDev('scripts/cms.ts', ['static']);
  const context = await current().browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) =>
    failedRequests.push(`${request.url()}: ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) failedRequests.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`${dev.baseUrl}/admin/`, { timeout: 120_000 });
  await page.getByRole('button', { name: '로그인' }).click({ timeout: 60_000 });
  await page.getByText('보도자료', { exact: true }).first().waitFor({ timeout: 60_000 });
});

test.after(async () => {
  await page.context().close();
  await dev.stop();
});

test('cms - the editor loads in Korean with no console error and no configuration error', async () => {
  assert.ok(await page.getByText('새 보도자료').count(), 'the press collection offers a new item');
  assert.not.ok(await page.getByText('Config Errors').count());
  assert.equal(problems, []);
});

test('cms - a press item in both languages, a block, the popup: saved, and the build accepts them', async () => {
  const before = contentFiles(dev.root);
  await openEntry('press', 'new');
  const ko = (name: string) => page.locator(`[id^="${name}-field-"]`).first();
  const en = (name: string) => page.locator(`[id^="${name}-field-"]`).nth(1);
  await ko('type').fill('보도자료');
  await ko('title').fill('해온정보기술, 사이트 편집기 도입');
  await ko('date').fill('2026-11-20');
  await ko('slug').fill('cms-round-trip');
  await ko('body').fill(
    '해온정보기술은 브라우저에서 사이트를 고치는 편집기를 도입했다고 20일 밝혔다.',
  );
  await en('type').fill('Press release');
  await en('title').fill('Haeon IT edits its site in the browser');
  await en('body').fill(
    'Haeon IT said on November 20 that its staff now edit the site in the browser.',
  );
  await publish();
  await waitForFile(`content/press/ko/${SLUG}.md`, '사이트 편집기 도입');
  await waitForFile(`content/press/en/${SLUG}.md`, 'edits its site in the browser');

  const koIntro = before.get('content/company/ko/intro.md')!;
  const enIntro = before.get('content/company/en/intro.md')!;
  await openEntry('pages-company', 'entries/intro');
  // Side by side: the Korean file on the left, the English file on the right, in one entry.
  const titleField = (value: unknown) =>
    page.locator(`[id^="title-field-"][value="${String(value)}"]`).first();
  await titleField(frontOf(koIntro).title).waitFor({ timeout: 30_000 });
  await titleField(frontOf(enIntro).title).waitFor({ timeout: 30_000 });
  const [koBox, enBox] = [
    await titleField(frontOf(koIntro).title).boundingBox(),
    await titleField(frontOf(enIntro).title).boundingBox(),
  ];
  assert.ok(koBox && enBox && koBox.x + koBox.width <= enBox.x, 'Korean left of English');
  // The block's text in the body editor (client/admin/widgets/body.tsx): a paragraph more.
  const markdown = page.locator('[id^="markdown-field-"]').first();
  await openItem(page, 'blocks', 0);
  const original = (frontOf(koIntro).blocks as { markdown: string }[])[0]!.markdown;
  await markdown.fill(`${original.trimEnd()}\n\n편집기에서 고친 문장입니다.`);
  // The preview (in place of the English side) is our page: the site's banner and prose, with the
  // edit, under the site's stylesheet.
  await page.getByTitle('미리보기', { exact: true }).click();
  const preview = page.frameLocator('#preview-pane');
  await preview.locator('.banner h1', { hasText: '회사 개요' }).waitFor({ timeout: 30_000 });
  await preview.locator('.prose', { hasText: '편집기에서 고친 문장입니다.' }).first().waitFor();
  await preview
    .locator('body')
    .evaluate((body) => getComputedStyle(body).fontFamily)
    .then((font) => assert.match(font, /Pretendard/, 'the site stylesheet styles the preview'));
  await publish();
  await waitForFile('content/company/ko/intro.md', '편집기에서 고친 문장입니다.');

  await openEntry('settings', 'entries/popup');
  // The periods show open: no arrow to find first.
  await page.locator('[id^="startDate-field-"]').first().fill('2026-12-01');
  await page.locator('[id^="endDate-field-"]').first().fill('2026-12-10');
  await page
    .locator('[id^="ko-field-"]')
    .first()
    .fill('2026 겨울 안전 기술 주간 안내. 12월 1일부터 10일까지.');
  await publish();
  await waitForFile('content/popup.yaml', '2026-12-10');

  const after = contentFiles(dev.root);
  const changed = [...new Set([...before.keys(), ...after.keys()])]
    .filter((file) => before.get(file) !== after.get(file))
    .sort();
  assert.equal(changed, [
    'content/company/ko/intro.md',
    'content/popup.yaml',
    `content/press/en/${SLUG}.md`,
    `content/press/ko/${SLUG}.md`,
  ]);
  // The page: that block's text and nothing else, in the Korean file; the English file as it was.
  const edited = frontOf(koIntro);
  const blocks = edited.blocks as { markdown?: string }[];
  // The block keeps the line break it ended with (its `|` header unchanged: one-line diffs).
  blocks[0]!.markdown = `${blocks[0]!.markdown!.trimEnd()}\n\n편집기에서 고친 문장입니다.\n`;
  assert.equal(frontOf(after.get('content/company/ko/intro.md')!), edited);
  assert.is(bodyOf(after.get('content/company/ko/intro.md')!), bodyOf(koIntro));
  // The new files in the style of the others: the date quoted, no empty or editor-only keys.
  assert.is(
    after.get(`content/press/ko/${SLUG}.md`),
    '---\ntype: 보도자료\ntitle: 해온정보기술, 사이트 편집기 도입\ndate: "2026-11-20"\n---\n해온정보기술은 브라우저에서 사이트를 고치는 편집기를 도입했다고 20일 밝혔다.\n',
  );
  assert.equal(problems, []);

  const dist = tempDir('haeon-cms-dist-');
  try {
    await build(dev.root, dist, { ...process.env, SITE_ROOT: dist });
    for (const url of [`resources/press/${SLUG}`, `eng/resources/press/${SLUG}`])
      assert.ok(existsSync(join(dist, url, 'index.html')), url);
    for (const [home, title] of [
      ['index.html', '해온정보기술, 사이트 편집기 도입'],
      ['eng/index.html', 'Haeon IT edits its site in the browser'],
    ] as const) {
      const { document } = parseHTML(readFileSync(join(dist, home), 'utf8'));
      const first = document.querySelector('[data-news-item] .home-news__title');
      assert.is(first?.textContent, title, `${home}: the first news item is the new article`);
    }
    const popup = readFileSync(join(dev.root, 'content/popup.yaml'), 'utf8');
    assert.match(popup, /startDate: "2026-12-01"\n\s+endDate: "2026-12-10"/);
    assert.ok(
      readFileSync(join(dist, 'company/intro/index.html'), 'utf8').includes(
        '편집기에서 고친 문장입니다.',
      ),
    );
  } finally {
    rmSync(dist, { recursive: true, force: true });
    rmSync(join(dirname(dist), 'dist-deploy'), { recursive: true, force: true });
  }
});

test('cms - a photo uploaded into a gallery: shown in the preview at once, saved as the site serves images (WebP, 1920 px wide, named by the rule), built with its own width and height, and no error on the way', async () => {
  problems.length = 0;
  failedRequests.length = 0;
  await openEntry('pages-business', 'entries/smart-city');
  await page.getByTitle('미리보기', { exact: true }).click();
  // The gallery is the page's second block; its first picture is replaced.
  await openItem(page, 'blocks', 1);
  // A photo as a phone or a designer hands it over: 3000 x 2000 PNG, a name with capitals and
  // spaces.
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 3000;
    canvas.height = 2000;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 3000, 2000);
    gradient.addColorStop(0, '#0b1f3a');
    gradient.addColorStop(1, '#f97316');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 3000, 2000);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  await uploadImage(
    page,
    await galleryPicture(page, 0),
    { name: 'Site Photo 2026.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') },
    'site-photo-2026.webp',
  );
  // The preview shows the new picture before anything is saved, from the editor's own copy of it.
  const preview = page.frameLocator('#preview-pane');
  const shown = preview.locator('.gallery img[src^="blob:"]');
  await shown.waitFor({ timeout: 30_000 });
  assert.equal(
    await shown.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }),
    [1920, 1280],
  );
  await publish();
  await waitForFile('content/business/ko/smart-city.md', 'src: site-photo-2026.webp');
  const saved = join(dev.root, 'static/assets/img/site-photo-2026.webp');
  for (let i = 0; i < 300 && !existsSync(saved); i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const bytes = readFileSync(saved);
  assert.is(bytes.subarray(8, 12).toString('latin1'), 'WEBP');
  const size = await page.evaluate(async (webp) => {
    const image = new Image();
    image.src = `data:image/webp;base64,${webp}`;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, bytes.toString('base64'));
  assert.equal(size, [1920, 1280]);
  assert.not.ok(existsSync(join(dev.root, 'static/assets/img/site-photo-2026.png')));
  // The page as `npm run cms` rebuilt it: the picture with the file's own width and height.
  const built = await builtPage('/business/smart-city', 'site-photo-2026.webp');
  const img = built.querySelector('.gallery img[src="/assets/img/site-photo-2026.webp"]');
  assert.equal([img?.getAttribute('width'), img?.getAttribute('height')], ['1920', '1280']);
  // The whole round trip, the upload and its preview included, without an error or a failed
  // request.
  assert.equal(problems, []);
  assert.equal(failedRequests, []);
});

/** Every file of a build, by path, with its bytes. */
function filesOf(dist: string): Map<string, Buffer> {
  return new Map(
    readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((file) => statSync(join(dist, file)).isFile())
      .map((file) => [file.split('\\').join('/'), readFileSync(join(dist, file))]),
  );
}

test('cms - visitors pay nothing: every public file and header is the same with the editor built in', async () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const without = tempDir('haeon-no-admin-');
  const withAdmin = tempDir('haeon-admin-');
  try {
    const env = { ...process.env, CMS_BACKEND: '', CMS_LOCAL_BACKEND: '' };
    await build(root, join(without, 'dist'), env);
    const live = { CMS_BACKEND: 'gitlab', CMS_REPO: 'haeon/site', CMS_APP_ID: 'app' };
    await build(root, join(withAdmin, 'dist'), { ...env, ...live });
    const a = filesOf(join(without, 'dist'));
    const b = filesOf(join(withAdmin, 'dist'));
    const isPublic = (file: string) => !file.startsWith('admin/') && !file.startsWith('serve.json');
    const publicFiles = [...new Set([...a.keys(), ...b.keys()])].filter(isPublic);
    const differ = publicFiles.filter(
      (file) => !a.get(file)?.equals(b.get(file) ?? Buffer.alloc(0)),
    );
    assert.equal(differ, []);
    assert.ok(
      b.has('admin/index.html') && [...b.keys()].some((f) => /^admin\/admin-.+\.js$/.test(f)),
    );
    // serve.json: only the editor's own entries differ (its backend's origin in connect-src).
    type Serve = { headers: { source: string; headers: unknown[] }[] };
    const rules = (files: Map<string, Buffer>) =>
      (JSON.parse(files.get('serve.json')!.toString()) as Serve).headers.filter(
        (rule) => !rule.source.startsWith('admin'),
      );
    assert.equal(rules(b), rules(a));
    const sizes = [
      'index.html',
      'eng/index.html',
      'company/intro/index.html',
      'resources/press/index.html',
      'contact/index.html',
    ].map((file) => `${file} ${a.get(file)!.length} -> ${b.get(file)!.length}`);
    console.log(`  public pages without / with the editor (bytes): ${sizes.join('; ')}`);
  } finally {
    rmSync(without, { recursive: true, force: true });
    rmSync(withAdmin, { recursive: true, force: true });
  }
});

test.run();
