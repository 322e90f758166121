/**
 * Inquiries from abroad (contracts §17): 해외 / Outside Korea, then a country list, in both
 * languages.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { countryOptions } from '../../site/inquiry/countries.ts';
import {
  VISITOR,
  choose,
  combo,
  dialogText,
  fillForm,
  label,
  openContact,
  storedWith,
  type Locale,
} from './contact-kit.ts';

const options = (page: Page, field: string) =>
  page.locator(`#contact-${field}-listbox [role="option"]`).allTextContents();
const ABROAD = {
  ko: { province: '해외', country: '일본', label: '국가' },
  en: { province: 'Outside Korea', country: 'Japan', label: 'Country' },
} as const;

for (const locale of ['ko', 'en'] as Locale[]) {
  test(`contact overseas - ${locale}: the province list ends with ${ABROAD[locale].province}, which turns the district into a sorted country list, and the inquiry is saved with JP`, async () => {
    const { page, errors, close } = await openContact(locale);
    const marker = `abroad-${locale}-${Date.now()}`;
    await fillForm(page, { ...VISITOR[locale], marker });
    assert.is((await options(page, 'province')).at(-1), ABROAD[locale].province);
    await choose(page, 'province', ABROAD[locale].province);
    assert.is(await combo(page, 'district').textContent(), label(locale, 'contact.select.country'));
    assert.is(
      await page.locator('#contact-district-label').textContent(),
      `${ABROAD[locale].label}*`,
    );
    // The visitor's browser names the countries from their codes (site/inquiry/countries.ts), so
    // the names are its CLDR's: Chromium says 홍콩 where Node 20 says 홍콩(중국·특별행정구).
    const codes = countryOptions(locale).map((o) => o.value);
    const named = await page.evaluate(
      ([codes, locale]) => {
        const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
        const collator = new Intl.Collator(locale);
        return codes.map((code) => names.of(code) ?? code).sort(collator.compare);
      },
      [codes, locale] as const,
    );
    const shown = await options(page, 'district');
    assert.is(shown.length, 248, 'every assigned code but Korea');
    assert.ok(!shown.includes(locale === 'ko' ? '대한민국' : 'South Korea'), 'Korea left out');
    assert.equal(shown, named);
    await page.locator('.contact-form__submit').click();
    assert.is(
      await page.locator('[data-error-for="district"]').textContent(),
      locale === 'ko' ? '국가를 선택해 주세요.' : 'Please select a country.',
    );
    await combo(page, 'district').click();
    await page
      .locator('#contact-district-listbox [role="option"]', {
        hasText: new RegExp(`^${ABROAD[locale].country}$`),
      })
      .click();
    assert.is(await page.locator('select[name="district"]').inputValue(), 'JP');
    await page.locator('input[name="addressDetail"]').fill('1-2-3 Marunouchi, Chiyoda-ku, Tokyo');
    await page.locator('.contact-form__submit').click();
    assert.is(await dialogText(page), label(locale, 'contact.saved'));
    const [stored] = await storedWith(marker);
    assert.ok(stored, 'stored');
    assert.equal(
      [stored!.province, stored!.district, stored!.addressDetail],
      ['해외', 'JP', '1-2-3 Marunouchi, Chiyoda-ku, Tokyo'],
    );
    assert.equal(errors, []);
    await close();
  });
}

test.run();
