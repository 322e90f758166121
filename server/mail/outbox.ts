/**
 * The outbox sender (contracts §15): claims due notifications (server/store/outbox.ts), sends
 * them with nodemailer and records them sent; a refused mail is retried with back-off (1 s, 2 s,
 * 4 s, ... up to 15 min), and since the rows are in the database, pending mail survives a
 * restart and any process on the database sends it. A mail is sent once:
 * - a claim is a lease this process renews while the send is under way (every quarter of the
 *   lease), so no other process claims a row whose sender is alive, however long its server takes;
 * - right before the message's final dot, the moment an SMTP server takes a mail, the claim is
 *   renewed in the database once more: the dot goes only when the row is still this process's,
 *   unsent, with at least half a lease left; otherwise the connection is dropped without it and
 *   the server discards the message;
 * - the deadline covers the send until the final dot (connecting, the envelope, the data); past
 *   the dot the sender waits for the server's answer, up to RFC 5321's 10 minutes, instead of
 *   abandoning a mail the server may have taken.
 * Faults it is built for:
 * - the database refuses writes (a full disk, a lock held past the busy timeout): the sender backs
 *   off the same way and logs once per step, instead of trying again every few milliseconds;
 * - SMTP accepted a mail that cannot be recorded sent: the process keeps it in memory, retries
 *   the record, keeps renewing its claim, and never sends that row again itself;
 * - an SMTP server that stalls: the deadline, shorter than the lease, aborts a send stalled before
 *   its final dot (the pool then closes that connection), the answer wait one stalled after it,
 *   and up to `connections` mails are in flight at once, each on a connection of the pool, so the
 *   others keep going while one hangs.
 * What can still send a mail twice is listed in docs/decisions.md; a copy has the same
 * Message-ID, so it shows as a duplicate, never as a new inquiry.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { SendMailOptions } from 'nodemailer';
import type { Claimed, OutboxQueue } from '../store/outbox.ts';
import { composeMail, messageIdFor } from './message.ts';
import { DIGEST_MAX, composeDigest, digestIdFor } from './digest.ts';
import { DIGEST_EVERY_MS, type RateLimit } from '../store/rate-limit.ts';

/**
 * How long the sender waits for the server's answer after a message's final dot (ms): RFC 5321
 * §4.5.3.2.6's 10 minutes, which is also nodemailer's socket timeout.
 */
export const ANSWER_MS = 10 * 60_000;

/**
 * A message with the check to run before its final dot: the transport sends the dot only once
 * `beforeFinalDot` resolves, and when it rejects drops the connection without it, so the server
 * discards the message (server/mail/transport.ts). A transport that never calls it sends as
 * before, but the sender then cannot tell a mail abandoned before its dot from one after.
 */
export interface GatedMail extends SendMailOptions {
  beforeFinalDot?: () => Promise<void>;
}

