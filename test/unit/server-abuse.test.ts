/**
 * The API against abuse (contracts §15): the honeypot, the rate limit per client IP (also across
 * two processes on one database, IPv6 by /64), X-Forwarded-For read past trusted proxies only,
 * Idempotency-Key, and the site's normal rate (test/unit/server-proof-of-work.test.ts for more).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { startApiServer, startChildServer } from '../helpers/api-server.ts';
import { tempDir } from '../helpers/temp.ts';
import { CONTACT_PATH, VALID_INQUIRY, post, seqOf, storedIn, withDb } from '../helpers/inquiry.ts';
import {
  addressOf,
  clientIp,
  parseTrustedProxies,
  rateLimitKey,
  trustTest,
} from '../../server/client-ip.ts';
import { parseRateLimit } from '../../server/store/rate-limit.ts';

const abuse = suite('server abuse');
const json = { 'Content-Type': 'application/json' };
const from = (ip: string) => ({ ...json, 'X-Forwarded-For': `10.9.9.9, ${ip}` });
const outboxRows = (db: string) =>
  withDb(db, (d) => d.prepare('SELECT count(*) FROM outbox').pluck().get() as number);

abuse(
  'server abuse - a filled honeypot is answered 200 and nothing is stored or queued for mail',
  async () => {
    const db = join(tempDir(), 'inquiries.db');
    const { base, close } = await startApiServer({ db });
    for (const body of [
      { ...VALID_INQUIRY, website: 'https://spam.example' },
      { name: 'only junk', website: 'x' },
    ]) {
      const answer = await post(base, CONTACT_PATH, body);
      assert.equal([answer.status, answer.body.data], [200, { contactSeq: 0 }]);
    }
    assert.is(
      seqOf(await post(base, CONTACT_PATH, { ...VALID_INQUIRY, website: '' })),
      1,
      'an empty honeypot is a person',
    );
    await close();
    assert.equal([storedIn(db).length, outboxRows(db)], [1, 1]);
  },
);

abuse(
  'server abuse - 5 inquiries per client IP per 10 minutes; the 6th is 429 with Retry-After and the message of §15',
  async () => {
    const db = join(tempDir(), 'inquiries.db');
    const { base, close } = await startApiServer({ db, rateLimit: '5/10m' });
    const first = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(base, CONTACT_PATH, VALID_INQUIRY, from('198.51.100.7')),
      ),
    );
    assert.ok(first.every((a) => a.status === 200));
    const refused = await post(base, CONTACT_PATH, VALID_INQUIRY, from('198.51.100.7'));
    assert.equal(
      [refused.status, refused.body.code, refused.body.msg],
      [429, 'RATE_LIMITED', '잠시 후 다시 시도해 주세요.'],
    );
    const retryAfter = Number(refused.headers.get('retry-after'));
    assert.ok(retryAfter > 590 && retryAfter <= 600, String(retryAfter));
    assert.is(
      (
        await post(base, CONTACT_PATH, VALID_INQUIRY, {
          ...json,
          'X-Forwarded-For': '198.51.100.7',
        })
      ).status,
      429,
      'a forged earlier hop changes nothing',
    );
    assert.is(
      (await post(base, CONTACT_PATH, VALID_INQUIRY, from('203.0.113.1'))).status,
      200,
      'another client is not limited',
    );
    assert.is(
      (await post(base, CONTACT_PATH, { ...VALID_INQUIRY, email: 'x' }, from('198.51.100.7')))
        .status,
      400,
      'invalid input is still checked first',
    );
    await close();
    assert.is(storedIn(db).length, 6);
  },
);

abuse(
  'server abuse - the window ends: a client refused is accepted again after Retry-After',
  async () => {
    const db = join(tempDir(), 'inquiries.db');
    const { base, close } = await startApiServer({ db, rateLimit: '2/1s' });
    await post(base, CONTACT_PATH, VALID_INQUIRY);
    await post(base, CONTACT_PATH, VALID_INQUIRY);
    const refused = await post(base, CONTACT_PATH, VALID_INQUIRY);
    assert.equal([refused.status, refused.headers.get('retry-after')], [429, '1']);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    assert.is((await post(base, CONTACT_PATH, VALID_INQUIRY)).status, 200);
    await close();
  },
);

abuse('server abuse - the limit holds across two server processes on one database', async () => {
  const db = join(tempDir(), 'inquiries.db');
  const servers = [
    await startChildServer({ INQUIRIES_DB: db, RATE_LIMIT: '5/10m' }),
    await startChildServer({ INQUIRIES_DB: db, RATE_LIMIT: '5/10m' }),
  ];
  try {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(servers[i % 2]!.base, CONTACT_PATH, VALID_INQUIRY, from('192.0.2.44')),
      ),
    );
    assert.equal(answers.map((a) => a.status).sort(), [
      ...Array(5).fill(200),
      ...Array(7).fill(429),
    ]);
    assert.is(storedIn(db).length, 5);
  } finally {
    for (const { child } of servers) child.kill('SIGKILL');
  }
});

abuse(
  'server abuse - the client IP: the first untrusted X-Forwarded-For hop from the right, only from a trusted peer',
  () => {
    const local = trustTest(parseTrustedProxies(undefined));
    assert.is(clientIp('127.0.0.1', '203.0.113.5, 198.51.100.7', local), '198.51.100.7');
    assert.is(clientIp('::1', '2001:db8::1', local), '2001:db8::1');
    assert.is(clientIp('::ffff:127.0.0.1', '198.51.100.7', local), '198.51.100.7');
    assert.is(
      clientIp('203.0.113.9', '198.51.100.7', local),
      '203.0.113.9',
      'a remote peer cannot choose its IP',
    );
    assert.is(clientIp('127.0.0.1', 'unknown', local), '127.0.0.1');
    assert.is(clientIp('127.0.0.1', ['1.1.1.1', '198.51.100.8'], local), '198.51.100.8');
    assert.is(
      clientIp('127.0.0.1', '6.6.6.6, 198.51.100.7, 127.0.0.1', local),
      '198.51.100.7',
      'a TLS front on this machine is skipped',
    );
    const fronts = trustTest(parseTrustedProxies('10.0.0.2, 192.168.0.0/16, 2001:db8:f::/48'));
    assert.is(
      clientIp('127.0.0.1', '6.6.6.6, 198.51.100.7, 192.168.4.4, 10.0.0.2', fronts),
      '198.51.100.7',
    );
    assert.is(clientIp('127.0.0.1', '[2001:db8:1::5]:443, 2001:db8:f::1', fronts), '2001:db8:1::5');
    assert.is(clientIp('127.0.0.1', '198.51.100.7:5123, 10.0.0.2', fronts), '198.51.100.7');
    assert.is(
      clientIp('127.0.0.1', 'junk, 10.0.0.2', fronts),
      '10.0.0.2',
      'no further than a trusted hop vouches',
    );
    assert.is(clientIp('127.0.0.1', '10.0.0.2', fronts), '10.0.0.2', 'all trusted: the leftmost');
    assert.is(
      clientIp('127.0.0.2', '198.51.100.7', local),
      '127.0.0.2',
      'only the listed loopback address',
    );
    assert.is(clientIp(undefined, '198.51.100.7', local), 'unknown');
    assert.equal(parseTrustedProxies(' 10.0.0.2,,10.0.0.2 '), ['127.0.0.1', '::1', '10.0.0.2']);
    for (const bad of [
      'proxy.example',
      '10.0.0.0/33',
      '::/129',
      '10.0.0.1/8/2',
      '10.0.0.1-10.0.0.9',
    ])
      assert.throws(() => parseTrustedProxies(bad), /^TRUSTED_PROXIES: /, bad);
    assert.equal(
      ['1.2.3.4', '[2001:DB8::1]:80', '::ffff:1.2.3.4', '1.2.3.4:80', 'unknown', '', '1.2.3'].map(
        addressOf,
      ),
      ['1.2.3.4', '2001:db8::1', '1.2.3.4', '1.2.3.4', undefined, undefined, undefined],
    );
  },
);

abuse('server abuse - IPv6 clients are counted by /64, IPv4 clients by address', () => {
  assert.is(rateLimitKey('198.51.100.7'), '198.51.100.7');
  assert.is(rateLimitKey('2001:db8:1:2:aaaa::9'), '2001:db8:1:2::/64');
  assert.is(rateLimitKey('2001:db8:1:2:ffff:ffff:ffff:ffff'), '2001:db8:1:2::/64');
  assert.is(rateLimitKey('2001:db8::1'), '2001:db8:0:0::/64');
  assert.is(rateLimitKey('2001:db8:0:0:1::1'), rateLimitKey('2001:db8::2'));
  assert.is(rateLimitKey('::ffff:0:1.2.3.4'), '0:0:0:0::/64');
  assert.is.not(rateLimitKey('2001:db8:1:3::1'), rateLimitKey('2001:db8:1:2::1'));
});

abuse('server abuse - the limit counts a whole IPv6 /64 as one client', async () => {
  const db = join(tempDir(), 'inquiries.db');
  const { base, close } = await startApiServer({ db, rateLimit: '5/10m' });
  const statuses: number[] = [];
  for (let i = 1; i <= 6; i += 1)
    statuses.push(
      (await post(base, CONTACT_PATH, VALID_INQUIRY, from(`2001:db8:7:8::${i.toString(16)}:1`)))
        .status,
    );
  assert.equal(statuses, [200, 200, 200, 200, 200, 429]);
  assert.is(
    (await post(base, CONTACT_PATH, VALID_INQUIRY, from('2001:db8:7:9::1'))).status,
    200,
    'the next /64 is another client',
  );
  await close();
});

abuse(
  "server abuse - past the site's normal rate no address is refused: each is asked for a proof of work (428), nothing more is stored or queued, and it is logged once",
  async () => {
    const db = join(tempDir(), 'inquiries.db');
    const { base, close, logged } = await startApiServer({
      db,
      rateLimit: '5/10m',
      siteLimit: '10/10m',
    });
    const statuses: number[] = [];
    for (let i = 1; i <= 14; i += 1)
      statuses.push((await post(base, CONTACT_PATH, VALID_INQUIRY, from(`203.0.${i}.1`))).status);
    const asked = await post(base, CONTACT_PATH, VALID_INQUIRY, from('198.51.100.200'));
    await close();
    assert.equal(statuses, [...Array(10).fill(200), ...Array(4).fill(428)]);
    assert.equal([asked.status, asked.body.code], [428, 'PROOF_OF_WORK_REQUIRED']);
    assert.ok((asked.body as { challenge?: unknown }).challenge, 'with a challenge to solve');
    assert.equal([storedIn(db).length, outboxRows(db)], [10, 10]);
    const lines = logged.filter((l) => l.startsWith('inquiries need a proof of work'));
    assert.equal(lines, [
      "inquiries need a proof of work: 10 in the last 10 min, past the site's normal 10 (RATE_LIMIT_SITE)",
    ]);
    assert.throws(() => parseRateLimit('lots', 'RATE_LIMIT_SITE'), /^RATE_LIMIT_SITE="lots"/);
  },
);

abuse(
  'server abuse - RATE_LIMIT is "<count>/<window>" or "off"; anything else stops the start',
  () => {
    assert.equal(parseRateLimit('5/10m'), { max: 5, windowMs: 600_000 });
    assert.equal(parseRateLimit('100/1h'), { max: 100, windowMs: 3_600_000 });
    assert.equal(parseRateLimit('off').max, 0);
    for (const bad of ['', '5', '0/10m', '5/10', '5 / 10m', '-1/1m', '5/10d'])
      assert.throws(() => parseRateLimit(bad), /RATE_LIMIT=.*expected "<count>\/<window>"/, bad);
  },
);

abuse(
  'server abuse - a retried submission with the same Idempotency-Key stores one inquiry and answers the same number',
  async () => {
    const db = join(tempDir(), 'inquiries.db');
    const { base, close } = await startApiServer({ db, rateLimit: '2/10m' });
    const key = { ...json, 'Idempotency-Key': '3f1c2b9e-6a57-4d0e-9c1a-0f6a2d7b8e11' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(base, CONTACT_PATH, VALID_INQUIRY, key)),
    );
    assert.equal(
      answers.map((a) => [a.status, seqOf(a)]),
      [
        [200, 1],
        [200, 1],
        [200, 1],
      ],
    );
    const changed = await post(base, CONTACT_PATH, { ...VALID_INQUIRY, notes: 'changed' }, key);
    assert.equal([changed.status, changed.body.code], [409, 'IDEMPOTENCY_CONFLICT']);
    for (const bad of ['short', 'has space in it', 'x'.repeat(129), 'jsonl:abcdefgh']) {
      assert.equal(
        (await post(base, CONTACT_PATH, VALID_INQUIRY, { ...json, 'Idempotency-Key': bad })).body
          .code,
        'BAD_IDEMPOTENCY_KEY',
        bad,
      );
    }
    assert.is(
      seqOf(await post(base, CONTACT_PATH, VALID_INQUIRY)),
      2,
      'retries did not count against the limit',
    );
    await close();
    assert.equal([storedIn(db).length, outboxRows(db)], [2, 2]);
  },
);

abuse.run();
