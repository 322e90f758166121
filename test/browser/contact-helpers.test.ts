/** The global form helpers (spec §2 Form helpers) as they behave on the contact form. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { districtsOf, PROVINCES } from '../../site/inquiry/regions.ts';
import { choose, combo, openContact } from './contact-kit.ts';

const options = (page: Page, field: string) =>
  page.locator(`#contact-${field}-listbox [role="option"]`).allTextContents();
const expanded = (page: Page, field: string) =>
  combo(page, field as never).getAttribute('aria-expanded');

test('contact helpers - clearable inputs get a 15 x 15 px clear button that empties them and hides when empty', async () => {
  const { page, close } = await openContact('ko');
  const input = page.locator('input[name="company"]');
  const button = page.locator('input[name="company"] + .clear-button');
  assert.not.ok(await button.isVisible());
  await input.fill('해운 물류');
  assert.ok(await button.isVisible());
  const box = (await button.boundingBox())!;
  assert.equal([box.width, box.height], [15, 15]);
  assert.is(await button.getAttribute('aria-label'), '입력 내용 지우기');
  await button.click();
  assert.is(await input.inputValue(), '');
  assert.not.ok(await button.isVisible());
  assert.ok(await input.evaluate((el) => el === document.activeElement));
  await input.fill('abc');
  await input.press('Escape');
  assert.is(await input.inputValue(), '');
  for (const name of ['addressDetail', 'name', 'position', 'company', 'phone', 'email'])
    assert.is(await page.locator(`input[name="${name}"] + .clear-button`).count(), 1, name);
  await close();
});

test('contact helpers - the comma field shows thousands separators and the form submits digits', async () => {
  const { page, close } = await openContact('en', 'phone');
  await choose(page, 'budget', 'Enter an amount');
  const amount = page.locator('input[name="budgetAmount"]');
  await amount.pressSequentially('1234567');
  assert.is(await amount.inputValue(), '1,234,567');
  await amount.press('Home');
  await amount.press('ArrowRight');
  await amount.pressSequentially('9');
  assert.is(await amount.inputValue(), '19,234,567');
  const sent = await page.evaluate(() =>
    new FormData(document.querySelector('form[data-contact-form]') as HTMLFormElement).get(
      'budgetAmount',
    ),
  );
  assert.is(sent, '19234567');
  await close();
});

test('contact helpers - custom selects follow the ARIA combobox pattern, open in 0.15-0.3 s and close on an outside click', async () => {
  const { page, close } = await openContact('en');
  const box = combo(page, 'businessField');
  assert.is(await box.getAttribute('role'), 'combobox');
  assert.is(await box.getAttribute('aria-haspopup'), 'listbox');
  assert.is(await box.textContent(), 'Select a business field');
  assert.is(await page.locator('#contact-businessField-label').textContent(), `Business field*`);
  assert.is(await box.getAttribute('aria-labelledby'), 'contact-businessField-label');
  assert.is(await page.locator('#contact-businessField-listbox').getAttribute('role'), 'listbox');
  assert.is(await page.locator('select[name="businessField"]').getAttribute('aria-hidden'), 'true');
  const seconds = await page.locator('#contact-businessField-listbox').evaluate((el) =>
    getComputedStyle(el)
      .transitionDuration.split(',')
      .map((s) => parseFloat(s)),
  );
  assert.ok(Math.max(...seconds) >= 0.15 && Math.max(...seconds) <= 0.3, String(seconds));
  await box.click();
  assert.is(await expanded(page, 'businessField'), 'true');
  assert.is((await options(page, 'businessField')).length, 11);
  await page.mouse.click(5, 300);
  assert.is(await expanded(page, 'businessField'), 'false');
  await box.focus();
  await page.keyboard.press('ArrowDown');
  assert.is(await expanded(page, 'businessField'), 'true');
  await page.keyboard.press('ArrowDown');
  assert.is(await box.getAttribute('aria-activedescendant'), 'contact-businessField-option-1');
  await page.keyboard.press('Escape');
  assert.is(await expanded(page, 'businessField'), 'false');
  assert.is(await box.textContent(), 'Select a business field');
  await close();
});

test('contact helpers - the reset button is hidden on the first option and returns to it', async () => {
  const { page, close } = await openContact('ko', 'phone');
  const reset = page.locator('#contact-budget-combo ~ .select__reset');
  assert.not.ok(await reset.isVisible());
  await choose(page, 'budget', '1억 ~ 3억 원');
  assert.is(await combo(page, 'budget').textContent(), '1억 ~ 3억 원');
  assert.is(await page.locator('select[name="budget"]').inputValue(), '100m-300m');
  assert.ok(await reset.isVisible());
  await reset.click();
  assert.is(await page.locator('select[name="budget"]').inputValue(), '');
  assert.is(await combo(page, 'budget').textContent(), '예산을 선택하세요');
  assert.not.ok(await reset.isVisible());
  await close();
});

test('contact helpers - the district list is rebuilt whenever the province changes its options', async () => {
  const { page, close } = await openContact('en');
  assert.is(await combo(page, 'district').getAttribute('aria-disabled'), 'true');
  const english = (ko: string) => PROVINCES.find((p) => p.ko === ko)!.en;
  for (const province of [
    '서울특별시',
    '부산광역시',
    '광주광역시',
    '대전광역시',
    '세종특별자치시',
  ]) {
    await choose(page, 'province', english(province));
    assert.equal(
      await options(page, 'district'),
      districtsOf(province).map((d) => d.en),
      province,
    );
    assert.is(await combo(page, 'district').textContent(), 'Select a district or county');
  }
  await choose(page, 'district', 'Sejong');
  assert.is(await page.locator('select[name="district"]').inputValue(), '세종특별자치시');
  await close();
});

/** What a browser's autofill does to a select: sets its value, then fires input and change. */
const autofill = (page: Page, name: string, value: string) =>
  page.locator(`select[name="${name}"]`).evaluate((select: HTMLSelectElement, value) => {
    select.value = value;
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }, value);

