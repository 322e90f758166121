/**
 * The inquiry store and its mail, measured, for `npm run bench` or alone:
 * `npx tsx scripts/bench/inquiry-store.ts`. Every server is a child process on a database in a temp
 * folder, mail goes to a real SMTP server in this process, all on 127.0.0.1.
 *   - inquiries stored per second: 16 clients, rate limit off, the sender working alongside
 *   - mail latency: from the visitor's answer to the SMTP server's receipt, one inquiry at a time
 *   - outage recovery: SMTP down for 10 s with mail pending, then the time until all of it is in
 *     (the production back-off: 1 s doubling)
 *   - start time and RSS on an empty database and on 1,000,000 generated inquiries
 *   - what each limit refuses: one client flooding for 20 s, oversized bodies, the honeypot,
 *     replays
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChildServer } from '../../test/helpers/api-server.ts';
import { tempDir } from '../../test/helpers/temp.ts';
import {
  CONTACT_PATH,
  VALID_INQUIRY,
  post,
  seqOf,
  storedIn,
  waitFor,
} from '../../test/helpers/inquiry.ts';
import { generateInquiries } from '../../test/helpers/million.ts';
import { measureServer } from '../../test/helpers/process-memory.ts';
import { startSmtp, type TestSmtp } from '../../test/helpers/smtp.ts';
import { median } from './measure.ts';

export type Row = [measure: string, value: string];
const json = { 'Content-Type': 'application/json' };
export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
const mailedSeq = (smtp: TestSmtp) =>
  new Set(smtp.received.map((r) => Number(/inquiry-(\d+)\./.exec(r.mail.messageId ?? '')?.[1])));

/** Inquiries stored per second over HTTP: `clients` at once until `total` are answered 200. */
export async function storedPerSecond(base: string, total = 2000, clients = 16): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) {
        next += 1;
        const answer = await post(base, CONTACT_PATH, { ...VALID_INQUIRY, name: `bench-${next}` });
        if (answer.status !== 200) throw new Error(`stored-per-second run: HTTP ${answer.status}`);
      }
    }),
  );
  return Math.round(total / ((performance.now() - started) / 1000));
}

async function throughput(base: string, total = 2000, clients = 16): Promise<Row> {
  return [
    `inquiries stored per second (${total} over HTTP, ${clients} clients, each fsync'd with its outbox row)`,
    `${await storedPerSecond(base, total, clients)} /s`,
  ];
}

/** One inquiry; ms from its answer to the SMTP server's receipt of its mail. */
export async function mailLatency(base: string, smtp: TestSmtp): Promise<number> {
  const seq = seqOf(await post(base, CONTACT_PATH, VALID_INQUIRY));
  const answered = Date.now();
  await waitFor(`mail ${seq}`, () => mailedSeq(smtp).has(seq), 60_000);
  return smtp.received.find((r) => r.mail.messageId?.includes(`inquiry-${seq}.`))!.at - answered;
}

async function mailLatencies(base: string, smtp: TestSmtp, count = 30): Promise<Row> {
  const latencies: number[] = [];
  for (let i = 0; i < count; i += 1) latencies.push(await mailLatency(base, smtp));
  return [
    `mail latency after the answer (${count} inquiries one at a time): median / p95 / max`,
    `${median(latencies)} / ${percentile(latencies, 0.95)} / ${Math.max(...latencies)} ms`,
  ];
}

async function outageRecovery(
  base: string,
  smtp: TestSmtp,
  pending = 20,
  outageMs = 10_000,
): Promise<Row> {
  await smtp.stop();
  const before = smtp.received.length;
  for (let i = 0; i < pending; i += 1) await post(base, CONTACT_PATH, VALID_INQUIRY);
  await new Promise((resolve) => setTimeout(resolve, outageMs));
  const back = Date.now();
  await smtp.start();
  await waitFor(
    'the mail held during the outage',
    () => smtp.received.length >= before + pending,
    120_000,
  );
  const recovered = Math.max(...smtp.received.slice(before).map((r) => r.at)) - back;
  return [
    `outage recovery: ${pending} mails pending through a ${outageMs / 1000} s SMTP outage, all delivered after SMTP is back (duplicates: ${smtp.duplicates().length})`,
    `${(recovered / 1000).toFixed(1)} s`,
  ];
}

