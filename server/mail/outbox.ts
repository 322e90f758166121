/**
 * The outbox sender (DECISIONS §15): claims due notifications (server/store/outbox.ts), sends
 * them with nodemailer and records them sent; a refused mail is retried with back-off (1 s, 2 s,
 * 4 s, ... up to 15 min), and since the rows are in the database, pending mail survives a
 * restart and any process on the database sends it. Faults it is built for (issue 29):
 * - the database refuses writes (a full disk, a lock held past the busy timeout): the sender backs
 *   off the same way and logs once per step, instead of trying again every few milliseconds;
 * - SMTP accepted a mail that cannot be recorded sent: the process keeps it in memory and retries
 *   the record, and never sends that row again itself;
 * - an SMTP server that stalls: every send has an overall deadline, shorter than the lease (the
 *   pool then closes that connection), and up to `connections` mails are in flight at once, each
 *   on a connection of the pool, so the others keep going while one hangs.
 * What can still send a mail twice is listed in docs/decisions.md; a copy has the same
 * Message-ID, so it shows as a duplicate, never as a new inquiry.
 */
import { randomUUID } from 'node:crypto';
import type { SendMailOptions } from 'nodemailer';
import type { Claimed, OutboxQueue } from '../store/outbox.ts';
import { composeMail, messageIdFor } from './message.ts';

/** What sends messages: nodemailer's transporter, or a stand-in. */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close?(): void;
}

export interface SenderOptions {
  queue: OutboxQueue;
  /** nodemailer's pooled SMTP transport (server/mail/transport.ts), or a stand-in. */
  transport: MailTransport;
  from: string;
  /** Host part of the Message-ID (the site's host). */
  host: string;
  log: (line: string) => void;
  /** First retry delay, of a mail or of the database; doubles per attempt (ms). */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How long a claim holds (ms). A row a killed process had claimed waits this long. */
  leaseMs?: number;
  /** How long one send may take in all (ms); default 2 min, at most half the lease. */
  deadlineMs?: number;
  /** Mails in flight at once; the transport should have as many connections. */
  connections?: number;
  /** How often to look for rows written by another process (ms). */
  pollMs?: number;
}

/** (1, 1000, 900000) -> 1000; (3, 1000, 900000) -> 4000; (20, 1000, 900000) -> 900000 */
export function retryDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.min(attempt - 1, 30));
}

/** An error's first line, short: what the log and the export show. */
const reasonOf = (error: unknown) =>
  String((error as Error)?.message ?? error)
    .split('\n')[0]!
    .slice(0, 300);