const submitted = (page: Page, name: string) =>
  page.evaluate(
    (name) =>
      new FormData(document.querySelector('form[data-contact-form]') as HTMLFormElement).get(name),
    name,
  );

test('contact helpers - autofill of the native province and district selects shows in the custom lists and is what the form submits', async () => {
  const { page, close } = await openContact('en');
  assert.is(
    await page.locator('select[name="province"]').getAttribute('autocomplete'),
    'address-level1',
  );
  assert.is(
    await page.locator('select[name="district"]').getAttribute('autocomplete'),
    'address-level2',
  );
  await autofill(page, 'province', '부산광역시');
  assert.is(await combo(page, 'province').textContent(), 'Busan');
  assert.is(await submitted(page, 'province'), '부산광역시');
  assert.is(await combo(page, 'district').getAttribute('aria-disabled'), 'false');
  assert.equal(
    await options(page, 'district'),
    districtsOf('부산광역시').map((d) => d.en),
  );
  await autofill(page, 'district', '해운대구');
  assert.is(await combo(page, 'district').textContent(), 'Haeundae-gu');
  assert.is(await submitted(page, 'district'), '해운대구');
  // A later choice in the custom list still wins over what autofill put there.
  await choose(page, 'province', 'Seoul');
  assert.is(await submitted(page, 'province'), '서울특별시');
  assert.is(await submitted(page, 'district'), '');
  await close();
});

test("contact helpers - a list opens on its chosen option, Tab leaves it without choosing, and its labels come from the island's props", async () => {
  const { page, close } = await openContact('en');
  await choose(page, 'budget', 'KRW 100-300 million');
  const box = combo(page, 'budget');
  assert.equal(
    [await expanded(page, 'budget'), await page.locator('select[name="budget"]').inputValue()],
    ['false', '100m-300m'],
  );
  await box.focus();
  await page.keyboard.press('Enter');
  assert.is(await expanded(page, 'budget'), 'true');
  assert.is(await box.getAttribute('aria-activedescendant'), 'contact-budget-option-3');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  assert.is(await expanded(page, 'budget'), 'false');
  assert.is(await page.locator('select[name="budget"]').inputValue(), '100m-300m');
  assert.is(
    await page.locator('#contact-budget-combo ~ .select__reset').getAttribute('aria-label'),
    'Clear selection',
  );
  // The page's language is the server's word, not the document's: a changed lang attribute changes
  // nothing.
  await page.evaluate(() => {
    document.documentElement.lang = 'ko';
  });
  await page.locator('input[name="company"]').fill('Example');
  assert.is(
    await page.locator('input[name="company"] + .clear-button').getAttribute('aria-label'),
    'Clear',
  );
  await close();
});

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe over the form only (WCAG 2.2 A/AA): the rest of the page is checked by a11y.test.ts. */
async function formViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  return page.evaluate(`axe.run(document.querySelector('form[data-contact-form]'), { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] } })
    .then((r) => r.violations.map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ') + ' ' + n.failureSummary).join(', ')))`);
}

test('contact helpers - no axe violation in the form with every message shown and a list open', async () => {
  const { page, close } = await openContact('ko', 'desktop', true);
  await page.locator('.contact-form__submit').click();
  await choose(page, 'province', '부산광역시');
  await combo(page, 'district').click();
  assert.is(await expanded(page, 'district'), 'true');
  // At the top no fixed header covers a field (axe counts a covered target as too small).
  await page.evaluate('window.scrollTo(0, 0)');
  assert.equal(await formViolations(page), []);
  await close();
});

test.run();
