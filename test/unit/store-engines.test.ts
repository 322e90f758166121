/**
 * The store's behaviours on both engines (contracts §22), from one test each (what the API's own
 * suites assert through the server on SQLite: numbers, the rate limit and its window, the site's
 * ceiling, idempotency, the outbox's claims, back-off and records): SQLite at a file
 * (three connections to it) and PostgreSQL in a cluster of the test's own
 * (test/helpers/postgres.ts; three pools, as three API processes have). Then three real API
 * processes on one PostgreSQL database: one rate limit and one Idempotency-Key across them.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { openStore } from '../../server/store/open.ts';
import {
  IdempotencyConflict,
  RateLimited,
  ProofRequired,
  type InquiryStore,
  type StoreLimits,
} from '../../server/store/store.ts';
import { startChildServer, type ChildServer } from '../helpers/api-server.ts';
import { tempDir } from '../helpers/temp.ts';
import { CONTACT_PATH, VALID_INQUIRY, post, seqOf } from '../helpers/inquiry.ts';
import { sharedCluster } from '../helpers/postgres.ts';
import { ROOT } from '../helpers/dist.ts';

const FIVE_PER_TEN_MINUTES: StoreLimits = {
  rateLimit: { max: 5, windowMs: 600_000 },
  siteLimit: { max: 0, windowMs: 0 },
  routeMail: (field) => `${field}@example.com`,
};
const UNLIMITED: StoreLimits = { ...FIVE_PER_TEN_MINUTES, rateLimit: { max: 0, windowMs: 0 } };

interface Engine {
  name: 'sqlite' | 'postgres';
  /** A new, empty store's settings: a SQLite file or a PostgreSQL database. */
  fresh: () => Promise<{ databaseUrl?: string; file: string }>;
  /** Marks the store's schema as version 99, newer than any this code knows. */
  makeNewer: (where: { databaseUrl?: string; file: string }) => Promise<void>;
}

const ENGINES: Engine[] = [
  {
    name: 'sqlite',
    fresh: async () => ({ file: join(tempDir(), 'inquiries.db') }),
    makeNewer: async ({ file }) => {
      const db = new Database(file);
      db.pragma('user_version = 99');
      db.close();
    },
  },
  {
    name: 'postgres',
    fresh: async () => ({
      file: '',
      databaseUrl: await (await sharedCluster()).createDatabase('store'),
    }),
    makeNewer: async ({ databaseUrl }) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query("INSERT INTO schema_version (version, name) VALUES (99, 'future')");
      await client.end();
    },
  },
];

/** Three handles on one new store, as three API processes have; closed after `use`. */
async function threeStores<T>(
  engine: Engine,
  limits: StoreLimits,
  use: (stores: InquiryStore[]) => Promise<T>,
): Promise<T> {
  const where = await engine.fresh();
  const first = await openStore(where, limits);
  const stores = [first, await openStore(where, limits), await openStore(where, limits)];
  try {
    return await use(stores);
  } finally {
    for (const store of stores) await store.close();
  }
}

const inquiry = (name: string) => ({ ...VALID_INQUIRY, name });
const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

