/**
 * `npm run inquiries -- purge` (contracts §12, §15): destroys the inquiries received longer ago
 * than the retention period the privacy policy states (`inquiryRetentionYears` in
 * content/company.yaml, the one value both read), with their outbox rows; each engine's
 * `purge` (store.ts) also does what keeps the destroyed text out of its files.
 */

/** (2025-11-24T10:00Z, 3) -> '2022-11-24T10:00:00.000Z'; from 29 February, the 28th. */
export function retentionCutoff(now: Date, years: number): string {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(now.getUTCFullYear() - years);
  if (cutoff.getUTCDate() !== now.getUTCDate()) cutoff.setUTCDate(0);
  return cutoff.toISOString();
}
