/**
 * The outbox sender (DECISIONS §15): takes due notifications, sends them with nodemailer, marks
 * them sent; a failure is retried with back-off (1 s, 2 s, 4 s, ... up to 15 min), and since the
 * rows are in the database, pending mail survives a restart. Several processes on one database
 * each claim a row inside an IMMEDIATE transaction (a lease in `claimedUntil`), so a row is sent
 * by one of them. One window cannot be closed: the SMTP server accepts a mail and the process
 * dies before marking it sent; the row is sent again after its lease, with the same Message-ID,
 * so the copy shows as a duplicate of the first.
 */
import { randomUUID } from 'node:crypto';
import type { SendMailOptions } from 'nodemailer';
import type { Db } from '../store/db.ts';
import { toStoredInquiry } from '../store/inquiries.ts';
import { composeMail, messageIdFor } from './message.ts';

/** What sends one message: nodemailer's transporter, or a stand-in in a benchmark. */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close?(): void;
}

export interface SenderOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  /** Host part of the Message-ID (the site's host). */
  host: string;
  log: (line: string) => void;
  /** First retry delay; doubles per attempt (ms). */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How long a claim holds: longer than any send can take with the SMTP timeouts (ms). A row a killed process had claimed waits this long. */
  leaseMs?: number;
  /** How often to look for rows written by another process (ms). */
  pollMs?: number;
}

/** (1, 1000, 900000) -> 1000; (3, 1000, 900000) -> 4000; (20, 1000, 900000) -> 900000 */
export function retryDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.min(attempt - 1, 30));
}

interface Claimed {
  id: number;
  contactSeq: number;
  recipient: string;
  attempts: number;
}

export function startSender(options: SenderOptions) {
  const { db, log } = options;
  const retryBaseMs = options.retryBaseMs ?? 1000;
  const retryMaxMs = options.retryMaxMs ?? 15 * 60_000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const pollMs = options.pollMs ?? 5000;
  const me = randomUUID();
  const instance = db
    .prepare("SELECT value FROM meta WHERE key = 'instance'")
    .pluck()
    .get() as string;
  const free =
    'sentAt IS NULL AND nextAttemptAt <= @now AND (claimedUntil IS NULL OR claimedUntil < @now)';
  const statements = {
    due: db.prepare(`SELECT id FROM outbox WHERE ${free} ORDER BY nextAttemptAt LIMIT 1`).pluck(),
    claim: db.prepare(
      `UPDATE outbox SET claimedBy = @me, claimedUntil = @until WHERE id = @id AND ${free} RETURNING id, contactSeq, recipient, attempts`,
    ),
    inquiry: db.prepare('SELECT * FROM inquiries WHERE contactSeq = ?'),
    sent: db.prepare(
      'UPDATE outbox SET sentAt = ?, claimedBy = NULL, claimedUntil = NULL, lastError = NULL WHERE id = ?',
    ),
    failed: db.prepare(
      'UPDATE outbox SET attempts = ?, nextAttemptAt = ?, lastError = ?, claimedBy = NULL, claimedUntil = NULL WHERE id = ?',
    ),
    next: db
      .prepare(
        'SELECT min(max(nextAttemptAt, coalesce(claimedUntil, 0))) FROM outbox WHERE sentAt IS NULL',
      )
      .pluck(),
  };
  const claimNext = db.transaction((now: number) => {
    const id = statements.due.get({ now });
    return id === undefined
      ? undefined
      : (statements.claim.get({ id, now, me, until: now + leaseMs }) as Claimed | undefined);
  });

  async function deliver(row: Claimed): Promise<void> {
    const stored = statements.inquiry.get(row.contactSeq) as
      | Record<string, string | number | null>
      | undefined;
    if (!stored) return; // purged since the claim: its outbox row went with it
    const inquiry = toStoredInquiry(stored);
    try {
      await options.transport.sendMail(
        composeMail(inquiry, {
          from: options.from,
          to: row.recipient,
          messageId: messageIdFor(row.contactSeq, instance, options.host),
        }),
      );
      statements.sent.run(Date.now(), row.id);
    } catch (error) {
      const attempts = row.attempts + 1;
      const delay = retryDelay(attempts, retryBaseMs, retryMaxMs);
      const reason = (error as Error).message.split('\n')[0]!.slice(0, 300);
      statements.failed.run(attempts, Date.now() + delay, reason, row.id);
      log(
        `mail for inquiry ${row.contactSeq} not sent (attempt ${attempts}, next in ${Math.round(delay / 1000)} s): ${reason}`,
      );
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function drain(): Promise<void> {
    do {
      again = false;
      while (!stopped) {
        const row = claimNext.immediate(Date.now());
        if (!row) break;
        await deliver(row);
      }
    } while (again && !stopped);
  }

  /** Wakes at the next due row, or after `pollMs` for rows other processes wrote. */
  function schedule(): void {
    if (stopped) return;
    const next = statements.next.get() as number | null;
    const wait = next === null ? pollMs : Math.min(pollMs, Math.max(0, next - Date.now()) + 5);
    clearTimeout(timer);
    timer = setTimeout(kick, wait);
    timer.unref();
  }

  function kick(): void {
    if (stopped) return;
    if (running) return void (again = true);
    running = drain()
      .catch((error: unknown) => log(`mail sender: ${(error as Error).message}`))
      .finally(() => {
        running = undefined;
        schedule();
      });
  }

  setImmediate(kick);
  return {
    /** Looks for due rows now (after a save): the caller's answer is already on its way. */
    kick: () => setImmediate(kick),
    /** Stops after the mail in flight, if any. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
      options.transport.close?.();
    },
  };
}

export type Sender = ReturnType<typeof startSender>;
