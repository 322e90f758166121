/**
 * What the inquiry store's refusals answer (contracts §15, §22; docs/decisions.md): a rate limit
 * (the client's or its network's) 429 with Retry-After, a reused Idempotency-Key 409, a save the
 * site's abnormal rate holds back 428 with a challenge to solve (server/proof-of-work.ts), a
 * database that cannot store now 503 with Retry-After (busy, full, gone, restarting, a lock or
 * statement past its timeout: StoreUnavailable). Each answers at once; the log says what happened
 * without a line per refused visitor, since an outage or a flood would otherwise write hundreds a
 * second.
 */
import { HttpError } from './http.ts';
import type { ProofOfWork } from './proof-of-work.ts';
import {
  IdempotencyConflict,
  ProofRequired,
  RateLimited,
  StoreUnavailable,
} from './store/store.ts';

/** contracts §15: the rate limit's message in the API language (ko); also a busy database's. */
export const TRY_AGAIN_MSG = '잠시 후 다시 시도해 주세요.';

/** The message of a 428: the form solves the challenge and sends again by itself. */
export const PROOF_MSG = '문의가 많아 확인 절차가 필요합니다. 확인 후 다시 보내 주세요.';

/** What a 503 asks the browser to wait: a restart of PostgreSQL takes a few seconds. */
export const UNAVAILABLE_RETRY_S = 5;

/** During an outage or a flood, one log line per this many ms, with the count since the last. */
export const EPISODE_LOG_MS = 10_000;

export interface Refusals {
  /** The answer for a store's error: an HttpError, or the error itself when it is a bug. */
  answer: (error: unknown) => Promise<unknown>;
  /** After a stored inquiry: ends an outage in the log. */
  stored: () => void;
}

/**
 * An episode's lines: the first at once, then at most one a EPISODE_LOG_MS with how many more
 * there were since, and, with `ended`, one line when it is over.
 */
function episodeLog(log: (line: string) => void, now: () => number) {
  let count = 0;
  let quietUntil = 0;
  let unlogged = 0;
  return {
    happened(line: string): void {
      count += 1;
      if (now() < quietUntil) return void (unlogged += 1);
      log(unlogged ? `${line} (${unlogged} more since the last line)` : line);
      quietUntil = now() + EPISODE_LOG_MS;
      unlogged = 0;
    },
    ended(line: (count: number) => string): void {
      if (!count) return;
      log(line(count));
      count = 0;
      quietUntil = 0;
      unlogged = 0;
    },
  };
}

export function createRefusals(
  log: (line: string) => void,
  proofOfWork: ProofOfWork,
  now = Date.now,
): Refusals {
  const outage = episodeLog(log, now);
  const flood = episodeLog(log, now);
  return {
    stored: () =>
      outage.ended((n) => `inquiries are stored again; ${n} were refused with 503 meanwhile`),
    async answer(error: unknown): Promise<unknown> {
      if (error instanceof RateLimited)
        return new HttpError(
          429,
          'RATE_LIMITED',
          TRY_AGAIN_MSG,
          {},
          { 'Retry-After': String(error.retryAfter) },
        );
      if (error instanceof ProofRequired) {
        if (!error.reused)
          flood.happened(
            `inquiries need a proof of work: ${error.count} in the last ${error.limit.windowMs / 60_000} min, past the site's normal ${error.limit.max} (RATE_LIMIT_SITE)`,
          );
        return new HttpError(428, 'PROOF_OF_WORK_REQUIRED', PROOF_MSG, {
          challenge: await proofOfWork.challenge(),
        });
      }
      if (error instanceof IdempotencyConflict)
        return new HttpError(409, 'IDEMPOTENCY_CONFLICT', error.message);
      if (error instanceof StoreUnavailable) {
        outage.happened(`inquiry not stored: ${error.code} (${error.message})`);
        return new HttpError(
          503,
          'UNAVAILABLE',
          TRY_AGAIN_MSG,
          {},
          { 'Retry-After': String(UNAVAILABLE_RETRY_S) },
        );
      }
      return error;
    },
  };
}
