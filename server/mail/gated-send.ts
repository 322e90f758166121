/**
 * One mail's send, gated at its final dot (contracts §15): the deadline holds until the dot, the
 * dot goes only while this process's claims on the mail's rows hold, and past it the sender waits
 * for the server's answer. Why each rule is there: the sender's own comment (./outbox.ts).
 */
import type { SendMailOptions } from 'nodemailer';
import type { OutboxQueue } from '../store/outbox.ts';
import type { MailTransport } from './outbox.ts';

/** A row's claim while it is sent: what the sender's renewals update, and call when it is lost. */
export interface Claim {
  /** Until when the database last said the claim holds (the claim's or its last renewal's). */
  until: number;
  /** The row turned out to be another's: abandons the send unless its final dot went. */
  lost: () => void;
}

/** What a send needs of its sender (./outbox.ts, whose state has these and more). */
export interface SendContext {
  options: { queue: OutboxQueue; transport: MailTransport };
  timings: { deadlineMs: number; leaseMs: number; answerMs: number };
  /** The claimant, as the queue knows it. */
  me: string;
  /** Rows being sent: id -> their claim, which the sender's renewals update. */
  sending: Map<number, Claim>;
}

/** Renews every row's claim: false when one is no longer this process's, undefined when refused. */
async function renewAll(
  s: SendContext,
  ids: number[],
  until: number,
): Promise<boolean | undefined> {
  try {
    for (const id of ids) if (!(await s.options.queue.renew(id, s.me, until))) return false;
    return true;
  } catch {
    return undefined;
  }
}

/** One send under way: its abort signal, why it would abort, and its deadline or answer wait. */
interface Attempt {
  controller: AbortController;
  reason: string;
  timer?: NodeJS.Timeout;
  /** The final dot went: a lost claim no longer abandons the send. */
  dotSent: boolean;
}

/**
 * Aborts the attempt after `ms`, saying `why`. Timers run before I/O in Node's loop: after a long
 * pause (a busy database blocks it), the timer waits one turn more, so an answer that already
 * arrived is read first.
 */
function abortAfter(attempt: Attempt, ms: number, why: string): NodeJS.Timeout {
  return setTimeout(
    () =>
      setImmediate(() => {
        attempt.reason = why;
        attempt.controller.abort();
      }),
    ms,
  );
}

/** An attempt aborted at the deadline unless its final dot goes first. */
function startAttempt(deadlineMs: number): Attempt {
  const reason = `not sent within ${deadlineMs / 1000} s`;
  const attempt: Attempt = { controller: new AbortController(), reason, dotSent: false };
  attempt.timer = abortAfter(attempt, deadlineMs, reason);
  return attempt;
}

/** The claim of the attempt's rows: when a renewal finds it lost, the send is abandoned. */
function claimOf(attempt: Attempt, until: number): Claim {
  return {
    until,
    lost: () => {
      if (attempt.dotSent || attempt.controller.signal.aborted) return;
      attempt.reason =
        'its claim was lost (lapsed and taken by another process, or the row purged); not sent';
      attempt.controller.abort();
    },
  };
}

/**
 * Right before the final dot: the dot goes only while the claims of all the rows hold for half a
 * lease more; then the deadline gives way to the wait for the answer.
 */
async function checkAtFinalDot(
  s: SendContext,
  ids: number[],
  attempt: Attempt,
  claim: Claim,
): Promise<void> {
  const { leaseMs, answerMs } = s.timings;
  // Renewed, the claim outlasts the dot and starts the answer wait with a full lease; the
  // database's "no" means another process may be sending it. A refused renewal (the database
  // is out) leaves its last word: no process can claim the row before that lapses.
  const asked = Date.now();
  const held = await renewAll(s, ids, asked + leaseMs);
  if (held === false)
    throw new Error("the claim was no longer this process's at the final dot; not sent");
  if (held) claim.until = asked + leaseMs;
  if (attempt.controller.signal.aborted) throw new Error(attempt.reason);
  // A process paused since, or a database that could not renew it: the claim may lapse
  // before the dot arrives, so it does not go.
  if (Date.now() > claim.until - leaseMs / 2)
    throw new Error('less than half a lease left on the claim at the final dot; not sent');
  attempt.dotSent = true;
  clearTimeout(attempt.timer);
  attempt.timer = abortAfter(
    attempt,
    answerMs,
    `no answer from the SMTP server within ${answerMs / 1000} s of the message's end; it may have taken it`,
  );
}

/**
 * Sends with nodemailer's abort signal: until the final dot the deadline holds (the pool then
 * closes that connection, and the server discards a message without its dot); the dot goes
 * only while the claims of all its rows (one, or a digest's) hold for half a lease more; past it
 * the answer is awaited for `answerMs`. `until`: when the claims lapse unless renewed.
 */
export async function sendGated(
  s: SendContext,
  ids: number[],
  message: SendMailOptions,
  until: number,
): Promise<void> {
  const attempt = startAttempt(s.timings.deadlineMs);
  const claim = claimOf(attempt, until);
  for (const id of ids) s.sending.set(id, claim);
  const beforeFinalDot = () => checkAtFinalDot(s, ids, attempt, claim);
  try {
    await s.options.transport.sendMail({
      ...message,
      signal: attempt.controller.signal,
      beforeFinalDot,
    });
  } catch (error) {
    if (attempt.controller.signal.aborted) throw new Error(attempt.reason);
    throw error;
  } finally {
    clearTimeout(attempt.timer);
  }
}
