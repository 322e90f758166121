/**
 * The inquiry store on SQLite (contracts §5, §15), the embedded default. One IMMEDIATE
 * transaction per inquiry checks its idempotency key, its client's and its network's rate limits
 * and the site's rate (past which it needs a proof of work), then writes the inquiry and its
 * notification (the outbox row, alone or for a digest): there is no moment where one exists
 * without the other, and two processes on one file take turns on the write lock, so the counts
 * are exact and `contactSeq` is never issued twice. The same interface on PostgreSQL:
 * ./postgres/store.ts.
 */
import { INQUIRY_COLUMNS, storedFrom } from './columns.ts';
import type { Db } from './db.ts';
import { createSqliteOutbox } from './outbox.ts';
import { DIGEST_EVERY_MS, type RateLimit } from './rate-limit.ts';
import {
  IdempotencyConflict,
  StoreUnavailable,
  hashClient,
  hitKeys,
  judge,
  payloadHashOf,
  sendAtOf,
  type ExportRow,
  type InquiryStore,
  type PurgeCounts,
  type SaveRequest,
  type SaveResult,
  type StoreLimits,
  type StoredInquiry,
  type Verdict,
} from './store.ts';

type Row = Record<string, string | number | null>;

/** The rate-limit hits that left the window; indexed by `at` (migration 2). */
export const PRUNE_SQL = 'DELETE FROM rate_hits WHERE at <= ?';

const COLUMNS = ['receivedAt', ...INQUIRY_COLUMNS, 'idempotencyKey', 'payloadHash'];
/** Every column of a new inquiry, as named parameters (@receivedAt, @inquiryType, ...). */
export const INSERT_SQL = `INSERT INTO inquiries (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((c) => `@${c}`).join(', ')})`;

/** ContactInquiry -> the named parameters of INSERT_SQL (consent stored as 1). */
export function toRow(
  inquiry: Partial<StoredInquiry>,
  extra: { idempotencyKey?: string; payloadHash?: string } = {},
): Row {
  const row: Row = {
    idempotencyKey: extra.idempotencyKey ?? null,
    payloadHash: extra.payloadHash ?? null,
    receivedAt: inquiry.receivedAt ?? null,
  };
  for (const column of INQUIRY_COLUMNS) {
    const value = inquiry[column];
    row[column] = value === undefined ? null : typeof value === 'boolean' ? Number(value) : value;
  }
  return row;
}

/**
 * SQLite's result codes, with their extended forms (SQLITE_BUSY_TIMEOUT, SQLITE_IOERR_WRITE,
 * SQLITE_READONLY_DBMOVED ...), that mean the file cannot take the save now: a lock held past the
 * busy timeout, a full disk, an I/O error (a failing disk, a network volume gone), a file or a
 * volume made read-only (ext4's errors=remount-ro), a journal that cannot be opened, no memory.
 */
const SQLITE_NOT_NOW = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|READONLY|CANTOPEN|NOMEM|PROTOCOL)(_|$)/;

/** SQLite's "not now" as StoreUnavailable (a 503); anything else as it is. */
export function sqliteUnavailable(error: unknown): unknown {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && SQLITE_NOT_NOW.test(code)
    ? new StoreUnavailable(code, (error as Error).message)
    : error;
}

/** The statements of a save, prepared once per store. */
function saveStatements(db: Db) {
  return {
    byKey: db.prepare('SELECT contactSeq, payloadHash FROM inquiries WHERE idempotencyKey = ?'),
    prune: db.prepare(PRUNE_SQL),
    pruneProofs: db.prepare('DELETE FROM proofs WHERE expiresAt <= ?'),
    counts: db.prepare(`SELECT
      (SELECT count(*) FROM rate_hits WHERE client = @client AND at > @clientSince) AS clientHits,
      (SELECT min(at) FROM rate_hits WHERE client = @client AND at > @clientSince) AS clientFirst,
      (SELECT count(*) FROM rate_hits WHERE client = @network AND at > @networkSince) AS networkHits,
      (SELECT min(at) FROM rate_hits WHERE client = @network AND at > @networkSince) AS networkFirst,
      (SELECT count(*) FROM inquiries WHERE receivedAt > @siteSince) AS site,
      (SELECT count(*) FROM outbox WHERE recipient = @recipient AND createdAt > @mailedSince) AS mailed,
      EXISTS (SELECT 1 FROM proofs WHERE id = @proof) AS proofUsed`),
    hit: db.prepare('INSERT INTO rate_hits (client, at) VALUES (?, ?)'),
    proof: db.prepare('INSERT INTO proofs (id, expiresAt) VALUES (?, ?)'),
    insert: db.prepare(INSERT_SQL),
    outbox: db.prepare(
      'INSERT INTO outbox (contactSeq, recipient, createdAt, nextAttemptAt, digest) VALUES (?, ?, ?, ?, ?)',
    ),
  };
}

/**
 * One save as a transaction of named steps (contracts §15, §22): the replay of an Idempotency-Key,
 * the counts the rules read (one statement), the rules themselves (judge, shared with
 * PostgreSQL), then the writes. IMMEDIATE: it holds the database's write lock throughout, so no
 * other process counts or writes between the counts and the writes.
 */