for (const engine of ENGINES) {
  const test = suite(`store on ${engine.name}`);

  test(`${engine.name}: 60 inquiries saved at once through three handles get 60 distinct numbers, increasing in each handle's order`, async () => {
    await threeStores(engine, UNLIMITED, async (stores) => {
      const perStore = await Promise.all(
        stores.map(async (store, s) => {
          const seqs: number[] = [];
          await Promise.all(
            Array.from({ length: 20 }, async (_, i) => {
              const { contactSeq } = await store.save({
                inquiry: inquiry(`s${s}-${i}`),
                client: `client-${s}-${i}`,
              });
              seqs.push(contactSeq);
            }),
          );
          return seqs;
        }),
      );
      const all = perStore.flat();
      assert.is(new Set(all).size, 60);
      assert.equal(
        [...all].sort((a, b) => a - b),
        Array.from({ length: 60 }, (_, i) => i + 1),
      );
      const rows: number[] = [];
      for await (const row of stores[0]!.rows()) rows.push(row.contactSeq);
      assert.is(rows.length, 60);
      // One after another, each through the next handle: every save gets a higher number than
      // every earlier one, whichever handle (process) takes it.
      const later: number[] = [];
      for (let i = 0; i < 6; i += 1)
        later.push(
          (await stores[i % 3]!.save({ inquiry: inquiry(`later-${i}`), client: 'x' })).contactSeq,
        );
      assert.equal(later, [61, 62, 63, 64, 65, 66]);
    });
  });

  test(`${engine.name}: five per ten minutes stays five when one client's 15 inquiries reach three handles at once`, async () => {
    await threeStores(engine, FIVE_PER_TEN_MINUTES, async (stores) => {
      const outcomes = await Promise.all(
        Array.from({ length: 15 }, (_, i) =>
          refusalOf(stores[i % 3]!.save({ inquiry: inquiry(`n${i}`), client: '203.0.113.7' })),
        ),
      );
      assert.is(outcomes.filter((o) => o === undefined).length, 5);
      assert.is(outcomes.filter((o) => o instanceof RateLimited).length, 10);
      const limited = outcomes.find((o) => o instanceof RateLimited) as RateLimited;
      assert.ok(limited.retryAfter > 590 && limited.retryAfter <= 600, String(limited.retryAfter));
      // Another client is counted as itself.
      await stores[1]!.save({ inquiry: inquiry('other'), client: '198.51.100.9' });
    });
  });

  test(`${engine.name}: one Idempotency-Key sent to three handles at once stores one inquiry, answered with its number by each; another payload under it is refused`, async () => {
    await threeStores(engine, UNLIMITED, async (stores) => {
      const results = await Promise.all(
        stores.map((store) =>
          store.save({ inquiry: inquiry('retried'), client: 'c', idempotencyKey: 'key-1' }),
        ),
      );
      assert.is(new Set(results.map((r) => r.contactSeq)).size, 1);
      assert.is(results.filter((r) => !r.replayed).length, 1);
      const conflict = await refusalOf(
        stores[2]!.save({ inquiry: inquiry('changed'), client: 'c', idempotencyKey: 'key-1' }),
      );
      assert.instance(conflict, IdempotencyConflict);
      let count = 0;
      for await (const _ of stores[0]!.rows()) count += 1;
      assert.is(count, 1);
    });
  });

  test(`${engine.name}: a client refused is taken again once its window ends; a replay of its key is answered while refused; past the site's normal rate an inquiry needs a proof, each proof good once, and nothing is queued for mail without one`, async () => {
    let at = Date.parse('2025-10-02T05:00:00Z');
    const limits: StoreLimits = {
      ...UNLIMITED,
      rateLimit: { max: 2, windowMs: 60_000 },
      siteLimit: { max: 3, windowMs: 3_600_000 },
      now: () => at,
    };
    const where = await engine.fresh();
    const store = await openStore(where, limits);
    try {
      const first = await store.save({ inquiry: inquiry('a1'), client: 'a', idempotencyKey: 'k1' });
      await store.save({ inquiry: inquiry('a2'), client: 'a' });
      at += 20_000;
      const limited = await refusalOf(store.save({ inquiry: inquiry('a3'), client: 'a' }));
      assert.instance(limited, RateLimited);
      assert.is((limited as RateLimited).retryAfter, 40, 'until the first hit leaves the window');
      const replay = await store.save({
        inquiry: inquiry('a1'),
        client: 'a',
        idempotencyKey: 'k1',
      });
      assert.equal(replay, { contactSeq: first.contactSeq, replayed: true });
      at += 40_001;
      assert.is((await store.save({ inquiry: inquiry('a3'), client: 'a' })).contactSeq, 3);
      at += 1000;
      const abnormal = await refusalOf(store.save({ inquiry: inquiry('b1'), client: 'b' }));
      assert.instance(abnormal, ProofRequired);
      assert.is((abnormal as ProofRequired).count, 3);
      const proof = { id: 'challenge-1', expiresAt: at + 600_000 };
      assert.is((await store.save({ inquiry: inquiry('b1'), client: 'b', proof })).contactSeq, 4);
      const reused = await refusalOf(store.save({ inquiry: inquiry('c1'), client: 'c', proof }));
      assert.instance(reused, ProofRequired);
      assert.ok((reused as ProofRequired).reused, 'a proof is good for one inquiry');
      const names: string[] = [];
      for await (const row of store.rows()) names.push(row.name);
      assert.equal(names, ['a1', 'a2', 'a3', 'b1']);
      const queued: number[] = [];
      for (;;) {
        const row = await store.outbox.claim('s', at, at + 1000);
        if (!row) break;
        queued.push(row.contactSeq);
      }
      assert.equal(queued.sort(), [1, 2, 3, 4], 'one notification per stored inquiry');
    } finally {
      await store.close();
    }
  });

  test(`${engine.name}: the second tier counts a network (an IPv6 /48, an IPv4 /24) across its clients; another network is not held back`, async () => {
    let at = Date.parse('2025-10-02T05:00:00Z');
    const where = await engine.fresh();
    const store = await openStore(where, {
      ...UNLIMITED,
      rateLimit: { max: 2, windowMs: 600_000 },
      networkLimit: { max: 3, windowMs: 600_000 },
      now: () => at,
    });
    try {
      const network = '2001:db8:1::/48';
      const answers = [];
      for (let i = 0; i < 5; i += 1) {
        at += 1000;
        const client = `2001:db8:1:${i}::/64`;
        answers.push(await refusalOf(store.save({ inquiry: inquiry(`n${i}`), client, network })));
      }
      assert.equal(
        answers.map((a) => (a instanceof RateLimited ? a.scope : 'stored')),
        ['stored', 'stored', 'stored', 'network', 'network'],
      );
      assert.is((answers[3] as RateLimited).retryAfter, 600 - 3, 'until its first leaves');
      const other = await store.save({
        inquiry: inquiry('other'),
        client: '2001:db8:2::/64',
        network: '2001:db8:2::/48',
      });
      assert.is(other.contactSeq, 4);
    } finally {
      await store.close();
    }
  });

  test(`${engine.name}: past the mailbox's normal rate an address's notifications wait for its next quarter hour and are claimed together as one digest`, async () => {
    let at = Date.parse('2025-10-02T05:07:12Z');
    const where = await engine.fresh();
    const store = await openStore(where, {
      ...UNLIMITED,
      digest: { max: 2, windowMs: 3_600_000 },
      routeMail: (field) => (field === 'kiosk' ? 'product@example.com' : 'sales@example.com'),
      now: () => at,
    });
    try {
      for (let i = 0; i < 5; i += 1) {
        at += 1000;
        await store.save({ inquiry: inquiry(`d${i}`), client: `c${i}` });
      }
      await store.save({ inquiry: { ...inquiry('kiosk'), businessField: 'kiosk' }, client: 'k' });
      const alone: number[] = [];
      for (;;) {
        const row = await store.outbox.claim('s', at, at + 60_000);
        if (!row) break;
        assert.not.ok(row.digest);
        alone.push(row.contactSeq);
        await store.outbox.markSent(row.id, 's', at);
      }
      assert.equal(alone.sort(), [1, 2, 6], 'the first two of the address, and another address');
      const quarter = Date.parse('2025-10-02T05:15:00Z');
      assert.is(await store.outbox.nextDue(), quarter);
      const first = await store.outbox.claim('s', quarter, quarter + 60_000);
      assert.ok(first?.digest);
      const rest = await store.outbox.claimDigest(
        first!.recipient,
        's',
        quarter,
        quarter + 60_000,
        10,
      );
      assert.equal(
        [first!.contactSeq, ...rest.map((row) => row.contactSeq)],
        [3, 4, 5],
        'the rest of the digest, in number order, with their inquiries',
      );
      assert.ok(rest.every((row) => row.inquiry?.name.startsWith('d')));
      assert.equal(await store.outbox.claimDigest(first!.recipient, 't', quarter, quarter, 10), []);
    } finally {
      await store.close();
    }
  });

  test(`${engine.name}: a failed send is due again at its back-off with its attempts and error; only its claimant records it; sent, the error is cleared`, async () => {
    const where = await engine.fresh();
    const store = await openStore(where, UNLIMITED);
    try {
      await store.save({ inquiry: inquiry('f1'), client: 'c' });
      const now = Date.now() + 1000;
      const row = await store.outbox.claim('s1', now, now + 60_000);
      assert.is(row?.attempts, 0);
      const failure = { attempts: 1, nextAttemptAt: now + 5000, reason: 'connect ECONNREFUSED' };
      await store.outbox.markFailed(row!.id, 's1', failure);
      assert.is(await store.outbox.nextDue(), now + 5000);
      assert.is(await store.outbox.claim('s2', now + 4999, now + 60_000), undefined, 'not yet due');
      const exported = async () => {
        for await (const r of store.rows()) return [r.attempts, r.lastError, r.sentAt];
      };
      assert.equal(await exported(), [1, 'connect ECONNREFUSED', null]);
      const again = await store.outbox.claim('s2', now + 5000, now + 60_000);
      assert.equal([again?.id, again?.attempts], [row!.id, 1]);
      // s1 reports late, the row now s2's: ignored, or s2's send would be retried and sent twice.
      await store.outbox.markFailed(row!.id, 's1', { ...failure, attempts: 7 });
      assert.equal(await exported(), [1, 'connect ECONNREFUSED', null]);
      assert.is(await store.outbox.claim('s3', now + 5001, now + 60_000), undefined, 's2 holds it');
      assert.ok(await store.outbox.markSent(again!.id, 's2', now + 5100));
      assert.equal(await exported(), [1, null, now + 5100]);
      assert.is(await store.outbox.nextDue(), null);
      assert.not.ok(await store.outbox.markSent(again!.id, 's2', now + 6000), 'sent once');
    } finally {
      await store.close();
    }
  });

  test(`${engine.name}: a claim is renewed only by its claimant and only while unsent; renewed, it keeps others off past its first lease`, async () => {
    await threeStores(engine, UNLIMITED, async ([a, b]) => {
      await a!.save({ inquiry: inquiry('renewed'), client: 'x' });
      const now = Date.now();
      const row = await a!.outbox.claim('s1', now, now + 1000);
      assert.ok(await a!.outbox.renew(row!.id, 's1', now + 60_000));
      assert.not.ok(await b!.outbox.renew(row!.id, 's2', now + 60_000), "not s2's claim");
      assert.is(await b!.outbox.claim('s2', now + 2000, now + 62_000), undefined, 'still held');
      const taken = await b!.outbox.claim('s2', now + 61_000, now + 120_000);
      assert.is(taken?.id, row!.id, 'lapsed: now s2 holds it');
      assert.not.ok(await a!.outbox.renew(row!.id, 's1', now + 180_000), 's1 lost it');
      assert.ok(await b!.outbox.markSent(row!.id, 's2', now + 61_500));
      assert.not.ok(await b!.outbox.renew(row!.id, 's2', now + 180_000), 'sent: nothing to hold');
    });
  });

  test(`${engine.name}: three senders claiming at once take each of 30 notifications once; a lapsed lease makes an unsent one due again`, async () => {
    await threeStores(engine, UNLIMITED, async (stores) => {
      for (let i = 0; i < 30; i += 1)
        await stores[i % 3]!.save({ inquiry: inquiry(`m${i}`), client: `c${i}` });
      const now = Date.now() + 1000;
      const claimed = await Promise.all(
        stores.map(async (store, s) => {
          const ids: number[] = [];
          for (;;) {
            const row = await store.outbox.claim(`sender-${s}`, now, now + 60_000);
            if (!row) return ids;
            assert.is(row.inquiry?.contactSeq, row.contactSeq);
            if (row.contactSeq === 1) continue; // left unsent: the claimant "dies"
            assert.ok(await store.outbox.markSent(row.id, `sender-${s}`, now));
            ids.push(row.contactSeq);
          }
        }),
      );
      const sent = claimed.flat().sort((a, b) => a - b);
      assert.equal(
        sent,
        Array.from({ length: 29 }, (_, i) => i + 2),
      );
      assert.is(await stores[0]!.outbox.claim('late', now, now + 60_000), undefined);
      const again = await stores[1]!.outbox.claim('late', now + 61_000, now + 120_000);
      assert.is(again?.contactSeq, 1);
      assert.is(await stores[2]!.outbox.nextDue(), now + 120_000);
    });
  });

  test(`${engine.name}: a store of a newer schema version than the code knows is refused with what to do, and left as it was`, async () => {
    const where = await engine.fresh();
    await (await openStore(where)).close();
    await engine.makeNewer(where);
    const error = (await refusalOf(openStore(where))) as Error;
    assert.instance(error, Error);
    assert.match(
      error.message,
      /schema version 99 is newer than this server knows \(\d+\); run the newer server or restore a backup/,
    );
    assert.instance(await refusalOf(openStore(where)), Error);
  });

  test(`${engine.name}: export reads every inquiry with its mail's state; purge destroys those before the cutoff with their outbox rows, and counts the unsent`, async () => {
    const where = await engine.fresh();
    const times = [
      Date.parse('2020-01-01T00:00:00Z'),
      Date.parse('2020-06-01T00:00:00Z'),
      Date.now(),
    ];
    let at = 0;
    const store = await openStore(where, { ...UNLIMITED, now: () => times[Math.min(at, 2)]! });
    try {
      for (at = 0; at < 3; at += 1) await store.save({ inquiry: inquiry(`p${at}`), client: 'c' });
      const row = await store.outbox.claim('s', Date.now(), Date.now() + 1000);
      await store.outbox.markSent(row!.id, 's', Date.now());
      const before = [];
      for await (const r of store.rows()) before.push(r);
      assert.equal(
        before.map((r) => [r.contactSeq, r.name, r.sentAt !== null, r.attempts]),
        [
          [1, 'p0', true, 0],
          [2, 'p1', false, 0],
          [3, 'p2', false, 0],
        ],
      );
      assert.is(before[0]!.receivedAt, '2020-01-01T00:00:00.000Z');
      const since = [];
      for await (const r of store.rows('2020-03-01T00:00:00.000Z')) since.push(r.contactSeq);
      assert.equal(since, [2, 3]);
      const cutoff = '2021-01-01T00:00:00.000Z';
      const dry = await store.purge(cutoff, true);
      assert.equal([dry.inquiries, dry.unsent], [2, 1]);
      const done = await store.purge(cutoff, false);
      assert.equal([done.inquiries, done.unsent], [2, 1]);
      const after = [];
      for await (const r of store.rows()) after.push(r.contactSeq);
      assert.equal(after, [3]);
      // The purged numbers are never given again.
      assert.is((await store.save({ inquiry: inquiry('new'), client: 'c' })).contactSeq, 4);
      const claimedAfter = await store.outbox.claim('s', Date.now() + 2000, Date.now() + 3000);
      assert.ok(claimedAfter && [3, 4].includes(claimedAfter.contactSeq));
    } finally {
      await store.close();
    }
  });

  test.run();
}

