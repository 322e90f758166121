/**
 * A flood against the inquiry form, and what a person pays for the proof of work.
 * `npx tsx scripts/bench/flood.ts [flood] [person]` prints the figures; `BENCH_ONLY=flood npm
 * run bench` writes them to docs/performance.md.
 *   - flood: one API process (SQLite) with the production limits, mailing an SMTP server of its
 *     own. Twenty IPv6 /64s send inquiries as fast as they can, each solving every challenge it
 *     is given with altcha-lib's solver (Node's PBKDF2 on its thread pool), while twenty real
 *     visitors (twenty IPv4 /24s) send one inquiry each, one every 500 ms from the flood's start,
 *     solving when asked. Two floods: the /64s of one /48, and of twenty /48s (a botnet). The
 *     figures: visitors stored of twenty, the flood's inquiries stored, every answer by status,
 *     mails sent during the run and inquiries waiting for a digest. Run against the code before
 *     the flood changes (the same file in a copy of that checkout), it measures what the
 *     ceiling did.
 *   - person: the built site with an API past its normal rate (each inquiry needs a proof) and
 *     one at its normal rate; the contact form in Chromium at 4x CPU throttling (as contracts §16
 *     measures interaction), from the click on the submit button to the dialog, median of RUNS;
 *     and, with the proof, the time from the 428 to the request that carries the solution
 *     (loading the solver and solving).
 */
import type { AddressInfo } from 'node:net';
import { pbkdf2Sync } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { startServer } from '../../server/http-server.ts';
import { createProofOfWork } from '../../server/proof-of-work.ts';
import { startChildServer } from '../../test/helpers/api-server.ts';
import { launchChromium, hydrated } from '../lib/chromium.ts';
import { CONTACT_URL, VISITOR, fillForm } from '../../test/browser/contact-kit.ts';
import { ROOT } from '../../test/helpers/dist.ts';
import { CONTACT_PATH, VALID_INQUIRY, post, waitFor, withDb } from '../../test/helpers/inquiry.ts';
import { startSmtp } from '../../test/helpers/smtp.ts';
import { tempDir } from '../../test/helpers/temp.ts';
import { median } from './measure.ts';

const VISITORS = 20;
const VISITOR_EVERY_MS = 500;
const RUNS = 7;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface FloodRun {
  flood: string;
  /** Real visitors whose inquiry was stored, of VISITORS. */
  visitorsStored: number;
  floodSent: number;
  floodStored: number;
  /** Challenges solved: by the flood, by the visitors. */
  floodProofs: number;
  visitorProofs: number;
  /** Every answer (flood and visitors) by HTTP status. */
  statuses: Record<string, number>;
  /** Mails the SMTP server took during the run (a second after it). */
  mails: number;
  /** Stored inquiries waiting for their address's next digest, and the digests that makes. */
  digestRows: number;
  digests: number;
  seconds: number;
}

export interface PersonRun {
  /** Click to dialog, ms, each run: with the proof of work, and at the normal rate. */
  withProof: number[];
  withoutProof: number[];
  /** From the 428 to the request with the solution, ms: loading the solver and solving. */
  solving: number[];
  /** One challenge solved by Node on one thread, ms: what each inquiry of a flood costs it. */
  native: number[];
  cpuSlowdown: number;
}

export interface FloodBench {
  floods: FloodRun[];
  person?: PersonRun;
}

/**
 * PBKDF2 on this thread: the visitors' solver. Each visitor has a machine of its own; on the
 * thread pool their tries would queue behind the flood's (four threads for twenty floods).
 */
const deriveKeyHere: typeof deriveKey = async (parameters, salt, password) => ({
  derivedKey: pbkdf2Sync(password, salt, parameters.cost, parameters.keyLength, 'sha256'),
});

/** The header value of a solved challenge, as the browser's solver makes it. */
async function solve(challenge: Challenge, derive = deriveKey): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey: derive });
  if (!solution) throw new Error('a challenge was not solved');
  const { counter, derivedKey } = solution;
  return Buffer.from(JSON.stringify({ challenge, solution: { counter, derivedKey } })).toString(
    'base64',
  );
}

/** One inquiry from `ip`, solving the challenge of a 428 (once): its final status. */
async function sendSolving(
  base: string,
  ip: string,
  name: string,
  proofs: { n: number },
  derive = deriveKey,
) {
  const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': ip };
  const body = { ...VALID_INQUIRY, name };
  const first = await post(base, CONTACT_PATH, body, headers);
  const challenge = (first.body as { challenge?: Challenge }).challenge;
  if (first.status !== 428 || !challenge) return first.status;
  const proof = await solve(challenge, derive);
  proofs.n += 1;
  return (await post(base, CONTACT_PATH, body, { ...headers, 'X-Altcha': proof })).status;
}

