/**
 * Saving and reading inquiries (DECISIONS §5, §15). One IMMEDIATE transaction per inquiry checks
 * its idempotency key and its client's rate limit, then writes the inquiry and its notification
 * (the outbox row): there is no moment where one exists without the other, and two processes on
 * one file take turns on the write lock, so `contactSeq` is never issued twice.
 */
import { createHash, createHmac } from 'node:crypto';
import { INQUIRY_FIELDS, type ContactInquiry } from '../../site/inquiry/fields.ts';
import type { Db } from './db.ts';
import type { RateLimit } from './rate-limit.ts';

export interface StoredInquiry extends ContactInquiry {
  /** 1, 2, 3, ...: the inquiry's number, its primary key. */
  contactSeq: number;
  /** ISO 8601 time (UTC) the server received it. */
  receivedAt: string;
}

export interface SaveRequest {
  inquiry: ContactInquiry;
  /** The client IP (server/client-ip.ts); stored only as a keyed hash, for the rate limit. */
  client: string;
  /** The form's Idempotency-Key: a retry with the same key and payload stores nothing new. */
  idempotencyKey?: string;
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

/** The notification's address for a business field (DECISIONS §15). */
export type RouteMail = (businessField: ContactInquiry['businessField']) => string;

export interface InquiryStoreOptions {
  rateLimit: RateLimit;
  /** Inquiries from everyone together per window (max 0: no ceiling). */
  siteLimit: RateLimit;
  routeMail: RouteMail;
  now?: () => number;
}

type Row = Record<string, string | number | null>;

/** A table row -> the inquiry as the API took it (no nulls, consent a boolean). */
export function toStoredInquiry(row: Row): StoredInquiry {
  const inquiry: Record<string, unknown> = {
    contactSeq: row.contactSeq,
    receivedAt: row.receivedAt,
  };
  for (const field of INQUIRY_FIELDS)
    if (row[field] !== null && row[field] !== undefined) inquiry[field] = row[field];
  inquiry.privacyConsent = true;
  return inquiry as unknown as StoredInquiry;
}

/** The rate-limit hits that left the window; indexed by `at` (migration 2). */
export const PRUNE_SQL = 'DELETE FROM rate_hits WHERE at <= ?';

const COLUMNS = ['receivedAt', ...INQUIRY_FIELDS, 'idempotencyKey', 'payloadHash'];
const INSERT_SQL = `INSERT INTO inquiries (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((c) => `@${c}`).join(', ')})`;

/** ContactInquiry -> the named parameters of INSERT_SQL. */
export function toRow(
  inquiry: Partial<StoredInquiry>,
  extra: { idempotencyKey?: string; payloadHash?: string } = {},
): Row {
  const row: Row = {
    idempotencyKey: extra.idempotencyKey ?? null,
    payloadHash: extra.payloadHash ?? null,
    receivedAt: inquiry.receivedAt ?? null,
  };
  for (const field of INQUIRY_FIELDS) {
    const value = inquiry[field];
    row[field] = value === undefined ? null : typeof value === 'boolean' ? Number(value) : value;
  }
  return row;
}

export function createInquiryStore(db: Db, options: InquiryStoreOptions) {
  const now = options.now ?? Date.now;
  const clientKey = db
    .prepare("SELECT value FROM meta WHERE key = 'clientKey'")
    .pluck()
    .get() as string;
  const statements = {
    byKey: db.prepare('SELECT contactSeq, payloadHash FROM inquiries WHERE idempotencyKey = ?'),
    prune: db.prepare(PRUNE_SQL),
    hits: db.prepare(
      'SELECT count(*) AS count, min(at) AS first FROM rate_hits WHERE client = ? AND at > ?',
    ),
    hit: db.prepare('INSERT INTO rate_hits (client, at) VALUES (?, ?)'),
    recent: db.prepare(
      'SELECT count(*) AS count, min(receivedAt) AS first FROM inquiries WHERE receivedAt > ?',
    ),
    insert: db.prepare(INSERT_SQL),
    outbox: db.prepare(
      'INSERT INTO outbox (contactSeq, recipient, createdAt, nextAttemptAt) VALUES (?, ?, ?, ?)',
    ),
  };

  /** Counts this inquiry against the client's window, or throws RateLimited. */
  function checkRate(client: string, at: number): void {
    const { max, windowMs } = options.rateLimit;
    if (!max) return;
    statements.prune.run(at - windowMs);
    const hashed = createHmac('sha256', clientKey).update(client).digest('base64url');
    const { count, first } = statements.hits.get(hashed, at - windowMs) as {
      count: number;
      first: number | null;
    };
    if (count >= max)
      throw new RateLimited(Math.max(1, Math.ceil(((first ?? at) + windowMs - at) / 1000)));
    statements.hit.run(hashed, at);
  }

  /** Throws SiteLimited when everyone together stored the ceiling's count in its window. */
  function checkCeiling(at: number): void {
    const { max, windowMs } = options.siteLimit;
    if (!max) return;
    const { count, first } = statements.recent.get(new Date(at - windowMs).toISOString()) as {
      count: number;
      first: string | null;
    };
    if (count < max) return;
    const oldest = first ? Date.parse(first) : at;
    throw new SiteLimited(
      Math.max(1, Math.ceil((oldest + windowMs - at) / 1000)),
      options.siteLimit,
    );
  }

  const save = db.transaction((request: SaveRequest): { contactSeq: number; replayed: boolean } => {
    const payloadHash = createHash('sha256')
      .update(JSON.stringify(request.inquiry))
      .digest('base64url');
    if (request.idempotencyKey) {
      const earlier = statements.byKey.get(request.idempotencyKey) as
        | { contactSeq: number; payloadHash: string }
        | undefined;
      if (earlier && earlier.payloadHash !== payloadHash)
        throw new IdempotencyConflict('this Idempotency-Key was used for another inquiry');
      if (earlier) return { contactSeq: earlier.contactSeq, replayed: true };
    }
    const at = now();
    checkCeiling(at);
    checkRate(request.client, at);
    const row = toRow(
      { ...request.inquiry, receivedAt: new Date(at).toISOString() },
      { idempotencyKey: request.idempotencyKey, payloadHash },
    );
    const contactSeq = Number(statements.insert.run(row).lastInsertRowid);
    statements.outbox.run(contactSeq, options.routeMail(request.inquiry.businessField), at, at);
    return { contactSeq, replayed: false };
  });

  return {
    /** Stores the inquiry with its notification, once on disk; throws RateLimited or IdempotencyConflict. */
    save: (request: SaveRequest) => save.immediate(request),
  };
}

export type InquiryStore = ReturnType<typeof createInquiryStore>;

/** Every stored inquiry in number order (tests and small tools; the export streams instead). */
export function readInquiries(db: Db): StoredInquiry[] {
  return (db.prepare('SELECT * FROM inquiries ORDER BY contactSeq').all() as Row[]).map(
    toStoredInquiry,
  );
}
