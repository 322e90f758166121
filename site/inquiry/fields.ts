/**
 * What the contact form needs before its validator loads (contracts §6): the choices of its
 * select and radio fields and the length limits, without the schema library, so the contact
 * page's start-up script stays small. The fields themselves, their rules and their types are
 * declared once, in the schema (./schema.ts, zod/mini), which the form loads when it first
 * validates; the form imports only its types from there, which cost no bytes.
 */
import type { Labels } from '../i18n.ts';
import type { InquiryMessageKey } from '../messages/inquiry.ts';

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

/**
 * What went wrong with a field; the message follows from the field and this. `notOneLine`: a
 * one-line field holds a line break, a tab or another control character between visible text.
 */
export type Problem = 'missing' | 'invalid' | 'tooLong' | 'notOneLine';

/**
 * The field messages in one language, as labelsOf (site/i18n.ts) renders them: text, and
 * `inquiry.tooLong` in parts around its limit (`max`), which the schema gives.
 */
export type InquiryMessages = Labels<InquiryMessageKey>;
