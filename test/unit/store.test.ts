/**
 * The SQLite store itself (contracts §5): schema versions and migrations, a file that is not a
 * database, and the one-time import of the previous JSON Lines store.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS, migrate, type Migration } from '../../server/store/migrations.ts';
import { WAL_LIMIT_BYTES, openDatabase } from '../../server/store/db.ts';
import { importJsonl, parseLine } from '../../server/store/import-jsonl.ts';
import {
  PRUNE_SQL,
  createInquiryStore,
  readInquiries,
  sqliteUnavailable,
} from '../../server/store/sqlite-store.ts';
import { NO_LIMITS } from '../../server/store/open.ts';
import { StoreUnavailable } from '../../server/store/store.ts';
import { createApi } from '../../server/api.ts';
import { createProofOfWork } from '../../server/proof-of-work.ts';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startApiServer } from '../helpers/api-server.ts';
import { tempDir } from '../helpers/temp.ts';
import { CONTACT_PATH, VALID_INQUIRY, post, seqOf, storedIn } from '../helpers/inquiry.ts';
import { ROOT } from '../helpers/dist.ts';

const store = suite('store');
const line = (seq: number, name: string, receivedAt = '2025-03-01T01:02:03.000Z') =>
  JSON.stringify({ contactSeq: seq, receivedAt, ...VALID_INQUIRY, name });
const TORN = '{"contactSeq":999999,"receivedAt":"2025-01-01T00:00:00.000Z","name":"torn-';

store(
  'store - a new database gets every migration, WAL and synchronous=FULL; the schema has one column per form field',
  () => {
    const db = openDatabase(join(tempDir(), 'new.db'));
    assert.is(db.pragma('user_version', { simple: true }), MIGRATIONS.at(-1)!.version);
    assert.is(db.pragma('journal_mode', { simple: true }), 'wal');
    assert.is(db.pragma('synchronous', { simple: true }), 2); // FULL
    const columns = (db.pragma('table_info(inquiries)') as { name: string }[]).map((c) => c.name);
    for (const field of Object.keys(VALID_INQUIRY)) assert.ok(columns.includes(field), field);
    assert.is(
      (db.pragma('table_info(inquiries)') as { name: string; pk: number }[]).find((c) => c.pk)!
        .name,
      'contactSeq',
    );
    db.close();
  },
);

store(
  'store - migrations run once each, in order, and a database newer than the code is refused',
  () => {
    const db = new Database(join(tempDir(), 'm.db'));
    const steps: Migration[] = [
      { version: 1, name: 'one', sql: 'CREATE TABLE t (a INTEGER)' },
      { version: 2, name: 'two', sql: 'ALTER TABLE t ADD COLUMN b TEXT' },
    ];
    assert.equal(migrate(db, steps.slice(0, 1)), { from: 0, to: 1 });
    db.prepare('INSERT INTO t (a) VALUES (1)').run();
    assert.equal(migrate(db, steps), { from: 1, to: 2 });
    assert.equal(migrate(db, steps), { from: 2, to: 2 });
    assert.equal(db.prepare('SELECT a, b FROM t').all(), [{ a: 1, b: null }]);
    assert.throws(
      () => migrate(db, steps.slice(0, 1)),
      /schema version 2 is newer than this server knows \(1\)/,
    );
    const broken = [...steps, { version: 3, name: 'three', sql: 'ALTER TABLE nope ADD COLUMN c' }];
    assert.throws(() => migrate(db, broken), /migration 3 \(three\) failed/);
    assert.is(db.pragma('user_version', { simple: true }), 2, 'a failed migration changes nothing');
    db.close();
  },
);

store('store - a SQLite file of another program is refused, not migrated', () => {
  const file = join(tempDir(), 'other.db');
  const other = new Database(file);
  other.exec('CREATE TABLE accounts (id INTEGER)');
  other.close();
  assert.throws(() => openDatabase(file), /a SQLite database of something else \(tables accounts/);
});

store(
  'store - a file at INQUIRIES_DB that is not SQLite stops the server at start with a clear message and is left untouched',
  () => {
    const folder = tempDir();
    const file = join(folder, 'inquiries.db');
    writeFileSync(file, 'contactSeq,name\n1,someone\n');
    const before = statSync(file);
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/preview.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        INQUIRIES_DB: file,
        INQUIRIES_FILE: join(folder, 'none.jsonl'),
        PORT: '0',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    assert.is(run.status, 1);
    assert.match(
      run.stderr,
      `server not started: ${file} is not a SQLite database (it starts with "contactSeq,name\\n"); the file was left untouched.`,
    );
    assert.is(run.stderr.trim().split('\n').length, 1, 'one line, no stack');
    assert.is(readFileSync(file, 'utf8'), 'contactSeq,name\n1,someone\n');
    assert.is(statSync(file).mtimeMs, before.mtimeMs);
    assert.equal(readdirSync(folder), ['inquiries.db'], 'no -wal or -shm beside it');
  },
);

store('store - parseLine takes whole inquiries only', () => {
  assert.is(parseLine(line(3, 'a'))!.contactSeq, 3);
  for (const bad of [
    TORN,
    '',
    'null',
    '[]',
    JSON.stringify({ ...VALID_INQUIRY, receivedAt: 'x', contactSeq: 1 }),
    line(0, 'a'),
    JSON.stringify({
      contactSeq: 2,
      receivedAt: '2025-01-01T00:00:00Z',
      name: 'only a name',
      privacyConsent: true,
    }),
  ]) {
    assert.is(parseLine(bad), undefined, bad);
  }
});

store(
  'store - the JSON Lines file is imported once with its numbers; a torn last line goes to .torn; the file is renamed .imported',
  async () => {
    const folder = tempDir();
    const file = join(folder, 'inquiries.jsonl');
    writeFileSync(
      file,
      `${line(1, 'first')}\n${line(2, 'second')}\n${line(7, 'seventh')}\n${TORN}`,
    );
    const db = join(folder, 'inquiries.db');
    const { base, close, logged } = await startApiServer({ db, inquiriesFile: file });
    const next = await post(base, CONTACT_PATH, { ...VALID_INQUIRY, name: 'after import' });
    await close();
    assert.equal(
      storedIn(db).map((r) => [r.contactSeq, r.name]),
      [
        [1, 'first'],
        [2, 'second'],
        [7, 'seventh'],
        [8, 'after import'],
      ],
    );
    assert.equal(storedIn(db)[0], {
      contactSeq: 1,
      receivedAt: '2025-03-01T01:02:03.000Z',
      ...VALID_INQUIRY,
      name: 'first',
    });
    assert.is(seqOf(next), 8);
    assert.is(readFileSync(`${file}.torn`, 'utf8'), `${TORN}\n`);
    assert.ok(existsSync(`${file}.imported`) && !existsSync(file));
    assert.equal(
      logged.filter((l) => l.startsWith('imported')),
      [
        `imported 3 inquiries from ${file} (no mail is sent for them); 1 unreadable line(s), such as a torn last line, written to ${file}.torn; renamed to ${file}.imported`,
      ],
    );
  },
);

store(
  'store - importing the same lines twice imports nothing twice; a number used twice keeps the first and gets a new one',
  () => {
    const folder = tempDir();
    const file = join(folder, 'inquiries.jsonl');
    const text = `${line(1, 'a')}\n${line(2, 'b')}\n${line(2, 'b from the other process')}\n${line(3, 'c')}\n`;
    writeFileSync(file, text);
    const db = openDatabase(join(folder, 'inquiries.db'));
    const first = importJsonl(db, file)!;
    assert.equal([first.imported, first.renumbered, first.torn], [4, [[2, 4]], 0]);
    writeFileSync(file, text); // as after a crash between the commit and the rename
    const second = importJsonl(db, file)!;
    assert.equal([second.imported, second.already, second.renamedTo], [0, 4, `${file}.imported.2`]);
    assert.equal(
      readInquiries(db).map((r) => [r.contactSeq, r.name]),
      [
        [1, 'a'],
        [2, 'b'],
        [3, 'c'],
        [4, 'b from the other process'],
      ],
    );
    assert.is(importJsonl(db, file), undefined, 'no file, nothing to do');
    db.close();
  },
);

store(
  'store - the rate-limit clean-up in each save reads the hits that left the window by index, not the whole table',
  () => {
    const db = openDatabase(join(tempDir(), 'plan.db'));
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${PRUNE_SQL}`).all(0) as { detail: string }[];
    db.close();
    assert.ok(
      plan.some((step) => /USING (COVERING )?INDEX rate_hits_at/.test(step.detail)),
      JSON.stringify(plan),
    );
  },
);

store("store - the write-ahead log stays near 1 MiB on disk, not SQLite's default 4 MiB", () => {
  const file = join(tempDir(), 'wal.db');
  const db = openDatabase(file);
  const store = createInquiryStore(db, {
    rateLimit: { max: 0, windowMs: 0 },
    siteLimit: { max: 0, windowMs: 0 },
    routeMail: () => 'business@example.com',
  });
  let largest = 0;
  for (let i = 0; i < 3000; i += 1) {
    store.save({
      inquiry: { ...VALID_INQUIRY, notes: `${i} ${'긴 문의 내용 '.repeat(40)}` },
      client: 'x',
    });
    if (i % 50 === 0) largest = Math.max(largest, statSync(`${file}-wal`).size);
  }
  const end = statSync(`${file}-wal`).size;
  db.close();
  console.log(
    `  WAL: at most ${(largest / 1024).toFixed(0)} KiB during 3000 inquiries, ${(end / 1024).toFixed(0)} KiB after`,
  );
  assert.ok(largest <= 1.25 * WAL_LIMIT_BYTES, `${largest} bytes`);
});

store(
  'store - a file that cannot take a save now (read-only, a failing disk, a lock past the busy timeout) is a 503 with Retry-After through the API, never a 500',
  async () => {
    const file = join(tempDir(), 'read-only.db');
    openDatabase(file).close();
    // SQLite's own refusal: the file opened read-only, as on a volume remounted read-only.
    const db = new Database(file, { readonly: true });
    const readOnly = createInquiryStore(db, NO_LIMITS);
    const refused = await readOnly.save({ inquiry: VALID_INQUIRY, client: 'x' }).catch((e) => e);
    assert.instance(refused, StoreUnavailable);
    assert.is((refused as StoreUnavailable).code, 'SQLITE_READONLY');
    const server = createServer((req, res) => {
      void createApi({
        root: ROOT,
        store: readOnly,
        onStored: () => {},
        proofOfWork: createProofOfWork('test'),
        siteOrigin: 'https://example.com',
        isTrustedProxy: () => false,
        log: () => {},
      })(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const answer = await post(base, CONTACT_PATH, VALID_INQUIRY);
      assert.equal(
        [answer.status, answer.body.code, answer.headers.get('retry-after')],
        [503, 'UNAVAILABLE', '5'],
      );
    } finally {
      server.close();
      db.close();
    }
    // The extended codes SQLite gives for the same conditions.
    for (const code of ['SQLITE_BUSY_TIMEOUT', 'SQLITE_IOERR_WRITE', 'SQLITE_READONLY_DBMOVED'])
      assert.instance(
        sqliteUnavailable(Object.assign(new Error(code), { code })),
        StoreUnavailable,
      );
    const bug = Object.assign(new Error('no such column'), { code: 'SQLITE_ERROR' });
    assert.is(sqliteUnavailable(bug), bug, 'a bug stays a bug');
  },
);

store.run();
