/**
 * The API on PostgreSQL while the database goes away and comes back, with
 * real processes: a cluster of the test's own (test/helpers/postgres.ts), two API processes on it
 * mailing a real SMTP server, and clients posting all along. PostgreSQL is stopped as `pg_ctl stop
 * -m fast` stops it (every session ends with 57P01) and started again, then stopped as `-m
 * immediate` does (connections drop, recovery from the WAL at start). Before the fix the first
 * stop took the processes down with "Unhandled 'error' event". Then a lock held by someone else,
 * and a statement cancelled or its session terminated under a waiting visitor: each "not now"
 * (503 with Retry-After), never a 500, never a visitor kept waiting for the lock.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { asUnavailable, openPostgres } from '../../server/store/postgres/db.ts';
import { StoreUnavailable } from '../../server/store/store.ts';
import { startChildServer, type ChildServer } from '../helpers/api-server.ts';
import { CONTACT_PATH, VALID_INQUIRY, waitFor } from '../helpers/inquiry.ts';
import { startCluster, type StopMode, type TestCluster } from '../helpers/postgres.ts';
import { startSmtp, type TestSmtp } from '../helpers/smtp.ts';
import { tempDir } from '../helpers/temp.ts';
import { ROOT } from '../helpers/dist.ts';

const restart = suite('server on a restarting PostgreSQL');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let cluster: TestCluster;
restart.before(async () => {
  cluster = await startCluster();
});
restart.after(async () => {
  await cluster.stop();
});

/** `count` API processes on `databaseUrl`, mailing `smtp` with a short lease and back-off. */
async function startApis(
  databaseUrl: string,
  smtp: TestSmtp,
  count: number,
): Promise<ChildServer[]> {
  const folder = tempDir();
  const servers: ChildServer[] = [];
  for (let i = 0; i < count; i += 1)
    servers.push(
      await startChildServer({
        DATABASE_URL: databaseUrl,
        INQUIRIES_DB: join(folder, `unused-${i}.db`),
        INQUIRIES_FILE: join(folder, 'none.jsonl'),
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Haeon site <site@example.com>',
        MAIL_TIMINGS: JSON.stringify({
          leaseMs: 4000,
          pollMs: 200,
          retryBaseMs: 200,
          retryMaxMs: 1000,
        }),
      }),
    );
  return servers;
}

async function stopAll(servers: ChildServer[]): Promise<void> {
  for (const server of servers) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) continue;
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
  }
}

interface Sent {
  name: string;
  /** HTTP status, or the socket error's code when no answer came (a process that died). */
  status: number | string;
  retryAfter: string | null;
  contactSeq?: number;
}

/** One inquiry named `name`, keyed as the form keys it. */
async function send(base: string, name: string): Promise<Sent> {
  try {
    const response = await fetch(base + CONTACT_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `key-${name}` },
      body: JSON.stringify({ ...VALID_INQUIRY, name }),
    });
    const body = (await response.json()) as { data?: { contactSeq: number } };
    return {
      name,
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      contactSeq: body.data?.contactSeq,
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { name, status: cause?.code ?? (error as Error).message, retryAfter: null };
  }
}

/** Clients posting to the servers in turn until `stop()`: every answer, in order. */
function load(servers: ChildServer[], clients: number) {
  const answers: Sent[] = [];
  let running = true;
  const loops = Array.from({ length: clients }, async (_, c) => {
    for (let n = 0; running; n += 1) {
      const answer = await send(servers[(c + n) % servers.length]!.base, `restart-${c}-${n}`);
      answers.push(answer);
      // A refused client waits a little, as the form's visitor does; a live server is not spun.
      if (answer.status !== 200) await sleep(20);
    }
  });
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** PostgreSQL stopped in `mode` for `ms`, then started again; resolves once it accepts. */
async function outage(mode: StopMode, ms: number): Promise<void> {
  await cluster.stop(mode);
  await sleep(ms);
  await cluster.start();
}

async function query<R extends pg.QueryResultRow>(url: string, sql: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(sql)).rows;
  } finally {
    await client.end();
  }
}

const countBy = (values: (number | string)[]) =>
  values.reduce<Record<string, number>>((counts, value) => {
    counts[value] = (counts[value] ?? 0) + 1;
    return counts;
  }, {});