function saveTransaction(db: Db, limits: StoreLimits, clientKey: string, now: () => number) {
  const statements = saveStatements(db);
  const windowOf = (limit: RateLimit | undefined) => limit?.windowMs ?? 0;
  const longestWindow = Math.max(windowOf(limits.rateLimit), windowOf(limits.networkLimit));

  /** The earlier answer of a replayed Idempotency-Key; IdempotencyConflict for another payload. */
  function replayOf(key: string | undefined, payloadHash: string): SaveResult | undefined {
    if (!key) return undefined;
    const earlier = statements.byKey.get(key) as
      | { contactSeq: number; payloadHash: string }
      | undefined;
    if (earlier && earlier.payloadHash !== payloadHash)
      throw new IdempotencyConflict('this Idempotency-Key was used for another inquiry');
    return earlier && { contactSeq: earlier.contactSeq, replayed: true };
  }

  function countsOf(request: SaveRequest, keys: ReturnType<typeof hitKeys>, at: number) {
    const row = statements.counts.get({
      client: keys.client,
      clientSince: at - windowOf(limits.rateLimit),
      network: keys.network ?? null,
      networkSince: at - windowOf(limits.networkLimit),
      siteSince: new Date(at - windowOf(limits.siteLimit)).toISOString(),
      recipient: limits.routeMail(request.inquiry.businessField),
      mailedSince: at - windowOf(limits.digest),
      proof: request.proof?.id ?? null,
    }) as Record<string, number | null>;
    return {
      client: { n: row.clientHits!, first: row.clientFirst ?? null },
      network: { n: row.networkHits!, first: row.networkFirst ?? null },
      site: row.site!,
      mailed: row.mailed!,
      proofUsed: row.proofUsed === 1,
    };
  }

  function write(request: SaveRequest, verdict: Verdict, payloadHash: string, at: number) {
    for (const key of verdict.hits) statements.hit.run(key, at);
    if (request.proof) statements.proof.run(request.proof.id, request.proof.expiresAt);
    const row = toRow(
      { ...request.inquiry, receivedAt: new Date(at).toISOString() },
      { idempotencyKey: request.idempotencyKey, payloadHash },
    );
    const contactSeq = Number(statements.insert.run(row).lastInsertRowid);
    const sendAt = sendAtOf(at, verdict.digest, limits.digestEveryMs ?? DIGEST_EVERY_MS);
    statements.outbox.run(
      contactSeq,
      limits.routeMail(request.inquiry.businessField),
      at,
      sendAt,
      Number(verdict.digest),
    );
    return contactSeq;
  }

  return db.transaction((request: SaveRequest): SaveResult => {
    const payloadHash = payloadHashOf(request.inquiry);
    const replayed = replayOf(request.idempotencyKey, payloadHash);
    if (replayed) return replayed;
    const at = now();
    if (longestWindow) statements.prune.run(at - longestWindow);
    statements.pruneProofs.run(at);
    const keys = hitKeys(clientKey, request);
    const verdict = judge(limits, request, keys, countsOf(request, keys, at), at);
    return { contactSeq: write(request, verdict, payloadHash, at), replayed: false };
  });
}

/** The client key of this database (migration 1): what the stored client hashes are keyed with. */
function clientKeyOf(db: Db): string {
  return db.prepare("SELECT value FROM meta WHERE key = 'clientKey'").pluck().get() as string;
}

/** Inquiries received since a time (ISO), with their mail's state, in number order, streamed. */
function exportRowsOf(db: Db): (since?: string) => AsyncIterable<ExportRow> {
  const exportRows = db.prepare(
    'SELECT i.*, o.sentAt, o.attempts, o.lastError FROM inquiries i LEFT JOIN outbox o USING (contactSeq) WHERE i.receivedAt >= ? ORDER BY i.contactSeq',
  );
  return async function* rows(since = '') {
    for (const row of exportRows.iterate(since) as IterableIterator<Row>)
      yield {
        ...storedFrom(row),
        sentAt: row.sentAt as number | null,
        attempts: row.attempts as number | null,
        lastError: row.lastError as string | null,
      };
  };
}

/**
 * Destroys the inquiries received before `cutoff` (their outbox rows go with them). With
 * secure_delete and a truncating checkpoint, the destroyed text does not stay in the file.
 */
async function purgeBefore(db: Db, cutoff: string, dryRun: boolean): Promise<PurgeCounts> {
  const found = db
    .prepare(
      'SELECT count(*) AS inquiries, count(o.id) - count(o.sentAt) AS unsent FROM inquiries i LEFT JOIN outbox o USING (contactSeq) WHERE i.receivedAt < ?',
    )
    .get(cutoff) as { inquiries: number; unsent: number };
  if (dryRun || !found.inquiries) return { ...found, cleanup: '' };
  db.pragma('secure_delete = ON');
  db.transaction(() =>
    db.prepare('DELETE FROM inquiries WHERE receivedAt < ?').run(cutoff),
  ).immediate();
  const [checkpoint] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
  return {
    ...found,
    cleanup:
      checkpoint?.busy === 0
        ? ''
        : 'the write-ahead log is in use by the server and is emptied at its next checkpoint',
  };
}

/** The store on an open, migrated database: saves, the outbox, the export and the purge. */
export function createInquiryStore(db: Db, limits: StoreLimits): InquiryStore {
  const clientKey = clientKeyOf(db);
  const save = saveTransaction(db, limits, clientKey, limits.now ?? Date.now);
  return {
    engine: 'sqlite',
    where: db.name,
    save: async (request) => {
      try {
        return save.immediate(request);
      } catch (error) {
        throw sqliteUnavailable(error);
      }
    },
    secretFor: (purpose) => hashClient(clientKey, `secret:${purpose}`),
    outbox: createSqliteOutbox(db),
    rows: exportRowsOf(db),
    purge: (cutoff, dryRun) => purgeBefore(db, cutoff, dryRun),
    close: async () => {
      db.close();
    },
  };
}

/** Every stored inquiry in number order (tests and small tools; the export streams instead). */
export function readInquiries(db: Db): StoredInquiry[] {
  return (db.prepare('SELECT * FROM inquiries ORDER BY contactSeq').all() as Row[]).map(storedFrom);
}
