/**
 * The inquiry store on PostgreSQL (DECISIONS §22), for several API processes on one database.
 * One transaction per inquiry, as on SQLite: the idempotency key, the site's ceiling, the client's
 * rate limit, the inquiry and its outbox row. SQLite lets one writer in at a time; here two
 * processes may run the same checks at once, so a transaction first takes an advisory lock on its
 * client's hash (and on its Idempotency-Key): five per ten minutes stays five with three processes,
 * and a key sent to two processes at once stores one inquiry. `contactSeq` comes from an identity
 * column: unique across processes, increasing, never given twice.
 */
import type pg from 'pg';
import { INQUIRY_COLUMNS, storedFrom } from '../columns.ts';
import {
  IdempotencyConflict,
  RateLimited,
  SiteLimited,
  hashClient,
  payloadHashOf,
  retryAfterOf,
  type ExportRow,
  type InquiryStore,
  type SaveRequest,
  type SaveResult,
  type StoreLimits,
} from '../store.ts';
import { asUnavailable } from './db.ts';
import { createPostgresOutbox } from './outbox.ts';

const q = (column: string) => `"${column}"`;
const INSERT_COLUMNS = ['receivedAt', ...INQUIRY_COLUMNS, 'idempotencyKey', 'payloadHash'];
const INSERT_SQL = `INSERT INTO inquiries (${INSERT_COLUMNS.map(q).join(', ')}) VALUES (${INSERT_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING "contactSeq"`;
const EXPORT_BATCH = 500;

/** Runs `work` in a transaction on one connection; the driver's "not now" errors as StoreUnavailable. */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  let client: pg.PoolClient | undefined;
  try {
    client = await pool.connect();
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    client.release();
    return result;
  } catch (error) {
    if (client) {
      const broken = await client.query('ROLLBACK').then(
        () => false,
        () => true,
      );
      client.release(broken);
    }
    throw asUnavailable(error);
  }
}

/** Serialises the transactions that name the same thing, until commit (hashtextextended: 64 bits). */
const lock = (client: pg.PoolClient, name: string) =>
  client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [name]);

export async function createPostgresStore(
  pool: pg.Pool,
  where: string,
  limits: StoreLimits,
): Promise<InquiryStore> {
  const now = limits.now ?? Date.now;
  const { rows: meta } = await pool.query<{ value: string }>(
    "SELECT value FROM meta WHERE key = 'clientKey'",
  );
  const clientKey = meta[0]!.value;

  async function checkCeiling(client: pg.PoolClient, at: number): Promise<void> {
    const { max, windowMs } = limits.siteLimit;
    if (!max) return;
    const { rows } = await client.query<{ count: number; first: Date | null }>(
      'SELECT count(*)::int AS count, min("receivedAt") AS first FROM inquiries WHERE "receivedAt" > $1',
      [new Date(at - windowMs)],
    );
    const { count, first } = rows[0]!;
    if (count >= max)
      throw new SiteLimited(retryAfterOf(first?.getTime() ?? at, windowMs, at), limits.siteLimit);
  }

  async function checkRate(client: pg.PoolClient, hashed: string, at: number): Promise<void> {
    const { max, windowMs } = limits.rateLimit;
    if (!max) return;
    await client.query('DELETE FROM rate_hits WHERE at <= $1', [at - windowMs]);
    const { rows } = await client.query<{ count: number; first: number | null }>(
      'SELECT count(*)::int AS count, min(at) AS first FROM rate_hits WHERE client = $1 AND at > $2',
      [hashed, at - windowMs],
    );
    const { count, first } = rows[0]!;
    if (count >= max) throw new RateLimited(retryAfterOf(first ?? at, windowMs, at));
    await client.query('INSERT INTO rate_hits (client, at) VALUES ($1, $2)', [hashed, at]);
  }

  const save = (request: SaveRequest): Promise<SaveResult> =>
    inTransaction(pool, async (client) => {
      const hashed = hashClient(clientKey, request.client);
      const payloadHash = payloadHashOf(request.inquiry);
      const key = request.idempotencyKey;
      if (limits.rateLimit.max) await lock(client, `rate:${hashed}`);
      if (key) {
        await lock(client, `key:${key}`);
        const { rows } = await client.query<{ contactSeq: number; payloadHash: string }>(
          'SELECT "contactSeq", "payloadHash" FROM inquiries WHERE "idempotencyKey" = $1',
          [key],
        );
        const earlier = rows[0];
        if (earlier && earlier.payloadHash !== payloadHash)
          throw new IdempotencyConflict('this Idempotency-Key was used for another inquiry');
        if (earlier) return { contactSeq: earlier.contactSeq, replayed: true };
      }
      const at = now();
      await checkCeiling(client, at);
      await checkRate(client, hashed, at);
      const inquiry = request.inquiry as unknown as Record<string, unknown>;
      const { rows } = await client.query<{ contactSeq: number }>(INSERT_SQL, [
        new Date(at),
        ...INQUIRY_COLUMNS.map((column) => inquiry[column] ?? null),
        key ?? null,
        payloadHash,
      ]);
      const contactSeq = rows[0]!.contactSeq;
      await client.query(
        'INSERT INTO outbox ("contactSeq", recipient, "createdAt", "nextAttemptAt") VALUES ($1, $2, $3, $3)',
        [contactSeq, limits.routeMail(request.inquiry.businessField), at],
      );
      return { contactSeq, replayed: false };
    });

  /** Pages of EXPORT_BATCH by number: memory stays flat, and no transaction is held open. */
  async function* rows(since = ''): AsyncIterable<ExportRow> {
    let after = 0;
    for (;;) {
      const { rows: page } = await pool
        .query<Record<string, unknown>>(
          `SELECT i.*, o."sentAt", o.attempts, o."lastError" FROM inquiries i LEFT JOIN outbox o USING ("contactSeq")
           WHERE i."receivedAt" >= $1 AND i."contactSeq" > $2 ORDER BY i."contactSeq" LIMIT ${EXPORT_BATCH}`,
          [since ? new Date(since) : new Date(0), after],
        )
        .catch((error: unknown) => Promise.reject(asUnavailable(error)));
      for (const row of page)
        yield {
          ...storedFrom(row),
          sentAt: (row.sentAt as number | null) ?? null,
          attempts: (row.attempts as number | null) ?? null,
          lastError: (row.lastError as string | null) ?? null,
        };
      if (page.length < EXPORT_BATCH) return;
      after = page.at(-1)!.contactSeq as number;
    }
  }

  async function purge(cutoff: string, dryRun: boolean) {
    const { rows: found } = await pool.query<{ inquiries: number; unsent: number }>(
      'SELECT count(*)::int AS inquiries, (count(o.id) - count(o."sentAt"))::int AS unsent FROM inquiries i LEFT JOIN outbox o USING ("contactSeq") WHERE i."receivedAt" < $1',
      [new Date(cutoff)],
    );
    const counts = { ...found[0]!, cleanup: '' };
    if (dryRun || !counts.inquiries) return counts;
    await inTransaction(pool, (client) =>
      client.query('DELETE FROM inquiries WHERE "receivedAt" < $1', [new Date(cutoff)]),
    );
    await pool.query('VACUUM inquiries, outbox');
    counts.cleanup =
      'VACUUM freed their space for new rows; until PostgreSQL writes over it, the text stays in the data files, the WAL and the backups (pg_dump files you keep)';
    return counts;
  }

  return {
    engine: 'postgres',
    where,
    save,
    outbox: createPostgresOutbox(pool),
    rows,
    purge,
    close: () => pool.end(),
  };
}
