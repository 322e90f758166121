/**
 * The mail sender under a deployment's faults (points 2 to 4), with real processes: a
 * database on a small volume that fills up mid-send (a tmpfs in the server's own mount
 * namespace, test/helpers/small-disk.ts), a mail server that stalls after the message, and (issue
 * 27) one slow to answer it, and a claim lost before the message's final dot.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { startSender } from '../../server/mail/outbox.ts';
import { createMailTransport } from '../../server/mail/transport.ts';
import { NO_LIMITS, openStore } from '../../server/store/open.ts';
import { startApiServer } from '../helpers/api-server.ts';
import { tempDir } from '../helpers/temp.ts';
import { CONTACT_PATH, VALID_INQUIRY, post, waitFor, withDb } from '../helpers/inquiry.ts';
import { startSmtp, startStallingSmtp } from '../helpers/smtp.ts';
import { startOnSmallDisk } from '../helpers/small-disk.ts';
import { cpuSeconds } from '../helpers/process-memory.ts';

const faults = suite('server faults');
const MAIL_FROM = 'Haeon site <site@example.com>';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Shorter than the 10 s of full disk, so a claim lapses during it. */
const LEASE_MS = 8000;

faults(
  'server faults - a disk that fills mid-send: the sender backs off with one line a step, and no mail goes twice once space returns',
  async () => {
    const smtp = await startSmtp();
    // Production back-off (1 s doubling); a lease shorter than the outage, so it lapses during it.
    const server = await startOnSmallDisk({
      SMTP_URL: smtp.url,
      MAIL_FROM,
      MAIL_TIMINGS: JSON.stringify({ leaseMs: LEASE_MS, pollMs: 1000 }),
    });
    let filled = 0;
    smtp.beforeAnswer = () => {
      if (!filled) filled = server.fill(); // the first mail the server takes fills the disk
    };
    try {
      for (let i = 0; i < 6; i += 1)
        assert.is((await post(server.base, CONTACT_PATH, VALID_INQUIRY)).status, 200);
      await waitFor('the first mail, which fills the disk', () => smtp.received.length > 0);
      const [cpuBefore, linesBefore] = [cpuSeconds(server.child.pid!), server.logged.length];
      const refused = await post(server.base, CONTACT_PATH, VALID_INQUIRY);
      await sleep(10_000);
      const cpu = cpuSeconds(server.child.pid!) - cpuBefore;
      const logged = server.logged.slice(linesBefore);
      const lines = logged.filter((l) => l.startsWith('mail sender:'));
      const acceptedWhileFull = smtp.received.length;
      server.free();
      await waitFor('all six mails', () => smtp.received.length >= 6, 40_000);
      // A row not recorded sent would be claimed again once its lease lapsed: wait past it. (SQLite
      // cannot open the file through /proc/<pid>/root, so the mails are the evidence.)
      await sleep(LEASE_MS + 2000);
      console.log(
        `  full disk: ${filled} bytes filled; during 10 s the server used ${cpu.toFixed(2)} s of CPU and logged ${logged.length} line(s), ${lines.length} of them the sender's; SMTP took ${acceptedWhileFull} mail(s) that could not be recorded at once; after space returned ${smtp.received.length} mails for 6 inquiries, ${smtp.duplicates().length} duplicate(s)`,
      );
      assert.equal(smtp.duplicates(), []);
      assert.is(smtp.received.length, 6);
      assert.ok(server.logged.includes('mail sender: the database takes writes again'));
      assert.ok(lines.length <= 5, logged.join('\n'));
      assert.equal(
        logged.filter((l) => !lines.includes(l)),
        ['inquiry not stored: SQLITE_FULL (database or disk is full)'],
        'the refused inquiry: one line',
      );
      assert.ok(
        lines.every((l) => /^mail sender: the database refused a write \(SQLITE_FULL/.test(l)),
        lines.join('\n'),
      );
      assert.ok(cpu < 0.5, `${cpu} s of CPU in 10 s`);
      assert.equal([refused.status, refused.headers.get('retry-after')], [503, '5']);
    } finally {
      server.child.kill('SIGKILL');
      await smtp.stop();
    }
  },
);

faults(
  'server faults - an SMTP server that stalls after a message holds one mail to its answer wait; the others go meanwhile',
  async () => {
    let held = false;
    const smtp = await startStallingSmtp((raw) => {
      if (held || !/^Message-ID: <inquiry-1\./im.test(raw)) return false;
      held = true; // the first attempt of inquiry 1 only
      return true;
    });
    const db = join(tempDir(), 'inquiries.db');
    const server = await startApiServer({
      db,
      smtpUrl: smtp.url,
      mailFrom: MAIL_FROM,
      mail: {
        retryBaseMs: 200,
        retryMaxMs: 1000,
        leaseMs: 12_000,
        deadlineMs: 6000,
        answerMs: 6000,
        pollMs: 200,
      },
    });
    try {
      const start = Date.now();
      for (let i = 0; i < 4; i += 1)
        assert.is((await post(server.base, CONTACT_PATH, VALID_INQUIRY)).status, 200);
      const seqOfMail = (id: string) => Number(/inquiry-(\d+)\./.exec(id)?.[1]);
      await waitFor('inquiries 2 to 4 mailed', () => smtp.accepted.length >= 3, 20_000);
      const others = Date.now() - start;
      assert.equal(
        smtp.accepted.map((a) => seqOfMail(a.messageId)).sort(),
        [2, 3, 4],
        'the others went while inquiry 1 was held',
      );
      await waitFor(
        'inquiry 1 mailed on its next attempt',
        () => smtp.accepted.length === 4,
        20_000,
      );
      const first = Date.now() - start;
      await waitFor('the stalled connection dropped', () => smtp.stalled() === 0);
      console.log(
        `  stalled SMTP: the 3 other mails went ${others} ms after the first inquiry; inquiry 1 after its 6 s answer wait and a retry, ${first} ms`,
      );
      assert.equal(
        smtp.accepted.map((a) => seqOfMail(a.messageId)).sort(),
        [1, 2, 3, 4],
        'each once',
      );
      assert.ok(
        server.logged.some((l) =>
          /^mail for inquiry 1 not sent \(attempt 1, .*\): no answer from the SMTP server within 6 s of the message's end; it may have taken it$/.test(
            l,
          ),
        ),
        server.logged.join('\n'),
      );
    } finally {
      await server.close();
      await smtp.stop();
    }
  },
);

