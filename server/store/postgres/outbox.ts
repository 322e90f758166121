/**
 * The outbox on PostgreSQL (contracts §15, §22): the sender's claim is one statement that takes
 * the most overdue free row with FOR UPDATE SKIP LOCKED, so processes claiming at the same moment
 * each get another row and none waits on another's; the lease (`claimedUntil`) makes a row a
 * dead process had claimed due again. Same columns and rules as SQLite's (../outbox.ts).
 */
import type pg from 'pg';
import { storedFrom } from '../columns.ts';
import type { Claimed, OutboxQueue } from '../outbox.ts';
import { asUnavailable } from './db.ts';

const FREE =
  '"sentAt" IS NULL AND "nextAttemptAt" <= $1 AND ("claimedUntil" IS NULL OR "claimedUntil" < $1)';

const CLAIM_SQL = `
  UPDATE outbox SET "claimedBy" = $2, "claimedUntil" = $3
  WHERE id = (SELECT id FROM outbox WHERE ${FREE} ORDER BY "nextAttemptAt" LIMIT 1 FOR UPDATE SKIP LOCKED)
  RETURNING id, "contactSeq", recipient, attempts, digest`;

const CLAIM_DIGEST_SQL = `
  UPDATE outbox SET "claimedBy" = $2, "claimedUntil" = $3
  WHERE id IN (SELECT id FROM outbox WHERE ${FREE} AND digest AND recipient = $4
               ORDER BY "contactSeq" LIMIT $5 FOR UPDATE SKIP LOCKED)
  RETURNING id, "contactSeq", recipient, attempts, digest`;

export function createPostgresOutbox(pool: pg.Pool): OutboxQueue {
  const query = async <R extends pg.QueryResultRow>(sql: string, values: unknown[]) => {
    try {
      return (await pool.query<R>(sql, values)).rows;
    } catch (error) {
      throw asUnavailable(error);
    }
  };
  /** The claimed rows with the inquiries they tell of, in number order. */
  const withInquiries = async (rows: Omit<Claimed, 'inquiry'>[]): Promise<Claimed[]> => {
    if (!rows.length) return [];
    const stored = await query<Record<string, unknown>>(
      'SELECT * FROM inquiries WHERE "contactSeq" = ANY($1)',
      [rows.map((row) => row.contactSeq)],
    );
    const bySeq = new Map(stored.map((row) => [row.contactSeq, storedFrom(row)]));
    return rows
      .map((row) => ({ ...row, inquiry: bySeq.get(row.contactSeq) }))
      .sort((a, b) => a.contactSeq - b.contactSeq);
  };
  return {
    instance: async () =>
      (await query<{ value: string }>("SELECT value FROM meta WHERE key = 'instance'", []))[0]!
        .value,
    claim: async (claimant, now, until) => {
      const [row] = await query<Omit<Claimed, 'inquiry'>>(CLAIM_SQL, [now, claimant, until]);
      return row && (await withInquiries([row]))[0];
    },
    claimDigest: async (recipient, claimant, now, until, limit) =>
      withInquiries(
        await query<Omit<Claimed, 'inquiry'>>(CLAIM_DIGEST_SQL, [
          now,
          claimant,
          until,
          recipient,
          limit,
        ]),
      ),
    renew: async (id, claimant, until) =>
      (
        await query(
          'UPDATE outbox SET "claimedUntil" = $3 WHERE id = $1 AND "claimedBy" = $2 AND "sentAt" IS NULL RETURNING id',
          [id, claimant, until],
        )
      ).length === 1,
    markSent: async (id, _claimant, at) =>
      (
        await query(
          'UPDATE outbox SET "sentAt" = $2, "claimedBy" = NULL, "claimedUntil" = NULL, "lastError" = NULL WHERE id = $1 AND "sentAt" IS NULL RETURNING id',
          [id, at],
        )
      ).length === 1,
    markFailed: async (id, claimant, failure) => {
      await query(
        'UPDATE outbox SET attempts = $3, "nextAttemptAt" = $4, "lastError" = $5, "claimedBy" = NULL, "claimedUntil" = NULL WHERE id = $1 AND "claimedBy" = $2 AND "sentAt" IS NULL',
        [id, claimant, failure.attempts, failure.nextAttemptAt, failure.reason],
      );
    },
    nextDue: async () =>
      (
        await query<{ next: number | null }>(
          'SELECT min(greatest("nextAttemptAt", coalesce("claimedUntil", 0))) AS next FROM outbox WHERE "sentAt" IS NULL',
          [],
        )
      )[0]!.next,
  };
}
