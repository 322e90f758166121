/**
 * The inquiry store on PostgreSQL (contracts §22), for several API processes on one database.
 * One transaction per inquiry, as on SQLite: the idempotency key, the client's and its network's
 * rate limits, the site's rate (past which a proof of work is needed), the inquiry and its outbox
 * row. SQLite lets one writer in at a time; here the processes take turns on one advisory lock
 * (SAVE_LOCK), so every count is exact across processes: five per ten minutes stays five with
 * three processes, the site's normal rate is never passed without proofs, and a key sent to two
 * processes at once stores one inquiry. `contactSeq` comes from an identity column: unique across
 * processes, increasing, never given twice.
 */
import type pg from 'pg';
import { INQUIRY_COLUMNS, storedFrom } from '../columns.ts';
import { DIGEST_EVERY_MS, type RateLimit } from '../rate-limit.ts';
import {
  IdempotencyConflict,
  hashClient,
  hitKeys,
  judge,
  payloadHashOf,
  sendAtOf,
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

/**
 * Runs `work` in a transaction on one connection; the driver's "not now" errors as
 * StoreUnavailable.
 */
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

/**
 * One save at a time across every process, until commit (an advisory lock on a constant of this
 * application): the site's count, the rate limits' counts, the Idempotency-Key and the mailbox's
 * count are read and written by one save after another, exactly as SQLite's write lock makes them
 * (without it two processes stored 54 to 64 inquiries against a ceiling of 50). A save
 * holds it a few milliseconds; one that waits past lock_timeout is a 503.
 */
const SAVE_LOCK = 7_346_512_902;

/**
 * Taking SAVE_LOCK: a wait in the queue of other saves, so longer than lock_timeout's 2 s, which
 * is for locks someone else holds (SERVING_TIMEOUTS): under a flood on a loaded machine a save
 * may queue behind dozens of others of a few milliseconds each, and is still answered within the
 * API's deadline. Then the connection's own limits again. One round trip.
 */
const TAKE_SAVE_LOCK = [
  "SET LOCAL lock_timeout = '10s'",
  "SET LOCAL statement_timeout = '12s'",
  `SELECT pg_advisory_xact_lock(${SAVE_LOCK})`,
  'SET LOCAL lock_timeout TO DEFAULT',
  'SET LOCAL statement_timeout TO DEFAULT',
].join('; ');

/**
 * The driver's wait for TAKE_SAVE_LOCK: past its statement_timeout (12 s), so the server's own
 * limit answers first, and within the API's 20 s deadline (server/api.ts). The pool's query_timeout
 * (8 s, SERVING_TIMEOUTS) would give up on a save still queued in time.
 */
const TAKE_SAVE_LOCK_WAIT_MS = 14_000;

/** What the rules of a save read, in one statement (../store.ts SaveCounts). */
const COUNTS_SQL = `SELECT
  (SELECT count(*)::int FROM rate_hits WHERE client = $1 AND at > $2) AS "clientHits",
  (SELECT min(at) FROM rate_hits WHERE client = $1 AND at > $2) AS "clientFirst",
  (SELECT count(*)::int FROM rate_hits WHERE client = $3 AND at > $4) AS "networkHits",
  (SELECT min(at) FROM rate_hits WHERE client = $3 AND at > $4) AS "networkFirst",
  (SELECT count(*)::int FROM inquiries WHERE "receivedAt" > $5) AS site,
  (SELECT count(*)::int FROM outbox WHERE recipient = $6 AND "createdAt" > $7) AS mailed,
  EXISTS (SELECT 1 FROM proofs WHERE id = $8) AS "proofUsed"`;

/**
 * Everything a save writes, in one statement: its rate-limit hits, its proof's record, the
 * inquiry and its notification. $1 the time (ms), $2 the hits' keys, $3 the proof (or null), $4
 * its expiry, $5 the recipient, $6 when the mail is due, $7 digest or not, then the columns.
 */
const WRITE_SQL = `WITH
  hits AS (INSERT INTO rate_hits (client, at) SELECT key, $1 FROM unnest($2::text[]) AS key),
  proof AS (INSERT INTO proofs (id, "expiresAt") SELECT $3, $4 WHERE $3::text IS NOT NULL),
  inquiry AS (${INSERT_SQL.replace(/\$(\d+)/g, (_, n) => `$${Number(n) + 7}`)})
INSERT INTO outbox ("contactSeq", recipient, "createdAt", "nextAttemptAt", digest)
SELECT "contactSeq", $5, $1, $6, $7 FROM inquiry RETURNING "contactSeq"`;

/** How often a process deletes the hits and proofs that left their windows (ms), outside a save. */
const PRUNE_EVERY_MS = 10_000;

/** One save, in the transaction that holds SAVE_LOCK: a replay, or counts, rules and writes. */
async function saveIn(
  client: pg.PoolClient,
  limits: StoreLimits,
  clientKey: string,
  request: SaveRequest,
  now: () => number,
): Promise<SaveResult> {
  // pg reads a per-query query_timeout; its QueryConfig type does not name it.
  await client.query({
    text: TAKE_SAVE_LOCK,
    query_timeout: TAKE_SAVE_LOCK_WAIT_MS,
  } as pg.QueryConfig);
  const payloadHash = payloadHashOf(request.inquiry);
  const key = request.idempotencyKey;
  if (key) {
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
  const keys = hitKeys(clientKey, request);
  const windowOf = (limit: RateLimit | undefined) => limit?.windowMs ?? 0;
  const recipient = limits.routeMail(request.inquiry.businessField);
  const { rows } = await client.query<Record<string, number | boolean | null>>(COUNTS_SQL, [
    keys.client,
    at - windowOf(limits.rateLimit),
    keys.network ?? null,
    at - windowOf(limits.networkLimit),
    new Date(at - windowOf(limits.siteLimit)),
    recipient,
    at - windowOf(limits.digest),
    request.proof?.id ?? null,
  ]);
  const row = rows[0]!;
  const verdict = judge(
    limits,
    request,
    keys,
    {
      client: { n: row.clientHits as number, first: row.clientFirst as number | null },
      network: { n: row.networkHits as number, first: row.networkFirst as number | null },
      site: row.site as number,
      mailed: row.mailed as number,
      proofUsed: row.proofUsed === true,
    },
    at,
  );
  const inquiry = request.inquiry as unknown as Record<string, unknown>;
  const written = await client.query<{ contactSeq: number }>(WRITE_SQL, [
    at,
    verdict.hits,
    request.proof?.id ?? null,
    request.proof?.expiresAt ?? null,
    recipient,
    sendAtOf(at, verdict.digest, limits.digestEveryMs ?? DIGEST_EVERY_MS),
    verdict.digest,
    new Date(at),
    ...INQUIRY_COLUMNS.map((column) => inquiry[column] ?? null),
    key ?? null,
    payloadHash,
  ]);
  return { contactSeq: written.rows[0]!.contactSeq, replayed: false };
}

/**
 * The hits and proofs that left their windows, deleted by one process at a time now and then,
 * outside any save: under SAVE_LOCK it would lengthen every save, and two saves deleting the
 * same rows would wait for each other. Skipped while the database cannot answer.
 */
function pruner(pool: pg.Pool, limits: StoreLimits): (at: number) => Promise<void> {
  const longestWindow = Math.max(limits.rateLimit.windowMs, limits.networkLimit?.windowMs ?? 0);
  let prunedAt = 0;
  return async (at) => {
    if (at - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = at;
    try {
      await pool.query('DELETE FROM rate_hits WHERE at <= $1', [at - longestWindow]);
      await pool.query('DELETE FROM proofs WHERE "expiresAt" <= $1', [at]);
    } catch {
      // The next save's prune tries again; the save itself says whether the database answers.
      prunedAt = 0;
    }
  };
}

/**
 * Inquiries received since a time (ISO), with their mail's state, in pages of EXPORT_BATCH by
 * number: memory stays flat, and no transaction is held open.
 */
function exportRowsOf(pool: pg.Pool): (since?: string) => AsyncIterable<ExportRow> {
  return async function* rows(since = '') {
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
  };
}

/** Destroys the inquiries received before `cutoff` (their outbox rows go with them). */
async function purgeBefore(pool: pg.Pool, cutoff: string, dryRun: boolean) {
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

/** The store on a pool of a migrated database: saves, the outbox, the export and the purge. */
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
  const prune = pruner(pool, limits);
  return {
    engine: 'postgres',
    where,
    save: async (request: SaveRequest): Promise<SaveResult> => {
      await prune(now());
      return inTransaction(pool, (client) => saveIn(client, limits, clientKey, request, now));
    },
    secretFor: (purpose) => hashClient(clientKey, `secret:${purpose}`),
    outbox: createPostgresOutbox(pool),
    rows: exportRowsOf(pool),
    purge: (cutoff, dryRun) => purgeBefore(pool, cutoff, dryRun),
    close: () => pool.end(),
  };
}
