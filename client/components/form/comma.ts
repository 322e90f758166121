/** The arithmetic of comma fields (spec §2 Form helpers), kept pure for tests. */

/**
 * ('1234567.5') -> '1,234,567.5'; ('12a3') -> '123'; ('0012') -> '12'; ('1.2.3') -> '1.23'; ('9.5',
 * true) -> '9'
 */
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

/**
 * Caret index in `formatted` after the `count`-th digit or dot: ('1,234', 2) -> 3; ('1,234', 0) ->
 * 0
 */
export function caretAfter(formatted: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (formatted[i] !== ',' && ++seen === count) return i + 1;
  }
  return formatted.length;
}

/**
 * The text and caret after an edit: ('12345', 5) -> { text: '12,345', caret: 6 };
 * ('1,2345', 3) -> { text: '12,345', caret: 2 } (the caret stays after the same digit).
 */
export function reformat(
  value: string,
  caret: number,
  integer: boolean,
): { text: string; caret: number } {
  const before = formatComma(value.slice(0, caret), integer).replace(/,/g, '').length;
  const text = formatComma(value, integer);
  return { text, caret: caretAfter(text, before) };
}
