/**
 * `npm run inquiries -- <command>`: the inquiry database for the people who run the site
 * (DECISIONS §15; README, Operations). The database is `INQUIRIES_DB` (default data/inquiries.db),
 * as for the server; both commands work while the server runs.
 *   export [--since YYYY-MM-DD] [--out FILE]   CSV (UTF-8 with BOM, Korean headers) to stdout or FILE
 *   purge [--dry-run]                          destroy inquiries older than inquiryRetentionYears
 *   backup FILE                                a consistent copy, taken while the server runs
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/store/db.ts';
import { exportCsv } from '../server/store/export.ts';
import { purgeInquiries } from '../server/store/purge.ts';
import { readCompany } from '../server/inquiries.ts';

const ROOT = join(import.meta.dirname, '..');
const USAGE =
  'usage: npm run inquiries -- export [--since YYYY-MM-DD] [--out FILE] | purge [--dry-run] | backup FILE';

async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { since: { type: 'string' }, out: { type: 'string' }, 'dry-run': { type: 'boolean' } },
  });
  const [command, ...rest] = positionals;
  const known =
    (command === 'backup' && rest.length === 1) ||
    ((command === 'export' || command === 'purge') && !rest.length);
  if (!known) throw new Error(USAGE);
  const db = openDatabase(process.env.INQUIRIES_DB ?? join(ROOT, 'data/inquiries.db'));
  try {
    if (command === 'backup') {
      // SQLite's online backup: a consistent copy while the server writes, unlike cp.
      await db.backup(rest[0]!);
      console.error(`backed up ${db.name} to ${rest[0]}`);
      return 0;
    }
    if (command === 'export') {
      const fd = values.out ? openSync(values.out, 'w') : undefined;
      const write =
        fd === undefined
          ? (chunk: string) => void process.stdout.write(chunk)
          : (chunk: string) => void writeSync(fd, chunk);
      const count = exportCsv(db, write, { since: values.since });
      if (fd !== undefined) closeSync(fd);
      console.error(
        `exported ${count} inquiries${values.since ? ` received since ${values.since} (KST)` : ''}${values.out ? ` to ${values.out}` : ''}`,
      );
      return 0;
    }
    const years = readCompany(ROOT).inquiryRetentionYears;
    const r = purgeInquiries(db, years, { dryRun: values['dry-run'] });
    const verb = values['dry-run'] ? 'would destroy' : 'destroyed';
    console.error(
      `${verb} ${r.inquiries} inquiries received before ${r.cutoff} (retention ${years} years, content/company.yaml inquiryRetentionYears) with their mail records${r.unsent ? `; ${r.unsent} of them never had their mail sent` : ''}${r.logEmptied ? '' : '; the write-ahead log is in use by the server and is emptied at its next checkpoint'}`,
    );
    return 0;
  } finally {
    db.close();
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  console.error(`inquiries: ${(error as Error).message}`);
  process.exitCode = 2;
}
