/**
 * Connecting to PostgreSQL at DATABASE_URL (DECISIONS §22) with the `pg` driver: a pool per
 * process, the schema migrated before the first request, and the driver's errors that mean "not
 * now" (a full disk, too many connections, the server restarting or gone) told apart from bugs.
 */
import pg from 'pg';
import { StoreUnavailable } from '../store.ts';
import { migratePostgres } from './migrations.ts';

/** Connections one API process keeps at most; three processes stay far below max_connections (100). */
export const POOL_SIZE = 10;

/** 'postgres://app:secret@db.example:5432/haeon' -> 'postgres://app@db.example:5432/haeon' */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

/** bigint columns (ms since 1970, never past 2^53) as numbers, not strings. */
const TYPES = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === pg.types.builtins.INT8
      ? Number
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/**
 * ('postgres://u@h/db') -> a migrated pool; a URL that is not postgres:// or postgresql:// -> throws.
 * `create: false` refuses a database without the inquiry tables instead of making them.
 */
export async function openPostgres(
  url: string,
  options: { create?: boolean } = {},
): Promise<{ pool: pg.Pool; where: string }> {
  if (!/^postgres(ql)?:\/\//.test(url))
    throw new Error('DATABASE_URL: expected postgres://user:password@host:5432/database');
  const where = withoutPassword(url);
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    connectionTimeoutMillis: 10_000,
    types: TYPES,
  });
  // An idle connection the server dropped (a restart) must not take the process down.
  pool.on('error', () => {});
  try {
    if (options.create === false) await assertMigrated(pool, where);
    await migratePostgres(pool, where);
  } catch (error) {
    await pool.end();
    throw new Error(
      (error as Error).message.startsWith(where)
        ? (error as Error).message
        : `${where}: ${(error as Error).message}`,
    );
  }
  return { pool, where };
}

async function assertMigrated(pool: pg.Pool, where: string): Promise<void> {
  const { rows } = await pool.query<{ table: string | null }>(
    "SELECT to_regclass('schema_version')::text AS table",
  );
  if (!rows[0]?.table)
    throw new Error(
      `${where}: no inquiry tables here (the API server makes them at its first start); check DATABASE_URL`,
    );
}

/** SQLSTATE classes and codes, and socket errors, that mean the database cannot answer now. */
const NOT_NOW =
  /^(08|53|57P0[1-3]|40001|40P01|55P03)|^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND)$/;

/** The driver's error as StoreUnavailable when it means "try again later"; anything else as it is. */
export function asUnavailable(error: unknown): unknown {
  const code = String((error as { code?: unknown }).code ?? '');
  const message = (error as Error)?.message ?? String(error);
  if (NOT_NOW.test(code)) return new StoreUnavailable(code, message);
  if (/Connection terminated|timeout exceeded when trying to connect/i.test(message))
    return new StoreUnavailable(code || 'CONNECTION', message);
  return error;
}
