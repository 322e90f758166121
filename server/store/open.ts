/**
 * Which store: PostgreSQL when DATABASE_URL is set (several API processes, contracts §22),
 * else SQLite at INQUIRIES_DB (one machine, §5). The server, the operations commands and the
 * tests open it here. A JSON Lines file of the previous store is imported into SQLite only: with
 * PostgreSQL, import it into SQLite first and move that (`npm run inquiries --
 * migrate-to-postgres`).
 */
import { existsSync } from 'node:fs';
import { openDatabase } from './db.ts';
import { describeImport, importJsonl } from './import-jsonl.ts';
import { createInquiryStore } from './sqlite-store.ts';
import { openPostgres } from './postgres/db.ts';
import { createPostgresStore } from './postgres/store.ts';
import type { InquiryStore, StoreLimits } from './store.ts';

export interface StoreSettings {
  /** postgres://...: PostgreSQL; else SQLite at `file`. */
  databaseUrl?: string;
  /** The SQLite file. */
  file: string;
  /** The previous store's JSON Lines file, imported once (SQLite only). */
  jsonl?: string;
  /** Refuse a database that is not there yet instead of creating it (the operations commands). */
  mustExist?: boolean;
  /** The API server's store: PostgreSQL's connections get its timeouts (SERVING_TIMEOUTS). */
  serving?: boolean;
  log?: (line: string) => void;
}

/** No limits: what the operations commands and migrate-to-postgres open the store with. */
export const NO_LIMITS: StoreLimits = {
  rateLimit: { max: 0, windowMs: 0 },
  siteLimit: { max: 0, windowMs: 0 },
  routeMail: () => '',
};

export async function openStore(
  settings: StoreSettings,
  limits: StoreLimits = NO_LIMITS,
): Promise<InquiryStore> {
  if (settings.databaseUrl) {
    if (settings.jsonl && existsSync(settings.jsonl))
      throw new Error(
        `${settings.jsonl}: a JSON Lines file of the previous store is imported into SQLite only; start once without DATABASE_URL, then npm run inquiries -- migrate-to-postgres`,
      );
    const { pool, where } = await openPostgres(settings.databaseUrl, {
      create: !settings.mustExist,
      serving: settings.serving,
    });
    return createPostgresStore(pool, where, limits);
  }
  if (settings.mustExist && !existsSync(settings.file))
    throw new Error(
      `${settings.file} does not exist: INQUIRIES_DB must name the server's database (nothing was created)`,
    );
  const db = openDatabase(settings.file);
  try {
    if (settings.jsonl) {
      const report = importJsonl(db, settings.jsonl);
      if (report) settings.log?.(describeImport(settings.jsonl, report));
    }
    return createInquiryStore(db, limits);
  } catch (error) {
    db.close();
    throw error;
  }
}
