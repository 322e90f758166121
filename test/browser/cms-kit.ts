/**
 * Steps in the editor (/admin/, Decap CMS in Korean) shared by its browser test and the
 * screenshots of docs/editing.md (scripts/editing-screenshots.ts).
 */
import type { Locator, Page } from 'playwright-core';

/** Opens item `index` of a list with the arrow of its bar (Decap shows list items folded). */
export async function openItem(page: Page, list: string, index: number): Promise<void> {
  // The list's own label comes first, then one per item, each followed by the item's bar.
  await page
    .locator(`label[for^="${list}-field-"]`)
    .nth(index + 1)
    .locator('xpath=following-sibling::div[1]/button[1]')
    .click();
}

/**
 * Unfolds picture `index` of the open gallery (its bar shows the file name) and returns its image
 * field.
 */
export async function galleryPicture(page: Page, index: number): Promise<Locator> {
  // Each item's bar: the arrow, the drag handle, the remove button.
  await page
    .locator('[id^="images-field-"] [aria-roledescription="sortable"]')
    .nth(index)
    .locator('xpath=preceding-sibling::button[1]')
    .click();
  return page
    .locator('[aria-label="이미지 칸"]')
    .filter({ has: page.locator('label[for^="src-field-"]') })
    .nth(index);
}

/**
 * Puts a photo into an image field: "다른 이미지 선택", upload in the media library, wait for its
 * card under the name the editor gives it, choose it.
 */
export async function uploadImage(
  page: Page,
  field: Locator,
  photo: { name: string; mimeType: string; buffer: Buffer },
  savedAs: string,
): Promise<void> {
  await field.getByRole('button', { name: '다른 이미지 선택' }).click();
  await page.locator('input[type="file"]').setInputFiles(photo);
  // Decap holds the upload as the entry's draft (its card says 초안) and writes it with the entry.
  await page.getByText(savedAs, { exact: true }).waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: '선택한 것으로 결정' }).click();
}
