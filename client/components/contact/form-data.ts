/** Reading the contact form and moving focus in it, the DOM side of client/islands/ContactForm. */
import {
  INQUIRY_FIELDS,
  type InquiryErrors,
  type InquiryField,
} from '../../../site/inquiry/fields.ts';

/**
 * The payload candidate: every named field as text (comma fields give digits, see client/components/form/CommaInput.tsx),
 * the consent box as a boolean. The shared schema decides what is valid.
 */
export function readInquiry(form: HTMLFormElement): Record<string, unknown> {
  const data = new FormData(form);
  const raw: Record<string, unknown> = {};
  for (const field of INQUIRY_FIELDS) {
    const value = data.get(field);
    if (typeof value === 'string') raw[field] = value;
  }
  raw.privacyConsent = data.has('privacyConsent');
  return raw;
}

/** The first field with a message, in form order. */
export function firstInvalid(errors: InquiryErrors): InquiryField | undefined {
  return INQUIRY_FIELDS.find((field) => errors[field]);
}

/** Focuses a field; a radio group by its checked or first radio, a select through its custom list. */
export function focusField(form: HTMLFormElement, field: InquiryField): void {
  const target = form.elements.namedItem(field);
  const element =
    target instanceof RadioNodeList
      ? ([...target].find((r) => (r as HTMLInputElement).checked) ?? target[0])
      : target;
  (element as HTMLElement | null)?.focus();
}
