/**
 * The inquiry API on both engines, side by side in one run (contracts §22), for
 * `npm run bench` (`BENCH_ONLY=engines npm run bench` measures only this and writes its figures
 * into docs/performance.json and the section of docs/performance.md made from them) or alone,
 * printing its table: `npx tsx scripts/bench/engines.ts`. One API
 * process on SQLite (a file in a temp folder) and one on PostgreSQL (a cluster of its own,
 * test/helpers/postgres.ts), each mailing a real SMTP server in this process. The engines take
 * turns, so the machine's noise of a moment falls on both:
 *   - inquiries stored per second: 16 clients, 1,000 inquiries a round, 3 rounds, the order of
 *     the engines swapped each round; the ratio PostgreSQL / SQLite of each round
 *   - mail latency after the answer: 20 inquiries one at a time, each engine in turn
 *   - the API process's RSS after all of it (PostgreSQL's own processes not counted)
 *   - the failover run's counts (test/nginx/farm.ts): three API processes on one PostgreSQL
 *     database behind the generated nginx (the site built for it), 300 inquiries 50 at a time,
 *     one process killed after the 100th; sent, acknowledged, stored, mailed, client errors.
 *     Alone: `npx tsx scripts/bench/engines.ts failover` prints them and writes nothing.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { build } from '../../build.ts';
import { startChildServer, type ChildServer } from '../../test/helpers/api-server.ts';
import { tempDir } from '../../test/helpers/temp.ts';
import { waitFor } from '../../test/helpers/inquiry.ts';
import { ROOT } from '../../test/helpers/dist.ts';
import { startCluster } from '../../test/helpers/postgres.ts';
import { rssMiB } from '../../test/helpers/process-memory.ts';
import { startSmtp, type TestSmtp } from '../../test/helpers/smtp.ts';
import {
  countFailover,
  describeFailover,
  runFailover,
  type FailoverCounts,
} from '../../test/nginx/farm.ts';
import { median } from './measure.ts';
import { mailLatency, percentile, storedPerSecond } from './inquiry-store.ts';

const ROUNDS = 3;
const PER_ROUND = 1000;
const CLIENTS = 16;
const MAILS = 20;

type Engine = 'sqlite' | 'postgres';

export interface EngineFigures {
  /** Inquiries stored per second, one figure per round. */
  storedPerSecond: number[];
  /** ms from the answer to the SMTP server's receipt, one per inquiry. */
  mailMs: number[];
  rssMiB: number;
}

export interface EngineBench {
  rounds: number;
  perRound: number;
  clients: number;
  /** PostgreSQL's server_version: '15.14 (Debian 15.14-0+deb12u1)' */
  postgresVersion: string;
  /** The machine's load averages (1, 5, 15 min) when the run ended: the noise its figures carry. */
  loadAverage?: number[];
  sqlite: EngineFigures;
  postgres: EngineFigures;
  failover?: FailoverCounts;
}

