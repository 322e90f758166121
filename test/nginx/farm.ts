/**
 * Three API servers behind the generated nginx on one PostgreSQL database (contracts §22, issue
 * 27), and the failover run on them: what test/nginx/upstream.test.ts asserts and
 * scripts/bench/engines.ts reports. API_UPSTREAM lists the three processes, each mailing one real
 * SMTP server (smtp-server in this process). The failover run sends 300 inquiries through nginx,
 * 50 at a time; after the 100th it stops one process (SIGSTOP), reads from the database the rows
 * it had claimed and not recorded sent (its claims name its pid: server/mail/outbox.ts), and kills
 * it (SIGKILL). The SMTP server is slow to answer a few messages, past the send's deadline and the
 * claim's lease, as a mail server that scans a message may be.
 */
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import { API_PATHS } from '../../site/api.ts';
import type { HostTable } from '../../site/builder/headers.ts';
import { toNginxConf } from '../../site/builder/nginx.ts';
import { parseTrustedProxies } from '../../server/client-ip.ts';
import { startChildServer } from '../helpers/api-server.ts';
import { VALID_INQUIRY, waitFor } from '../helpers/inquiry.ts';
import { startSmtp, type Received, type TestSmtp } from '../helpers/smtp.ts';
import { freePort, startApi, startNginx, stopProcess } from './harness.ts';
import { tempDir } from '../helpers/temp.ts';

export interface Farm {
  base: string;
  apis: { port: number; child: ChildProcess }[];
  databaseUrl: string;
  stop: () => Promise<void>;
}

/** The built site nginx serves: test/nginx/harness.ts current(), or a bench's own build. */
export interface BuiltSite {
  table: HostTable;
  dist: string;
}

/**
 * How long a mail claim holds unless renewed: a killed process's claims lapse this long after it
 * died. A send's deadline (until its final dot) is half of it.
 */
export const LEASE_MS = 20_000;
/** How long the SMTP server takes to answer a slow message: past the deadline and the lease. */
export const SLOW_ANSWER_MS = LEASE_MS + 5000;
/** Inquiries whose mail the SMTP server is slow to answer, on its first attempt: 6 of 300. */
export const isSlow = (contactSeq: number) => contactSeq % 50 === 25;

/**
 * Three API servers on the database at `databaseUrl`, behind a generated nginx listing all
 * three: `npm run serve:api` each, or with `smtp` the test's server process
 * (test/helpers/api-server.ts), which takes the sender's timings, so a killed process's claims
 * lapse in seconds, not minutes.
 */
export async function startFarm(
  site: BuiltSite,
  databaseUrl: string,
  rateLimit: string,
  smtp?: TestSmtp,
): Promise<Farm> {
  const work = tempDir('upstream-');
  const apis: Farm['apis'] = [];
  for (let i = 0; i < 3; i += 1) {
    const env = { DATABASE_URL: databaseUrl, RATE_LIMIT: rateLimit };
    if (!smtp) {
      apis.push(await startApi(join(work, `api${i}`), env));
      continue;
    }
    const { child, base } = await startChildServer({
      ...env,
      INQUIRIES_DB: join(work, `unused-${i}.db`),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Haeon site <site@example.com>',
      MAIL_TIMINGS: JSON.stringify({ leaseMs: LEASE_MS, pollMs: 500 }),
    });
    apis.push({ port: Number(new URL(base).port), child });
  }
  const port = await freePort();
  const include = join(work, 'site.conf');
  writeFileSync(
    include,
    toNginxConf(site.table, {
      root: site.dist,
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

/**
 * A visitor's address: on the loopback network, but not one nginx trusts as a proxy (127.0.0.1).
 */
export const VISITOR = '127.0.0.31';

/** One inquiry through nginx from VISITOR; its status and number. */
export function sendInquiry(
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
          // nginx's own error page (a 502 when no server could answer) is HTML: its status counts.
          const json = /json/.test(res.headers['content-type'] ?? '');
          const body = (json ? JSON.parse(text) : {}) as { data?: { contactSeq: number } };
          resolve({ status: res.statusCode!, contactSeq: body.data?.contactSeq });
        });
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ ...VALID_INQUIRY, name }));
  });
}

export async function query<R extends pg.QueryResultRow>(url: string, sql: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(sql)).rows;
  } finally {
    await client.end();
  }
}

export interface FailoverRun {
  answers: { status: number; contactSeq?: number; name: string }[];
  /** name -> contactSeq of every stored inquiry. */
  stored: { name: string; contactSeq: number }[];
  /** name -> the mails that arrived for it (each mail names its inquiry in its text). */
  mailed: Map<string, Received[]>;
  /** The rows the killed process had claimed and not recorded sent: what may go twice. */
  heldByKilled: Set<number>;
  mails: number;
}

