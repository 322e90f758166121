/**
 * The inquiry rate limits (contracts §15): `RATE_LIMIT` is `<count>/<window>` (`5/10m` by default)
 * or `off` for load tests; `RATE_LIMIT_NETWORK`, `RATE_LIMIT_SITE` and `MAIL_DIGEST` have the same
 * form. The counts live in the database (server/store/sqlite-store.ts), so the limits hold across
 * every server process on one database.
 */

export interface RateLimit {
  /** Inquiries one client may store per window; 0 = no limit. */
  max: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMIT = '5/10m';

/**
 * The second tier (`RATE_LIMIT_NETWORK`): inquiries per network, an IPv6 /48 (one
 * site's allocation) or an IPv4 /24, so twenty /64s of one allocation count as one sender. Four
 * times the per-address limit: an office or a carrier's shared range with several real
 * visitors stays open.
 */
export const DEFAULT_NETWORK_LIMIT = '20/10m';

/**
 * The site's normal rate (`RATE_LIMIT_SITE`, so that a flood costs its sender, not the customers):
 * inquiries from everyone together per window. A company that answers each inquiry in person gets a
 * handful a day; 50 an hour is ten times a busy day's. Past it nobody is refused: each submission
 * must carry a proof of work (server/proof-of-work.ts), about a second for a person, the same for
 * every inquiry of a flood.
 */
export const DEFAULT_SITE_LIMIT = '50/1h';

/**
 * The mailbox's normal rate (`MAIL_DIGEST`): notifications to one address per window.
 * Past it the next ones go as one digest every DIGEST_EVERY_MS, listing them, instead of one mail
 * each: a flood fills the export, not the sales team's inbox.
 */
export const DEFAULT_DIGEST = '10/1h';

/** How often a digest goes to an address past MAIL_DIGEST (ms): on the quarter hours. */
export const DIGEST_EVERY_MS = 15 * 60_000;

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;

/**
 * ('5/10m') -> { max: 5, windowMs: 600000 }; ('off') -> { max: 0, ... }; ('5 per minute') -> throws
 */
export function parseRateLimit(text: string, name = 'RATE_LIMIT'): RateLimit {
  const value = text.trim();
  if (value === 'off') return { max: 0, windowMs: 0 };
  const match = /^([1-9]\d{0,5})\/([1-9]\d{0,4})([smh])$/.exec(value);
  if (!match)
    throw new Error(
      `${name}="${text}": expected "<count>/<window>" like "5/10m" (window in s, m or h), or "off"`,
    );
  return {
    max: Number(match[1]),
    windowMs: Number(match[2]) * UNIT_MS[match[3] as keyof typeof UNIT_MS],
  };
}
