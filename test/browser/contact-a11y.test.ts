/**
 * What the contact form says to assistive technology (WCAG 3.3.1, 3.3.2, 4.1.2, 4.1.3),
 * read from Chromium's accessibility tree: the consent box is required, a failed submission is
 * announced (a polite live region summing up the errors, each a link to its field, as the GOV.UK
 * error summary is) and no message is read with the "!" of its icon.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { LOCALES } from '../../site/routes.ts';
import { MESSAGES } from '../../site/i18n.ts';
import { INQUIRY_FIELDS, OPTIONAL_FIELDS } from '../../site/inquiry/schema.ts';
import { contrast, over, parseCssColor, type Rgb } from '../helpers/contrast.ts';
import { axTree, namesOf, property } from './ax-kit.ts';
import { closeDialog, fillForm, noErrors, openContact, VISITOR } from './contact-kit.ts';

/** The fields the empty form names, in the form's order (every field but the optional notes). */
const REQUIRED = INQUIRY_FIELDS.filter((f) => !OPTIONAL_FIELDS.has(f));

async function submitEmpty(page: Page): Promise<void> {
  await page.locator('.contact-form__submit').click();
  await page.waitForFunction(
    () => document.querySelector('[data-error-for="inquiryType"]')?.textContent !== '',
  );
}

for (const locale of LOCALES) {
  const messages = MESSAGES[locale];

  test(`contact a11y - the consent box is announced as required (${locale})`, async () => {
    const { page, close } = await openContact(locale);
    try {
      const consent = (await axTree(page)).find(
        (n) =>
          n.role?.value === 'checkbox' &&
          n.name?.value.startsWith(messages['contact.field.privacyConsent']),
      );
      assert.ok(consent, 'the consent checkbox is in the tree');
      // The name says it, and the box is natively `required`, the state every
      // accessibility API maps for a checkbox. Chromium's DevTools protocol reports `required`
      // for text fields and lists, never for a checkbox, so it is read from the element here.
      assert.is(
        consent!.name!.value,
        `${messages['contact.field.privacyConsent']} (${messages['contact.form.requiredMark']})`,
      );
      const box = page.locator('input[name="privacyConsent"]');
      assert.ok(await box.evaluate((el) => (el as HTMLInputElement).required), 'natively required');
      // Native `required` alone makes an unticked box "invalid" before any attempt.
      assert.is(property(consent!, 'invalid'), 'false', 'not wrong before an attempt');
      await submitEmpty(page);
      const after = (await axTree(page)).find(
        (n) => n.role?.value === 'checkbox' && n.backendDOMNodeId === consent!.backendDOMNodeId,
      );
      assert.is(property(after!, 'invalid'), 'true', 'wrong after a failed attempt');
      await box.check();
      const ticked = (await axTree(page)).find(
        (n) => n.role?.value === 'checkbox' && n.backendDOMNodeId === consent!.backendDOMNodeId,
      );
      assert.is(property(ticked!, 'invalid'), 'false', 'right once ticked');
    } finally {
      await close();
    }
  });

  test(`contact a11y - a failed submission is announced: a live summary links every message to its field (${locale})`, async () => {
    const { page, close } = await openContact(locale);
    try {
      const summary = page.locator('[data-error-summary]');
      assert.is(await summary.getAttribute('aria-live'), 'polite', 'a live region before it fills');
      await submitEmpty(page);
      const links = summary.locator('a');
      assert.equal(
        await links.allTextContents(),
        REQUIRED.map((f) => messages[`inquiry.${f}`]),
      );
      assert.ok(
        (await summary.textContent())!.includes(
          messages['contact.errors.title'].replace('{{count}}', String(REQUIRED.length)),
        ),
      );
      // Focus still goes to the first wrong field (contracts §6); a link takes the visitor to
      // another.
      assert.is(await page.evaluate(() => document.activeElement?.id), 'contact-inquiryType');
      await links.filter({ hasText: messages['inquiry.email'] }).click();
      assert.is(await page.evaluate(() => document.activeElement?.id), 'contact-email');
      await links.filter({ hasText: messages['inquiry.province'] }).press('Enter');
      assert.is(await page.evaluate(() => document.activeElement?.id), 'contact-province-combo');
    } finally {
      await close();
    }
  });

  test(`contact a11y - messages are read without the "!" of their icon (${locale})`, async () => {
    const { page, close } = await openContact(locale);
    try {
      await submitEmpty(page);
      const texts = (await axTree(page))
        .filter((n) => n.role?.value === 'StaticText')
        .map((n) => n.name?.value ?? '');
      assert.ok(texts.includes(messages['inquiry.name']), 'the messages are in the tree');
      assert.equal(
        texts.filter((t) => t.trim() === '!' || t.startsWith('!')),
        [],
      );
    } finally {
      await close();
    }
  });
}

test('contact a11y - the outcome dialog is named by its message (WCAG 4.1.2)', async () => {
  for (const locale of LOCALES) {
    const { page, close, errors } = await openContact(locale);
    try {
      await fillForm(page, { ...VISITOR[locale], marker: `dialog-name-${locale}` });
      await page.locator('.contact-form__submit').click();
      await page.locator('[role="alertdialog"][open]').waitFor();
      assert.equal(await namesOf(page, 'alertdialog'), [MESSAGES[locale]['contact.saved']]);
      await closeDialog(page, locale);
      noErrors(errors);
    } finally {
      await close();
    }
  }
});

test('contact a11y - every control shows its edge at 3:1 against the form (WCAG 1.4.11)', async () => {
  const { page, close } = await openContact('en');
  try {
    const edges = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          'form[data-contact-form] :is(input:not([type="hidden"]):not([tabindex="-1"]), textarea, .select__combo)',
        ),
      ]
        // Inactive controls are exempt (WCAG 1.4.11): the district list before a province is
        // chosen.
        .filter(
          (el) =>
            el.getClientRects().length > 0 &&
            !el.closest('[aria-hidden="true"]') &&
            !el.matches(':disabled, [aria-disabled="true"]'),
        )
        .map((el) => {
          let bg = 'rgba(0, 0, 0, 0)';
          for (let p = el.parentElement; p && bg === 'rgba(0, 0, 0, 0)'; p = p.parentElement)
            bg = getComputedStyle(p).backgroundColor;
          return {
            name: el.id || el.getAttribute('name') || el.className,
            border: getComputedStyle(el).borderTopColor,
            bg,
          };
        }),
    );
    assert.ok(edges.length > 10, 'the controls are found');
    const faint = edges.flatMap((e) => {
      const [r, g, b] = parseCssColor(e.bg);
      const page: Rgb = [r, g, b];
      const ratio = contrast(over(parseCssColor(e.border), page), page);
      return ratio < 3 ? [`${e.name}: ${e.border} on ${e.bg} ${ratio.toFixed(2)}:1`] : [];
    });
    assert.equal(faint, []);
  } finally {
    await close();
  }
});

test.run();
