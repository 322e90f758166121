/**
 * Several API servers behind the generated nginx, on one PostgreSQL database (DECISIONS §22,
 * issue 27): API_UPSTREAM lists three `npm run serve:api` processes; 300 inquiries are sent
 * through nginx, 50 at a time, while one process is killed with SIGKILL. nginx retries the next
 * server, so no client sees a 5xx, and every acknowledged inquiry is stored once. Then a rate limit
 * of 5 per 10 minutes holds across three processes, whatever X-Forwarded-For the visitor forges.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { API_PATHS } from '../../site/api.ts';
import { toNginxConf } from '../../site/build/nginx.ts';
import { parseTrustedProxies } from '../../server/client-ip.ts';
import { VALID_INQUIRY } from '../helpers/inquiry.ts';
import { sharedCluster } from '../helpers/postgres.ts';
import { current, freePort, startApi, startNginx, stopProcess } from './harness.ts';
import type { ChildProcess } from 'node:child_process';

const upstream = suite('upstream');

interface Farm {
  base: string;
  apis: { port: number; child: ChildProcess }[];
  databaseUrl: string;
  stop: () => Promise<void>;
}

/** Three API servers on a new PostgreSQL database, behind a generated nginx listing all three. */
async function startFarm(rateLimit: string): Promise<Farm> {
  const work = mkdtempSync(join(tmpdir(), 'upstream-'));
  const databaseUrl = await (await sharedCluster()).createDatabase('farm');
  const apis: Farm['apis'] = [];
  for (let i = 0; i < 3; i += 1)
    apis.push(
      await startApi(join(work, `api${i}`), { DATABASE_URL: databaseUrl, RATE_LIMIT: rateLimit }),
    );
  const port = await freePort();
  const include = join(work, 'site.conf');
  writeFileSync(
    include,
    toNginxConf(current().table, {
      root: current().dist,
      port,
      apiUpstream: apis.map((api) => `http://127.0.0.1:${api.port}`).join(', '),
      trustedProxies: parseTrustedProxies(undefined),
    }),
  );
  const { nginx } = await startNginx(work, include, port);
  return {
    base: `http://127.0.0.1:${port}`,
    apis,
    databaseUrl,
    stop: async () => {
      await stopProcess(nginx, 'SIGQUIT');
      for (const api of apis) await stopProcess(api.child);
    },
  };
}

/** A visitor's address: on the loopback network, but not one nginx trusts as a proxy (127.0.0.1). */
const VISITOR = '127.0.0.31';

/** One inquiry through nginx from VISITOR; its status and number. */
function send(
  base: string,
  name: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; contactSeq?: number }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        localAddress: VISITOR,
        method: 'POST',
        path: API_PATHS.insertContact,
        headers: { 'Content-Type': 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          const body = JSON.parse(text) as { data?: { contactSeq: number } };
          resolve({ status: res.statusCode!, contactSeq: body.data?.contactSeq });
        });
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ ...VALID_INQUIRY, name }));
  });
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

upstream(
  'upstream - 300 inquiries through nginx to three API servers, one killed with SIGKILL midway: no 5xx, each acknowledged one stored once',
  async () => {
    const farm = await startFarm('off');
    try {
      const answers: { status: number; contactSeq?: number; name: string }[] = [];
      let next = 0;
      let killed = false;
      const worker = async () => {
        while (next < 300) {
          const i = next++;
          if (i === 100 && !killed) {
            killed = true;
            process.kill(farm.apis[1]!.child.pid!, 'SIGKILL');
          }
          const name = `farm-${i}`;
          // The form sends an Idempotency-Key; nginx's retry of a POST relies on it.
          const answer = await send(farm.base, name, { 'Idempotency-Key': `key-${i}-0123456789` });
          answers.push({ ...answer, name });
        }
      };
      await Promise.all(Array.from({ length: 50 }, worker));
      const statuses: Record<number, number> = {};
      for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
      const acknowledged = answers.filter((a) => a.status === 200);
      const stored = await query<{ name: string; contactSeq: number }>(
        farm.databaseUrl,
        'SELECT name, "contactSeq" FROM inquiries',
      );
      const storedNames = new Map(stored.map((row) => [row.name, row.contactSeq]));
      console.log(
        `  failover: 300 sent, ${acknowledged.length} acknowledged, ${stored.length} stored (${storedNames.size} distinct), answers ${JSON.stringify(statuses)}`,
      );
      assert.equal(statuses, { 200: 300 }, 'every client answered 200 after nginx retried');
      assert.is(stored.length, 300);
      assert.is(storedNames.size, 300, 'no inquiry stored twice');
      for (const a of acknowledged) assert.is(storedNames.get(a.name), a.contactSeq, a.name);
      assert.is(new Set(acknowledged.map((a) => a.contactSeq)).size, 300);
    } finally {
      await farm.stop();
    }
  },
);

upstream(
  'upstream - five per ten minutes holds across three API servers behind nginx; a forged X-Forwarded-For is not counted apart',
  async () => {
    const farm = await startFarm('5/10m');
    try {
      const answers = [];
      for (let i = 0; i < 15; i += 1)
        answers.push(
          await send(farm.base, `limited-${i}`, { 'X-Forwarded-For': `198.51.100.${i + 1}` }),
        );
      assert.equal(
        answers.map((a) => a.status),
        [...Array(5).fill(200), ...Array(10).fill(429)],
      );
      const [row] = await query<{ n: number }>(
        farm.databaseUrl,
        'SELECT count(*)::int AS n FROM inquiries',
      );
      assert.is(row!.n, 5);
    } finally {
      await farm.stop();
    }
  },
);

upstream.after(async () => {
  await (await sharedCluster()).stop();
});

upstream.run();
