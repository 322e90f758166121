/**
 * The screenshots of docs/editing.md: the Korean editor (npm run cms on a sandbox copy of the
 * content, so nothing here is saved to content/), at 1440 x 900 in Chromium, and the page /admin/
 * shows where editing is not set up (a build without CMS_BACKEND), at 1440 and 390 px wide.
 * `npx tsx scripts/editing-screenshots.ts` writes docs/editing/*.png.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { startDev } from './dev/spawn.ts';
import { build } from '../build.ts';
import { startServer } from '../server/http-server.ts';
import { launchChromium } from './lib/chromium.ts';
import { galleryPicture, openItem } from '../test/browser/cms-kit.ts';

const OUT = fileURLToPath(new URL('../docs/editing/', import.meta.url));
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const browser = await launchChromium();

/** The editor, from signing in to a refused save, a page and its preview, and an upload. */
async function editorShots(page: Page, baseUrl: string, root: string): Promise<void> {
  const shot = (name: string) => page.screenshot({ path: join(OUT, `${name}.png`) });
  const go = (hash: string) =>
    page.evaluate((to) => {
      location.hash = to;
    }, hash);
  await page.goto(`${baseUrl}/admin/`, { timeout: 120_000 });
  await shot('1-sign-in');
  await page.getByRole('button', { name: '로그인' }).click({ timeout: 60_000 });
  await page.getByText('＋ 보도자료').waitFor({ timeout: 60_000 });
  await shot('2-collections');
  await go('/collections/press/new');
  const ko = (name: string) => page.locator(`[id^="${name}-field-"]`).first();
  const en = (name: string) => page.locator(`[id^="${name}-field-"]`).nth(1);
  await ko('type').fill('보도자료');
  await ko('title').fill('해온정보기술, 사이트 편집기 도입');
  await ko('date').fill('2026-11-20');
  await ko('slug').fill('site-editor');
  await ko('body').fill(
    '해온정보기술은 브라우저에서 사이트를 고치는 편집기를 도입했다고 20일 밝혔다.',
  );
  await en('type').fill('Press release');
  await en('title').fill('Haeon IT edits its site in the browser');
  await en('body').fill(
    'Haeon IT said on November 20 that its staff now edit the site in the browser.',
  );
  await shot('3-press-both-languages');
  // The body editor: its toolbar, and the list of the site's pages a link is chosen from.
  await ko('body').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: '소제목', exact: true }).first().click();
  await page.keyboard.insertText('문의');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: '굵게', exact: true }).first().click();
  await page.keyboard.insertText('도입 문의');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.insertText('는 ');
  await page.getByRole('button', { name: '링크 넣기', exact: true }).first().click();
  await page.getByRole('searchbox').fill('문의');
  await page.getByRole('dialog').getByRole('button').first().click();
  await page.keyboard.insertText(' 또는 ');
  await page.getByRole('button', { name: '회사 정보 넣기', exact: true }).first().click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /대표 전화/ })
    .click();
  await page.keyboard.insertText('로 받습니다.');
  await page.getByRole('button', { name: '링크 넣기', exact: true }).first().click();
  await ko('body').scrollIntoViewIfNeeded();
  await shot('10-body-editor');
  await page.getByRole('dialog').getByRole('button', { name: '취소' }).click();
  await page.getByRole('button', { name: '게시', exact: true }).click();
  await page.getByText('지금 게시', { exact: true }).waitFor();
  await shot('4-publish-menu');
  await page.keyboard.press('Escape');
  // A refused save: a title too long on the English side and "sample" on the Korean side only.
  await en('title').fill(
    'Haeon IT now edits every page of its website in the browser, in two languages',
  );
  await ko('sample').click();
  await page.getByRole('button', { name: '게시', exact: true }).click();
  await page.getByText('지금 게시', { exact: true }).click();
  await page.locator('.refusals').waitFor({ timeout: 30_000 });
  await en('title').scrollIntoViewIfNeeded();
  await shot('5-refused');
  await page.locator('.refusals').getByRole('button', { name: '닫기' }).click();
  await go('/collections/settings/entries/popup');
  await page.locator('[id^="startDate-field-"]').first().waitFor();
  await shot('6-popup');
  // A page: Korean and English side by side, then beside its preview, the site's own templates
  // and styles (contracts §19).
  await go('/collections/pages-company');
  await page.getByText('회사 개요', { exact: true }).first().waitFor({ timeout: 30_000 });
  await shot('7-page-list');
  await go('/collections/pages-company/entries/intro');
  await page.locator('[id^="title-field-"][value="About Us"]').waitFor({ timeout: 30_000 });
  await page.waitForTimeout(1000);
  await shot('7-page-both-languages');
  await page.getByTitle('미리보기', { exact: true }).click();
  await page.frameLocator('#preview-pane').locator('.banner h1').waitFor({ timeout: 30_000 });
  // The banner's strips fold away by CSS as the page first shows: the shot is of the page shown.
  await page
    .frameLocator('#preview-pane')
    .locator('body')
    .evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished),
      ),
    );
  await shot('7-page-preview');
  // A photo for a gallery: the media library with the upload, then the preview showing it unsaved.
  await go('/collections/pages-business/entries/smart-city');
  await page.getByTitle('미리보기', { exact: true }).click();
  await openItem(page, 'blocks', 1);
  await (await galleryPicture(page, 0)).getByRole('button', { name: '다른 이미지 선택' }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'Parking Sensor.webp',
    mimeType: 'image/webp',
    buffer: readFileSync(join(root, 'static/assets/img/product-parkdian-2.webp')),
  });
  await page.getByText('parking-sensor.webp', { exact: true }).waitFor({ timeout: 60_000 });
  await shot('8-upload');
  await page.getByRole('button', { name: '선택한 것으로 결정' }).click();
  const preview = page.frameLocator('#preview-pane');
  await preview.locator('.gallery img[src^="blob:"]').scrollIntoViewIfNeeded({ timeout: 30_000 });
  // The gallery's other pictures load lazily: the shot waits for them as a reader's eye would.
  await preview
    .locator('.gallery img')
    .evaluateAll((images) =>
      Promise.all(images.map((img) => (img as HTMLImageElement).decode().catch(() => undefined))),
    );
  await shot('9-upload-preview');
}

/** /admin/ where the build has no backend: the live site before editing is set up. */
async function notConnectedShots(): Promise<void> {
  const folder = join(ROOT, 'node_modules/.cache/editing-screenshots');
  const dist = join(folder, 'dist');
  await build(ROOT, dist, { ...process.env, CMS_BACKEND: '', CMS_LOCAL_BACKEND: '' });
  const server = await startServer({
    port: 0,
    dist,
    db: join(folder, 'inquiries.db'),
    inquiriesFile: join(folder, 'none.jsonl'),
    log: () => {},
    rateLimit: 'off',
  });
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/admin/`;
    for (const [name, viewport] of [
      ['11-not-connected', { width: 1440, height: 900 }],
      ['11-not-connected-phone', { width: 390, height: 844 }],
    ] as const) {
      const page = await browser.newPage({ viewport });
      await page.goto(url);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: join(OUT, `${name}.png`), fullPage: true });
      await page.close();
    }
  } finally {
    server.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

try {
  const dev = await startDev('scripts/cms.ts', ['static']);
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'ko-KR' });
    page.on('dialog', (dialog) => void dialog.accept());
    await editorShots(page, dev.baseUrl, dev.root);
  } finally {
    await dev.stop();
  }
  await notConnectedShots();
} finally {
  await browser.close();
}
