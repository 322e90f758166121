/**
 * The contact inquiry (DECISIONS §6): one schema for the browser form and the preview server, so
 * both accept and refuse exactly the same payloads with the same messages. zod/mini keeps it
 * small, and the form loads this module only when it first validates (see ./fields.ts).
 */
import * as z from 'zod/mini';
import {
  BUDGETS,
  BUSINESS_FIELDS,
  INQUIRY_FIELDS,
  INQUIRY_TYPES,
  NOTES_MAX,
  TEXT_MAX,
  messageFor,
  type ContactInquiry,
  type InquiryErrors,
  type InquiryField,
  type InquiryMessages,
  type InquiryResult,
  type Problem,
} from './fields.ts';
import { OVERSEAS, PROVINCE_NAMES, hasDistrict } from './regions.ts';

export * from './fields.ts';

/** Up to 999조 원: more digits than any real budget, fewer than a double holds exactly. */
const AMOUNT = /^[1-9]\d{0,14}$/;

/**
 * Security review fix 5: characters nobody sees (default-ignorable: zero-width spaces and
 * joiners, Hangul fillers, the BOM, soft hyphens) are removed before the required check, so an
 * invisible value is a missing one; control characters and the line and paragraph separators
 * (U+2028, U+2029: a mail client breaks the line there, issue 29) are refused in one-line fields,
 * and lone surrogates everywhere. Notes keep line breaks and tabs, the separators folded to a
 * line break. Both give the field's usual message. Whitespace at the ends, tabs and line breaks
 * included (a cell pasted from a spreadsheet), is trimmed before any rule runs (DECISIONS §6).
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const CONTROL_IN_NOTES = /[^\P{Cc}\n\r\t]/u;
const LONE_SURROGATE = /\p{Cs}/u;

/** ('이름') -> true; ('a\u0000') -> false; ('a\u2028b') -> false; ('\ud800') -> false; ('a\nb', true) -> true */
export function isWellFormedText(value: string, multiline = false): boolean {
  return !LONE_SURROGATE.test(value) && !(multiline ? CONTROL_IN_NOTES : CONTROL).test(value);
}

/** ('\u1112\u1161\u11ab\u200b') -> '한' (NFC, invisible removed); ('a\r\nb\u2028c', true) -> 'a\nb\nc' */
export function cleanText(value: string, multiline = false): string {
  const visible = value.normalize('NFC').replace(INVISIBLE, '');
  return multiline ? visible.replace(/\r\n?|[\u2028\u2029]/g, '\n') : visible;
}

const trimmedFirst = z.overwrite((v: string) => v.trim());
const wellFormed = (multiline: boolean, error: Problem) =>
  z.refine<string>((v) => isWellFormedText(v, multiline), { error, abort: true });
const cleaned = (multiline: boolean) => z.overwrite((v: string) => cleanText(v, multiline));

const text = (max = TEXT_MAX) =>
  z
    .string({ error: 'missing' })
    .check(
      trimmedFirst,
      wellFormed(false, 'invalid'),
      cleaned(false),
      z.trim(),
      z.minLength(1, { error: 'missing' }),
      z.maxLength(max, { error: 'tooLong' }),
    );

const InquirySchema = z.object({
  inquiryType: z.enum(INQUIRY_TYPES, { error: 'missing' }),
  businessField: z.enum(BUSINESS_FIELDS, { error: 'missing' }),
  budget: z.enum(BUDGETS, { error: 'missing' }),
  province: z.enum(PROVINCE_NAMES, { error: 'missing' }),
  district: text(),
  addressDetail: text(),
  name: text(),
  position: text(),
  company: text(),
  phone: text(),
  email: z.pipe(text(), z.email({ error: 'invalid' })),
  notes: z.optional(
    z
      .string({ error: 'invalid' })
      .check(
        trimmedFirst,
        wellFormed(true, 'invalid'),
        cleaned(true),
        z.trim(),
        z.maxLength(NOTES_MAX, { error: 'tooLong' }),
      ),
  ),
  privacyConsent: z.literal(true, { error: 'missing' }),
});

/** The budget amount, digits only, when the budget asks for one: ' 5000 ' -> '5000'; '0', '5,000' -> problem. */
function checkAmount(raw: Record<string, unknown>): { amount?: string; problem?: Problem } {
  if (raw.budget !== 'direct') return {};
  const given = typeof raw.budgetAmount === 'string' ? raw.budgetAmount.trim() : '';
  if (!isWellFormedText(given)) return { problem: 'invalid' };
  const value = cleanText(given).trim();
  if (!value) return { problem: 'missing' };
  return AMOUNT.test(value) ? { amount: value } : { problem: 'invalid' };
}

function problemsOf(raw: Record<string, unknown>) {
  const problems = new Map<InquiryField, Problem>();
  const parsed = InquirySchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as InquiryField;
      if (!problems.has(field)) problems.set(field, issue.message as Problem);
    }
  }
  const { amount, problem } = checkAmount(raw);
  if (problem) problems.set('budgetAmount', problem);
  const { province, district } = raw;
  if (
    !problems.has('province') &&
    !problems.has('district') &&
    !hasDistrict(String(province), cleanText(String(district)).trim())
  )
    problems.set('district', 'missing');
  return { problems, value: parsed.success ? parsed.data : undefined, amount };
}

/**
 * Validates a payload; `messages` are the field messages of the language to answer in.
 * ({ ...valid, budget: 'direct' }, English messages) -> errors.budgetAmount = 'Please enter the budget amount.'. Text is trimmed; unknown fields, an empty `notes` and a
 * `budgetAmount` without the 'direct' budget are dropped from the value.
 */
export function validateInquiry(input: unknown, messages: InquiryMessages): InquiryResult {
  const raw =
    input !== null && typeof input === 'object' && !Array.isArray(input)
      ? (input as Record<string, unknown>)
      : {};
  const { problems, value, amount } = problemsOf(raw);
  if (problems.size || !value) {
    const errors: InquiryErrors = {};
    for (const field of INQUIRY_FIELDS) {
      const problem = problems.get(field);
      if (problem)
        errors[field] = messageFor(field, problem, messages, raw.province === OVERSEAS.ko);
    }
    return { ok: false, errors };
  }
  const merged: Record<string, unknown> = {
    ...value,
    budgetAmount: amount,
    notes: value.notes || undefined,
  };
  const ordered = INQUIRY_FIELDS.filter((f) => merged[f] !== undefined).map((f) => [f, merged[f]]);
  return { ok: true, value: Object.fromEntries(ordered) as ContactInquiry };
}