const processes = suite('three API processes on one PostgreSQL database');

processes(
  'the rate limit holds across three API processes (5 of 15), and an Idempotency-Key sent to each is one inquiry',
  async () => {
    const databaseUrl = await (await sharedCluster()).createDatabase('api');
    const folder = tempDir();
    const env = {
      DATABASE_URL: databaseUrl,
      INQUIRIES_DB: join(folder, 'unused.db'),
      INQUIRIES_FILE: join(folder, 'none.jsonl'),
      RATE_LIMIT: '5/10m',
    };
    const servers: ChildServer[] = [];
    try {
      // Started one after another: each migrates (the first) or finds the schema current.
      for (let i = 0; i < 3; i += 1) servers.push(await startChildServer(env));
      const keyed = await Promise.all(
        servers.map((server) =>
          post(server.base, CONTACT_PATH, inquiry('keyed'), {
            'Content-Type': 'application/json',
            'Idempotency-Key': 'same-key-for-all-three',
          }),
        ),
      );
      assert.equal(
        keyed.map((a) => a.status),
        [200, 200, 200],
      );
      assert.is(new Set(keyed.map(seqOf)).size, 1);
      // The keyed one counted once; 14 more from the same client, round the three processes.
      const answers = await Promise.all(
        Array.from({ length: 14 }, (_, i) =>
          post(servers[i % 3]!.base, CONTACT_PATH, inquiry(`r${i}`)),
        ),
      );
      assert.is(answers.filter((a) => a.status === 200).length, 4);
      const limited = answers.filter((a) => a.status === 429);
      assert.is(limited.length, 10);
      assert.ok(Number(limited[0]!.headers.get('retry-after')) > 0);
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const { rows } = await client.query<{ n: number; seqs: number }>(
        'SELECT count(*)::int AS n, count(DISTINCT "contactSeq")::int AS seqs FROM inquiries',
      );
      await client.end();
      assert.equal(rows[0], { n: 5, seqs: 5 });
    } finally {
      for (const server of servers) {
        const exited = new Promise((resolve) => server.child.once('exit', resolve));
        process.kill(server.child.pid!, 'SIGTERM');
        await exited;
      }
    }
  },
);

