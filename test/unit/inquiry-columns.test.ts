/**
 * The inquiry schema (site/inquiry/schema.ts) is the one definition of a field: the `inquiries`
 * table of both engines, as their migrations leave it, must have a column for each field under
 * its name, NULL allowed exactly for the optional ones, text but for the consent (SQLite's 1,
 * PostgreSQL's boolean), and no other column but the four the store keeps of its own. A field
 * added to the schema without its migration, or a migration without its field, fails here.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import Database from 'better-sqlite3';
import pg from 'pg';
import { INQUIRY_FIELDS, OPTIONAL_FIELDS } from '../../site/inquiry/schema.ts';
import { migrate } from '../../server/store/migrations.ts';
import { migratePostgres } from '../../server/store/postgres/migrations.ts';
import { VALID_INQUIRY } from '../helpers/inquiry.ts';
import { sharedCluster } from '../helpers/postgres.ts';

/**
 * The store's own columns: the number, the time, and the Idempotency-Key with its payload's hash.
 */
const RECORD_COLUMNS = ['contactSeq', 'receivedAt', 'idempotencyKey', 'payloadHash'];

interface Column {
  name: string;
  nullable: boolean;
  kind: 'text' | 'boolean' | 'other';
}

/**
 * What the schema asks of the table: 'notes' -> { name: 'notes', nullable: true, kind: 'text' }.
 */
const EXPECTED: Column[] = INQUIRY_FIELDS.map((name) => ({
  name,
  nullable: OPTIONAL_FIELDS.has(name),
  kind: typeof VALID_INQUIRY[name] === 'boolean' ? 'boolean' : 'text',
}));

/**
 * The differences, one line each, or '' when the table and the schema agree:
 * 'department: in the schema, no column', 'fax: a column, not in the schema', 'notes: NULL ...'.
 */
function disagreement(columns: Column[]): string {
  const byName = new Map(columns.map((c) => [c.name, c]));
  const lines: string[] = [];
  for (const want of EXPECTED) {
    const have = byName.get(want.name);
    if (!have) lines.push(`${want.name}: in the schema, no column`);
    else if (have.nullable !== want.nullable)
      lines.push(
        `${want.name}: the schema has it ${want.nullable ? 'optional' : 'required'}, the column ${have.nullable ? 'allows' : 'refuses'} NULL`,
      );
    else if (have.kind !== want.kind)
      lines.push(`${want.name}: the schema's value is ${want.kind}, the column ${have.kind}`);
  }
  for (const name of byName.keys())
    if (!INQUIRY_FIELDS.some((f) => f === name) && !RECORD_COLUMNS.includes(name))
      lines.push(`${name}: a column, not in the schema`);
  for (const name of RECORD_COLUMNS)
    if (!byName.has(name)) lines.push(`${name}: the store's own column is missing`);
  return lines.join('\n');
}

/** The `inquiries` table of a new SQLite database after every migration. */
function sqliteColumns(): Column[] {
  const db = new Database(':memory:');
  try {
    migrate(db);
    const rows = db.pragma('table_info(inquiries)') as {
      name: string;
      type: string;
      notnull: number;
      pk: number;
    }[];
    return rows.map((row) => ({
      name: row.name,
      nullable: !row.notnull && !row.pk,
      // SQLite has no boolean: it keeps one as INTEGER (the consent, CHECK = 1).
      kind: row.type === 'TEXT' ? 'text' : row.type === 'INTEGER' ? 'boolean' : 'other',
    }));
  } finally {
    db.close();
  }
}

const test = suite('inquiry columns');

test('inquiry columns - SQLite: one column per schema field, NULL exactly for the optional ones', () => {
  assert.is(disagreement(sqliteColumns()), '');
});

test('inquiry columns - PostgreSQL: one column per schema field, NULL exactly for the optional ones', async () => {
  const url = await (await sharedCluster()).createDatabase('columns');
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await migratePostgres(pool, 'columns');
    const { rows } = await pool.query<{ name: string; type: string; nullable: string }>(
      "SELECT column_name AS name, data_type AS type, is_nullable AS nullable FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'inquiries'",
    );
    const columns: Column[] = rows.map((row) => ({
      name: row.name,
      nullable: row.nullable === 'YES',
      kind: row.type === 'text' ? 'text' : row.type === 'boolean' ? 'boolean' : 'other',
    }));
    assert.is(disagreement(columns), '');
  } finally {
    await pool.end();
  }
});

test('inquiry columns - a table that disagrees with the schema is named field by field', () => {
  const agreeing = sqliteColumns();
  const without = agreeing.filter((c) => c.name !== 'company');
  assert.is(disagreement(without), 'company: in the schema, no column');
  const extra = [...agreeing, { name: 'fax', nullable: true, kind: 'text' as const }];
  assert.is(disagreement(extra), 'fax: a column, not in the schema');
  const required = agreeing.map((c) => (c.name === 'notes' ? { ...c, nullable: false } : c));
  assert.is(disagreement(required), 'notes: the schema has it optional, the column refuses NULL');
});

// The cluster is the process's (sharedCluster): later suites use it, and it stops at exit.
test.run();
