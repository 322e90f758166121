/**
 * `npm run inquiries -- migrate-to-postgres` (contracts §22): the SQLite store (INQUIRIES_DB)
 * copied into PostgreSQL (DATABASE_URL) in one transaction: every inquiry under its own
 * `contactSeq`, its notification with its state (sent, attempts, next attempt, last error), so a
 * pending mail is sent by the PostgreSQL servers, once. New numbers continue after the highest. Run
 * twice, it imports nothing twice: an inquiry already there under its number is skipped, and one
 * there under its number that is another inquiry stops the whole copy before anything is written.
 */
import type pg from 'pg';
import { INQUIRY_COLUMNS } from '../columns.ts';
import type { Db } from '../db.ts';
import { inTransaction } from './store.ts';

export interface CopyReport {
  inquiries: number;
  /** Already in PostgreSQL from an earlier run. */
  skipped: number;
  /** Notifications copied that SMTP had not accepted yet: the PostgreSQL servers send them. */
  pending: number;
}

type Row = Record<string, string | number | null>;

const q = (column: string) => `"${column}"`;
const INQUIRY_INSERT = [
  'contactSeq',
  'receivedAt',
  ...INQUIRY_COLUMNS,
  'idempotencyKey',
  'payloadHash',
];
const OUTBOX_INSERT = [
  'contactSeq',
  'recipient',
  'createdAt',
  'attempts',
  'nextAttemptAt',
  'lastError',
  'sentAt',
  'digest',
];
const placeholders = (n: number) => Array.from({ length: n }, (_, i) => `$${i + 1}`).join(', ');

export async function copySqliteToPostgres(db: Db, pool: pg.Pool): Promise<CopyReport> {
  const inquiries = db.prepare('SELECT * FROM inquiries ORDER BY contactSeq').all() as Row[];
  const outbox = new Map(
    (db.prepare('SELECT * FROM outbox').all() as Row[]).map((row) => [row.contactSeq, row]),
  );
  return inTransaction(pool, async (client) => {
    // Nobody else writes a number while the copy decides which are free.
    await client.query('LOCK TABLE inquiries, outbox IN EXCLUSIVE MODE');
    const { rows: present } = await client.query<{ contactSeq: number; receivedAt: Date }>(
      'SELECT "contactSeq", "receivedAt" FROM inquiries',
    );
    const there = new Map(present.map((row) => [row.contactSeq, row.receivedAt.toISOString()]));
    const report: CopyReport = { inquiries: 0, skipped: 0, pending: 0 };
    for (const row of inquiries) {
      const seq = Number(row.contactSeq);
      const existing = there.get(seq);
      if (existing !== undefined) {
        if (existing !== new Date(String(row.receivedAt)).toISOString())
          throw new Error(
            `inquiry ${seq} in PostgreSQL is another inquiry (received ${existing}, SQLite's ${row.receivedAt}): this database was used by a server before; nothing was copied`,
          );
        report.skipped += 1;
        continue;
      }
      await client.query(
        `INSERT INTO inquiries (${INQUIRY_INSERT.map(q).join(', ')}) VALUES (${placeholders(INQUIRY_INSERT.length)})`,
        INQUIRY_INSERT.map((column) =>
          column === 'privacyConsent' ? Boolean(row[column]) : (row[column] ?? null),
        ),
      );
      report.inquiries += 1;
      const mail = outbox.get(row.contactSeq);
      if (!mail) continue;
      await client.query(
        `INSERT INTO outbox (${OUTBOX_INSERT.map(q).join(', ')}) VALUES (${placeholders(OUTBOX_INSERT.length)})`,
        OUTBOX_INSERT.map((column) =>
          column === 'digest' ? mail.digest === 1 : (mail[column] ?? null),
        ),
      );
      if (mail.sentAt === null) report.pending += 1;
    }
    // The identity continues after the highest number either store gave.
    // (SQLite's AUTOINCREMENT remembers numbers of purged inquiries too.)
    const given = Number(
      db.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'inquiries'").pluck().get() ?? 0,
    );
    await client.query(
      `SELECT setval(pg_get_serial_sequence('inquiries', 'contactSeq'), greatest((SELECT max("contactSeq") FROM inquiries), $1, 1), greatest((SELECT max("contactSeq") FROM inquiries), $1) > 0)`,
      [given],
    );
    return report;
  });
}