restart(
  'restart - PostgreSQL stopped fast, then immediately, under load on two API processes: both keep running, answer 503 with Retry-After meanwhile, serve again on their own, and every acknowledged inquiry is stored and mailed once',
  async () => {
    const databaseUrl = await cluster.createDatabase('restart');
    const smtp = await startSmtp();
    const servers = await startApis(databaseUrl, smtp, 2);
    const exits: string[] = [];
    servers.forEach((server, i) =>
      server.child.once('exit', (code, signal) =>
        exits.push(`API process ${i} exited (${code ?? signal}): ${server.logged.join('\n')}`),
      ),
    );
    const traffic = load(servers, 8);
    try {
      const acknowledged = () => traffic.answers.filter((a) => a.status === 200).length;
      const servedAgain = async (what: string) => {
        const before = acknowledged();
        await waitFor(what, () => acknowledged() >= before + 40, 30_000);
      };
      try {
        await servedAgain('inquiries stored before the first stop');
        await outage('fast', 2000);
        await servedAgain('inquiries stored after the fast stop');
        await outage('immediate', 2000);
        await servedAgain('inquiries stored after the immediate stop');
      } finally {
        await traffic.stop();
      }
      const unsent = async () =>
        (
          await query<{ n: number }>(
            databaseUrl,
            'SELECT count(*)::int AS n FROM outbox WHERE "sentAt" IS NULL',
          )
        )[0]!.n;
      await waitFor('every notification sent', async () => (await unsent()) === 0, 60_000);
      const stored = await query<{ name: string; contactSeq: number }>(
        databaseUrl,
        'SELECT name, "contactSeq" FROM inquiries',
      );
      const { answers } = traffic;
      const statuses = countBy(answers.map((a) => a.status));
      const acked = answers.filter((a) => a.status === 200);
      const refused = answers.filter((a) => a.status === 503);
      const seqOf = new Map(stored.map((row) => [row.name, row.contactSeq]));
      const mailedNames = smtp.received.map(
        (r) => /restart-\d+-\d+/.exec(r.mail.text ?? '')?.[0] ?? '',
      );
      const mailCounts = countBy(mailedNames);
      console.log(
        `  restart: ${answers.length} sent, ${acked.length} acknowledged, ${stored.length} stored, ${smtp.received.length} mails for ${Object.keys(mailCounts).length} inquiries; answers ${JSON.stringify(statuses)}`,
      );
      assert.equal(exits, [], 'no API process exited');
      assert.equal(
        Object.keys(statuses).sort(),
        ['200', '503'],
        'every answer a 200 or a 503, never a 500 or a dropped connection',
      );
      assert.ok(
        refused.every((a) => a.retryAfter === '5'),
        'every 503 says when to try again',
      );
      for (const a of acked) assert.is(seqOf.get(a.name), a.contactSeq, `${a.name} stored`);
      assert.is(seqOf.size, stored.length, 'no inquiry stored twice');
      assert.equal(
        mailedNames.slice().sort(),
        stored.map((row) => row.name).sort(),
        'each stored inquiry mailed exactly once, and nothing else',
      );
      // A save whose answer was lost with its connection may still have committed (the form's
      // retry with its key then answers its number); nothing else is stored unacknowledged.
      assert.ok(
        stored.length - acked.length <= 8,
        `${stored.length} stored, ${acked.length} acked`,
      );
    } finally {
      await stopAll(servers);
      await smtp.stop();
    }
  },
);

/** The API's backend waiting for the table's lock, once it waits. */
async function waitingBackend(admin: pg.Client): Promise<number> {
  let pid = 0;
  await waitFor('a save waiting for the lock', async () => {
    const { rows } = await admin.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND wait_event = 'relation' AND pid <> pg_backend_pid()",
    );
    pid = rows[0]?.pid ?? 0;
    return pid !== 0;
  });
  return pid;
}

