/**
 * The inquiry's columns on both engines: one per form field, under the payload's name, in form
 * order (contracts §5, §6), and how a row of either engine becomes the inquiry the API took.
 */
import { INQUIRY_FIELDS } from '../../site/inquiry/schema.ts';
import type { StoredInquiry } from './store.ts';

export const INQUIRY_COLUMNS = INQUIRY_FIELDS;

/**
 * A table row -> the inquiry as the API took it: no nulls, consent `true` (SQLite stores 1),
 * `receivedAt` as ISO text (PostgreSQL returns a Date).
 */
export function storedFrom(row: Record<string, unknown>): StoredInquiry {
  const receivedAt = row.receivedAt instanceof Date ? row.receivedAt.toISOString() : row.receivedAt;
  const inquiry: Record<string, unknown> = { contactSeq: row.contactSeq, receivedAt };
  for (const column of INQUIRY_COLUMNS)
    if (row[column] !== null && row[column] !== undefined) inquiry[column] = row[column];
  inquiry.privacyConsent = true;
  return inquiry as unknown as StoredInquiry;
}
