/**
 * Comma fields (SPEC §2 Form helpers): `<input data-comma>` shows its number with thousands
 * separators and keeps the decimal part (`data-comma="integer"` drops it); the form submits the
 * digits, through the `formdata` event, so FormData and native submission both see them.
 */
import { setNativeValue } from './value.ts';

/** ('1234567.5') -> '1,234,567.5'; ('12a3') -> '123'; ('0012') -> '12'; ('1.2.3') -> '1.23'; ('9.5', true) -> '9' */
export function formatComma(raw: string, integer = false): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  const whole = (dot < 0 ? cleaned : cleaned.slice(0, dot)).replace(/^0+(?=\d)/, '');
  const fraction = dot < 0 || integer ? '' : `.${cleaned.slice(dot + 1).replace(/\./g, '')}`;
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + fraction;
}

/** ('1,234,567.5') -> '1234567.5' */
export function commaDigits(value: string): string {
  return value.replace(/,/g, '');
}

/** Caret index in `formatted` after the `count`-th digit or dot: ('1,234', 2) -> 3; ('1,234', 0) -> 0 */
export function caretAfter(formatted: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (formatted[i] !== ',' && ++seen === count) return i + 1;
  }
  return formatted.length;
}

function reformat(input: HTMLInputElement): void {
  const integer = input.dataset.comma === 'integer';
  const caret = input.selectionStart ?? input.value.length;
  const before = formatComma(input.value.slice(0, caret), integer).replace(/,/g, '').length;
  const formatted = formatComma(input.value, integer);
  if (formatted === input.value) return;
  setNativeValue(input, formatted);
  if (document.activeElement === input) input.setSelectionRange(caretAfter(formatted, before), caretAfter(formatted, before));
}

export function enhanceComma(input: HTMLInputElement): void {
  if (!input.inputMode) input.inputMode = input.dataset.comma === 'integer' ? 'numeric' : 'decimal';
  input.addEventListener('input', () => reformat(input));
  reformat(input);
}

/** Puts the digits of every comma field into the form's data, in place of the shown text. */
export function submitDigits(form: HTMLFormElement): void {
  form.addEventListener('formdata', (event) => {
    for (const input of form.querySelectorAll<HTMLInputElement>('input[data-comma][name]')) {
      if (event.formData.has(input.name)) event.formData.set(input.name, commaDigits(input.value));
    }
  });
}