restart(
  'restart - a lock held by another session answers 503 with Retry-After while it is still held; a cancelled or terminated statement is a 503 too, and the process serves on',
  async () => {
    const databaseUrl = await cluster.createDatabase('locks');
    const smtp = await startSmtp();
    const [server] = await startApis(databaseUrl, smtp, 1);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      assert.is((await send(server!.base, 'before')).status, 200);
      // An operator's transaction left open on the table every save writes.
      await admin.query('BEGIN');
      await admin.query('LOCK TABLE inquiries IN EXCLUSIVE MODE');
      const held = await send(server!.base, 'while-locked');
      const stillHeld = await admin.query(
        "SELECT 1 FROM pg_locks WHERE locktype = 'relation' AND mode = 'ExclusiveLock' AND granted AND pid = pg_backend_pid()",
      );
      assert.equal([held.status, held.retryAfter], [503, '5']);
      assert.is(stillHeld.rowCount, 1, 'the answer came while the lock was held');

      // The waiting statement cancelled (57014), then its session terminated (57P01).
      const cancelled = send(server!.base, 'cancelled');
      await admin.query('SELECT pg_cancel_backend($1)', [await waitingBackend(admin)]);
      // Answered before the next is sent: the backend seen waiting next is that one's.
      const cancelledAnswer = await cancelled;
      const terminated = send(server!.base, 'terminated');
      await admin.query('SELECT pg_terminate_backend($1)', [await waitingBackend(admin)]);
      const answers = [cancelledAnswer, await terminated];
      assert.equal(
        answers.map((a) => [a.status, a.retryAfter]),
        [
          [503, '5'],
          [503, '5'],
        ],
      );
      await admin.query('ROLLBACK');
      assert.is((await send(server!.base, 'after')).status, 200, 'serves once the lock is gone');
      assert.is(server!.child.exitCode, null);
      const names = await query<{ name: string }>(databaseUrl, 'SELECT name FROM inquiries');
      assert.equal(names.map((r) => r.name).sort(), ['after', 'before']);
    } finally {
      await admin.end();
      await stopAll([server!]);
      await smtp.stop();
    }
  },
);

restart(
  "restart - the API's connections carry lock, statement and idle-in-transaction timeouts; the operations commands' do not",
  async () => {
    const databaseUrl = await cluster.createDatabase('settings');
    const settingsOf = async (serving: boolean) => {
      const { pool } = await openPostgres(databaseUrl, { serving });
      try {
        const { rows } = await pool.query<{ l: string; s: string; i: string }>(
          "SELECT current_setting('lock_timeout') AS l, current_setting('statement_timeout') AS s, current_setting('idle_in_transaction_session_timeout') AS i",
        );
        return rows[0];
      } finally {
        await pool.end();
      }
    };
    assert.equal(await settingsOf(true), { l: '2s', s: '5s', i: '10s' });
    assert.equal(await settingsOf(false), { l: '0', s: '0', i: '0' });
  },
);

restart('restart - what the driver says when the database cannot answer now is "not now"', () => {
  const failures: [string, string][] = [
    ['57014', 'canceling statement due to statement timeout'],
    ['55P03', 'canceling statement due to lock timeout'],
    ['25P03', 'terminating connection due to idle-in-transaction timeout'],
    ['57P01', 'terminating connection due to administrator command'],
    ['57P03', 'the database system is starting up'],
    ['08006', 'connection failure'],
    ['53300', 'sorry, too many clients already'],
    ['58030', 'could not write to file'],
    ['ECONNRESET', 'read ECONNRESET'],
    ['ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'],
    ['', 'Connection terminated unexpectedly'],
    ['', 'Client has encountered a connection error and is not queryable'],
    ['', 'Query read timeout'],
    ['', 'timeout exceeded when trying to connect'],
  ];
  for (const [code, message] of failures) {
    const error = Object.assign(new Error(message), code ? { code } : {});
    assert.instance(asUnavailable(error), StoreUnavailable, `${code} ${message}`);
  }
  // A bug is not "not now": a syntax error, a missing column, a broken constraint.
  for (const code of ['42601', '42703', '23505', '22P02']) {
    const error = Object.assign(new Error(code), { code });
    assert.is(asUnavailable(error), error, code);
  }
});

/**
 * The `[section]` settings of the ini block in `text` that holds `marker`: 'Section.Key' -> value.
 */
function unitSettings(text: string, marker: string): Map<string, string> {
  const block = text
    .split('```ini\n')
    .find((part) => part.includes(marker))
    ?.split('```')[0];
  const settings = new Map<string, string>();
  let section = '';
  for (const line of (block ?? '').split('\n')) {
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) section = header[1]!;
    const setting = /^(\w+)=(.*)$/.exec(line);
    if (setting) settings.set(`${section}.${setting[1]}`, setting[2]!);
  }
  return settings;
}

restart(
  "restart - docs/deploy.md's service unit starts the API again whatever ended it, without giving up",
  () => {
    const unit = unitSettings(
      readFileSync(join(ROOT, 'docs/deploy.md'), 'utf8'),
      'Description=Haeon website API',
    );
    assert.is(unit.get('Unit.StartLimitIntervalSec'), '0');
    assert.is(unit.get('Service.Restart'), 'always');
    assert.match(unit.get('Service.RestartSec') ?? '', /^\d+s?$/, 'a pause between restarts');
  },
);

restart.run();