/** The counts of a failover run, for the test's line and the bench. */
export interface FailoverCounts {
  sent: number;
  acknowledged: number;
  /** Client answers other than 200 (5xx after nginx's retries, or anything else). */
  clientErrors: number;
  stored: number;
  storedDistinct: number;
  /** Mails the SMTP server received, and the inquiries they were for. */
  mails: number;
  mailedInquiries: number;
  /** Rows the killed process held unsent, and how many of them were mailed twice. */
  heldByKilled: number;
  heldMailedTwice: number;
  /** Any other inquiry mailed more than once: 0 is the guarantee. */
  othersMailedTwice: number;
  slowAnswers: number;
  statuses: Record<number, number>;
}

export function countFailover(run: FailoverRun): FailoverCounts {
  const statuses: Record<number, number> = {};
  for (const a of run.answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  const seqOf = new Map(run.stored.map((row) => [row.name, row.contactSeq]));
  const copies = [...run.mailed].filter(([, mails]) => mails.length > 1);
  const held = copies.filter(([name]) => run.heldByKilled.has(seqOf.get(name) ?? 0));
  return {
    sent: run.answers.length,
    acknowledged: run.answers.filter((a) => a.status === 200).length,
    clientErrors: run.answers.filter((a) => a.status !== 200).length,
    stored: run.stored.length,
    storedDistinct: seqOf.size,
    mails: run.mails,
    mailedInquiries: run.mailed.size,
    heldByKilled: run.heldByKilled.size,
    heldMailedTwice: held.length,
    othersMailedTwice: copies.length - held.length,
    slowAnswers: run.stored.filter((row) => isSlow(row.contactSeq)).length,
    statuses,
  };
}

/** 'failover: 300 sent, 300 acknowledged, ...': the line the test and the bench print. */
export function describeFailover(c: FailoverCounts): string {
  return `failover: ${c.sent} sent, ${c.acknowledged} acknowledged, ${c.clientErrors} client errors, ${c.stored} stored (${c.storedDistinct} distinct), ${c.mails} mails for ${c.mailedInquiries} inquiries; the killed process held ${c.heldByKilled} unsent, ${c.heldMailedTwice} of them mailed twice; ${c.othersMailedTwice} other inquiries mailed more than once; ${c.slowAnswers} slow answers of ${SLOW_ANSWER_MS / 1000} s; answers ${JSON.stringify(c.statuses)}`;
}

/** The failover run on a new farm over `databaseUrl` (an empty database); stops it after. */
export async function runFailover(site: BuiltSite, databaseUrl: string): Promise<FailoverRun> {
  const smtp = await startSmtp();
  const seen = new Set<string>();
  let answering = 0;
  smtp.beforeAnswer = async (raw) => {
    const id = /^Message-ID: <inquiry-(\d+)\./im.exec(raw)?.[1] ?? '';
    const first = !seen.has(id);
    seen.add(id);
    if (!first || !isSlow(Number(id))) return;
    answering += 1;
    await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS));
    answering -= 1;
  };
  const farm = await startFarm(site, databaseUrl, 'off', smtp);
  try {
    const answers: FailoverRun['answers'] = [];
    let next = 0;
    let killed: Promise<Set<number>> | undefined;
    const victim = farm.apis[1]!.child.pid!;
    /** Stops the process, reads the rows it holds unsent, kills it: what may go twice. */
    const kill = async () => {
      process.kill(victim, 'SIGSTOP');
      const held = await query<{ contactSeq: number }>(
        databaseUrl,
        `SELECT "contactSeq" FROM outbox WHERE "claimedBy" LIKE '%:${victim}:%' AND "sentAt" IS NULL`,
      );
      process.kill(victim, 'SIGKILL');
      return new Set(held.map((row) => row.contactSeq));
    };
    const worker = async () => {
      while (next < 300) {
        const i = next++;
        if (i === 100) killed = kill();
        const name = `farm-${i}`;
        // The form sends an Idempotency-Key; nginx's retry of a POST relies on it.
        const answer = await sendInquiry(farm.base, name, {
          'Idempotency-Key': `key-${i}-0123456789`,
        });
        answers.push({ ...answer, name });
      }
    };
    await Promise.all(Array.from({ length: 50 }, worker));
    const heldByKilled = await killed!;
    const stored = await query<{ name: string; contactSeq: number }>(
      databaseUrl,
      'SELECT name, "contactSeq" FROM inquiries',
    );
    // Every row recorded sent and no answer pending: nothing is left to send, so no later copy
    // can arrive.
    const unsent = async () => {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const [row] = await query<{ n: number }>(
        databaseUrl,
        'SELECT count(*)::int AS n FROM outbox WHERE "sentAt" IS NULL',
      );
      return row!.n;
    };
    await waitFor(
      'every mail recorded sent',
      async () => (await unsent()) === 0 && answering === 0,
      120_000,
    );
    const mailed = new Map<string, Received[]>();
    for (const received of smtp.received) {
      const name = /farm-\d+/.exec(received.mail.text ?? '')?.[0] ?? '';
      mailed.set(name, [...(mailed.get(name) ?? []), received]);
    }
    return { answers, stored, mailed, heldByKilled, mails: smtp.received.length };
  } finally {
    await farm.stop();
    await smtp.stop();
  }
}
