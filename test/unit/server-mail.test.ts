/**
 * Inquiry mail through a real SMTP server in this process (contracts §15): routing by business
 * field, Korean labels, time in Asia/Seoul, Reply-To, escaped HTML, no header injection; no SMTP
 * settings, an outage and a restart with mail pending, each followed by every mail sent once.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { startApiServer } from '../helpers/api-server.ts';
import { tempDir } from '../helpers/temp.ts';
import { CONTACT_PATH, VALID_INQUIRY, post, seqOf, waitFor, withDb } from '../helpers/inquiry.ts';
import { startSmtp, type TestSmtp } from '../helpers/smtp.ts';
import { composeMail, formatSeoulTime, recipientFor } from '../../server/mail/message.ts';
import { openDatabase } from '../../server/store/db.ts';
import { toRow } from '../../server/store/sqlite-store.ts';
import type { ServerOptions } from '../../server/http-server.ts';
import { missingMailSettings } from '../../server/mail/transport.ts';

const mail = suite('server mail');
// A lease (and so a send deadline, half of it) that no send outlasts on a loaded machine.
const FAST = { retryBaseMs: 50, retryMaxMs: 200, leaseMs: 20_000, pollMs: 100 };
const withSmtp = (smtp: TestSmtp, db: string, extra: Partial<ServerOptions> = {}) =>
  startApiServer({
    db,
    smtpUrl: smtp.url,
    mailFrom: 'Haeon site <site@example.com>',
    mail: FAST,
    ...extra,
  });
const outbox = (db: string) =>
  withDb(
    db,
    (d) =>
      d.prepare('SELECT contactSeq, attempts, sentAt, lastError FROM outbox ORDER BY id').all() as {
        contactSeq: number;
        attempts: number;
        sentAt: number | null;
        lastError: string | null;
      }[],
  );

mail(
  'server mail - routed by business field to the Safewiz, Product or Business address of content/company.yaml',
  async () => {
    const smtp = await startSmtp();
    const db = join(tempDir(), 'inquiries.db');
    const server = await withSmtp(smtp, db);
    const fields = [
      'safewiz',
      'must-xr',
      'parking',
      'kiosk',
      'rfid',
      'remote-locker',
      'energy-iot',
      'marine-ict',
      'hatna',
    ] as const;
    for (const businessField of fields)
      assert.is(
        (
          await post(server.base, CONTACT_PATH, {
            ...VALID_INQUIRY,
            businessField,
            company: businessField,
          })
        ).status,
        200,
      );
    await waitFor('9 mails', () => smtp.received.length === fields.length);
    await server.close();
    await smtp.stop();
    const to = Object.fromEntries(
      smtp.received.map((r) => [
        r.mail.subject!.split(' · ').at(-1),
        r.mail.to && !Array.isArray(r.mail.to) ? r.mail.to.text : '',
      ]),
    );
    assert.equal(to, {
      safewiz: 'safewiz@example.com',
      'must-xr': 'safewiz@example.com',
      parking: 'product@example.com',
      kiosk: 'product@example.com',
      rfid: 'product@example.com',
      'remote-locker': 'product@example.com',
      'energy-iot': 'business@example.com',
      'marine-ict': 'business@example.com',
      hatna: 'business@example.com',
    });
    assert.is(recipientFor('digital-twin', { business: 'b', safewiz: 's', product: 'p' }), 'b');
  },
);

mail(
  'server mail - an inquiry from abroad names its country in Korean and keeps the routing by business field (contracts §17)',
  async () => {
    const smtp = await startSmtp();
    const db = join(tempDir(), 'inquiries.db');
    const server = await withSmtp(smtp, db);
    const abroad = {
      ...VALID_INQUIRY,
      province: '해외',
      district: 'JP',
      addressDetail: '1-2-3 Marunouchi, Chiyoda-ku, Tokyo',
      businessField: 'kiosk',
    };
    assert.is((await post(server.base, CONTACT_PATH, abroad)).status, 200);
    await waitFor('the mail', () => smtp.received.length === 1);
    await server.close();
    await smtp.stop();
    const { mail: received } = smtp.received[0]!;
    for (const line of [
      '시/도: 해외',
      '국가: 일본 (JP)',
      '상세 주소: 1-2-3 Marunouchi, Chiyoda-ku, Tokyo',
    ])
      assert.ok(received.text!.includes(line), `text has "${line}"`);
    assert.not.ok(
      received.text!.includes('시/군/구:'),
      'no district line for an inquiry from abroad',
    );
    assert.ok(
      (received.html as string).includes(
        '<th align="left" valign="top" style="padding:4px 12px 4px 0;white-space:nowrap">국가</th><td style="padding:4px 0;white-space:pre-wrap">일본 (JP)</td>',
      ),
    );
    assert.is(
      received.to && !Array.isArray(received.to) ? received.to.text : '',
      'product@example.com',
    );
  },
);

mail(
  'server mail - Korean labels, number, time in Asia/Seoul, Reply-To the visitor, text and HTML with visitor text escaped',
  async () => {
    const smtp = await startSmtp();
    const db = join(tempDir(), 'inquiries.db');
    const server = await withSmtp(smtp, db);
    const notes = '<script>alert("x")</script> & <b>굵게</b>\n둘째 줄';
    const answer = await post(server.base, CONTACT_PATH, {
      ...VALID_INQUIRY,
      name: '김 "담당" <관리자>',
      notes,
    });
    await waitFor('the mail', () => smtp.received.length === 1);
    await server.close();
    await smtp.stop();
    const { mail: received } = smtp.received[0]!;
    const receivedAt = withDb(
      db,
      (d) => d.prepare('SELECT receivedAt FROM inquiries').pluck().get() as string,
    );
    assert.is(
      received.subject,
      `[홈페이지 문의 #${seqOf(answer)}] 솔루션 문의 · safewiz · 테스트 주식회사`,
    );
    assert.equal(received.replyTo?.value, [
      { name: '김 "담당" <관리자>', address: 'tester@example.com' },
    ]);
    assert.equal(received.from?.value, [{ name: 'Haeon site', address: 'site@example.com' }]);
    assert.match(
      received.messageId!,
      new RegExp(`^<inquiry-${seqOf(answer)}\\.[0-9a-f]{12}@www\\.example\\.com>$`),
    );
    for (const line of [
      '문의 번호: 1',
      `접수 시각: ${formatSeoulTime(receivedAt)}`,
      '문의 유형: 솔루션 문의',
      '사업 분야: safewiz',
      '예산: 직접 입력',
      '예산 금액(원): 50,000,000원',
      '시/도: 부산광역시',
      '시/군/구: 해운대구',
      '상세 주소: 센텀중앙로 00',
      '직책: 팀장',
      '회사명: 테스트 주식회사',
      '연락처: 051-000-0000',
      '이메일: tester@example.com',
      '추가 요청사항:\n    <script>alert("x")</script> & <b>굵게</b>\n    둘째 줄',
      '개인정보 수집 및 이용 동의: 동의함',
    ]) {
      assert.ok(received.text!.includes(line), `text has "${line}"`);
    }
    const html = received.html as string;
    assert.ok(
      html.includes(
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;굵게&lt;/b&gt;',
      ),
      html,
    );
    assert.not.ok(html.includes('<script>') || html.includes('<b>굵게'));
    assert.ok(html.includes('김 &quot;담당&quot; &lt;관리자&gt;'));
    assert.is(formatSeoulTime('2025-10-02T15:03:11.000Z'), '2025-10-03 00:03:11 (KST)');
  },
);

mail(
  'server mail - CR/LF in stored fields cannot add a header (rows imported from the old store were never checked)',
  async () => {
    const smtp = await startSmtp();
    const db = join(tempDir(), 'inquiries.db');
    const hostile = {
      ...VALID_INQUIRY,
      name: 'x\r\nBcc: victim@example.net',
      company: 'acme\r\nX-Injected: 1\r\n\r\nbody',
      email: 'a@example.com\r\nCc: c@example.net',
    };
    const seeded = openDatabase(db);
    seeded
      .prepare(
        `INSERT INTO inquiries (${Object.keys(toRow({})).join(', ')}) VALUES (${Object.keys(
          toRow({}),
        )
          .map((c) => `@${c}`)
          .join(', ')})`,
      )
      .run(toRow({ ...hostile, receivedAt: new Date().toISOString() }));
    seeded
      .prepare(
        'INSERT INTO outbox (contactSeq, recipient, createdAt, nextAttemptAt) VALUES (1, ?, 0, 0)',
      )
      .run('business@example.com');
    seeded.close();
    const server = await withSmtp(smtp, db);
    await waitFor('the mail', () => smtp.received.length === 1);
    await server.close();
    await smtp.stop();
    const { raw, mail: received } = smtp.received[0]!;
    const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
    assert.not.match(head, /^(Bcc|Cc|X-Injected):/im);
    assert.not.ok(
      received.headers.has('bcc') ||
        received.headers.has('cc') ||
        received.headers.has('x-injected'),
    );
    assert.ok(
      composeMail(
        { ...hostile, contactSeq: 1, receivedAt: new Date().toISOString() },
        { from: 'f@example.com', to: 't@example.com', messageId: '<m@x>' },
      )
        .subject!.toString()
        .indexOf('\n') === -1,
    );
  },
);

mail(
  'server mail - a line or paragraph separator in a stored one-line field stays on its line (rows imported from the old store were never checked)',
  () => {
    const text = composeMail(
      {
        ...VALID_INQUIRY,
        contactSeq: 7,
        receivedAt: '2025-10-02T05:03:11.000Z',
        company: 'acme\u2028이메일: fake@evil.example',
        district: '해운대구\u2029예산: 0원',
      },
      { from: 'f@example.com', to: 't@example.com', messageId: '<m@x>' },
    ).text as string;
    const lines = text.split(/\r\n|[\n\r\u2028\u2029]/);
    assert.ok(lines.includes('회사명: acme 이메일: fake@evil.example'), text);
    assert.ok(lines.includes('시/군/구: 해운대구 예산: 0원'), text);
    assert.not.ok(lines.some((l) => l.startsWith('이메일: fake') || l.startsWith('예산: 0원')));
  },
);

mail(
  "server mail - in the text part a visitor's notes are indented, so a notes line written like a field line never passes for one",
  () => {
    const notes =
      '일정 상담 원합니다.\n연락처: 010-9999-9999\r\n이메일: other@evil.example\u2028예산: 0원';
    const text = composeMail(
      { ...VALID_INQUIRY, contactSeq: 7, receivedAt: '2025-10-02T05:03:11.000Z', notes },
      { from: 'f@example.com', to: 't@example.com', messageId: '<m@x>' },
    ).text as string;
    const lines = text.split(/\r\n|[\n\r\u2028\u2029]/);
    const fieldLines = lines.filter((line) => /^\S[^:]*: /.test(line));
    assert.equal(
      fieldLines.filter((line) => /^(연락처|이메일|예산): /.test(line)),
      ['예산: 직접 입력', '연락처: 051-000-0000', '이메일: tester@example.com'],
      'each field once, with its own value',
    );
    const at = lines.indexOf('추가 요청사항:');
    assert.equal(lines.slice(at + 1, at + 5), [
      '    일정 상담 원합니다.',
      '    연락처: 010-9999-9999',
      '    이메일: other@evil.example',
      '    예산: 0원',
    ]);
    const oneLine = composeMail(
      { ...VALID_INQUIRY, contactSeq: 8, receivedAt: '2025-10-02T05:03:11.000Z' },
      { from: 'f@example.com', to: 't@example.com', messageId: '<m@x>' },
    ).text as string;
    assert.ok(
      oneLine.includes(`추가 요청사항:\n    ${VALID_INQUIRY.notes}\n`),
      'one-line notes are set off the same way',
    );
  },
);

mail(
  "server mail - past MAIL_DIGEST an address's notifications go as one digest at its next interval, each inquiry in full; every inquiry is in exactly one mail",
  async () => {
    const smtp = await startSmtp();
    const db = join(tempDir(), 'inquiries.db');
    // Two an hour to one address, then a digest every 5 s (a quarter hour in production).
    const server = await withSmtp(smtp, db, { mailDigest: '2/1h', digestEveryMs: 5000 });
    try {
      const send = (name: string, notes = '도입 상담') =>
        post(server.base, CONTACT_PATH, { ...VALID_INQUIRY, name, notes });
      // Just past an interval's start, so all six fall in one interval.
      await new Promise((resolve) => setTimeout(resolve, 5000 - (Date.now() % 5000) + 50));
      for (let i = 0; i < 6; i += 1)
        assert.is((await send(`digest-${i}`, `상담 ${i}\n연락처: 010-0000-000${i}`)).status, 200);
      await waitFor('two mails and a digest', () => smtp.received.length >= 3, 20_000);
      await send('digest-6');
      await waitFor('the next digest', () => smtp.received.length >= 4, 20_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const mails = smtp.received.map((r) => r.mail);
      assert.equal(
        mails.map((m) => m.subject),
        [
          '[홈페이지 문의 #1] 솔루션 문의 · safewiz · 테스트 주식회사',
          '[홈페이지 문의 #2] 솔루션 문의 · safewiz · 테스트 주식회사',
          '[홈페이지 문의 4건] #3~#6',
          '[홈페이지 문의 1건] #7',
        ],
      );
      const digest = mails[2]!;
      assert.match(digest.messageId!, /^<digest-3-6\.[0-9a-f]{12}@www\.example\.com>$/);
      assert.is(digest.replyTo, undefined, 'no one visitor to answer');
      const text = digest.text!;
      assert.ok(
        text.includes('이 주소로 1시간에 2건이 넘게 접수되어 5초마다 한 통으로 묶어 보냅니다.'),
      );
      for (let i = 2; i < 6; i += 1) {
        assert.ok(text.includes(`== 문의 #${i + 1}: 솔루션 문의 · safewiz · 테스트 주식회사 ==`));
        assert.ok(text.includes(`이름: digest-${i}`), `digest-${i} in full`);
        assert.ok(text.includes(`추가 요청사항:\n    상담 ${i}\n    연락처: 010-0000-000${i}`));
      }
      const names = mails.flatMap((m) => m.text!.match(/이름: digest-\d/g) ?? []);
      assert.equal(
        names.sort(),
        Array.from({ length: 7 }, (_, i) => `이름: digest-${i}`),
        'each inquiry in one mail',
      );
      assert.ok((digest.html as string).includes('<h2>문의 #3: 솔루션 문의'));
      assert.equal(
        outbox(db).map((row) => row.sentAt !== null),
        Array(7).fill(true),
      );
    } finally {
      await server.close();
      await smtp.stop();
    }
  },
);

mail(
  'server mail - without SMTP settings: one line at start, the outbox keeps the mail; a restart with them sends it once',
  async () => {
    const db = join(tempDir(), 'inquiries.db');
    const quiet = await startApiServer({ db, smtpUrl: '', mailFrom: '' });
    const answer = await post(quiet.base, CONTACT_PATH, VALID_INQUIRY);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await quiet.close();
    assert.is(answer.status, 200);
    assert.equal(quiet.logged, [
      'mail: SMTP_URL and MAIL_FROM not set, so no inquiry mail is sent; notifications wait in the outbox until the server starts with them',
    ]);
    assert.equal(
      outbox(db).map((r) => r.sentAt),
      [null],
    );
    const smtp = await startSmtp();
    const server = await withSmtp(smtp, db);
    await waitFor('the pending mail', () => smtp.received.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await server.close();
    await smtp.stop();
    assert.is(smtp.received.length, 1);
    assert.ok(outbox(db)[0]!.sentAt);
  },
);

mail(
  'server mail - an SMTP outage: the visitor is answered at once, the mail is retried with back-off and sent once when SMTP is back',
  async () => {
    const smtp = await startSmtp();
    await smtp.stop();
    const db = join(tempDir(), 'inquiries.db');
    const server = await withSmtp(smtp, db);
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(server.base, CONTACT_PATH, VALID_INQUIRY)),
    );
    assert.ok(
      answers.every((a) => a.status === 200),
      'saved while SMTP is down',
    );
    await waitFor('three failed attempts each', () => outbox(db).every((r) => r.attempts >= 3));
    assert.ok(
      outbox(db).every((r) => r.sentAt === null && /ECONNREFUSED/.test(r.lastError ?? '')),
      JSON.stringify(outbox(db)),
    );
    assert.ok(
      server.logged.some((l) =>
        /^mail for inquiry 1 not sent \(attempt 1, next in 0 s\): .*ECONNREFUSED/.test(l),
      ),
      server.logged.join('\n'),
    );
    const back = Date.now();
    await smtp.start();
    await waitFor('three mails', () => smtp.received.length === 3);
    const recovery = Math.max(...smtp.received.map((r) => r.at)) - back;
    await new Promise((resolve) => setTimeout(resolve, 400));
    await server.close();
    await smtp.stop();
    assert.equal(smtp.duplicates(), []);
    assert.is(smtp.received.length, 3);
    assert.ok(outbox(db).every((r) => r.sentAt && r.lastError === null));
    console.log(
      `  outage: 3 mails pending, all sent ${recovery} ms after SMTP came back (retry back-off capped at ${FAST.retryMaxMs} ms in this test)`,
    );
  },
);

mail('server mail - a malformed SMTP_URL stops the start; one setting missing is named', () => {
  for (const smtpUrl of ['mail.example.com', 'http://mail.example.com', 'smtp://'])
    assert.throws(
      () => missingMailSettings({ smtpUrl, mailFrom: 'a@example.com' }),
      /SMTP_URL: expected smtp:\/\//,
      smtpUrl,
    );
  assert.match(
    missingMailSettings({ smtpUrl: 'smtp://mail.example.com:587' })!,
    /^mail: MAIL_FROM not set/,
  );
  assert.is(
    missingMailSettings({ smtpUrl: 'smtps://u:p@mail.example.com', mailFrom: 'a@example.com' }),
    undefined,
  );
});

mail.run();
