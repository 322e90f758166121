/**
 * What SQLite must prove at scale: the server on a database of 1,000,000 inquiries
 * starts and runs in about the memory it needs on an empty one. Its own script (`npm run
 * test:scale`, run by .ci/run), since generating the database takes most of a minute. Memory is
 * compared as measured side by side in one run; the start times are printed, not asserted.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/temp.ts';
import { waitFor, withDb } from '../helpers/inquiry.ts';
import { generateInquiries } from '../helpers/million.ts';
import { measureServer } from '../helpers/process-memory.ts';
import { startSmtp } from '../helpers/smtp.ts';

const COUNT = Number(process.env.SCALE_INQUIRIES ?? 1_000_000);
/**
 * What a million rows may add to the server's resident memory (MiB): SQLite's page cache is 2 MiB a
 * connection.
 */
const MAX_EXTRA_MIB = 32;

test(`scale - memory stays flat with a generated database of ${COUNT.toLocaleString('en-US')} inquiries`, async () => {
  const folder = tempDir('scale-');
  const big = join(folder, 'million.db');
  const generatedMs = generateInquiries(big, COUNT);
  assert.is(
    withDb(big, (db) => db.prepare('SELECT max(contactSeq) FROM inquiries').pluck().get()),
    COUNT,
  );
  const smtp = await startSmtp();
  const env = (db: string) => ({
    INQUIRIES_DB: db,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Site <site@example.com>',
    RATE_LIMIT: 'off',
  });
  const empty = await measureServer(env(join(folder, 'empty.db')));
  const full = await measureServer(env(big));
  await waitFor('the 100 new mails', () => smtp.received.length >= 100, 60_000).catch(() => {});
  empty.child.kill('SIGKILL');
  full.child.kill('SIGKILL');
  await smtp.stop();
  const mib = (statSync(big).size / 2 ** 20).toFixed(0);
  console.log(
    `  scale: generated ${COUNT} inquiries (${mib} MiB) in ${generatedMs} ms; server start ${empty.startMs} ms empty / ${full.startMs} ms full; RSS ${empty.rssMiB} MiB empty / ${full.rssMiB} MiB full (ratio ${(full.rssMiB / empty.rssMiB).toFixed(2)})`,
  );
  assert.ok(
    full.rssMiB - empty.rssMiB <= MAX_EXTRA_MIB,
    `RSS ${full.rssMiB} MiB with ${COUNT} inquiries vs ${empty.rssMiB} MiB empty: more than ${MAX_EXTRA_MIB} MiB apart`,
  );
  assert.is(
    smtp.received.length,
    100,
    'the 50 new inquiries of each server were mailed; the million old ones were not sent again',
  );
  assert.equal(smtp.duplicates(), []);
});

test.run();
