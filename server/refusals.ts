/**
 * What the inquiry store's refusals answer (DECISIONS §15, §22): a limit 429, a reused
 * Idempotency-Key 409, a database that cannot store now 503 with Retry-After (busy, full, gone,
 * restarting, a lock or statement past its timeout: StoreUnavailable). Each answers at once; the
 * log says what happened without a line per refused visitor, since an outage under load would
 * otherwise write hundreds a second (issue 44).
 */
import { HttpError } from './http.ts';
import { IdempotencyConflict, RateLimited, SiteLimited, StoreUnavailable } from './store/store.ts';

/** DECISIONS §15: the rate limit's message in the API language (ko); also a busy database's. */
export const TRY_AGAIN_MSG = '잠시 후 다시 시도해 주세요.';

/** What a 503 asks the browser to wait: a restart of PostgreSQL takes a few seconds. */
export const UNAVAILABLE_RETRY_S = 5;

/** During an outage, one log line per this many ms, with the count of refusals since the last. */
export const OUTAGE_LOG_MS = 10_000;

export interface Refusals {
  /** The answer for a store's error: an HttpError, or the error itself when it is a bug. */
  answer: (error: unknown) => unknown;
  /** After a stored inquiry: ends an outage in the log. */
  stored: () => void;
}

/**
 * The outage's lines: the first refusal at once (`inquiry not stored: 57P01 (...)`), then at
 * most one a OUTAGE_LOG_MS with how many were refused since, and one when a save succeeds again.
 */
function outageLog(log: (line: string) => void, now: () => number) {
  let refused = 0;
  let quietUntil = 0;
  let unlogged = 0;
  return {
    refused(error: StoreUnavailable): void {
      refused += 1;
      if (now() < quietUntil) return void (unlogged += 1);
      const more = unlogged ? ` (${unlogged} more refused since the last line)` : '';
      log(`inquiry not stored: ${error.code} (${error.message})${more}`);
      quietUntil = now() + OUTAGE_LOG_MS;
      unlogged = 0;
    },
    stored(): void {
      if (!refused) return;
      log(`inquiries are stored again; ${refused} were refused with 503 meanwhile`);
      refused = 0;
      quietUntil = 0;
      unlogged = 0;
    },
  };
}

export function createRefusals(log: (line: string) => void, now = Date.now): Refusals {
  let ceilingLoggedUntil = 0;
  const outage = outageLog(log, now);
  return {
    stored: outage.stored,
    answer(error: unknown): unknown {
      if (error instanceof SiteLimited && now() >= ceilingLoggedUntil) {
        ceilingLoggedUntil = now() + error.retryAfter * 1000;
        log(
          `inquiries refused: the site's ceiling of ${error.limit.max} per ${error.limit.windowMs / 60_000} min (RATE_LIMIT_SITE) is reached; new ones get 429 for ${error.retryAfter} s`,
        );
      }
      if (error instanceof RateLimited)
        return new HttpError(
          429,
          'RATE_LIMITED',
          TRY_AGAIN_MSG,
          {},
          { 'Retry-After': String(error.retryAfter) },
        );
      if (error instanceof IdempotencyConflict)
        return new HttpError(409, 'IDEMPOTENCY_CONFLICT', error.message);
      if (error instanceof StoreUnavailable) {
        outage.refused(error);
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
