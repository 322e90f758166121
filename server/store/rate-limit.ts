/**
 * The inquiry rate limit (DECISIONS §15): `RATE_LIMIT` is `<count>/<window>` (`5/10m` by default)
 * or `off` for load tests. The counts live in the database (server/store/inquiries.ts), so the
 * limit holds across every server process on one file.
 */

export interface RateLimit {
  /** Inquiries one client may store per window; 0 = no limit. */
  max: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMIT = '5/10m';

/**
 * The site's ceiling (`RATE_LIMIT_SITE`, issue 29): inquiries stored from everyone together per
 * window. A company that answers each inquiry in person gets a handful a day; 50 an hour is ten
 * times a busy day's, and it keeps many addresses (a botnet, 20,000 forged ones behind a
 * misconfigured proxy) from filling the sales team's mailbox.
 */
export const DEFAULT_SITE_LIMIT = '50/1h';

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;

/** ('5/10m') -> { max: 5, windowMs: 600000 }; ('off') -> { max: 0, ... }; ('5 per minute') -> throws */
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
