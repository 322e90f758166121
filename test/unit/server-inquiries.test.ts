/**
 * The inquiry store under load, after a crash and with two processes on one database (DECISIONS
 * §5, §15): every acknowledged inquiry is stored exactly once, numbers are never issued twice,
 * and every stored inquiry's mail is sent once, also when the process died with mail pending.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { startApiServer, startChildServer } from '../helpers/api-server.ts';
import { tempDir } from '../helpers/temp.ts';
import { CONTACT_PATH, VALID_INQUIRY, post, seqOf, storedIn, waitFor } from '../helpers/inquiry.ts';
import { startSmtp, type TestSmtp } from '../helpers/smtp.ts';

const store = suite('server inquiries');
const marked = (marker: string) => ({ ...VALID_INQUIRY, name: marker });
// The lease outlasts any send on a loaded machine: an expired lease is what lets another process
// send a row again.
const FAST_MAIL = JSON.stringify({
  retryBaseMs: 50,
  retryMaxMs: 200,
  leaseMs: 20_000,
  pollMs: 100,
});
// Two live processes: no lease lapses, and the send deadline (half the lease) outlasts the 9 s a
// send can wait here while 200 inquiries arrive at once on two cores.
const SLOW_LEASE_MAIL = JSON.stringify({ ...JSON.parse(FAST_MAIL), leaseMs: 60_000 });
const startChild = (db: string, smtp: TestSmtp, timings = FAST_MAIL) =>
  startChildServer({
    INQUIRIES_DB: db,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Site <site@example.com>',
    MAIL_TIMINGS: timings,
  });

store('server inquiries - 200 concurrent inquiries are all stored exactly once', async () => {
  const db = join(tempDir(), 'inquiries.db');
  const { base, close } = await startApiServer({ db });
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, i) => post(base, CONTACT_PATH, marked(`load-${i}`))),
  );
  const elapsed = Math.round(performance.now() - started);
  await close();
  assert.ok(
    answers.every((a) => a.status === 200),
    JSON.stringify(answers.find((a) => a.status !== 200)?.body),
  );
  assert.equal(
    answers.map(seqOf).sort((a, b) => a - b),
    Array.from({ length: 200 }, (_, i) => i + 1),
  );
  const stored = storedIn(db);
  assert.is(stored.length, 200);
  assert.is(new Set(stored.map((r) => r.name)).size, 200);
  for (const record of stored)
    assert.is(seqOf(answers[Number(record.name.slice(5))]!), record.contactSeq);
  console.log(
    `  concurrency: 200 inquiries at once, all acknowledged and stored once, in ${elapsed} ms`,
  );
});

/**
 * Sends inquiries from `workers` loops until the server dies; collects the markers it acknowledged.
 */
function loadUntilKilled(base: string, workers: number, killAfter: number, kill: () => void) {
  const acked = new Map<string, number>();
  let sent = 0;
  const worker = async (w: number) => {
    for (let i = 0; ; i += 1) {
      const marker = `crash-${w}-${i}`;
      sent += 1;
      try {
        const answer = await post(base, CONTACT_PATH, marked(marker));
        if (answer.status === 200) acked.set(marker, seqOf(answer));
        if (acked.size === killAfter) kill();
      } catch {
        return;
      }
    }
  };
  return Promise.all(Array.from({ length: workers }, (_, w) => worker(w))).then(() => ({
    acked,
    sent,
  }));
}

/** Message-IDs the SMTP server received, one per stored inquiry, none twice. */
async function assertMailedOnce(smtp: TestSmtp, stored: number): Promise<void> {
  await waitFor(`${stored} mails`, () => smtp.received.length >= stored, 60_000);
  await new Promise((resolve) => setTimeout(resolve, 500)); // a duplicate would arrive now
  assert.equal(smtp.duplicates(), []);
  assert.is(smtp.received.length, stored);
}

store(
  'server inquiries - kill -9 during 16 concurrent writers: every acknowledged inquiry is there once, and after restart each mail is sent once',
  async () => {
    const db = join(tempDir(), 'inquiries.db');
    const smtp = await startSmtp();
    smtp.mode = 'refuse'; // mail pending at the moment of the kill
    const first = await startChild(db, smtp);
    const { acked, sent } = await loadUntilKilled(first.base, 16, 150, () =>
      first.child.kill('SIGKILL'),
    );

    smtp.mode = 'accept';
    const second = await startChild(db, smtp);
    const after = await post(second.base, CONTACT_PATH, marked('after-restart'));
    const stored = storedIn(db);
    try {
      await assertMailedOnce(smtp, stored.length);
    } finally {
      second.child.kill('SIGKILL');
      await smtp.stop();
    }
    const byName = new Map(stored.map((r) => [r.name, r]));
    assert.is(byName.size, stored.length, 'no inquiry stored twice');
    for (const [marker, seq] of acked)
      assert.is(byName.get(marker)?.contactSeq, seq, `${marker} stored with its number`);
    assert.is(
      seqOf(after),
      Math.max(...stored.filter((r) => r.name !== 'after-restart').map((r) => r.contactSeq)) + 1,
    );
    const mailed = new Set(
      smtp.received.map((r) => Number(/inquiry-(\d+)\./.exec(r.mail.messageId ?? '')?.[1])),
    );
    assert.equal(
      [...mailed].sort((a, b) => a - b),
      stored.map((r) => r.contactSeq),
    );
    console.log(
      `  crash: ${sent} sent by 16 clients, ${acked.size} acknowledged before kill -9, ${stored.length - 1} stored; all acknowledged present once; ${smtp.received.length} mails after restart, none twice`,
    );
  },
);

store(
  'server inquiries - two server processes on one database: no number issued twice, each mail sent once',
  async () => {
    const db = join(tempDir(), 'inquiries.db');
    const smtp = await startSmtp();
    const [a, b] = [
      await startChild(db, smtp, SLOW_LEASE_MAIL),
      await startChild(db, smtp, SLOW_LEASE_MAIL),
    ];
    try {
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          post((i % 2 ? a : b).base, CONTACT_PATH, marked(`pair-${i}`)),
        ),
      );
      assert.ok(
        answers.every((x) => x.status === 200),
        JSON.stringify(answers.find((x) => x.status !== 200)?.body),
      );
      assert.equal(
        answers.map(seqOf).sort((x, y) => x - y),
        Array.from({ length: 200 }, (_, i) => i + 1),
      );
      assert.is(storedIn(db).length, 200);
      await assertMailedOnce(smtp, 200);
    } finally {
      a.child.kill('SIGKILL');
      b.child.kill('SIGKILL');
      await smtp.stop();
    }
  },
);

store.run();
