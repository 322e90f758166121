/**
 * A flood never closes the form, through the API: past the site's normal rate
 * (RATE_LIMIT_SITE) nobody is refused; each inquiry is answered 428 with an ALTCHA challenge,
 * solved here with altcha-lib's own solver as the browser solves it, and stored when sent again
 * with the answer; each answer is good once; a forged, tampered, expired or malformed one is
 * never a 500. The site's count is exact across two processes on one PostgreSQL (it stored 54
 * to 64 against 50 before the save took a lock). The second tier counts an IPv6 /48 and an IPv4
 * /24; what it refuses says to try later (429), as the first tier does.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import pg from 'pg';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  POW_ALGORITHM,
  PROOF_HEADER,
  answerOf,
  createProofOfWork,
} from '../../server/proof-of-work.ts';
import { networkKey } from '../../server/client-ip.ts';
import { startApiServer, startChildServer, type ChildServer } from '../helpers/api-server.ts';
import {
  CONTACT_PATH,
  VALID_INQUIRY,
  post,
  storedIn,
  withDb,
  type Answer,
} from '../helpers/inquiry.ts';
import { hashClient } from '../../server/store/store.ts';
import { sharedCluster } from '../helpers/postgres.ts';
import { tempDir } from '../helpers/temp.ts';

const pow = suite('server proof of work');
const json = { 'Content-Type': 'application/json' };
const from = (ip: string, extra: Record<string, string> = {}) => ({
  ...json,
  'X-Forwarded-For': ip,
  ...extra,
});

/** The challenge of a 428 answer. */
const challengeIn = (answer: Answer) => (answer.body as { challenge?: Challenge }).challenge;

/** The X-Altcha value for `challenge`, solved as the browser solves it (counter after counter). */
async function solved(challenge: Challenge, tamper?: (answer: unknown) => unknown) {
  const solution = await solveChallenge({ challenge, deriveKey });
  assert.ok(solution, 'solved');
  const answer = {
    challenge,
    solution: { counter: solution!.counter, derivedKey: solution!.derivedKey },
  };
  return Buffer.from(JSON.stringify(tamper ? tamper(answer) : answer)).toString('base64');
}

pow(
  "proof of work - past the site's normal rate every address gets 428 with a challenge; solved, it is stored; an answer is good once; logged once",
  async () => {
    const db = join(tempDir(), 'inquiries.db');
    const server = await startApiServer({ db, rateLimit: '5/10m', siteLimit: '3/1h' });
    try {
      for (let i = 1; i <= 3; i += 1)
        assert.is(
          (await post(server.base, CONTACT_PATH, VALID_INQUIRY, from(`198.51.${i}.7`))).status,
          200,
        );
      const asked = await post(server.base, CONTACT_PATH, VALID_INQUIRY, from('203.0.113.9'));
      assert.equal([asked.status, asked.body.code], [428, 'PROOF_OF_WORK_REQUIRED']);
      const challenge = challengeIn(asked)!;
      assert.is(challenge.parameters.algorithm, POW_ALGORITHM);
      assert.match(challenge.signature!, /^[0-9a-f]{64}$/);
      assert.ok(challenge.parameters.expiresAt! * 1000 > Date.now(), 'it expires, later');

      const proof = await solved(challenge);
      const stored = await post(
        server.base,
        CONTACT_PATH,
        VALID_INQUIRY,
        from('203.0.113.9', { [PROOF_HEADER]: proof }),
      );
      assert.equal(
        [stored.status, (stored.body.data as { contactSeq: number }).contactSeq],
        [200, 4],
      );
      const again = await post(
        server.base,
        CONTACT_PATH,
        { ...VALID_INQUIRY, name: 'second use' },
        from('203.0.113.10', { [PROOF_HEADER]: proof }),
      );
      assert.is(again.status, 428, 'the same answer for a second inquiry');
      assert.ok(challengeIn(again), 'with a new challenge');
      assert.is(storedIn(db).length, 4);
      const lines = server.logged.filter((l) => l.startsWith('inquiries need a proof of work'));
      assert.equal(lines, [
        "inquiries need a proof of work: 3 in the last 60 min, past the site's normal 3 (RATE_LIMIT_SITE)",
      ]);
    } finally {
      await server.close();
    }
  },
);

