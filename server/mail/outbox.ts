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
import { sendGated, type Claim } from './gated-send.ts';

/**
 * How long the sender waits for the server's answer after a message's final dot (ms): RFC 5321
 * §4.5.3.2.6's 10 minutes, which is also nodemailer's socket timeout.
 */
export const ANSWER_MS = 10 * 60_000;

/**
 * A message with the check to run before its final dot: the transport sends the dot only once
 * `beforeFinalDot` resolves, and when it rejects drops the connection without it, so the server
 * discards the message (server/mail/transport.ts). A transport that never calls it sends all the
 * same, but the sender then cannot tell a mail abandoned before its dot from one after.
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
  /**
   * How long a claim holds unless renewed (ms). A row a killed process had claimed waits this
   * long.
   */
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

/** The settings startSender reads from SenderOptions, each with its default. */
type Timings = ReturnType<typeof timingsOf>;

/** What one sender keeps between its steps; `newSender` makes it, the steps below share it. */
interface SenderState {
  /** What startSender was given. */
  options: SenderOptions;
  /** The options' timings, with their defaults. */
  timings: Timings;
  /**
   * The claimant: its machine and process, so an operator (and the failover test) can tell whose
   * claims a row holds.
   */
  me: string;
  /** The deliveries under way, at most `connections`. */
  inFlight: Set<Promise<void>>;
  /** Rows being sent: id -> their claim. */
  sending: Map<number, Claim>;
  /** Rows SMTP accepted that the database did not record: id -> when sent. */
  unrecorded: Map<number, number>;
  /** When the database may be tried again, after it refused a call. */
  database: ReturnType<typeof databaseBackoff>;
  /** The database's instance id, for the Message-ID; read at the first pump. */
  instance: string | undefined;
  /** The wake-up `schedule` set. */
  timer: NodeJS.Timeout | undefined;
  /** A renewal pass is under way: the next tick skips. */
  renewing: boolean;
  /** A pump is under way. */
  pumping: boolean;
  /** A kick came while the pump was under way: it goes round once more. */
  again: boolean;
  /** `stop` was called: nothing new is claimed or scheduled. */
  stopped: boolean;
}

/** A sender's state before its first pump: nothing claimed, sent or scheduled. */
function newSender(options: SenderOptions): SenderState {
  const timings = timingsOf(options);
  const unrecorded = new Map<number, number>();
  return {
    options,
    timings,
    me: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    inFlight: new Set(),
    sending: new Map(),
    unrecorded,
    database: databaseBackoff(
      options.log,
      timings.retryBaseMs,
      timings.retryMaxMs,
      () => unrecorded.size,
    ),
    instance: undefined,
    timer: undefined,
    renewing: false,
    pumping: false,
    again: false,
    stopped: false,
  };
}

/**
 * Renews the claim of every row being sent or waiting to be recorded; a row that is no longer
 * this process's is given up if its final dot has not gone (server/store/outbox.ts renew). A
 * refused renewal is not logged: the pump's back-off logs the outage, and a claim that lapses
 * meanwhile is caught by the check at the final dot.
 */
async function renewClaims(s: SenderState): Promise<void> {
  if (s.renewing) return;
  s.renewing = true;
  try {
    for (const id of new Set([...s.sending.keys(), ...s.unrecorded.keys()])) {
      const until = Date.now() + s.timings.leaseMs;
      const held = await s.options.queue.renew(id, s.me, until);
      const row = s.sending.get(id);
      if (held && row) row.until = until;
      else if (!held) row?.lost();
    }
  } catch {
    // the database refused: see above
  } finally {
    s.renewing = false;
  }
}

/** Records a row sent; a refused record keeps it in `unrecorded`, to be tried again. */
async function recordSent(s: SenderState, id: number, at: number): Promise<void> {
  try {
    await s.options.queue.markSent(id, s.me, at);
    s.unrecorded.delete(id);
  } catch (error) {
    s.unrecorded.set(id, at);
    s.database.failed(error);
  }
}

/** Records the rows of a mail SMTP took; each is renewed until recorded (or as `unrecorded`). */
async function recordDelivered(s: SenderState, ids: number[]): Promise<void> {
  const at = Date.now();
  for (const id of ids) await recordSent(s, id, at).finally(() => s.sending.delete(id));
}

/** Logs a mail that did not go and records when each of its rows is tried again. */
async function recordFailure(s: SenderState, rows: Claimed[], error: unknown): Promise<void> {
  const { retryBaseMs, retryMaxMs } = s.timings;
  const attempts = Math.max(...rows.map((r) => r.attempts)) + 1;
  const delay = retryDelay(attempts, retryBaseMs, retryMaxMs);
  const reason = reasonOf(error);
  s.options.log(
    `mail for ${whatOf(rows)} not sent (attempt ${attempts}, next in ${Math.round(delay / 1000)} s): ${reason}`,
  );
  // Unrecorded, the attempt is retried when the lease lapses: later than planned, never lost.
  for (const { id } of rows)
    await s.options.queue
      .markFailed(id, s.me, { attempts, nextAttemptAt: Date.now() + delay, reason })
      .catch(s.database.failed)
      .finally(() => s.sending.delete(id));
}