export function startSender(options: SenderOptions) {
  const { queue, log } = options;
  const retryBaseMs = options.retryBaseMs ?? 1000;
  const retryMaxMs = options.retryMaxMs ?? 15 * 60_000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const deadlineMs = Math.min(options.deadlineMs ?? 120_000, leaseMs / 2);
  const connections = options.connections ?? 3;
  const pollMs = options.pollMs ?? 5000;
  const me = randomUUID();
  const inFlight = new Set<Promise<void>>();
  /** Rows SMTP accepted that the database did not record: id -> when sent. */
  const unrecorded = new Map<number, number>();
  let instance: string | undefined;
  let databaseFailures = 0;
  let databaseRetryAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let pumping = false;
  let again = false;
  let stopped = false;

  /** A refused database call: the next try waits 1 s, 2 s, 4 s ...; one log line per step. */
  function databaseFailed(error: unknown): void {
    if (Date.now() < databaseRetryAt) return; // already waiting: the same outage
    databaseFailures += 1;
    const delay = retryDelay(databaseFailures, retryBaseMs, retryMaxMs);
    databaseRetryAt = Date.now() + delay;
    const code = (error as { code?: string }).code;
    log(
      `mail sender: the database refused a write (${code ? `${code}: ` : ''}${reasonOf(error)}); next try in ${Math.round(delay / 1000)} s${unrecorded.size ? `; ${unrecorded.size} sent mail(s) wait to be recorded` : ''}`,
    );
  }

  function databaseWorks(): void {
    if (databaseFailures) log('mail sender: the database takes writes again');
    databaseFailures = 0;
    databaseRetryAt = 0;
  }

  /** Sends with nodemailer's abort signal: at the deadline the pool closes that connection. */
  async function sendWithDeadline(message: SendMailOptions): Promise<void> {
    const controller = new AbortController();
    // Timers run before I/O in Node's loop: after a long pause (a busy database blocks it), the
    // deadline waits one turn more, so an answer that already arrived is read first.
    const timer = setTimeout(() => setImmediate(() => controller.abort()), deadlineMs);
    try {
      await options.transport.sendMail({ ...message, signal: controller.signal });
    } catch (error) {
      if (controller.signal.aborted)
        throw new Error(`no answer from the SMTP server within ${deadlineMs / 1000} s`);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async function recordSent(id: number, at: number): Promise<void> {
    try {
      await queue.markSent(id, me, at);
      unrecorded.delete(id);
    } catch (error) {
      unrecorded.set(id, at);
      databaseFailed(error);
    }
  }

  async function deliver(row: Claimed): Promise<void> {
    if (!row.inquiry) return; // purged since it was queued
    const message = composeMail(row.inquiry, {
      from: options.from,
      to: row.recipient,
      messageId: messageIdFor(row.contactSeq, instance!, options.host),
    });
    try {
      await sendWithDeadline(message);
    } catch (error) {
      const attempts = row.attempts + 1;
      const delay = retryDelay(attempts, retryBaseMs, retryMaxMs);
      const reason = reasonOf(error);
      log(
        `mail for inquiry ${row.contactSeq} not sent (attempt ${attempts}, next in ${Math.round(delay / 1000)} s): ${reason}`,
      );
      // Unrecorded, the attempt is retried when the lease lapses: later than planned, never lost.
      await queue
        .markFailed(row.id, me, { attempts, nextAttemptAt: Date.now() + delay, reason })
        .catch(databaseFailed);
      return;
    }
    await recordSent(row.id, Date.now());
  }

  /** Records what waits to be recorded, then claims due rows while a connection is free. */
  async function pump(): Promise<void> {
    do {
      again = false;
      if (Date.now() < databaseRetryAt) return;
      instance ??= await queue.instance();
      for (const [id, at] of unrecorded) await recordSent(id, at);
      if (unrecorded.size) return;
      while (!stopped && inFlight.size < connections) {
        const now = Date.now();
        const row = await queue.claim(me, now, now + leaseMs);
        databaseWorks();
        if (!row) break;
        const delivery: Promise<void> = deliver(row).finally(() => {
          inFlight.delete(delivery);
          kick();
        });
        inFlight.add(delivery);
      }
    } while (again && !stopped);
  }

  /** Wakes at the next due row, when the database may be back, or after `pollMs`. */
  async function schedule(): Promise<void> {
    let wait = pollMs;
    if (Date.now() < databaseRetryAt) wait = databaseRetryAt - Date.now();
    else {
      const next = await queue.nextDue().catch(() => null);
      if (next !== null) wait = Math.min(pollMs, Math.max(0, next - Date.now()) + 5);
    }
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(kick, wait);
    timer.unref();
  }

  function kick(): void {
    if (stopped) return;
    if (pumping) return void (again = true);
    pumping = true;
    pump()
      .catch(databaseFailed)
      .finally(() => {
        pumping = false;
        return schedule();
      })
      .catch((error: unknown) => log(`mail sender: ${reasonOf(error)}`));
  }

  setImmediate(kick);
  return {
    /** After a save (so the database takes writes): looks for due rows now, back-off or not. */
    kick: () =>
      setImmediate(() => {
        databaseRetryAt = 0;
        kick();
      }),
    /** Stops after the mails in flight (each ends by its deadline). */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await Promise.all(inFlight);
      options.transport.close?.();
    },
  };
}

export type Sender = ReturnType<typeof startSender>;