/**
 * Unsent notifications: those that go alone, those waiting for a digest and the digests they
 * make (one per address). Before digests (d38e3ab) every one goes alone.
 */
function digestsOwed(db: string): { alone: number; rows: number; digests: number } {
  return withDb(db, (d) => {
    const columns = d.prepare('SELECT name FROM pragma_table_info(?)').pluck().all('outbox');
    const digest = columns.includes('digest') ? 'digest' : '0';
    return d
      .prepare(
        `SELECT count(*) FILTER (WHERE ${digest} = 0) AS alone, count(*) FILTER (WHERE ${digest} = 1) AS rows, count(DISTINCT recipient) FILTER (WHERE ${digest} = 1) AS digests FROM outbox WHERE sentAt IS NULL`,
      )
      .get() as { alone: number; rows: number; digests: number };
  });
}

/** The flood from `addresses` (one loop each) while the visitors come; see the file's comment. */
async function runFlood(flood: string, addresses: string[]): Promise<FloodRun> {
  const smtp = await startSmtp();
  const db = join(tempDir('bench-flood-'), 'inquiries.db');
  // The production limits (RATE_LIMIT and the rest at their defaults), SMTP of its own.
  const { child, base } = await startChildServer({
    INQUIRIES_DB: db,
    RATE_LIMIT: '5/10m',
    MAIL_DIGEST: '10/1h',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Haeon site <site@example.com>',
  });
  const statuses: Record<string, number> = {};
  const count = (status: number) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
  };
  const floodProofs = { n: 0 };
  const visitorProofs = { n: 0 };
  let floodSent = 0;
  let running = true;
  const started = Date.now();
  try {
    const loops = addresses.map(async (ip, a) => {
      for (let n = 0; running; n += 1) {
        floodSent += 1;
        count(await sendSolving(base, ip, `flood-${a}-${n}`, floodProofs));
      }
    });
    const visitors = Array.from({ length: VISITORS }, async (_, v) => {
      await sleep(v * VISITOR_EVERY_MS);
      const ip = `198.51.${v}.10`;
      const status = await sendSolving(base, ip, `visitor-${v}`, visitorProofs, deriveKeyHere);
      count(status);
      return status;
    });
    const visited = await Promise.all(visitors);
    running = false;
    await Promise.all(loops);
    const seconds = (Date.now() - started) / 1000;
    await waitFor('every mail that goes alone', () => digestsOwed(db).alone === 0, 120_000);
    const names = withDb(db, (d) =>
      d.prepare('SELECT name FROM inquiries').pluck().all(),
    ) as string[];
    const owed = digestsOwed(db);
    return {
      flood,
      visitorsStored: visited.filter((status) => status === 200).length,
      floodSent,
      floodStored: names.filter((name) => name.startsWith('flood-')).length,
      floodProofs: floodProofs.n,
      visitorProofs: visitorProofs.n,
      statuses,
      mails: smtp.received.length,
      digestRows: owed.rows,
      digests: owed.digests,
      seconds: Math.round(seconds * 10) / 10,
    };
  } finally {
    running = false;
    child.kill('SIGTERM');
    await smtp.stop();
  }
}

export async function measureFloods(): Promise<FloodRun[]> {
  const hex = (n: number) => n.toString(16);
  return [
    await runFlood(
      'twenty /64s of one /48',
      Array.from({ length: 20 }, (_, i) => `2001:db8:4400:${hex(i)}::1`),
    ),
    await runFlood(
      'twenty /64s of twenty /48s',
      Array.from({ length: 20 }, (_, i) => `2001:db8:${hex(0x4500 + i)}:1::1`),
    ),
  ];
}

/** Click to dialog in the page, ms; throws unless the dialog says saved. */
const SUBMIT_TO_DIALOG = `new Promise((resolve) => {
  const start = performance.now();
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[role="alertdialog"][open]')) return;
    observer.disconnect();
    resolve(performance.now() - start);
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  document.querySelector('.contact-form__submit').click();
})`;

/** From the end of the 428 to the start of the request with the solution, ms. */
const SOLVING_GAP = `(() => {
  const calls = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('${CONTACT_PATH}'));
  return calls.length === 2 ? calls[1].startTime - calls[0].responseEnd : -1;
})()`;

