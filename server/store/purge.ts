/**
 * `npm run inquiries -- purge` (DECISIONS §12, §15): destroys the inquiries received longer ago
 * than the retention period the privacy policy states (`inquiryRetentionYears` in
 * content/company.yaml, the one value both read), with their outbox rows. With secure_delete the
 * freed pages are overwritten, and a truncating checkpoint empties the write-ahead log, so the
 * destroyed text does not linger in the file.
 */
import type { Db } from './db.ts';

export interface PurgeReport {
  /** ISO time: inquiries received before it were destroyed. */
  cutoff: string;
  inquiries: number;
  /** Of those, how many never had their mail accepted by SMTP. */
  unsent: number;
  /** false when another process kept the log from being emptied (its pages are reused later). */
  logEmptied: boolean;
}

/** (2025-11-24T10:00Z, 3) -> '2022-11-24T10:00:00.000Z'; from 29 February, the 28th. */
export function retentionCutoff(now: Date, years: number): string {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(now.getUTCFullYear() - years);
  if (cutoff.getUTCDate() !== now.getUTCDate()) cutoff.setUTCDate(0);
  return cutoff.toISOString();
}

export function purgeInquiries(
  db: Db,
  years: number,
  options: { now?: Date; dryRun?: boolean } = {},
): PurgeReport {
  const cutoff = retentionCutoff(options.now ?? new Date(), years);
  const count = db.prepare(
    'SELECT count(*) AS inquiries, count(o.id) - count(o.sentAt) AS unsent FROM inquiries i LEFT JOIN outbox o USING (contactSeq) WHERE i.receivedAt < ?',
  );
  const found = count.get(cutoff) as { inquiries: number; unsent: number };
  if (options.dryRun || !found.inquiries) return { cutoff, ...found, logEmptied: true };
  db.pragma('secure_delete = ON');
  db.transaction(() =>
    db.prepare('DELETE FROM inquiries WHERE receivedAt < ?').run(cutoff),
  ).immediate();
  const [checkpoint] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
  return { cutoff, ...found, logEmptied: checkpoint?.busy === 0 };
}
