/** Reading the contact form and moving focus in it, the DOM side of client/islands/ContactForm. */
import type { InquiryField } from '../../../site/inquiry/schema.ts';

/**
 * The payload candidate: every named field as text (comma fields give digits, see
 * client/components/form/CommaInput.tsx),
 * the consent box as a boolean. `fields`: the schema's (INQUIRY_FIELDS, from the validator once
 * loaded); the shared schema decides what is valid.
 */
export function readInquiry(
  form: HTMLFormElement,
  fields: readonly InquiryField[],
): Record<string, unknown> {
  const data = new FormData(form);
  const raw: Record<string, unknown> = {};
  for (const field of fields) {
    const value = data.get(field);
    if (typeof value === 'string') raw[field] = value;
  }
  raw.privacyConsent = data.has('privacyConsent');
  return raw;
}

/**
 * Focuses a field; a radio group by its checked or first radio, a select through its custom list.
 */
export function focusField(form: HTMLFormElement, field: InquiryField): void {
  const target = form.elements.namedItem(field);
  const element =
    target instanceof RadioNodeList
      ? ([...target].find((r) => (r as HTMLInputElement).checked) ?? target[0])
      : target;
  (element as HTMLElement | null)?.focus();
}