async function mailAndStore(): Promise<Row[]> {
  const smtp = await startSmtp();
  const { child, base } = await startChildServer({
    INQUIRIES_DB: join(tempDir('bench-'), 'inquiries.db'),
    RATE_LIMIT: 'off',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Site <site@example.com>',
  });
  try {
    const rows = [await throughput(base)];
    await waitFor('the backlog of mail', () => smtp.received.length >= 2000, 300_000);
    rows.push(await mailLatencies(base, smtp), await outageRecovery(base, smtp));
    return rows;
  } finally {
    child.kill('SIGKILL');
    await smtp.stop().catch(() => {});
  }
}

async function scale(
  count = Number(process.env.BENCH_SCALE_INQUIRIES ?? 1_000_000),
): Promise<Row[]> {
  const folder = tempDir('bench-scale-');
  const generatedMs = generateInquiries(join(folder, 'big.db'), count);
  const env = (db: string) => ({ INQUIRIES_DB: join(folder, db), RATE_LIMIT: 'off' });
  const empty = await measureServer(env('empty.db'));
  empty.child.kill('SIGKILL');
  const full = await measureServer(env('big.db'));
  full.child.kill('SIGKILL');
  const n = count.toLocaleString('en-US');
  return [
    [
      `generating ${n} inquiries (one transaction, prepared insert)`,
      `${(generatedMs / 1000).toFixed(1)} s`,
    ],
    [
      `server start to listening: empty database / ${n} inquiries`,
      `${empty.startMs} / ${full.startMs} ms`,
    ],
    [
      `server RSS after 50 inquiries: empty database / ${n} inquiries`,
      `${empty.rssMiB} / ${full.rssMiB} MiB (ratio ${(full.rssMiB / empty.rssMiB).toFixed(2)})`,
    ],
  ];
}

/** Sends `count` requests (or for `ms`) from one client; counts answers by status. */
async function flood(
  send: () => Promise<{ status: number }>,
  count: number,
  ms = Infinity,
): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  const until = Date.now() + ms;
  for (let i = 0; i < count && Date.now() < until; i += 1) {
    const { status } = await send();
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  return statuses;
}

const describe = (statuses: Map<number, number>) =>
  [...statuses]
    .sort()
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');

async function limits(): Promise<Row[]> {
  const db = join(tempDir('bench-limits-'), 'inquiries.db');
  const { child, base } = await startChildServer({ INQUIRIES_DB: db, RATE_LIMIT: '5/10m' });
  try {
    const rate = await flood(
      () => post(base, CONTACT_PATH, VALID_INQUIRY, { ...json, 'X-Forwarded-For': '198.51.100.7' }),
      100_000,
      20_000,
    );
    const stored = storedIn(db).length;
    const big = await flood(
      () => post(base, CONTACT_PATH, { ...VALID_INQUIRY, notes: 'x'.repeat(70_000) }),
      100,
    );
    const trap = await flood(
      () =>
        post(
          base,
          CONTACT_PATH,
          { ...VALID_INQUIRY, website: 'spam' },
          { ...json, 'X-Forwarded-For': '198.51.100.8' },
        ),
      100,
    );
    const key = {
      ...json,
      'X-Forwarded-For': '198.51.100.9',
      'Idempotency-Key': 'bench-replay-key-0001',
    };
    const replay = await flood(() => post(base, CONTACT_PATH, VALID_INQUIRY, key), 100);
    const total = storedIn(db).length;
    return [
      ['rate limit 5 / 10 min: one client sending for 20 s', `${describe(rate)}; ${stored} stored`],
      ['body over 64 KiB: 100 requests', `${describe(big)}; 0 stored`],
      ['honeypot filled: 100 requests', `${describe(trap)}; ${total - stored - 1} stored`],
      ['one Idempotency-Key replayed: 100 requests', `${describe(replay)}; 1 stored`],
    ];
  } finally {
    child.kill('SIGKILL');
  }
}

export async function benchInquiries(): Promise<Row[]> {
  return [...(await mailAndStore()), ...(await scale()), ...(await limits())];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [measure, value] of await benchInquiries()) console.log(`${measure}: ${value}`);
}
