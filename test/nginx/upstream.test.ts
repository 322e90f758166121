/**
 * Several API servers behind the generated nginx, on one PostgreSQL database (contracts §22),
 * set up by ./farm.ts: API_UPSTREAM lists three API processes, each sending
 * notification mail to one real SMTP server (smtp-server); 300 inquiries are sent through nginx,
 * 50 at a time, while one process is killed with SIGKILL. nginx retries the next server, so no
 * client sees a 5xx, every acknowledged inquiry is stored once, and its mail arrives once. The SMTP
 * server is slow (25 s) to answer 6 of the messages, past the send's deadline (10 s) and the
 * claim's lease (20 s): a sender that gave up at its deadline after the message went out, or let
 * its claim lapse while it waited for the answer, would have a copy sent.
 * A copy is allowed only where no design can prevent it (docs/decisions.md, "When a mail can
 * still go twice", case 1): a row the killed process had claimed and not recorded sent when it
 * died, which SMTP may have taken in its last moment. The run stops that process (SIGSTOP), reads
 * those rows from the database (its claims name its pid), then kills it (SIGKILL); every other
 * inquiry must have exactly one mail. Then a rate limit of 5 per 10 minutes holds across three
 * processes, whatever X-Forwarded-For the visitor forges.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { sharedCluster } from '../helpers/postgres.ts';
import {
  countFailover,
  describeFailover,
  query,
  runFailover,
  sendInquiry,
  startFarm,
} from './farm.ts';
import { current } from './harness.ts';

const upstream = suite('upstream');

upstream(
  'upstream - 300 inquiries through nginx to three API servers with mail, one killed with SIGKILL midway: no 5xx, each acknowledged one stored once and mailed once (a copy only of what the killed process held)',
  async () => {
    const databaseUrl = await (await sharedCluster()).createDatabase('farm');
    const run = await runFailover(current(), databaseUrl);
    const counts = countFailover(run);
    console.log(`  ${describeFailover(counts)}`);
    const { answers, stored, mailed, heldByKilled } = run;
    const storedNames = new Map(stored.map((row) => [row.name, row.contactSeq]));
    assert.equal(counts.statuses, { 200: 300 }, 'every client answered 200 after nginx retried');
    assert.is(stored.length, 300);
    assert.is(storedNames.size, 300, 'no inquiry stored twice');
    for (const a of answers) assert.is(storedNames.get(a.name), a.contactSeq, a.name);
    assert.is(new Set(answers.map((a) => a.contactSeq)).size, 300);
    assert.equal(
      [...mailed.keys()].sort(),
      [...storedNames.keys()].sort(),
      'a mail for every stored inquiry, none for another',
    );
    for (const [name, mails] of mailed) {
      const seq = storedNames.get(name)!;
      assert.match(mails[0]!.mail.messageId!, `<inquiry-${seq}.`, name);
      if (mails.length === 1) continue;
      // Case 1 of docs/decisions.md: SMTP may have taken it from the killed process just before
      // it died, and another process sent it again after the lease. Nothing else may go twice.
      assert.ok(
        heldByKilled.has(seq),
        `${name} (inquiry ${seq}) mailed ${mails.length} times, and the killed process did not hold it`,
      );
      assert.is(mails.length, 2, `${name}: no mail sent three times`);
      assert.is(new Set(mails.map((m) => m.mail.messageId)).size, 1, `${name}: one Message-ID`);
    }
  },
);

upstream(
  'upstream - five per ten minutes holds across three API servers behind nginx; a forged X-Forwarded-For is not counted apart',
  async () => {
    const databaseUrl = await (await sharedCluster()).createDatabase('farm');
    const farm = await startFarm(current(), databaseUrl, '5/10m');
    try {
      const answers = [];
      for (let i = 0; i < 15; i += 1)
        answers.push(
          await sendInquiry(farm.base, `limited-${i}`, {
            'X-Forwarded-For': `198.51.100.${i + 1}`,
          }),
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
