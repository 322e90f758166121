/**
 * Brochures in a real browser: a publicity page link downloads the PDF itself,
 * and printing leaves the site's chrome off paper while a brochure starts each chapter on a page.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { routeOf } from '../../site/routes.ts';
import { pdfPathOf } from '../../site/brochures/files.ts';
import { DIST } from '../helpers/dist.ts';
import { open } from './harness.ts';
import { hydrated } from '../../scripts/lib/chromium.ts';

for (const [locale, viewport] of [
  ['ko', 'desktop'],
  ['en', 'phone'],
] as const) {
  test(`downloads - the first link downloads the company profile in ${locale} (${viewport})`, async () => {
    const { page, errors, close } = await open(routeOf('resources/publicity', locale).url, {
      viewport,
    });
    await hydrated(page);
    const link = page.locator('a.download__link').first();
    await link.scrollIntoViewIfNeeded();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const file = pdfPathOf('brochure/company-profile', locale);
    assert.is(download.suggestedFilename(), file.split('/').pop());
    const saved = await download.path();
    assert.is(statSync(saved).size, statSync(join(DIST, file)).size);
    assert.ok(
      readFileSync(saved).subarray(0, 5).toString('latin1') === '%PDF-',
      'the download is a PDF',
    );
    const response = await page.request.get(`/${file}`);
    assert.is(response.headers()['content-type'], 'application/pdf');
    assert.equal(errors, []);
    await close();
  });
}

test('downloads - printing a page hides the header, footer and scroll button and keeps the list', async () => {
  const { page, close } = await open(routeOf('resources/publicity', 'ko').url);
  await hydrated(page);
  await page.emulateMedia({ media: 'print' });
  for (const selector of ['.header', '.footer', '.scroll-top'])
    assert.not.ok(await page.locator(selector).isVisible(), `${selector} is printed`);
  assert.ok(await page.locator('.downloads').isVisible());
  await close();
});

test('downloads - a printed brochure starts each chapter on a new page after its cover', async () => {
  const { page, close } = await open(routeOf('brochure/company-profile', 'en').url);
  await page.emulateMedia({ media: 'print' });
  const breaks = await page
    .locator('.brochure__section')
    .evaluateAll((sections) => sections.map((s) => getComputedStyle(s).breakBefore));
  assert.ok(breaks.length >= 2);
  assert.ok(
    breaks.every((b) => b === 'page'),
    breaks.join(', '),
  );
  assert.is(
    await page.locator('.brochure__cover').evaluate((el) => getComputedStyle(el).breakAfter),
    'page',
  );
  await close();
});

test.run();
