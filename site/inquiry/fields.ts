/**
 * The contact inquiry's fields, limits, types and messages (DECISIONS §6), without the schema
 * library: the form renders from these at once, and loads the validator (./schema.ts, zod/mini)
 * only when it first needs it, which keeps the contact page's start-up script small.
 */
import type { InquiryMessageKey } from '../messages/inquiry.ts';
import { fillMessage } from '../messages/fill.ts';

export const INQUIRY_TYPES = ['solution', 'partnership', 'product', 'rnd'] as const;
export const BUSINESS_FIELDS = [
  'marine-ict',
  'smart-factory',
  'parking',
  'kiosk',
  'energy-iot',
  'digital-twin',
  'rfid',
  'remote-locker',
  'hatna',
  'safewiz',
  'must-xr',
] as const;
export const BUDGETS = [
  'under-30m',
  '30m-70m',
  '70m-100m',
  '100m-300m',
  '300m-500m',
  '500m-1b',
  'over-1b',
  'direct',
] as const;
export const TEXT_MAX = 100;
export const NOTES_MAX = 2000;

/** Payload fields in form order: the first invalid one in this order receives focus. */
export const INQUIRY_FIELDS = [
  'inquiryType',
  'businessField',
  'budget',
  'budgetAmount',
  'province',
  'district',
  'addressDetail',
  'name',
  'position',
  'company',
  'phone',
  'email',
  'notes',
  'privacyConsent',
] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];

export interface ContactInquiry {
  inquiryType: (typeof INQUIRY_TYPES)[number];
  businessField: (typeof BUSINESS_FIELDS)[number];
  budget: (typeof BUDGETS)[number];
  /** Digits only; present exactly when budget is 'direct'. */
  budgetAmount?: string;
  /** Official Korean names: '부산광역시', '해운대구'; from abroad '해외' and an ISO 3166-1 alpha-2 code, 'JP' (DECISIONS §17). */
  province: string;
  district: string;
  addressDetail: string;
  name: string;
  position: string;
  company: string;
  phone: string;
  email: string;
  /** Absent when left empty. */
  notes?: string;
  privacyConsent: true;
}

export type InquiryErrors = Partial<Record<InquiryField, string>>;
export type InquiryResult =
  | { ok: true; value: ContactInquiry }
  | { ok: false; errors: InquiryErrors };

/** What went wrong with a field; the message follows from the field and this. */
export type Problem = 'missing' | 'invalid' | 'tooLong';

/** The field messages in one language, as labelsOf (site/i18n.ts) hands them out. */
export type InquiryMessages = Record<InquiryMessageKey, string>;

/**
 * ('email', 'invalid', English messages) -> 'Invalid email. Please enter again.'; ('name',
 * 'tooLong', Korean) -> '100자 이내로 입력해 주세요.'; ('district', 'missing', English, true) ->
 * 'Please select a country.' (`overseas`: the inquiry comes from abroad, DECISIONS §17, and its
 * district is a country).
 */
export function messageFor(
  field: InquiryField,
  problem: Problem,
  messages: InquiryMessages,
  overseas = false,
): string {
  if (problem === 'tooLong')
    return fillMessage(messages['inquiry.tooLong'], {
      max: field === 'notes' ? NOTES_MAX : TEXT_MAX,
    });
  const key: InquiryMessageKey =
    field === 'email' && problem === 'invalid'
      ? 'inquiry.emailInvalid'
      : field === 'district' && overseas
        ? 'inquiry.country'
        : `inquiry.${field}`;
  return messages[key];
}
