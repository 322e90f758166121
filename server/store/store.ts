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
  /**
   * The client (server/client-ip.ts rateLimitKey); stored only as a keyed hash, for the rate limit.
   */
  client: string;
  /**
   * Its network (server/client-ip.ts networkKey: IPv6 /48, IPv4 /24), the second tier; hashed too.
   */
  network?: string;
  /** The form's Idempotency-Key: a retry with the same key and payload stores nothing new. */
  idempotencyKey?: string;
  /** A proof of work checked by the API (server/proof-of-work.ts); each is good for one save. */
  proof?: Proof;
}

/** A solved challenge, verified: recorded by the save, so it is never good for a second one. */
export interface Proof {
  /** The challenge's signature: what makes it one of a kind. */
  id: string;
  /** When the challenge expires (ms); its record can go then. */
  expiresAt: number;
}

export interface SaveResult {
  contactSeq: number;
  /** True when the Idempotency-Key had stored it before: nothing new was written. */
  replayed: boolean;
}

/** The notification's address for a business field (contracts §15). */
export type RouteMail = (businessField: ContactInquiry['businessField']) => string;

export interface StoreLimits {
  /** Inquiries per client per window (max 0: none). */
  rateLimit: RateLimit;
  /** Inquiries per network (IPv6 /48, IPv4 /24) per window; absent or max 0: none. */
  networkLimit?: RateLimit;
  /** Inquiries from everyone together per window past which each needs a proof (max 0: never). */
  siteLimit: RateLimit;
  /**
   * Notifications to one address per window past which they go as digests; absent or max 0: never.
   */
  digest?: RateLimit;
  /** How often a digest goes: DIGEST_EVERY_MS unless a test cannot wait a quarter hour. */
  digestEveryMs?: number;
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
  /**
   * A secret for `purpose`, the same in every process on this database and never stored: a
   * keyed hash of the database's random client key. ('proof-of-work') -> the challenges' key.
   */
  secretFor(purpose: string): string;
  readonly outbox: OutboxQueue;
  /** Every inquiry received at or after `since` (ISO), in number order, with its mail's state. */
  rows(since?: string): AsyncIterable<ExportRow>;
  /** Destroys the inquiries received before `cutoff` (ISO) with their outbox rows. */
  purge(cutoff: string, dryRun: boolean): Promise<PurgeCounts>;
  close(): Promise<void>;
}

/**
 * Refused by a rate limit, the client's own or its network's: try again in `retryAfter` seconds.
 */
export class RateLimited extends Error {
  constructor(
    readonly retryAfter: number,
    readonly scope: 'client' | 'network' = 'client',
  ) {
    super(
      `${scope === 'client' ? 'rate limit' : "the network's rate limit"} reached; retry in ${retryAfter} s`,
    );
  }
}

/**
 * Not stored without a proof of work: everyone together stored `limit.max` in the window
 * (RATE_LIMIT_SITE), or the proof sent was used before. Nobody is refused for the site's rate;
 * the API answers with a challenge (server/proof-of-work.ts).
 */
export class ProofRequired extends Error {
  constructor(
    readonly limit: RateLimit,
    /** Inquiries stored in the window so far. */
    readonly count: number,
    readonly reused = false,
  ) {
    super(
      reused
        ? 'this proof of work was used for another inquiry'
        : `${count} inquiries in the window, past the site's normal ${limit.max}: a proof of work is needed`,
    );
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

/** No limit: what an absent one means. */
export const UNLIMITED: RateLimit = { max: 0, windowMs: 0 };

/**
 * When a notification queued at `at` goes: at once, or, past the address's digest threshold, at
 * the next quarter hour, with the others due for that address then (DIGEST_EVERY_MS).
 * (at 10:07:12, digest) -> 10:15:00; (at 10:15:00, digest) -> 10:15:00; (at, alone) -> at
 */
export function sendAtOf(at: number, digest: boolean, everyMs: number): number {
  return digest ? Math.ceil(at / everyMs) * everyMs : at;
}

/** What a save reads before it decides, in one go (each engine under its write lock). */
export interface SaveCounts {
  /** The client's hits in its window, and the oldest's time (ms). */
  client: { n: number; first: number | null };
  /** Its network's hits in that window, and the oldest's time. */
  network: { n: number; first: number | null };
  /** Inquiries from everyone in the site's window. */
  site: number;
  /** Notifications queued for the inquiry's address in the digest's window. */
  mailed: number;
  /** The proof's challenge was used before. */
  proofUsed: boolean;
}

/** What a save writes besides the inquiry, once judged. */
export interface Verdict {
  /** Rate-limit hits to record: the client's and its network's hashed keys. */
  hits: string[];
  /** The notification waits for the address's next digest. */
  digest: boolean;
}

/** The hashed keys a save counts under: its client's, and its network's apart from any client's. */
export function hitKeys(
  clientKey: string,
  request: SaveRequest,
): { client: string; network?: string } {
  return {
    client: hashClient(clientKey, request.client),
    network: request.network ? hashClient(clientKey, `network:${request.network}`) : undefined,
  };
}

/**
 * The rules of a save on both engines (contracts §15), in order: the client's rate
 * limit, its network's (both 429 with when to try again), then the site's normal rate, past which
 * it needs a proof (428); a proof is good once. The verdict says which hits to count and whether
 * the mail goes alone or in its address's next digest.
 */
export function judge(
  limits: StoreLimits,
  request: SaveRequest,
  keys: { client: string; network?: string },
  counts: SaveCounts,
  at: number,
): Verdict {
  const hits: string[] = [];
  const tiers = [
    [limits.rateLimit, counts.client, keys.client, 'client'],
    [limits.networkLimit ?? UNLIMITED, counts.network, keys.network, 'network'],
  ] as const;
  for (const [limit, { n, first }, key, scope] of tiers) {
    if (!limit.max || key === undefined) continue;
    if (n >= limit.max) throw new RateLimited(retryAfterOf(first ?? at, limit.windowMs, at), scope);
    hits.push(key);
  }
  if (request.proof && counts.proofUsed)
    throw new ProofRequired(limits.siteLimit, counts.site, true);
  if (limits.siteLimit.max && !request.proof && counts.site >= limits.siteLimit.max)
    throw new ProofRequired(limits.siteLimit, counts.site);
  const digest = limits.digest ?? UNLIMITED;
  return { hits, digest: digest.max > 0 && counts.mailed >= digest.max };
}

/** Seconds until the oldest counted hit (ms) leaves the window, at least 1. */
export function retryAfterOf(oldest: number, windowMs: number, at: number): number {
  return Math.max(1, Math.ceil((oldest + windowMs - at) / 1000));
}
