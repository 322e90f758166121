/**
 * A generated inquiry database of any size, for the scale test and the benchmark: one
 * transaction, one prepared insert, each inquiry with its outbox row marked sent (a site that
 * has run for years). No journal and no syncs while generating: this file is a fixture, and
 * writing a 400 MB transaction through the write-ahead log would write it twice.
 */
import { openDatabase } from '../../server/store/db.ts';
import { toRow } from '../../server/store/sqlite-store.ts';
import { BUSINESS_FIELDS } from '../../site/inquiry/fields.ts';
import { VALID_INQUIRY } from './inquiry.ts';

/**
 * Writes `count` inquiries received over the last `count` minutes; returns the time it took (ms).
 */
export function generateInquiries(file: string, count: number): number {
  const started = performance.now();
  const db = openDatabase(file);
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  const columns = Object.keys(toRow({}));
  const insert = db.prepare(
    `INSERT INTO inquiries (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
  );
  const outbox = db.prepare(
    'INSERT INTO outbox (contactSeq, recipient, createdAt, nextAttemptAt, sentAt) VALUES (?, ?, ?, ?, ?)',
  );
  const first = Date.now() - count * 60_000;
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const at = first + i * 60_000;
      const inquiry = {
        ...VALID_INQUIRY,
        businessField: BUSINESS_FIELDS[i % BUSINESS_FIELDS.length]!,
        name: `방문자 ${i}`,
        email: `visitor${i}@example.com`,
        notes: `문의 ${i}: 도입 일정과 비용 상담을 원합니다.`,
        receivedAt: new Date(at).toISOString(),
      };
      const seq = Number(insert.run(toRow(inquiry)).lastInsertRowid);
      outbox.run(seq, 'business@example.com', at, at, at + 1000);
    }
  })();
  db.pragma('journal_mode = WAL');
  db.close();
  return Math.round(performance.now() - started);
}