/** The form sent RUNS times to a server past its normal rate (`proof`) or at it. */
async function personRuns(proof: boolean, cpuSlowdown: number) {
  const db = join(tempDir('bench-person-'), 'inquiries.db');
  const server = await startServer({
    port: 0,
    db,
    dist: join(ROOT, 'dist'),
    inquiriesFile: join(tempDir(), 'none.jsonl'),
    rateLimit: '100/10m',
    networkLimit: '100/10m',
    siteLimit: proof ? '1/1h' : 'off',
    log: () => {},
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await post(base, CONTACT_PATH, VALID_INQUIRY); // the one that makes the rate abnormal
  const browser = await launchChromium();
  const times: number[] = [];
  const solving: number[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const page = await browser.newPage({ baseURL: base });
      await page.goto(CONTACT_URL.ko);
      await hydrated(page); // the form hydrates as a visitor nears it: focus reaches into it
      await page.waitForSelector('#contact-province-combo');
      await fillForm(page, { ...VISITOR.ko, marker: `person-${run}` });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      times.push(Math.round((await page.evaluate(SUBMIT_TO_DIALOG)) as number));
      const text = await page.locator('[role="alertdialog"][open] p').textContent();
      if (text !== '해당 문의하기 내용이 저장되었습니다.') throw new Error(`not saved: ${text}`);
      if (proof) solving.push(Math.round((await page.evaluate(SOLVING_GAP)) as number));
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return { times, solving };
}

/** What one challenge costs a native solver on one thread (the flood's price per inquiry), ms. */
async function nativeSolves(): Promise<number[]> {
  const proofOfWork = createProofOfWork('bench');
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const challenge = await proofOfWork.challenge();
    const started = performance.now();
    await solve(challenge, deriveKeyHere);
    times.push(Math.round(performance.now() - started));
  }
  return times;
}

export async function measurePerson(cpuSlowdown = 4): Promise<PersonRun> {
  const native = await nativeSolves();
  const withProof = await personRuns(true, cpuSlowdown);
  const withoutProof = await personRuns(false, cpuSlowdown);
  return {
    withProof: withProof.times,
    withoutProof: withoutProof.times,
    solving: withProof.solving,
    native,
    cpuSlowdown,
  };
}

export async function measureFlood(): Promise<FloodBench> {
  return { floods: await measureFloods(), person: await measurePerson() };
}

const range = (values: number[]) =>
  `${median(values)} ms (${Math.min(...values)} to ${Math.max(...values)})`;

export function floodMarkdown(r: FloodBench): string[] {
  const lines = [
    '',
    `A flood against the form (scripts/bench/flood.ts): one API process with the production limits; twenty IPv6 /64s sending as fast as they can, solving every challenge, while ${VISITORS} visitors (${VISITORS} IPv4 /24s) send one inquiry each, one every ${VISITOR_EVERY_MS} ms. Before the flood changes (this file run in a checkout of d38e3ab) the site-wide ceiling of 50 an hour let 5 visitors of 20 through either flood, stored 45 of the flood's inquiries and sent 50 mails; an earlier probe saw 1 in 20.`,
    '',
    '| flood | visitors stored | flood: sent / stored / proofs solved | answers by status | mails during the run | waiting for a digest |',
    '|---|---|---|---|---|---|',
    ...r.floods.map(
      (f) =>
        `| ${f.flood} (${f.seconds} s) | **${f.visitorsStored} of ${VISITORS}** (${f.visitorProofs} solved a challenge) | ${f.floodSent} / ${f.floodStored} / ${f.floodProofs} | ${JSON.stringify(f.statuses)} | ${f.mails} | ${f.digestRows} inquiries in ${f.digests} digest(s) |`,
    ),
  ];
  if (r.person)
    lines.push(
      '',
      `What a person's submission costs, in Chromium at ${r.person.cpuSlowdown}x CPU throttling, click to dialog, median (min to max) of ${r.person.withProof.length}: with the proof of work **${range(r.person.withProof)}**, at the normal rate ${range(r.person.withoutProof)}; from the 428 to the request with the solution (loading the solver and solving) ${range(r.person.solving)}. A native solver (Node, one thread, no throttling) needs ${range(r.person.native)} a challenge: the CPU a flood pays for each inquiry past the normal rate.`,
    );
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const parts = process.argv.slice(2);
  const bench: FloodBench = { floods: [] };
  if (!parts.length || parts.includes('flood')) bench.floods = await measureFloods();
  if (!parts.length || parts.includes('person')) bench.person = await measurePerson();
  console.log(JSON.stringify(bench, null, 2));
  console.log(floodMarkdown(bench).join('\n'));
  process.exit(0);
}
