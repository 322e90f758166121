/**
 * Opening the inquiry database (contracts §5): SQLite through better-sqlite3 at `INQUIRIES_DB`
 * (default data/inquiries.db). WAL with synchronous=FULL: a commit is fsync'd to the log before
 * the visitor hears "saved". A busy timeout makes a second process wait for the write lock
 * instead of failing with SQLITE_BUSY. A file that is not SQLite stops the server, untouched.
 */
import Database from 'better-sqlite3';
import { closeSync, mkdirSync, openSync, readSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrate } from './migrations.ts';

export type Db = Database.Database;

/** How long a writer waits for another process's transaction before SQLITE_BUSY (ms). */
export const BUSY_TIMEOUT_MS = 10_000;

export const WAL_CHECKPOINT_PAGES = 256;
export const WAL_LIMIT_BYTES = 1 << 20;

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/** The first bytes of `file`: empty when it does not exist. */
function headOf(file: string, length: number): Buffer {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return Buffer.alloc(0);
    throw new Error(`${file}: cannot be read (${(error as Error).message})`);
  }
  try {
    const head = Buffer.alloc(length);
    return head.subarray(0, readSync(fd, head, 0, length, 0));
  } finally {
    closeSync(fd);
  }
}

/**
 * Refuses a file that exists, is not empty and does not start with SQLite's header, before
 * SQLite sees it: ('missing.db') -> ok; ('notes.txt' holding "hello") -> throws, file unchanged.
 */
export function assertSqliteFile(file: string): void {
  const head = headOf(file, SQLITE_HEADER.length);
  if (head.length === 0 || head.equals(SQLITE_HEADER)) return;
  const shown = JSON.stringify(head.toString('latin1').slice(0, 16));
  throw new Error(
    `${file} is not a SQLite database (it starts with ${shown}); the file was left untouched. Move it away or point INQUIRIES_DB at another path.`,
  );
}

/** Opens (creating when missing) and migrates the database at `file`. */
export function openDatabase(file: string): Db {
  assertSqliteFile(file);
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, { timeout: BUSY_TIMEOUT_MS });
  try {
    db.pragma('foreign_keys = ON');
    db.pragma('synchronous = FULL');
    migrate(db);
    db.pragma('journal_mode = WAL');
    // The log is checkpointed every 256 pages (1 MiB) and cut back to 1 MiB after, instead of
    // SQLite's 4 MiB that then stays on disk: an inquiry is a page or two, and the store may sit
    // on a small volume.
    db.pragma(`wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES}`);
    db.pragma(`journal_size_limit = ${WAL_LIMIT_BYTES}`);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
