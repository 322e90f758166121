/**
 * Connecting to PostgreSQL at DATABASE_URL (contracts §22) with the `pg` driver: a pool per
 * process, the schema migrated before the first request, and the driver's errors that mean "not
 * now" (a full disk, too many connections, a lock or statement past its timeout, the server
 * restarting or gone) told apart from bugs. A connection the server drops (a restart ends every
 * session with 57P01) never takes the process down: every connection the pool makes has an
 * 'error' listener from its first moment, checked out or idle, and the pool discards it; the
 * next query connects again, so the API serves on its own once PostgreSQL is back.
 */
import pg from 'pg';
import { StoreUnavailable } from '../store.ts';
import { migratePostgres } from './migrations.ts';

/**
 * Connections one API process keeps at most; three processes stay far below max_connections (100).
 */
export const POOL_SIZE = 10;

/**
 * The API server's limits on its connections. A visitor's browser gives up after 50 s
 * (contracts §4) and nginx after 60 s (proxy_read_timeout), where a late answer becomes a 504
 * while the insert may still commit; so "not now" must come long before either. The statements
 * of a save and of the mail sender take milliseconds, and the locks they wait for are held by
 * other saves for milliseconds: a wait of seconds means something else holds them (an
 * operator's open transaction, a frozen process) or the database is overloaded, and the visitor
 * is better told at once to try again (503) than kept waiting.
 * - connectionTimeoutMillis: a connection (or a free one of the pool) within 5 s;
 * - lock_timeout: a row or advisory lock within 2 s (SQLSTATE 55P03);
 * - statement_timeout: any statement within 5 s (57014);
 * - idle_in_transaction_session_timeout: a process that stops between the statements of its
 *   transaction (paused, frozen, cut off) loses it after 10 s, and with it the locks it held;
 * - query_timeout: the driver's own 8 s, for a server that cannot even hear the cancel (a
 *   network that drops packets): the connection is then discarded, never reused.
 * The operations commands (export, purge, migrate-to-postgres) run without them: a purge of a
 * large table may rightly take minutes.
 */
export const SERVING_TIMEOUTS = {
  connectionTimeoutMillis: 5_000,
  lock_timeout: 2_000,
  statement_timeout: 5_000,
  idle_in_transaction_session_timeout: 10_000,
  query_timeout: 8_000,
} as const;

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

export interface PostgresOptions {
  /** false: refuse a database without the inquiry tables instead of making them. */
  create?: boolean;
  /** The API server's pool: SERVING_TIMEOUTS on every connection. */
  serving?: boolean;
}

/**
 * A pool whose connections can fail at any moment without an unhandled 'error' event: pg emits
 * one on a client whenever its connection ends, also while the client is checked out between two
 * queries, where nothing else listens. The query in flight, if any, is rejected as well, and
 * the pool discards a client whose connection failed when it is released.
 */
function createPool(url: string, serving: boolean): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
    types: TYPES,
    ...(serving ? SERVING_TIMEOUTS : {}),
  });
  pool.on('connect', (client) => client.on('error', () => {}));
  pool.on('error', () => {});
  return pool;
}

/**
 * ('postgres://u@h/db') -> a migrated pool; a URL that is not postgres:// or postgresql://
 * -> throws.
 */
export async function openPostgres(
  url: string,
  options: PostgresOptions = {},
): Promise<{ pool: pg.Pool; where: string }> {
  if (!/^postgres(ql)?:\/\//.test(url))
    throw new Error('DATABASE_URL: expected postgres://user:password@host:5432/database');
  const where = withoutPassword(url);
  const pool = createPool(url, options.serving === true);
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

/**
 * SQLSTATE classes and codes, and socket errors, that mean the database cannot answer now:
 * 08 connection exceptions, 53 insufficient resources (a full disk, too many connections), 57
 * operator intervention (57014 a statement cancelled or past statement_timeout, 57P01 a session
 * ended by a fast stop or restart, 57P02 a crash of another backend, 57P03 starting up or
 * shutting down), 58 system errors (an I/O error), 25P03 idle_in_transaction_session_timeout,
 * 55P03 lock_timeout, 40001 and 40P01 a serialization failure or deadlock (a retry succeeds).
 */
const NOT_NOW =
  /^(08|53|57|58|25P03|40001|40P01|55P03)|^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH)$/;

/**
 * The driver's own words for a connection that failed without a code: ended under it, not made
 * in time, a query with no answer in time (query_timeout), or a client whose connection had
 * failed already (between two statements of a transaction).
 */
const DRIVER_NOT_NOW =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|is not queryable/i;

/**
 * The driver's error as StoreUnavailable when it means "try again later"; anything else as it is.
 */
export function asUnavailable(error: unknown): unknown {
  if (error instanceof StoreUnavailable) return error;
  const code = String((error as { code?: unknown })?.code ?? '');
  const message = (error as Error)?.message ?? String(error);
  if (NOT_NOW.test(code)) return new StoreUnavailable(code, message);
  if (DRIVER_NOT_NOW.test(message)) return new StoreUnavailable(code || 'CONNECTION', message);
  return error;
}
