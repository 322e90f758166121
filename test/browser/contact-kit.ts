/**
 * Shared steps of the contact browser tests: filling the form as a visitor does, reading it back.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { storedIn } from '../helpers/inquiry.ts';
import { MESSAGES } from '../../site/i18n.ts';
import type { InquiryField } from '../../site/inquiry/schema.ts';
import { current, open, type Opened } from './harness.ts';
import { hydrated, type ViewportName } from '../../scripts/lib/chromium.ts';

import { perLocale, routeOf, type Locale } from '../../site/routes.ts';

export type { Locale };
export const CONTACT_URL = perLocale((locale) => routeOf('contact', locale).url);
export const ENDPOINT = '**/home/resources/contact/insertContact';
export const label = (locale: Locale, key: keyof (typeof MESSAGES)['ko']) => MESSAGES[locale][key];

/** The contact page with the form hydrated and its custom lists in place. */
export async function openContact(
  locale: Locale,
  viewport: ViewportName = 'desktop',
  reducedMotion = false,
): Promise<Opened> {
  const opened = await open(CONTACT_URL[locale], { viewport, reducedMotion });
  await hydrated(opened.page);
  await opened.page.waitForSelector('#contact-province-combo');
  return opened;
}

export const combo = (page: Page, field: InquiryField) => page.locator(`#contact-${field}-combo`);

/** Chooses an option of a custom select by clicking, as a pointer user does. */
export async function choose(page: Page, field: InquiryField, text: string): Promise<void> {
  await combo(page, field).click();
  await page
    .locator(`#contact-${field}-listbox [role="option"]`, { hasText: text })
    .first()
    .click();
}

export interface Visitor {
  inquiryType: string;
  businessField: string;
  budget: string;
  amount?: string;
  province: string;
  district: string;
  marker: string;
}

export const VISITOR: Record<Locale, Visitor> = {
  ko: {
    inquiryType: '제품 문의',
    businessField: '에너지 IoT',
    budget: '직접 입력',
    amount: '75000000',
    province: '부산광역시',
    district: '해운대구',
    marker: '',
  },
  en: {
    inquiryType: 'Partnership',
    businessField: 'Digital twin',
    budget: 'KRW 100-300 million',
    province: 'Busan',
    district: 'Haeundae-gu',
    marker: '',
  },
};

/**
 * Fills every field by pointer and typing; `marker` goes into the name so the stored line can be
 * found.
 */
export async function fillForm(page: Page, v: Visitor): Promise<void> {
  await page.locator('label.choice', { hasText: v.inquiryType }).click();
  await choose(page, 'businessField', v.businessField);
  await choose(page, 'budget', v.budget);
  if (v.amount) await page.locator('input[name="budgetAmount"]').pressSequentially(v.amount);
  await choose(page, 'province', v.province);
  await choose(page, 'district', v.district);
  await page.locator('input[name="addressDetail"]').fill('센텀중앙로 00, 10층');
  await page.locator('input[name="name"]').fill(v.marker);
  await page.locator('input[name="position"]').fill('Manager');
  await page.locator('input[name="company"]').fill('Example Shipping');
  await page.locator('input[name="phone"]').fill('051-000-0000');
  await page.locator('input[name="email"]').fill('buyer@example.com');
  await page.locator('textarea[name="notes"]').fill('Please call in the morning.');
  await page.locator('input[name="privacyConsent"]').check();
}

/** What the visitor sees in the form: chosen texts, typed values, ticks. (A string, so the
 * test bundler adds no helpers to code that runs in the page.) */
export async function shownValues(page: Page): Promise<Record<string, string | boolean | null>> {
  return page.evaluate(`(() => {
    const form = document.querySelector('form[data-contact-form]');
    const shown = {};
    for (const field of ['businessField', 'budget', 'province', 'district']) shown[field] = document.querySelector('#contact-' + field + '-combo')?.textContent ?? '';
    for (const name of ['budgetAmount', 'addressDetail', 'name', 'position', 'company', 'phone', 'email', 'notes']) shown[name] = form.elements.namedItem(name)?.value ?? null;
    shown.inquiryType = form.querySelector('input[name="inquiryType"]:checked')?.value ?? null;
    shown.privacyConsent = form.elements.namedItem('privacyConsent').checked;
    return shown;
  })()`);
}

/** The stored inquiries whose name is `marker`. */
export async function storedWith(marker: string) {
  return storedIn(current().inquiriesDb).filter((r) => r.name === marker);
}

export async function dialogText(page: Page): Promise<string> {
  const dialog = page.locator('[role="alertdialog"][open]');
  await dialog.waitFor();
  return (await dialog.locator('p').textContent()) ?? '';
}

export async function closeDialog(page: Page, locale: Locale): Promise<void> {
  await page
    .locator('[role="alertdialog"][open] button', { hasText: label(locale, 'dialog.confirm') })
    .click();
  await page.locator('[role="alertdialog"][open]').waitFor({ state: 'detached' });
}

export function noErrors(errors: string[]): void {
  assert.equal(errors, [], 'console errors');
}
