/**
 * The outbox as the mail sender sees it (contracts §15), on SQLite: claim one due notification
 * with a lease, record it sent, or record a failed attempt and when to try again. A claim is one
 * IMMEDIATE transaction, so of several processes on one file exactly one gets each row; a lease
 * that lapses (its process died) makes the row due again. Every call may throw the database's
 * error (a full disk, a lock held past the busy timeout): the sender backs off.
 */
import type { Db } from './db.ts';
import { storedFrom } from './columns.ts';
import type { StoredInquiry } from './store.ts';

/** A notification claimed for sending, with the inquiry it tells of. */
export interface Claimed {
  id: number;
  contactSeq: number;
  recipient: string;
  /** Failed attempts before this one. */
  attempts: number;
  /** Sent with the other due rows of its address in one digest (MAIL_DIGEST), not alone. */
  digest: boolean;
  /** Undefined when the inquiry was purged after the row was queued (nothing to send). */
  inquiry: StoredInquiry | undefined;
}

/** What the sender needs of a store; SQLite here, PostgreSQL beside it. */
export interface OutboxQueue {
  /** The database's own random id, part of every Message-ID. */
  instance(): Promise<string>;
  /**
   * The most overdue free row, now leased to `claimant` until `until`; undefined when none is due.
   */
  claim(claimant: string, now: number, until: number): Promise<Claimed | undefined>;
  /**
   * Up to `limit` more due, free digest rows of `recipient`, in number order, leased like
   * `claim`'s: the rest of the digest whose first row `claim` gave.
   */
  claimDigest(
    recipient: string,
    claimant: string,
    now: number,
    until: number,
    limit: number,
  ): Promise<Claimed[]>;
  /**
   * Extends this claimant's lease to `until`, in one statement that checks the claim: false when
   * the row is no longer its own (its lease lapsed and another process took it, or it was sent or
   * purged). The sender renews while a send is under way, and once more right before a message's
   * final dot, the moment SMTP takes a mail.
   */
  renew(id: number, claimant: string, until: number): Promise<boolean>;
  /** SMTP accepted it. False when the row was no longer this claimant's (it was purged). */
  markSent(id: number, claimant: string, at: number): Promise<boolean>;
  markFailed(
    id: number,
    claimant: string,
    failure: { attempts: number; nextAttemptAt: number; reason: string },
  ): Promise<void>;
  /** When the next unsent row is due or its lease lapses (ms), or null when none waits. */
  nextDue(): Promise<number | null>;
}

const FREE =
  'sentAt IS NULL AND nextAttemptAt <= @now AND (claimedUntil IS NULL OR claimedUntil < @now)';

export function createSqliteOutbox(db: Db): OutboxQueue {
  const statements = {
    instance: db.prepare("SELECT value FROM meta WHERE key = 'instance'").pluck(),
    due: db.prepare(`SELECT id FROM outbox WHERE ${FREE} ORDER BY nextAttemptAt LIMIT 1`).pluck(),
    claim: db.prepare(
      `UPDATE outbox SET claimedBy = @claimant, claimedUntil = @until WHERE id = @id AND ${FREE} RETURNING id, contactSeq, recipient, attempts, digest`,
    ),
    digestDue: db
      .prepare(
        `SELECT id FROM outbox WHERE ${FREE} AND digest = 1 AND recipient = @recipient ORDER BY contactSeq LIMIT @limit`,
      )
      .pluck(),
    inquiry: db.prepare('SELECT * FROM inquiries WHERE contactSeq = ?'),
    renew: db.prepare(
      'UPDATE outbox SET claimedUntil = @until WHERE id = @id AND claimedBy = @claimant AND sentAt IS NULL',
    ),
    // Sent by this claimant, whether or not its lease has lapsed meanwhile: it did send it.
    sent: db.prepare(
      'UPDATE outbox SET sentAt = @at, claimedBy = NULL, claimedUntil = NULL, lastError = NULL WHERE id = @id AND sentAt IS NULL',
    ),
    failed: db.prepare(
      'UPDATE outbox SET attempts = @attempts, nextAttemptAt = @nextAttemptAt, lastError = @reason, claimedBy = NULL, claimedUntil = NULL WHERE id = @id AND claimedBy = @claimant AND sentAt IS NULL',
    ),
    next: db
      .prepare(
        'SELECT min(max(nextAttemptAt, coalesce(claimedUntil, 0))) FROM outbox WHERE sentAt IS NULL',
      )
      .pluck(),
  };
  /** The row with id `id` leased to `claimant`, with its inquiry; undefined when it is not free. */
  const claimOne = (id: unknown, claimant: string, now: number, until: number) => {
    const row = statements.claim.get({ id, now, claimant, until }) as
      | (Omit<Claimed, 'inquiry' | 'digest'> & { digest: number })
      | undefined;
    if (!row) return undefined;
    const stored = statements.inquiry.get(row.contactSeq) as Record<string, never> | undefined;
    return { ...row, digest: row.digest === 1, inquiry: stored && storedFrom(stored) };
  };
  const claim = db.transaction((claimant: string, now: number, until: number) => {
    const id = statements.due.get({ now });
    return id === undefined ? undefined : claimOne(id, claimant, now, until);
  });
  const claimDigest = db.transaction(
    (recipient: string, claimant: string, now: number, until: number, limit: number) =>
      (statements.digestDue.all({ now, recipient, limit }) as unknown[])
        .map((id) => claimOne(id, claimant, now, until))
        .filter((row): row is Claimed => row !== undefined),
  );
  return {
    instance: async () => statements.instance.get() as string,
    claim: async (claimant, now, until) => claim.immediate(claimant, now, until),
    claimDigest: async (recipient, claimant, now, until, limit) =>
      claimDigest.immediate(recipient, claimant, now, until, limit),
    renew: async (id, claimant, until) =>
      statements.renew.run({ id, claimant, until }).changes === 1,
    markSent: async (id, _claimant, at) => statements.sent.run({ id, at }).changes === 1,
    markFailed: async (id, claimant, failure) => {
      statements.failed.run({ id, claimant, ...failure });
    },
    nextDue: async () => statements.next.get() as number | null,
  };
}
