/**
 * The screenshots of docs/editing.md: the Korean editor (npm run cms on a sandbox copy of the
 * content, so nothing here is saved to content/), at 1440 x 900 in Chromium.
 * `npx tsx scripts/editing-screenshots.ts` writes docs/editing/*.png.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startDev } from './dev/spawn.ts';
import { CHROMIUM_FLAGS } from '../test/browser/harness.ts';
import { galleryPicture, openItem } from '../test/browser/cms-kit.ts';

const OUT = fileURLToPath(new URL('../docs/editing/', import.meta.url));
const dev = await startDev('scripts/cms.ts', ['static']);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const shot = (name: string) => page.screenshot({ path: join(OUT, `${name}.png`) });
  await page.goto(`${dev.baseUrl}/admin/`, { timeout: 120_000 });
  await shot('1-sign-in');
  await page.getByRole('button', { name: '로그인' }).click({ timeout: 60_000 });
  await page.getByText('새 보도자료').waitFor({ timeout: 60_000 });
  await shot('2-collections');
  await page.goto(`${dev.baseUrl}/admin/#/collections/press/new`);
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
  await page.getByRole('button', { name: '게시', exact: true }).click();
  await page.getByText('지금 게시', { exact: true }).waitFor();
  await shot('4-publish-menu');
  await page.keyboard.press('Escape');
  // A refused save: "sample" on the Korean side only; the notice gives the build's rule in Korean.
  await ko('sample').click();
  await page.getByRole('button', { name: '게시', exact: true }).click();
  await page.getByText('지금 게시', { exact: true }).click();
  await page
    .getByText(/두 판에 같은 값을 쓰세요/)
    .first()
    .waitFor({ timeout: 30_000 });
  await shot('5-refused');
  await page.goto(`${dev.baseUrl}/admin/#/collections/settings/entries/popup`);
  await page.locator('[id^="showPeriods-field-"] [data-testid="expand-button"]').first().click();
  await page.locator('[id^="startDate-field-"]').first().waitFor();
  await shot('6-popup');
  // A page: Korean and English side by side, then beside its preview, the site's own templates
  // and styles (DECISIONS §19).
  await page.goto(`${dev.baseUrl}/admin/#/collections/pages-company`);
  await page.getByText('회사 개요', { exact: true }).first().waitFor({ timeout: 30_000 });
  await shot('7-page-list');
  await page.goto(`${dev.baseUrl}/admin/#/collections/pages-company/entries/intro`);
  await page.locator('[id^="title-field-"][value="About Us"]').waitFor({ timeout: 30_000 });
  await shot('7-page-both-languages');
  await page.getByTitle('미리보기 토글').click();
  await page.frameLocator('#preview-pane').locator('.banner h1').waitFor({ timeout: 30_000 });
  await shot('7-page-preview');
  // A photo for a gallery: the media library with the upload, then the preview showing it unsaved.
  await page.goto(`${dev.baseUrl}/admin/#/collections/pages-2`);
  await page.goto(`${dev.baseUrl}/admin/#/collections/pages-2/entries/ko--business--smart-city`);
  await openItem(page, 'blocks', 1);
  await (await galleryPicture(page, 0)).getByRole('button', { name: '다른 이미지 선택' }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'Parking Sensor.webp',
    mimeType: 'image/webp',
    buffer: readFileSync(join(dev.root, 'static/assets/img/product-parkdian-2.webp')),
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
} finally {
  await browser.close();
  await dev.stop();
}