faults(
  'server faults - an SMTP server slow to answer a message, past the deadline and the lease: the sender waits for the answer, keeps its claim, and the mail goes once',
  async () => {
    const smtp = await startSmtp();
    let slow = 0;
    smtp.beforeAnswer = async () => {
      // The first message only: 7 s, past the 2 s deadline and the 4 s lease.
      if (slow++ === 0) await sleep(7000);
    };
    const db = join(tempDir(), 'inquiries.db');
    const server = await startApiServer({
      db,
      smtpUrl: smtp.url,
      mailFrom: MAIL_FROM,
      mail: { retryBaseMs: 200, retryMaxMs: 1000, leaseMs: 4000, deadlineMs: 2000, pollMs: 200 },
    });
    try {
      assert.is((await post(server.base, CONTACT_PATH, VALID_INQUIRY)).status, 200);
      const sentAt = () =>
        withDb(db, (d) => d.prepare('SELECT sentAt FROM outbox').pluck().get() as number | null);
      await waitFor('the mail recorded sent', () => sentAt() !== null, 20_000);
      await sleep(4000 + 1000); // a row still claimable would be sent again after its lease
      console.log(
        `  slow SMTP answer: ${smtp.received.length} mail(s) for 1 inquiry, ${smtp.duplicates().length} duplicate(s); log: ${JSON.stringify(server.logged)}`,
      );
      assert.is(smtp.received.length, 1, 'sent once');
      assert.equal(server.logged, [], 'no attempt abandoned');
    } finally {
      await server.close();
      await smtp.stop();
    }
  },
);

faults(
  "server faults - the final dot goes only while the claim is the sender's: a claim lost meanwhile drops the message before SMTP takes it",
  async () => {
    const smtp = await startSmtp();
    const store = await openStore(
      { file: join(tempDir(), 'inquiries.db') },
      { ...NO_LIMITS, routeMail: () => 'sales@example.com' },
    );
    await store.save({ inquiry: VALID_INQUIRY, client: 'test' });
    const logged: string[] = [];
    let renewals = 0;
    const sender = startSender({
      // Another process took the row while the message went out: every renewal finds it gone.
      queue: {
        ...store.outbox,
        renew: async () => {
          renewals += 1;
          return false;
        },
      },
      transport: createMailTransport(smtp.url, 3),
      from: MAIL_FROM,
      host: 'www.example.com',
      log: (line) => logged.push(line),
      retryBaseMs: 60_000,
      pollMs: 200,
    });
    try {
      await waitFor('the attempt given up', () => logged.length > 0);
      await sleep(1000); // a message that went would be answered and parsed by now
      console.log(
        `  claim lost before the final dot: ${smtp.received.length} mail(s); ${logged[0]}`,
      );
      assert.is(smtp.dataStarted, 1, 'the message went out, but for its final dot');
      assert.is(smtp.received.length, 0, 'the server took no mail');
      assert.is(renewals, 1, 'renewed once, at the final dot');
      assert.match(
        logged[0]!,
        /^mail for inquiry 1 not sent \(attempt 1, .*\): .*the claim was no longer this process's at the final dot; not sent$/,
      );
    } finally {
      await sender.stop();
      await store.close();
      await smtp.stop();
    }
  },
);

faults.run();
