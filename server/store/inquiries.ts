/**
 * The inquiry store on SQLite (DECISIONS §5, §15), the embedded default. One IMMEDIATE
 * transaction per inquiry checks its idempotency key, the site's ceiling and its client's rate
 * limit, then writes the inquiry and its notification (the outbox row): there is no moment where
 * one exists without the other, and two processes on one file take turns on the write lock, so
 * `contactSeq` is never issued twice. The same interface on PostgreSQL: ./postgres/store.ts.
 */
import { INQUIRY_COLUMNS, storedFrom } from './columns.ts';
import type { Db } from './db.ts';
import { createSqliteOutbox } from './outbox.ts';
import {
  IdempotencyConflict,
  RateLimited,
  SiteLimited,
  StoreUnavailable,
  hashClient,
  payloadHashOf,
  retryAfterOf,
  type ExportRow,
  type InquiryStore,
  type PurgeCounts,
  type SaveRequest,
  type SaveResult,
  type StoreLimits,
  type StoredInquiry,
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

/** SQLite's "not now" as StoreUnavailable (a 503, issue 44); anything else as it is. */
export function sqliteUnavailable(error: unknown): unknown {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && SQLITE_NOT_NOW.test(code)
    ? new StoreUnavailable(code, (error as Error).message)
    : error;
}

export function createInquiryStore(db: Db, limits: StoreLimits): InquiryStore {
  const now = limits.now ?? Date.now;
  const clientKey = db
    .prepare("SELECT value FROM meta WHERE key = 'clientKey'")
    .pluck()
    .get() as string;
  const statements = {
    byKey: db.prepare('SELECT contactSeq, payloadHash FROM inquiries WHERE idempotencyKey = ?'),
    prune: db.prepare(PRUNE_SQL),
    hits: db.prepare(
      'SELECT count(*) AS count, min(at) AS first FROM rate_hits WHERE client = ? AND at > ?',
    ),
    hit: db.prepare('INSERT INTO rate_hits (client, at) VALUES (?, ?)'),
    recent: db.prepare(
      'SELECT count(*) AS count, min(receivedAt) AS first FROM inquiries WHERE receivedAt > ?',
    ),
    insert: db.prepare(INSERT_SQL),
    outbox: db.prepare(
      'INSERT INTO outbox (contactSeq, recipient, createdAt, nextAttemptAt) VALUES (?, ?, ?, ?)',
    ),
    rows: db.prepare(
      'SELECT i.*, o.sentAt, o.attempts, o.lastError FROM inquiries i LEFT JOIN outbox o USING (contactSeq) WHERE i.receivedAt >= ? ORDER BY i.contactSeq',
    ),
  };

  /** Counts this inquiry against the client's window, or throws RateLimited. */
  function checkRate(client: string, at: number): void {
    const { max, windowMs } = limits.rateLimit;
    if (!max) return;
    statements.prune.run(at - windowMs);
    const hashed = hashClient(clientKey, client);
    const { count, first } = statements.hits.get(hashed, at - windowMs) as {
      count: number;
      first: number | null;
    };
    if (count >= max) throw new RateLimited(retryAfterOf(first ?? at, windowMs, at));
    statements.hit.run(hashed, at);
  }

  /** Throws SiteLimited when everyone together stored the ceiling's count in its window. */
  function checkCeiling(at: number): void {
    const { max, windowMs } = limits.siteLimit;
    if (!max) return;
    const { count, first } = statements.recent.get(new Date(at - windowMs).toISOString()) as {
      count: number;
      first: string | null;
    };
    if (count < max) return;
    throw new SiteLimited(
      retryAfterOf(first ? Date.parse(first) : at, windowMs, at),
      limits.siteLimit,
    );
  }

  const save = db.transaction((request: SaveRequest): SaveResult => {
    const payloadHash = payloadHashOf(request.inquiry);
    if (request.idempotencyKey) {
      const earlier = statements.byKey.get(request.idempotencyKey) as
        | { contactSeq: number; payloadHash: string }
        | undefined;
      if (earlier && earlier.payloadHash !== payloadHash)
        throw new IdempotencyConflict('this Idempotency-Key was used for another inquiry');
      if (earlier) return { contactSeq: earlier.contactSeq, replayed: true };
    }
    const at = now();
    checkCeiling(at);
    checkRate(request.client, at);
    const row = toRow(
      { ...request.inquiry, receivedAt: new Date(at).toISOString() },
      { idempotencyKey: request.idempotencyKey, payloadHash },
    );
    const contactSeq = Number(statements.insert.run(row).lastInsertRowid);
    statements.outbox.run(contactSeq, limits.routeMail(request.inquiry.businessField), at, at);
    return { contactSeq, replayed: false };
  });

  async function* rows(since = ''): AsyncIterable<ExportRow> {
    for (const row of statements.rows.iterate(since) as IterableIterator<Row>)
      yield {
        ...storedFrom(row),
        sentAt: row.sentAt as number | null,
        attempts: row.attempts as number | null,
        lastError: row.lastError as string | null,
      };
  }

  /** With secure_delete and a truncating checkpoint, the destroyed text does not stay in the file. */
  async function purge(cutoff: string, dryRun: boolean): Promise<PurgeCounts> {
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
    outbox: createSqliteOutbox(db),
    rows,
    purge,
    close: async () => {
      db.close();
    },
  };
}

/** Every stored inquiry in number order (tests and small tools; the export streams instead). */
export function readInquiries(db: Db): StoredInquiry[] {
  return (db.prepare('SELECT * FROM inquiries ORDER BY contactSeq').all() as Row[]).map(storedFrom);
}
