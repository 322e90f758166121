/**
 * `npm run inquiries -- export` (contracts §15): every inquiry as CSV for the sales team, UTF-8
 * with a BOM and CRLF line ends so Excel in Korea opens it as it is, Korean headers, choices
 * under their Korean labels. A cell that Excel would read as a formula (=, +, -, @ first) gets
 * a leading apostrophe, so a visitor cannot plant one. Rows are streamed: memory stays flat.
 */
import { contactKo } from '../../site/messages/contact.ts';
import { INQUIRY_FIELDS } from '../../site/inquiry/schema.ts';
import { seoulMidnight } from '../../site/seoul-time.ts';
import { formatSeoulTime, optionLabel } from '../mail/message.ts';
import type { ExportRow } from './store.ts';

/** Every field under its label (contact.field.<name>), but consent: a column of its own, '동의'. */
const FIELDS = INQUIRY_FIELDS.filter((f) => f !== 'privacyConsent');
export const CSV_HEADERS = [
  '문의 번호',
  '접수 시각(KST)',
  ...FIELDS.map((f) => contactKo[`contact.field.${f}`]),
  '개인정보 수집 및 이용 동의',
  '알림 메일',
];

/** ('a,b') -> '"a,b"'; ('say "hi"') -> '"say ""hi"""'; ('=1+1') -> "'=1+1"; ('-') -> "'-" */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * ('2025-01-31') -> '2025-01-30T15:00:00.000Z' (midnight in Seoul); ('31.01.2025'),
 * ('2025-13-01'), ('2025-02-30') -> throws (a day that does not exist is not the next one).
 */
export function sinceToUtc(date: string): string {
  const [, y, m, d] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) ?? [];
  const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (!y || day.getUTCMonth() !== Number(m) - 1 || day.getUTCDate() !== Number(d))
    throw new Error(`--since ${date}: expected a date that exists, as YYYY-MM-DD`);
  return seoulMidnight(date);
}

/** The mail column: '2025-10-02 14:03:11 (KST) 발송' or '미발송 (3회 시도: reason)'. */
function mailState(row: ExportRow): string {
  if (row.sentAt) return `${formatSeoulTime(new Date(row.sentAt).toISOString())} 발송`;
  if (row.attempts === null) return '';
  return row.attempts ? `미발송 (${row.attempts}회 시도: ${row.lastError ?? ''})` : '미발송';
}

function toCsvLine(row: ExportRow): string {
  const cells = [String(row.contactSeq), formatSeoulTime(row.receivedAt)];
  for (const field of FIELDS) {
    const value = row[field] === undefined ? '' : String(row[field]);
    cells.push(optionLabel(field, value));
  }
  cells.push('동의', mailState(row));
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * Writes the CSV of `rows` (a store's, server/store/store.ts) in chunks of about 64 KiB; returns
 * how many inquiries it wrote.
 */
export async function exportCsv(
  rows: AsyncIterable<ExportRow>,
  write: (chunk: string) => void,
): Promise<number> {
  let chunk = `\uFEFF${CSV_HEADERS.map(csvCell).join(',')}\r\n`;
  let count = 0;
  for await (const row of rows) {
    chunk += toCsvLine(row);
    count += 1;
    if (chunk.length > 65_536) {
      write(chunk);
      chunk = '';
    }
  }
  write(chunk);
  return count;
}