/** The failover run on a new database of `cluster`, behind nginx serving a site built for it. */
export async function measureFailover(databaseUrl: string): Promise<FailoverCounts> {
  const work = mkdtempSync(join(tmpdir(), 'bench-failover-'));
  try {
    chmodSync(work, 0o755); // nginx runs as nobody when this runs as root (test/nginx/harness.ts)
    const dist = join(work, 'site/dist');
    const { table } = await build(ROOT, dist, { ...process.env, SITE_ROOT: '' });
    const counts = countFailover(await runFailover({ table, dist }, databaseUrl));
    console.log(`engines: ${describeFailover(counts)}`);
    return counts;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

interface Running {
  server: ChildServer;
  smtp: TestSmtp;
  sent: number;
}

export async function measureEngines(): Promise<EngineBench> {
  const cluster = await startCluster();
  const running = new Map<Engine, Running>();
  try {
    const databaseUrl = await cluster.createDatabase('bench');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const postgresVersion = (await client.query<{ server_version: string }>('SHOW server_version'))
      .rows[0]!.server_version;
    await client.end();
    for (const engine of ['sqlite', 'postgres'] as const) {
      const smtp = await startSmtp();
      const server = await startChildServer({
        INQUIRIES_DB: join(tempDir('bench-engines-'), 'inquiries.db'),
        RATE_LIMIT: 'off',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Site <site@example.com>',
        ...(engine === 'postgres' ? { DATABASE_URL: databaseUrl } : {}),
      });
      running.set(engine, { server, smtp, sent: 0 });
    }
    const figures = (): Record<Engine, EngineFigures> => ({
      sqlite: { storedPerSecond: [], mailMs: [], rssMiB: 0 },
      postgres: { storedPerSecond: [], mailMs: [], rssMiB: 0 },
    });
    const result = figures();
    const order = (round: number): Engine[] =>
      round % 2 ? ['postgres', 'sqlite'] : ['sqlite', 'postgres'];
    for (let round = 0; round < ROUNDS; round += 1)
      for (const engine of order(round)) {
        const run = running.get(engine)!;
        result[engine].storedPerSecond.push(
          await storedPerSecond(run.server.base, PER_ROUND, CLIENTS),
        );
        run.sent += PER_ROUND;
        console.log(`engines: round ${round + 1}, ${engine}`, result[engine].storedPerSecond);
      }
    // The backlog of mail first, so each latency is one mail's, not the queue's.
    for (const run of running.values())
      await waitFor('the backlog of mail', () => run.smtp.received.length >= run.sent, 600_000);
    for (let i = 0; i < MAILS; i += 1)
      for (const engine of order(i)) {
        const run = running.get(engine)!;
        result[engine].mailMs.push(await mailLatency(run.server.base, run.smtp));
      }
    for (const [engine, run] of running) result[engine].rssMiB = rssMiB(run.server.child.pid!);
    const failover = await measureFailover(await cluster.createDatabase('failover'));
    const loadAverage = loadavg().map((x) => Math.round(x * 10) / 10);
    return {
      rounds: ROUNDS,
      perRound: PER_ROUND,
      clients: CLIENTS,
      postgresVersion,
      loadAverage,
      ...result,
      failover,
    };
  } finally {
    for (const run of running.values()) {
      run.server.child.kill('SIGKILL');
      await run.smtp.stop().catch(() => {});
    }
    await cluster.stop();
  }
}

/** The rows of docs/performance.md for both engines. */
export function enginesMarkdown(r: EngineBench): string[] {
  const ratios = r.postgres.storedPerSecond.map((pg, i) => pg / r.sqlite.storedPerSecond[i]!);
  const stored = (f: EngineFigures) =>
    `**${median(f.storedPerSecond)} /s** (${f.storedPerSecond.join(', ')})`;
  const mail = (f: EngineFigures) =>
    `${median(f.mailMs)} / ${percentile(f.mailMs, 0.95)} / ${Math.max(...f.mailMs)} ms`;
  return [
    '',
    `The inquiry API on both engines, side by side in one run (scripts/bench/engines.ts): one API process on each, the engines taking turns; PostgreSQL ${r.postgresVersion} in a cluster of its own on the same machine (its processes not in the RSS)${r.loadAverage ? `; load average ${r.loadAverage.join(', ')} (1, 5, 15 min) at the end` : ''}.`,
    '',
    '| measure | SQLite | PostgreSQL | PostgreSQL / SQLite |',
    '|---|---|---|---|',
    `| inquiries stored per second (${r.perRound} over HTTP a round, ${r.clients} clients, mail sent alongside), median of ${r.rounds} rounds | ${stored(r.sqlite)} | ${stored(r.postgres)} | **${median(ratios).toFixed(2)}** (${ratios.map((x) => x.toFixed(2)).join(', ')}) |`,
    `| mail latency after the answer (${r.sqlite.mailMs.length} inquiries one at a time): median / p95 / max | ${mail(r.sqlite)} | ${mail(r.postgres)} | ${(median(r.postgres.mailMs) / median(r.sqlite.mailMs)).toFixed(2)} (medians) |`,
    `| RSS of the API process after both | ${r.sqlite.rssMiB} MiB | ${r.postgres.rssMiB} MiB | ${(r.postgres.rssMiB / r.sqlite.rssMiB).toFixed(2)} |`,
    ...(r.failover
      ? [
          '',
          `Failover on PostgreSQL (test/nginx/farm.ts: three API processes behind the generated nginx, ${r.failover.sent} inquiries 50 at a time, one process stopped after the 100th, the rows it held read, then killed with SIGKILL; the SMTP server slow to answer ${r.failover.slowAnswers} mails): ${r.failover.sent} sent, ${r.failover.acknowledged} acknowledged, ${r.failover.clientErrors} client errors, ${r.failover.stored} stored (${r.failover.storedDistinct} distinct), ${r.failover.mails} mails for ${r.failover.mailedInquiries} inquiries; ${r.failover.heldMailedTwice} of the ${r.failover.heldByKilled} rows the killed process held mailed twice, ${r.failover.othersMailedTwice} others.`,
        ]
      : []),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'failover') {
  const cluster = await startCluster();
  try {
    await measureFailover(await cluster.createDatabase('failover'));
  } finally {
    await cluster.stop();
  }
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Alone it prints its table; `BENCH_ONLY=engines npm run bench` writes it into
  // docs/performance.*.
  console.log(enginesMarkdown(await measureEngines()).join('\n'));
}