pow(
  'proof of work - a forged, tampered, expired or malformed answer is a 428 with a new challenge, never a 500, and stores nothing',
  async () => {
    const db = join(tempDir(), 'inquiries.db');
    const asking = await startApiServer({ db, rateLimit: '100/10m', siteLimit: '1/1h' });
    try {
      assert.is(
        (await post(asking.base, CONTACT_PATH, VALID_INQUIRY, from('198.51.100.1'))).status,
        200,
      );
      const challenge = challengeIn(
        await post(asking.base, CONTACT_PATH, VALID_INQUIRY, from('198.51.100.2')),
      )!;
      const foreign = await createProofOfWork('another server').challenge();
      // Signed with this server's own key (the database's), an hour ago: expired.
      const clientKey = withDb(
        db,
        (d) => d.prepare("SELECT value FROM meta WHERE key = 'clientKey'").pluck().get() as string,
      );
      const expired = await createProofOfWork(hashClient(clientKey, 'secret:proof-of-work'), {
        now: () => Date.now() - 3_600_000,
      }).challenge();
      const hostile: [string, string][] = [
        [
          'a wrong derived key',
          await solved(challenge, (a) => ({
            ...(a as object),
            solution: { counter: 1, derivedKey: '00'.repeat(32) },
          })),
        ],
        [
          'a cheaper cost, same signature',
          await solved(challenge, (a) => {
            const answer = a as { challenge: Challenge };
            return {
              ...answer,
              challenge: {
                ...answer.challenge,
                parameters: { ...answer.challenge.parameters, cost: 1 },
              },
            };
          }),
        ],
        ["another server's challenge", await solved(foreign)],
        ['an expired challenge of this server', await solved(expired)],
        ['not base64 JSON', '%%%not-base64%%%'],
        ['JSON of another shape', Buffer.from('{"challenge":1,"solution":[]}').toString('base64')],
        [
          'a prototype key',
          Buffer.from('{"__proto__":{"signature":"x"},"challenge":{},"solution":{}}').toString(
            'base64',
          ),
        ],
        [
          'an unknown algorithm',
          await solved(challenge, (a) => {
            const answer = a as { challenge: Challenge };
            return {
              ...answer,
              challenge: {
                ...answer.challenge,
                parameters: { ...answer.challenge.parameters, algorithm: 'MD5' },
              },
            };
          }),
        ],
        ['an oversized header', 'A'.repeat(5000)],
        ['an empty header', ''],
      ];
      for (const [what, value] of hostile) {
        const answer = await post(
          asking.base,
          CONTACT_PATH,
          VALID_INQUIRY,
          from('198.51.100.3', { [PROOF_HEADER]: value }),
        );
        assert.is(answer.status, 428, what);
        assert.ok(challengeIn(answer), `${what}: a new challenge`);
      }
      assert.is(answerOf(['a', 'b']), undefined, 'a header sent twice');
      assert.is(storedIn(db).length, 1);
    } finally {
      await asking.close();
    }
  },
);

pow(
  'proof of work - the second tier: twenty /64s of one IPv6 /48 count as one network (20 per 10 minutes); another /48 and an IPv4 /24 are counted apart',
  async () => {
    const db = join(tempDir(), 'inquiries.db');
    const server = await startApiServer({ db, rateLimit: '5/10m', siteLimit: '1000/1h' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 24; i += 1)
        statuses.push(
          (
            await post(
              server.base,
              CONTACT_PATH,
              VALID_INQUIRY,
              from(`2001:db8:77:${i.toString(16)}::1`),
            )
          ).status,
        );
      assert.equal(statuses, [...Array(20).fill(200), ...Array(4).fill(429)]);
      const refused = await post(
        server.base,
        CONTACT_PATH,
        VALID_INQUIRY,
        from('2001:db8:77:99::1'),
      );
      assert.ok(Number(refused.headers.get('retry-after')) > 590, 'until its first leaves');
      assert.is(
        (await post(server.base, CONTACT_PATH, VALID_INQUIRY, from('2001:db8:78::1'))).status,
        200,
      );
      const v4: number[] = [];
      for (let i = 1; i <= 22; i += 1)
        v4.push(
          (await post(server.base, CONTACT_PATH, VALID_INQUIRY, from(`192.0.2.${i}`))).status,
        );
      assert.equal(v4, [...Array(20).fill(200), 429, 429]);
      assert.is(
        (await post(server.base, CONTACT_PATH, VALID_INQUIRY, from('192.0.3.1'))).status,
        200,
      );
      assert.equal(
        [
          networkKey('2001:db8:77:ab:1:2:3:4'),
          networkKey('192.0.2.200'),
          networkKey('::ffff:192.0.2.1'),
        ],
        ['2001:db8:77::/48', '192.0.2.0/24', '192.0.2.0/24'],
      );
    } finally {
      await server.close();
    }
  },
);

pow(
  "proof of work - two API processes on one PostgreSQL never store past the site's normal rate without proofs: 80 sixteen at a time, exactly 50 stored, 30 asked for a proof",
  async () => {
    const databaseUrl = await (await sharedCluster()).createDatabase('pow');
    const folder = tempDir();
    const servers: ChildServer[] = [];
    try {
      for (let i = 0; i < 2; i += 1)
        servers.push(
          await startChildServer({
            DATABASE_URL: databaseUrl,
            INQUIRIES_DB: join(folder, `unused-${i}.db`),
            INQUIRIES_FILE: join(folder, 'none.jsonl'),
            RATE_LIMIT: '5/10m',
            RATE_LIMIT_SITE: '50/1h',
          }),
        );
      // Sixteen at a time, half to each process: enough at once that, without the lock, both
      // processes counted under 50 together and stored past it.
      const answers: Answer[] = [];
      let next = 0;
      const worker = async () => {
        for (let i = next++; i < 80; i = next++)
          answers.push(
            await post(
              servers[i % 2]!.base,
              CONTACT_PATH,
              { ...VALID_INQUIRY, name: `flood-${i}` },
              from(`10.${i}.0.1`),
            ),
          );
      };
      await Promise.all(Array.from({ length: 16 }, worker));
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM inquiries',
      );
      await client.end();
      const statuses = answers.map((a) => a.status);
      assert.is(statuses.filter((s) => s === 200).length, 50, JSON.stringify(statuses));
      assert.is(statuses.filter((s) => s === 428).length, 30);
      assert.is(rows[0]!.n, 50);
    } finally {
      for (const server of servers) {
        const exited = new Promise((resolve) => server.child.once('exit', resolve));
        server.child.kill('SIGTERM');
        await exited;
      }
    }
  },
);

// Stopped here so the test process can end; the next suite that asks for it starts it again.
pow.after(async () => {
  await (await sharedCluster()).stop();
});

pow.run();