/** What sends messages: nodemailer's transporter, or a stand-in. */
export interface MailTransport {
  sendMail(message: GatedMail): Promise<unknown>;
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
  /** How long a claim holds unless renewed (ms). A row a killed process had claimed waits this long. */
  leaseMs?: number;
  /** How long a send may take until its final dot (ms); default 2 min, at most half the lease. */
  deadlineMs?: number;
  /** How long to wait for the server's answer after the final dot (ms); default ANSWER_MS. */
  answerMs?: number;
  /** Mails in flight at once; the transport should have as many connections. */
  connections?: number;
  /** How often to look for rows written by another process (ms). */
  pollMs?: number;
  /** The threshold past which mail goes as digests (MAIL_DIGEST), for the digest's text. */
  digestLimit?: RateLimit;
  /** How often a digest goes (ms), for its text: DIGEST_EVERY_MS. */
  digestEveryMs?: number;
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

/** The sender's timings, each with its default (SenderOptions says what each is). */
function timingsOf(options: SenderOptions) {
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  return {
    retryBaseMs: options.retryBaseMs ?? 1000,
    retryMaxMs: options.retryMaxMs ?? 15 * 60_000,
    leaseMs,
    deadlineMs: Math.min(options.deadlineMs ?? 120_000, leaseMs / 2),
    connections: options.connections ?? 3,
    answerMs: options.answerMs ?? ANSWER_MS,
    pollMs: options.pollMs ?? 5000,
  };
}

/** The message for the rows: an inquiry's own mail, or a digest of them. */
function messageFor(rows: Claimed[], instance: string, options: SenderOptions): SendMailOptions {
  const inquiries = rows.flatMap((row) => (row.inquiry ? [row.inquiry] : []));
  const [first] = rows;
  if (!first!.digest)
    return composeMail(inquiries[0]!, {
      from: options.from,
      to: first!.recipient,
      messageId: messageIdFor(first!.contactSeq, instance, options.host),
    });
  return composeDigest(inquiries, {
    from: options.from,
    to: first!.recipient,
    messageId: digestIdFor(
      inquiries.map((inquiry) => inquiry.contactSeq),
      instance,
      options.host,
    ),
    limit: options.digestLimit ?? { max: 0, windowMs: 0 },
    everyMs: options.digestEveryMs ?? DIGEST_EVERY_MS,
  });
}

/** 'inquiry 42'; 'the digest of inquiries 41 to 57 (12)' */
const whatOf = (rows: Claimed[]) =>
  rows.length === 1 && !rows[0]!.digest
    ? `inquiry ${rows[0]!.contactSeq}`
    : `the digest of inquiries ${rows[0]!.contactSeq} to ${rows.at(-1)!.contactSeq} (${rows.length})`;

/**
 * The sender's view of the database: after a refused call the next try waits 1 s, 2 s, 4 s ...,
 * with one log line per step (`unrecorded`: how many sent mails wait to be recorded) and one
 * when it takes writes again.
 */
function databaseBackoff(
  log: (line: string) => void,
  retryBaseMs: number,
  retryMaxMs: number,
  unrecorded: () => number,
) {
  let failures = 0;
  let retryAt = 0;
  return {
    /** A refused database call (a `.catch` handler). */
    failed: (error: unknown): void => {
      if (Date.now() < retryAt) return; // already waiting: the same outage
      failures += 1;
      const delay = retryDelay(failures, retryBaseMs, retryMaxMs);
      retryAt = Date.now() + delay;
      const code = (error as { code?: string }).code;
      const waiting = unrecorded();
      log(
        `mail sender: the database refused a write (${code ? `${code}: ` : ''}${reasonOf(error)}); next try in ${Math.round(delay / 1000)} s${waiting ? `; ${waiting} sent mail(s) wait to be recorded` : ''}`,
      );
    },
    works: (): void => {
      if (failures) log('mail sender: the database takes writes again');
      failures = 0;
      retryAt = 0;
    },
    /** How long until the next try (ms); 0 or less: now. */
    waitMs: () => retryAt - Date.now(),
    /** After a save proved the database takes writes: the next try is now. */
    retryNow: () => {
      retryAt = 0;
    },
  };
}

export function startSender(options: SenderOptions) {
  const { queue, log } = options;
  const { retryBaseMs, retryMaxMs, leaseMs, deadlineMs, connections, answerMs, pollMs } =
    timingsOf(options);
  // The claimant names its machine and process, so an operator (and the failover test) can tell
  // whose claims a row holds.
  const me = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const inFlight = new Set<Promise<void>>();
  /**
   * Rows being sent: id -> until when the database last said the claim holds (the `until` of
   * the claim or of its last renewal), and what to do when it turns out to be another's.
   */
  const sending = new Map<number, { until: number; lost: () => void }>();
  /** Rows SMTP accepted that the database did not record: id -> when sent. */
  const unrecorded = new Map<number, number>();
  let instance: string | undefined;
  const database = databaseBackoff(log, retryBaseMs, retryMaxMs, () => unrecorded.size);
  const databaseFailed = database.failed;
  let timer: NodeJS.Timeout | undefined;
  let pumping = false;
  let again = false;
  let stopped = false;

  /**
   * Renews the claim of every row being sent or waiting to be recorded; a row that is no longer
   * this process's is given up if its final dot has not gone (server/store/outbox.ts renew). A
   * refused renewal is not logged: the pump's back-off logs the outage, and a claim that lapses
   * meanwhile is caught by the check at the final dot.
   */
  let renewing = false;
  async function renewClaims(): Promise<void> {
    if (renewing) return;
    renewing = true;
    try {
      for (const id of new Set([...sending.keys(), ...unrecorded.keys()])) {
        const until = Date.now() + leaseMs;
        const held = await queue.renew(id, me, until);
        const row = sending.get(id);
        if (held && row) row.until = until;
        else if (!held) row?.lost();
      }
    } catch {
      // the database refused: see above
    } finally {
      renewing = false;
    }
  }
  const renewTimer = setInterval(() => void renewClaims(), leaseMs / 4);
  renewTimer.unref();

  /**
   * Sends with nodemailer's abort signal: until the final dot the deadline holds (the pool then
   * closes that connection, and the server discards a message without its dot); the dot goes
   * only while the claims of all its rows (one, or a digest's) hold for half a lease more; past it
   * the answer is awaited for `answerMs`. `until`: when the claims lapse unless renewed.
   */
  async function send(ids: number[], message: SendMailOptions, until: number): Promise<void> {
    const controller = new AbortController();
    let reason = `not sent within ${deadlineMs / 1000} s`;
    // Timers run before I/O in Node's loop: after a long pause (a busy database blocks it), the
    // timer waits one turn more, so an answer that already arrived is read first.
    const abortAfter = (ms: number, why: string) =>
      setTimeout(
        () =>
          setImmediate(() => {
            reason = why;
            controller.abort();
          }),
        ms,
      );
    let timer = abortAfter(deadlineMs, reason);
    let dotSent = false;
    const claim = {
      until,
      lost: () => {
        if (dotSent || controller.signal.aborted) return;
        reason =
          'its claim was lost (lapsed and taken by another process, or the row purged); not sent';
        controller.abort();
      },
    };
    for (const id of ids) sending.set(id, claim);
    const beforeFinalDot = async () => {
      // Renewed, the claim outlasts the dot and starts the answer wait with a full lease; the
      // database's "no" means another process may be sending it. A refused renewal (the database
      // is out) leaves its last word: no process can claim the row before that lapses.
      const asked = Date.now();
      const held = await renewAll(ids, asked + leaseMs);
      if (held === false)
        throw new Error("the claim was no longer this process's at the final dot; not sent");
      if (held) claim.until = asked + leaseMs;
      if (controller.signal.aborted) throw new Error(reason);
      // A process paused since, or a database that could not renew it: the claim may lapse
      // before the dot arrives, so it does not go.
      if (Date.now() > claim.until - leaseMs / 2)
        throw new Error('less than half a lease left on the claim at the final dot; not sent');
      dotSent = true;
      clearTimeout(timer);
      timer = abortAfter(
        answerMs,
        `no answer from the SMTP server within ${answerMs / 1000} s of the message's end; it may have taken it`,
      );
    };
    try {
      await options.transport.sendMail({ ...message, signal: controller.signal, beforeFinalDot });
    } catch (error) {
      if (controller.signal.aborted) throw new Error(reason);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Renews every row's claim: false when one is no longer this process's, undefined when refused. */
  async function renewAll(ids: number[], until: number): Promise<boolean | undefined> {
    try {
      for (const id of ids) if (!(await queue.renew(id, me, until))) return false;
      return true;
    } catch {
      return undefined;
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

  /**
   * The rows one mail tells of: the claimed row alone, or, for a digest row, with the other due
   * digest rows of its address (claimed for the same lease). A refused claim of the rest leaves
   * the first row claimed until its lease lapses: later than planned, never lost.
   */
  async function rowsOf(row: Claimed, until: number): Promise<Claimed[] | undefined> {
    if (!row.digest) return [row];
    try {
      return [
        row,
        ...(await queue.claimDigest(row.recipient, me, Date.now(), until, DIGEST_MAX - 1)),
      ];
    } catch (error) {
      databaseFailed(error);
      return undefined;
    }
  }

  async function deliver(row: Claimed, until: number): Promise<void> {
    const claimed = await rowsOf(row, until);
    if (!claimed) return;
    const rows = claimed.filter((r) => r.inquiry); // purged since they were queued: nothing to send
    if (!rows.length) return;
    const ids = rows.map((r) => r.id);
    try {
      await send(ids, messageFor(rows, instance!, options), until);
    } catch (error) {
      const attempts = Math.max(...rows.map((r) => r.attempts)) + 1;
      const delay = retryDelay(attempts, retryBaseMs, retryMaxMs);
      const reason = reasonOf(error);
      log(
        `mail for ${whatOf(rows)} not sent (attempt ${attempts}, next in ${Math.round(delay / 1000)} s): ${reason}`,
      );
      // Unrecorded, the attempt is retried when the lease lapses: later than planned, never lost.
      for (const id of ids)
        await queue
          .markFailed(id, me, { attempts, nextAttemptAt: Date.now() + delay, reason })
          .catch(databaseFailed)
          .finally(() => sending.delete(id));
      return;
    }
    // Renewed until recorded (then, if the record fails, as one of `unrecorded`).
    const at = Date.now();
    for (const id of ids) await recordSent(id, at).finally(() => sending.delete(id));
  }

  /** Records what waits to be recorded, then claims due rows while a connection is free. */
  async function pump(): Promise<void> {
    do {
      again = false;
      if (database.waitMs() > 0) return;
      instance ??= await queue.instance();
      for (const [id, at] of unrecorded) await recordSent(id, at);
      if (unrecorded.size) return;
      while (!stopped && inFlight.size < connections) {
        const now = Date.now();
        const row = await queue.claim(me, now, now + leaseMs);
        database.works();
        if (!row) break;
        const delivery: Promise<void> = deliver(row, now + leaseMs).finally(() => {
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
    const backoff = database.waitMs();
    if (backoff > 0) wait = backoff;
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
        database.retryNow();
        kick();
      }),
    /** Stops after the mails in flight (each ends by its deadline or its answer wait). */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await Promise.all(inFlight);
      clearInterval(renewTimer);
      options.transport.close?.();
    },
  };
}

export type Sender = ReturnType<typeof startSender>;