/**
 * The rows one mail tells of: the claimed row alone, or, for a digest row, with the other due
 * digest rows of its address (claimed for the same lease). A refused claim of the rest leaves
 * the first row claimed until its lease lapses: later than planned, never lost.
 */
async function rowsOf(s: SenderState, row: Claimed, until: number): Promise<Claimed[] | undefined> {
  if (!row.digest) return [row];
  try {
    return [
      row,
      ...(await s.options.queue.claimDigest(
        row.recipient,
        s.me,
        Date.now(),
        until,
        DIGEST_MAX - 1,
      )),
    ];
  } catch (error) {
    s.database.failed(error);
    return undefined;
  }
}

/** Sends the mail of a claimed row (and, for a digest, its address's other due rows). */
async function deliver(s: SenderState, row: Claimed, until: number): Promise<void> {
  const claimed = await rowsOf(s, row, until);
  if (!claimed) return;
  const rows = claimed.filter((r) => r.inquiry); // purged since they were queued: nothing to send
  if (!rows.length) return;
  const ids = rows.map((r) => r.id);
  try {
    await sendGated(s, ids, messageFor(rows, s.instance!, s.options), until);
  } catch (error) {
    return recordFailure(s, rows, error);
  }
  await recordDelivered(s, ids);
}

/** Tries again to record the mails sent but not recorded: true when none is left. */
async function recordUnrecorded(s: SenderState): Promise<boolean> {
  for (const [id, at] of s.unrecorded) await recordSent(s, id, at);
  return !s.unrecorded.size;
}

/** Claims due rows and starts their delivery while a connection is free. */
async function claimWhileFree(s: SenderState): Promise<void> {
  const { connections, leaseMs } = s.timings;
  while (!s.stopped && s.inFlight.size < connections) {
    const now = Date.now();
    const row = await s.options.queue.claim(s.me, now, now + leaseMs);
    s.database.works();
    if (!row) break;
    const delivery: Promise<void> = deliver(s, row, now + leaseMs).finally(() => {
      s.inFlight.delete(delivery);
      kick(s);
    });
    s.inFlight.add(delivery);
  }
}

/** Records what waits to be recorded, then claims due rows while a connection is free. */
async function pump(s: SenderState): Promise<void> {
  do {
    s.again = false;
    if (s.database.waitMs() > 0) return;
    s.instance ??= await s.options.queue.instance();
    if (!(await recordUnrecorded(s))) return;
    await claimWhileFree(s);
  } while (s.again && !s.stopped);
}

/** Wakes at the next due row, when the database may be back, or after `pollMs`. */
async function schedule(s: SenderState): Promise<void> {
  const { pollMs } = s.timings;
  let wait = pollMs;
  const backoff = s.database.waitMs();
  if (backoff > 0) wait = backoff;
  else {
    const next = await s.options.queue.nextDue().catch(() => null);
    if (next !== null) wait = Math.min(pollMs, Math.max(0, next - Date.now()) + 5);
  }
  if (s.stopped) return;
  clearTimeout(s.timer);
  s.timer = setTimeout(() => kick(s), wait);
  s.timer.unref();
}

/** Pumps, or has the pump under way go round once more; then schedules the next wake-up. */
function kick(s: SenderState): void {
  if (s.stopped) return;
  if (s.pumping) return void (s.again = true);
  s.pumping = true;
  pump(s)
    .catch(s.database.failed)
    .finally(() => {
      s.pumping = false;
      return schedule(s);
    })
    .catch((error: unknown) => s.options.log(`mail sender: ${reasonOf(error)}`));
}

/** Stops after the mails in flight (each ends by its deadline or its answer wait). */
async function stopSender(s: SenderState, renewTimer: NodeJS.Timeout): Promise<void> {
  s.stopped = true;
  clearTimeout(s.timer);
  await Promise.all(s.inFlight);
  clearInterval(renewTimer);
  s.options.transport.close?.();
}

/** Starts the sender: its claims renewed every quarter lease, its first pump on the next turn. */
export function startSender(options: SenderOptions) {
  const sender = newSender(options);
  const renewTimer = setInterval(() => void renewClaims(sender), sender.timings.leaseMs / 4);
  renewTimer.unref();
  setImmediate(() => kick(sender));
  return {
    /** After a save (so the database takes writes): looks for due rows now, back-off or not. */
    kick: () =>
      setImmediate(() => {
        sender.database.retryNow();
        kick(sender);
      }),
    /** Stops after the mails in flight (each ends by its deadline or its answer wait). */
    stop: (): Promise<void> => stopSender(sender, renewTimer),
  };
}

export type Sender = ReturnType<typeof startSender>;
