/**
 * The contact inquiry (contracts §6), declared once: this schema is the source of its fields,
 * their order (the form's: the first invalid one receives focus), their rules and their types.
 * The browser form and the preview server both validate with it, so they accept and refuse
 * exactly the same payloads with the same messages; the store's columns, the export's and the
 * mail's rows follow from it (test/unit/inquiry-columns.test.ts holds both engines' tables to
 * it). zod/mini keeps it small, and the form loads this module only when it first validates
 * (see ./fields.ts).
 */
import * as z from 'zod/mini';
import { withValues } from '../messages/parts.ts';
import type { InquiryMessageKey } from '../messages/inquiry.ts';
import {
  BUDGETS,
  BUSINESS_FIELDS,
  INQUIRY_TYPES,
  NOTES_MAX,
  TEXT_MAX,
  type InquiryMessages,
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
 * (U+2028, U+2029: a mail client breaks the line there) are refused in one-line fields,
 * and lone surrogates everywhere. Notes keep line breaks and tabs, the separators folded to a
 * line break. A one-line field with a break inside says so (`notOneLine`), one of controls alone
 * is missing, notes and a lone surrogate get the field's usual message. Whitespace at the ends,
 * tabs and line breaks included (a cell pasted from a spreadsheet), is trimmed before any rule runs
 * (contracts §6).
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const CONTROL_IN_NOTES = /[^\P{Cc}\n\r\t]/u;
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * ('이름') -> true; ('a\u0000') -> false; ('a\u2028b') -> false; ('\ud800') -> false; ('a\nb', true)
 * -> true
 */
export function isWellFormedText(value: string, multiline = false): boolean {
  return !LONE_SURROGATE.test(value) && !(multiline ? CONTROL_IN_NOTES : CONTROL).test(value);
}

/**
 * ('\u1112\u1161\u11ab\u200b') -> '한' (NFC, invisible removed); ('a\r\nb\u2028c', true)
 * -> 'a\nb\nc'
 */
export function cleanText(value: string, multiline = false): string {
  const visible = value.normalize('NFC').replace(INVISIBLE, '');
  return multiline ? visible.replace(/\r\n?|[\u2028\u2029]/g, '\n') : visible;
}

const trimmedFirst = z.overwrite((v: string) => v.trim());
const cleaned = (multiline: boolean) => z.overwrite((v: string) => cleanText(v, multiline));
const refuse = (test: (v: string) => boolean, error: Problem) =>
  z.refine<string>((v) => !test(v), { error, abort: true });

const CONTROLS = new RegExp(CONTROL.source, 'gu');
/** ('\u0000\u200b') -> true: nothing a person sees once control and invisible characters go. */
const onlyControls = (v: string) => !cleanText(v).replace(CONTROLS, '').trim();

/**
 * A one-line text field. A lone surrogate is 'invalid' (the field's usual message); controls and
 * nothing else are 'missing'; a line break, tab or other control between visible text is
 * `broken`: 'notOneLine', whose message says so (a cell pasted from a spreadsheet: '홍길동\t과장'),
 * or for the district, which the visitor picks from a list, 'invalid' (pick one).
 */
const text = (broken: Problem = 'notOneLine') =>
  z.string({ error: 'missing' }).check(
    trimmedFirst,
    refuse((v) => LONE_SURROGATE.test(v), 'invalid'),
    refuse((v) => CONTROL.test(v) && onlyControls(v), 'missing'),
    refuse((v) => CONTROL.test(v), broken),
    cleaned(false),
    z.trim(),
    z.minLength(1, { error: 'missing' }),
    z.maxLength(TEXT_MAX, { error: 'tooLong' }),
  );

/** Notes: line breaks and tabs kept, any other control character refused. */
const notes = z.string({ error: 'invalid' }).check(
  trimmedFirst,
  refuse((v) => !isWellFormedText(v, true), 'invalid'),
  cleaned(true),
  z.trim(),
  z.maxLength(NOTES_MAX, { error: 'tooLong' }),
);

/** The payload (contracts §6), in form order. */
const InquirySchema = z.object({
  inquiryType: z.enum(INQUIRY_TYPES, { error: 'missing' }),
  businessField: z.enum(BUSINESS_FIELDS, { error: 'missing' }),
  budget: z.enum(BUDGETS, { error: 'missing' }),
  /**
   * Digits only; present exactly when budget is 'direct': checked with the budget, checkAmount
   * below.
   */
  budgetAmount: z.optional(z.custom<string>()),
  /**
   * Official Korean names: '부산광역시', '해운대구'; from abroad '해외' and an ISO 3166-1 alpha-2 code, 'JP'
   * (contracts §17).
   */
  province: z.enum(PROVINCE_NAMES, { error: 'missing' }),
  district: text('invalid'),
  addressDetail: text(),
  name: text(),
  position: text(),
  company: text(),
  phone: text(),
  email: z.pipe(text(), z.email({ error: 'invalid' })),
  /** Absent when left empty. */
  notes: z.optional(notes),
  privacyConsent: z.literal(true, { error: 'missing' }),
});

/** A valid inquiry, as the API takes it, stores it and mails it. */
export type ContactInquiry = z.output<typeof InquirySchema>;
export type InquiryField = keyof ContactInquiry;
export type InquiryErrors = Partial<Record<InquiryField, string>>;
export type InquiryResult =
  | { ok: true; value: ContactInquiry }
  | { ok: false; errors: InquiryErrors };

/** Payload fields in form order: the first invalid one in this order receives focus. */
export const INQUIRY_FIELDS = Object.keys(InquirySchema.shape) as InquiryField[];

/** The fields an inquiry may lack ('budgetAmount', 'notes'): their columns allow NULL. */
export const OPTIONAL_FIELDS: ReadonlySet<InquiryField> = new Set(
  INQUIRY_FIELDS.filter((field) => InquirySchema.shape[field]._zod.optin === 'optional'),
);

/**
 * The fields of fixed choices (zod enums): the mail and the export show their values under their
 * labels.
 */
export const CHOICE_FIELDS: ReadonlySet<InquiryField> = new Set(
  INQUIRY_FIELDS.filter((field) => InquirySchema.shape[field]._zod.def.type === 'enum'),
);

/** How a field was refused: the problem, and for 'tooLong' the limit it ran past. */
interface Refusal {
  problem: Problem;
  max?: number;
}

/**
 * ('email', 'invalid', English messages) -> 'Invalid email. Please enter again.'; ('name',
 * 'tooLong', Korean, { max: 100 }) -> '100자 이내로 입력해 주세요.'; ('district', 'missing',
 * English, { overseas: true }) -> 'Please select a country.' (`overseas`: the inquiry comes from
 * abroad, contracts §17, and its district is a country); ('name', 'notOneLine', English) -> 'Please
 * enter this on one line: ...'.
 */
export function messageFor(
  field: InquiryField,
  problem: Problem,
  messages: InquiryMessages,
  { overseas = false, max = TEXT_MAX }: { overseas?: boolean; max?: number } = {},
): string {
  if (problem === 'tooLong') return withValues(messages['inquiry.tooLong'], { max });
  if (problem === 'notOneLine') return messages['inquiry.oneLine'];
  const key: InquiryMessageKey =
    field === 'email' && problem === 'invalid'
      ? 'inquiry.emailInvalid'
      : field === 'district' && overseas
        ? 'inquiry.country'
        : `inquiry.${field}`;
  return messages[key];
}

/**
 * The budget amount, digits only, when the budget asks for one: ' 5000 ' -> '5000'; '0', '5,000'
 * -> problem.
 */
function checkAmount(raw: Record<string, unknown>): { amount?: string; problem?: Problem } {
  if (raw.budget !== 'direct') return {};
  const given = typeof raw.budgetAmount === 'string' ? raw.budgetAmount.trim() : '';
  if (!isWellFormedText(given)) return { problem: 'invalid' };
  const value = cleanText(given).trim();
  if (!value) return { problem: 'missing' };
  return AMOUNT.test(value) ? { amount: value } : { problem: 'invalid' };
}

function problemsOf(raw: Record<string, unknown>) {
  const problems = new Map<InquiryField, Refusal>();
  const parsed = InquirySchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as InquiryField;
      const max = issue.code === 'too_big' ? Number(issue.maximum) : undefined;
      if (!problems.has(field)) problems.set(field, { problem: issue.message as Problem, max });
    }
  }
  const { amount, problem } = checkAmount(raw);
  if (problem) problems.set('budgetAmount', { problem });
  const { province, district } = raw;
  if (
    !problems.has('province') &&
    !problems.has('district') &&
    !hasDistrict(String(province), cleanText(String(district)).trim())
  )
    problems.set('district', { problem: 'missing' });
  return { problems, value: parsed.success ? parsed.data : undefined, amount };
}

