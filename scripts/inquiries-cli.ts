/**
 * `npm run inquiries -- <command>`: the inquiry database for the people who run the site
 * (contracts §15, §22; README, Operations, docs/deploy.md). The database is the server's:
 * PostgreSQL at `DATABASE_URL` when set, else SQLite at `INQUIRIES_DB` (default data/inquiries.db);
 * the commands work while the server runs. They refuse mistakes before they
 * touch anything: a database that does not exist, a date that does not, a backup onto
 * the database itself; an export to a file replaces it only once it is complete.
 *   export [--since YYYY-MM-DD] [--out FILE]   CSV (UTF-8 with BOM, Korean headers) to stdout
 *                                              or FILE
 *   purge [--dry-run]                          destroy inquiries older than inquiryRetentionYears
 *   migrate-to-postgres                        copy INQUIRIES_DB (SQLite) into DATABASE_URL,
 *                                              numbers and pending mail kept; run twice,
 *                                              nothing is copied twice
 *   backup FILE                                a consistent copy, taken while the server runs
 *                                              (SQLite; PostgreSQL's is pg_dump)
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/store/db.ts';
import { exportCsv, sinceToUtc } from '../server/store/export.ts';
import { openStore } from '../server/store/open.ts';
import { openPostgres } from '../server/store/postgres/db.ts';
import { copySqliteToPostgres } from '../server/store/postgres/from-sqlite.ts';
import { retentionCutoff } from '../server/store/purge.ts';
import type { ExportRow } from '../server/store/store.ts';
import { readCompany } from '../server/open-inquiries.ts';

const ROOT = join(import.meta.dirname, '..');
const USAGE =
  'usage: npm run inquiries -- export [--since YYYY-MM-DD] [--out FILE] | purge [--dry-run] | backup FILE | migrate-to-postgres';

/**
 * ('/srv/db/inquiries.db', '/srv/db/./inquiries.db') -> throws: a backup onto the database itself,
 * or its log. An existing target is compared by device and inode, so another path to the same
 * file (a hard link, a symlink, a bind mount) is refused too; a new one by its resolved path.
 */
/** A file's path with every symlink resolved, of its folder only when the file is not there yet. */
function realPath(path: string): string {
  if (existsSync(path)) return realpathSync(path);
  const folder = dirname(resolve(path));
  return existsSync(folder) ? join(realpathSync(folder), basename(path)) : resolve(path);
}

function assertOtherFile(db: string, target: string): void {
  const own = [db, `${db}-wal`, `${db}-shm`];
  const file = statSync(target, { bigint: true, throwIfNoEntry: false });
  const same = file
    ? own.some((path) => {
        const other = statSync(path, { bigint: true, throwIfNoEntry: false });
        return other?.dev === file.dev && other.ino === file.ino;
      })
    : own.map(realPath).includes(realPath(target));
  if (same) throw new Error(`backup ${target}: that is the database itself; name another file`);
}

/** Writes the CSV to a temporary file beside `out`, renamed over it once complete. */
async function exportToFile(rows: AsyncIterable<ExportRow>, out: string): Promise<number> {
  const temporary = join(dirname(resolve(out)), `.${basename(out)}.${process.pid}.tmp`);
  const fd = openSync(temporary, 'wx');
  try {
    const count = await exportCsv(rows, (chunk) => void writeSync(fd, chunk));
    fsyncSync(fd);
    closeSync(fd);
    renameSync(temporary, out);
    return count;
  } catch (error) {
    closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
}

async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { since: { type: 'string' }, out: { type: 'string' }, 'dry-run': { type: 'boolean' } },
  });
  const [command, ...rest] = positionals;
  const known =
    (command === 'backup' && rest.length === 1) ||
    (['export', 'purge', 'migrate-to-postgres'].includes(command ?? '') && !rest.length);
  if (!known) throw new Error(USAGE);
  if (values.since !== undefined) sinceToUtc(values.since); // refused before anything is opened
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const file = process.env.INQUIRIES_DB ?? join(ROOT, 'data/inquiries.db');
  if (command === 'backup') {
    if (databaseUrl)
      throw new Error(
        'backup: the store is PostgreSQL (DATABASE_URL); back it up with pg_dump (docs/deploy.md)',
      );
    assertOtherFile(file, rest[0]!);
  }
  if (command === 'migrate-to-postgres') return migrateToPostgres(file, databaseUrl);
  // A store that is not there is refused, so a mistyped INQUIRIES_DB is not a new, empty one.
  const store = await openStore({ databaseUrl, file, mustExist: true });
  try {
    if (command === 'backup') {
      // SQLite's online backup: a consistent copy while the server writes, unlike cp.
      const db = openDatabase(file);
      try {
        await db.backup(rest[0]!);
      } finally {
        db.close();
      }
      console.error(`backed up ${file} to ${rest[0]}`);
      return 0;
    }
    if (command === 'export') {
      const rows = store.rows(values.since ? sinceToUtc(values.since) : '');
      const count = values.out
        ? await exportToFile(rows, values.out)
        : await exportCsv(rows, (chunk) => void process.stdout.write(chunk));
      console.error(
        `exported ${count} inquiries${values.since ? ` received since ${values.since} (KST)` : ''}${values.out ? ` to ${values.out}` : ''}`,
      );
      return 0;
    }
    const years = readCompany(ROOT).inquiryRetentionYears;
    const cutoff = retentionCutoff(new Date(), years);
    const r = await store.purge(cutoff, values['dry-run'] ?? false);
    const verb = values['dry-run'] ? 'would destroy' : 'destroyed';
    console.error(
      `${verb} ${r.inquiries} inquiries received before ${cutoff} (retention ${years} years, content/company.yaml inquiryRetentionYears) with their mail records${r.unsent ? `; ${r.unsent} of them never had their mail sent` : ''}${r.cleanup ? `; ${r.cleanup}` : ''}`,
    );
    return 0;
  } finally {
    await store.close();
  }
}

/** The SQLite store copied into PostgreSQL (server/store/postgres/from-sqlite.ts). */
async function migrateToPostgres(file: string, databaseUrl: string | undefined): Promise<number> {
  if (!databaseUrl)
    throw new Error(
      'migrate-to-postgres: set DATABASE_URL to the PostgreSQL database to copy into',
    );
  if (!existsSync(file))
    throw new Error(`${file} does not exist: INQUIRIES_DB must name the SQLite store to copy`);
  const db = openDatabase(file);
  try {
    const { pool, where } = await openPostgres(databaseUrl);
    try {
      const r = await copySqliteToPostgres(db, pool);
      console.error(
        `copied ${r.inquiries} inquiries from ${file} to ${where} with their numbers (${r.pending} mails still to send, now by the PostgreSQL servers)${r.skipped ? `; ${r.skipped} were there already` : ''}`,
      );
      return 0;
    } finally {
      await pool.end();
    }
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
