/**
 * The inquiry database's schema, versioned with `PRAGMA user_version` (contracts §5): each
 * migration runs once, in order, inside one IMMEDIATE transaction with the version bump, so two
 * servers starting together on one file cannot both apply it, and a failed step changes nothing.
 * The next column is a new entry here, never a hand edit on a live server.
 */
import type { Database } from 'better-sqlite3';

export interface Migration {
  /** 1, 2, 3, ...: the `user_version` the database has once this has run. */
  version: number;
  /** What it changes, for the error that names a failed step. */
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'inquiries, their outbox, rate-limit hits and instance facts',
    sql: `
      -- One row per inquiry, one column per form field (contracts §6). AUTOINCREMENT: a purged
      -- number is never given again, so "inquiry 41" means one inquiry for the life of the file.
      CREATE TABLE inquiries (
        contactSeq     INTEGER PRIMARY KEY AUTOINCREMENT,
        receivedAt     TEXT NOT NULL,
        inquiryType    TEXT NOT NULL,
        businessField  TEXT NOT NULL,
        budget         TEXT NOT NULL,
        budgetAmount   TEXT,
        province       TEXT NOT NULL,
        district       TEXT NOT NULL,
        addressDetail  TEXT NOT NULL,
        name           TEXT NOT NULL,
        position       TEXT NOT NULL,
        company        TEXT NOT NULL,
        phone          TEXT NOT NULL,
        email          TEXT NOT NULL,
        notes          TEXT,
        privacyConsent INTEGER NOT NULL CHECK (privacyConsent = 1),
        idempotencyKey TEXT UNIQUE,
        payloadHash    TEXT
      ) STRICT;
      CREATE INDEX inquiries_received ON inquiries (receivedAt);

      -- The notification of each inquiry, written in the same transaction (transactional outbox).
      CREATE TABLE outbox (
        id            INTEGER PRIMARY KEY,
        contactSeq    INTEGER NOT NULL UNIQUE REFERENCES inquiries (contactSeq) ON DELETE CASCADE,
        recipient     TEXT NOT NULL,
        createdAt     INTEGER NOT NULL,
        attempts      INTEGER NOT NULL DEFAULT 0,
        nextAttemptAt INTEGER NOT NULL,
        lastError     TEXT,
        claimedBy     TEXT,
        claimedUntil  INTEGER,
        sentAt        INTEGER
      ) STRICT;
      CREATE INDEX outbox_due ON outbox (nextAttemptAt) WHERE sentAt IS NULL;

      -- Accepted inquiries per client in the current window; the client is a keyed hash, never the IP.
      CREATE TABLE rate_hits (client TEXT NOT NULL, at INTEGER NOT NULL) STRICT;
      CREATE INDEX rate_hits_client ON rate_hits (client, at);

      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
      INSERT INTO meta (key, value) VALUES ('instance', lower(hex(randomblob(6)))), ('clientKey', hex(randomblob(32)));
    `,
  },
  {
    version: 2,
    name: 'rate-limit hits indexed by time',
    // Each save deletes the hits that left the window: with this index it reads only those,
    // not the whole table.
    sql: 'CREATE INDEX rate_hits_at ON rate_hits (at);',
  },
  {
    version: 3,
    name: 'proofs of work used, and digests of notification mail',
    sql: `
      -- Each solved challenge is good for one inquiry; kept until it expires.
      CREATE TABLE proofs (id TEXT PRIMARY KEY, expiresAt INTEGER NOT NULL) STRICT;
      CREATE INDEX proofs_expires ON proofs (expiresAt);
      -- 1: sent with the other due ones of its address in one digest (MAIL_DIGEST), not alone.
      ALTER TABLE outbox ADD COLUMN digest INTEGER NOT NULL DEFAULT 0 CHECK (digest IN (0, 1));
      -- What decides it: the notifications one address was sent in the window.
      CREATE INDEX outbox_recipient ON outbox (recipient, createdAt);
    `,
  },
];

/**
 * (db at 0, [v1, v2]) -> runs v1 then v2; (db at 2, [v1, v2]) -> nothing; (db at 3, [v1, v2])
 * -> throws.
 */
export function migrate(
  db: Database,
  migrations: readonly Migration[] = MIGRATIONS,
): { from: number; to: number } {
  const latest = migrations.at(-1)?.version ?? 0;
  return db
    .transaction(() => {
      const from = db.pragma('user_version', { simple: true }) as number;
      if (from > latest)
        throw new Error(
          `${db.name}: schema version ${from} is newer than this server knows (${latest}); run the newer server or restore a backup`,
        );
      if (from === 0) refuseForeignTables(db);
      for (const migration of migrations.filter((m) => m.version > from)) {
        try {
          db.exec(migration.sql);
        } catch (error) {
          throw new Error(
            `${db.name}: migration ${migration.version} (${migration.name}) failed: ${(error as Error).message}`,
          );
        }
        db.pragma(`user_version = ${migration.version}`);
      }
      return { from, to: Math.max(from, latest) };
    })
    .immediate();
}

/**
 * A SQLite file of some other program (tables, but no schema version of ours) is not ours to
 * change.
 */
function refuseForeignTables(db: Database): void {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[];
  if (tables.length)
    throw new Error(
      `${db.name}: a SQLite database of something else (tables ${tables.join(', ')}, no inquiry schema version); set INQUIRIES_DB to another path`,
    );
}
