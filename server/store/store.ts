/**
 * The inquiry store as the API, the mail sender and the operations commands see it (DECISIONS
 * §5, §15, §22): SQLite at INQUIRIES_DB on one machine (./sqlite.ts), PostgreSQL at DATABASE_URL
 * for several processes (./postgres/store.ts). Both keep the same tables and columns under the
 * same names, check the same limits in the transaction that stores, and answer the same errors.
 */
import { createHash, createHmac } from 'node:crypto';
import type { ContactInquiry } from '../../site/inquiry/schema.ts';
import type { OutboxQueue } from './outbox.ts';
import type { RateLimit } from './rate-limit.ts';

export interface StoredInquiry extends ContactInquiry {
  /** 1, 2, 3, ...: the inquiry's number, its primary key. */
  contactSeq: number;
  /** ISO 8601 time (UTC) the server received it. */
  receivedAt: string;
}

export interface SaveRequest {
  inquiry: ContactInquiry;
  /** The client (server/client-ip.ts rateLimitKey); stored only as a keyed hash, for the rate limit. */
  client: string;
  /** The form's Idempotency-Key: a retry with the same key and payload stores nothing new. */
  idempotencyKey?: string;
}

export interface SaveResult {
  contactSeq: number;
  /** True when the Idempotency-Key had stored it before: nothing new was written. */
  replayed: boolean;
}

/** The notification's address for a business field (DECISIONS §15). */
export type RouteMail = (businessField: ContactInquiry['businessField']) => string;

export interface StoreLimits {
  rateLimit: RateLimit;
  /** Inquiries from everyone together per window (max 0: no ceiling). */
  siteLimit: RateLimit;
  routeMail: RouteMail;
  now?: () => number;
}

/** An inquiry with the state of its mail, as the export shows it. */
export interface ExportRow extends StoredInquiry {
  sentAt: number | null;
  /** null: no outbox row (imported from the previous store, which was never mailed). */
  attempts: number | null;
  lastError: string | null;
}

export interface PurgeCounts {
  inquiries: number;
  /** Of those, how many never had their mail accepted by SMTP. */
  unsent: number;
  /** What the engine did so the destroyed text does not stay in its files. */
  cleanup: string;
}

export interface InquiryStore {
  readonly engine: 'sqlite' | 'postgres';
  /** For messages: the SQLite file, or the PostgreSQL database without its password. */
  readonly where: string;
  /** Stores the inquiry with its notification, in one transaction; throws the errors below. */
  save(request: SaveRequest): Promise<SaveResult>;
  readonly outbox: OutboxQueue;
  /** Every inquiry received at or after `since` (ISO), in number order, with its mail's state. */
  rows(since?: string): AsyncIterable<ExportRow>;
  /** Destroys the inquiries received before `cutoff` (ISO) with their outbox rows. */
  purge(cutoff: string, dryRun: boolean): Promise<PurgeCounts>;
  close(): Promise<void>;
}

/** Refused by the rate limit: try again in `retryAfter` seconds. */
export class RateLimited extends Error {
  constructor(readonly retryAfter: number) {
    super(`rate limit reached; retry in ${retryAfter} s`);
  }
}

/** Refused by the site's ceiling (RATE_LIMIT_SITE): everyone together stored `max` in the window. */
export class SiteLimited extends RateLimited {
  constructor(
    retryAfter: number,
    readonly limit: RateLimit,
  ) {
    super(retryAfter);
    this.message = `the site's ceiling of ${limit.max} inquiries per window is reached; retry in ${retryAfter} s`;
  }
}

/** The key was used before for a different payload. */
export class IdempotencyConflict extends Error {}

/**
 * The database cannot store now (busy past its timeout, a full disk, gone): the visitor is told
 * to try again later (503). `code` is the engine's: SQLITE_FULL, 53100, ECONNREFUSED ...
 */
export class StoreUnavailable extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** What the idempotency key is checked against: a hash of the validated payload. */
export function payloadHashOf(inquiry: ContactInquiry): string {
  return createHash('sha256').update(JSON.stringify(inquiry)).digest('base64url');
}

/** The client as the rate limit stores it: a keyed hash, so no address is ever written to disk. */
export function hashClient(key: string, client: string): string {
  return createHmac('sha256', key).update(client).digest('base64url');
}

/** Seconds until the oldest counted hit (ms) leaves the window, at least 1. */
export function retryAfterOf(oldest: number, windowMs: number, at: number): number {
  return Math.max(1, Math.ceil((oldest + windowMs - at) / 1000));
}