/** `npm run inquiries -- <args>` with `env`; its exit status and standard error. */
function inquiriesCli(args: string[], env: Record<string, string>) {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/inquiries-cli.ts', ...args],
    {
      cwd: ROOT,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

processes(
  'migrate-to-postgres copies every inquiry under its number with its mail state, twice copies nothing twice; export and purge then work on PostgreSQL',
  async () => {
    const file = join(tempDir(), 'inquiries.db');
    const times = [Date.parse('2019-05-01T00:00:00Z'), Date.now(), Date.now()];
    let at = 0;
    const sqlite = await openStore({ file }, { ...UNLIMITED, now: () => times[Math.min(at, 2)]! });
    for (at = 0; at < 3; at += 1) await sqlite.save({ inquiry: inquiry(`old${at}`), client: 'c' });
    const first = await sqlite.outbox.claim('s', Date.now(), Date.now() + 1000);
    await sqlite.outbox.markSent(first!.id, 's', Date.now());
    const second = await sqlite.outbox.claim('s', Date.now(), Date.now() + 1000);
    await sqlite.outbox.markFailed(second!.id, 's', {
      attempts: 1,
      nextAttemptAt: Date.now(),
      reason: 'SMTP 451',
    });
    await sqlite.close();
    const databaseUrl = await (await sharedCluster()).createDatabase('moved');
    const env = { INQUIRIES_DB: file, DATABASE_URL: databaseUrl };
    const once = inquiriesCli(['migrate-to-postgres'], env);
    assert.is(once.status, 0, once.stderr);
    assert.match(once.stderr, /copied 3 inquiries .* \(2 mails still to send/);
    const twice = inquiriesCli(['migrate-to-postgres'], env);
    assert.is(twice.status, 0, twice.stderr);
    assert.match(twice.stderr, /copied 0 inquiries .*; 3 were there already/);
    const store = await openStore({ file: '', databaseUrl }, UNLIMITED);
    try {
      const rows = [];
      for await (const row of store.rows()) rows.push(row);
      assert.equal(
        rows.map((r) => [r.contactSeq, r.name, r.sentAt !== null, r.attempts, r.lastError]),
        [
          [1, 'old0', true, 0, null],
          [2, 'old1', false, 1, 'SMTP 451'],
          [3, 'old2', false, 0, null],
        ],
      );
      assert.is(rows[0]!.receivedAt, '2019-05-01T00:00:00.000Z');
      // The pending mails are the PostgreSQL senders' now; new numbers continue after 3.
      const due = new Set<number>();
      for (;;) {
        const row = await store.outbox.claim('pg', Date.now() + 1000, Date.now() + 60_000);
        if (!row) break;
        due.add(row.contactSeq);
      }
      assert.equal([...due].sort(), [2, 3]);
      assert.is((await store.save({ inquiry: inquiry('new'), client: 'c' })).contactSeq, 4);
    } finally {
      await store.close();
    }
    const exported = inquiriesCli(['export'], { DATABASE_URL: databaseUrl });
    assert.is(exported.status, 0, exported.stderr);
    assert.is(exported.stdout.split('\r\n').filter(Boolean).length, 5, 'header and 4 inquiries');
    assert.ok(exported.stdout.includes('SMTP 451'));
    const purged = inquiriesCli(['purge'], { DATABASE_URL: databaseUrl });
    assert.is(purged.status, 0, purged.stderr);
    assert.match(purged.stderr, /^destroyed 1 inquiries received before/);
    // Gone from PostgreSQL with its mail's row, not only counted.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const left = await client.query<{ name: string }>(
        'SELECT name FROM inquiries ORDER BY "contactSeq"',
      );
      assert.equal(
        left.rows.map((row) => row.name),
        ['old1', 'old2', 'new'],
      );
      const mails = await client.query<{ contactSeq: number }>(
        'SELECT "contactSeq" FROM outbox ORDER BY "contactSeq"',
      );
      assert.equal(
        mails.rows.map((row) => row.contactSeq),
        [2, 3, 4],
      );
    } finally {
      await client.end();
    }
    const afterPurge = inquiriesCli(['export'], { DATABASE_URL: databaseUrl });
    assert.is(afterPurge.stdout.split('\r\n').filter(Boolean).length, 4, 'header and 3 inquiries');
    const backup = inquiriesCli(['backup', join(tempDir(), 'x.db')], { DATABASE_URL: databaseUrl });
    assert.is(backup.status, 2);
    assert.match(backup.stderr, /back it up with pg_dump/);
  },
);

processes.after(async () => {
  await (await sharedCluster()).stop();
});

processes.run();