/**
 * The inquiry with its fields in form order, those without a value left out (the payload hash
 * depends on it).
 */
function inFormOrder(value: ContactInquiry): ContactInquiry {
  const entries = INQUIRY_FIELDS.filter((f) => value[f] !== undefined).map((f) => [f, value[f]]);
  return Object.fromEntries(entries) as ContactInquiry;
}

/**
 * Validates a payload; `messages` are the field messages of the language to answer in.
 * ({ ...valid, budget: 'direct' }, English messages)
 * -> errors.budgetAmount = 'Please enter the budget amount.'. Text is trimmed; unknown fields, an
 * empty `notes` and a
 * `budgetAmount` without the 'direct' budget are dropped from the value. The errors come in form
 * order.
 */
export function validateInquiry(input: unknown, messages: InquiryMessages): InquiryResult {
  const raw =
    input !== null && typeof input === 'object' && !Array.isArray(input)
      ? (input as Record<string, unknown>)
      : {};
  const { problems, value, amount } = problemsOf(raw);
  if (problems.size || !value) {
    const overseas = raw.province === OVERSEAS.ko;
    const errors: InquiryErrors = {};
    for (const field of INQUIRY_FIELDS) {
      const refusal = problems.get(field);
      if (refusal)
        errors[field] = messageFor(field, refusal.problem, messages, {
          overseas,
          max: refusal.max,
        });
    }
    return { ok: false, errors };
  }
  return {
    ok: true,
    value: inFormOrder({ ...value, budgetAmount: amount, notes: value.notes || undefined }),
  };
}
