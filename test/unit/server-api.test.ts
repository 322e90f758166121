import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startApiServer } from '../helpers/api-server.ts';
import { tempDir } from '../helpers/temp.ts';
import { CONTACT_PATH, VALID_INQUIRY, post, storedIn } from '../helpers/inquiry.ts';
import { ROOT } from '../helpers/dist.ts';

const GET_PRESS = '/home/resources/press/getPress';
const GET_DETAIL = '/home/resources/press/getPressDetail';
const PRESS_FILES = readdirSync(join(ROOT, 'content/press/ko')).filter((f) =>
  f.endsWith('.md'),
).length;

interface Ctx {
  base: string;
  file: string;
  close: () => Promise<void>;
}
const api = suite<Ctx>('server api');

api.before(async (ctx) => {
  ctx.file = join(tempDir('api-test-'), 'inquiries.db');
  Object.assign(ctx, await startApiServer({ db: ctx.file }));
});
api.after((ctx) => ctx.close());

type PressPage = {
  list: Record<string, unknown>[];
  totalCount: number;
  pageNo: number;
  pageSize: number;
};

api('server api - getPress pages the press items, newest first, 10 a page', async ({ base }) => {
  const first = await post(base, GET_PRESS, { pageNo: 0 });
  assert.is(first.status, 200);
  const page = first.body.data as PressPage;
  assert.ok(PRESS_FILES >= 12);
  assert.is(page.totalCount, PRESS_FILES);
  assert.is(page.pageSize, 10);
  assert.is(page.list.length, 10);
  for (const item of page.list)
    assert.equal(Object.keys(item).sort(), ['pressDate', 'pressSeq', 'pressTitle', 'pressType']);
  const dates = page.list.map((i) => i.pressDate as string);
  assert.equal(dates, [...dates].sort().reverse());
  const second = (await post(base, GET_PRESS, { pageNo: 1 })).body.data as PressPage;
  assert.is(second.list.length, PRESS_FILES - 10);
  assert.ok((second.list[0]!.pressDate as string) <= dates[9]!);
  assert.is(((await post(base, GET_PRESS, { pageNo: 50 })).body.data as PressPage).list.length, 0);
  assert.is(((await post(base, GET_PRESS, {})).body.data as PressPage).pageNo, 0);
});

api(
  'server api - getPressDetail gives the text and an http(s) link; unknown is 404, malformed 400',
  async ({ base }) => {
    const { list } = (await post(base, GET_PRESS, { pageNo: 0 })).body.data as PressPage;
    for (const item of list) {
      const { status, body } = await post(base, GET_DETAIL, { pressSeq: item.pressSeq });
      assert.is(status, 200);
      const detail = body.data as Record<string, string>;
      assert.is(detail.pressTitle, item.pressTitle);
      assert.ok(detail.pressContent!.length > 100);
      assert.not.match(detail.pressContent!, /^---/);
      // Plain text (contracts §4): a body's Markdown link is its words.
      assert.not.match(detail.pressContent!, /\]\(|\{\{/);
      if (detail.pressLink) assert.match(detail.pressLink, /^https?:\/\//);
    }
    const missing = await post(base, GET_DETAIL, { pressSeq: 9999 });
    assert.equal([missing.status, missing.body.code], [404, 'NOT_FOUND']);
    for (const pressSeq of ['1', 0, -1, 1.5, null])
      assert.is((await post(base, GET_DETAIL, { pressSeq })).status, 400, String(pressSeq));
  },
);

api(
  'server api - pressSeq stays what it was before the move to ko/ and en/: the Korean file names in order, oldest = 1; text in Korean',
  async ({ base }) => {
    const slugs = readdirSync(join(ROOT, 'content/press/ko'))
      .filter((f) => f.endsWith('.md'))
      .sort();
    // Pinned: links such as /resources/pressView?seq=1 were published with these numbers.
    assert.is(slugs[0], '2023-01-16-safewiz-launch.md');
    assert.is(slugs[16], '2025-09-03-cloud-erp-mes.md');
    for (const [seq, title] of [
      [1, '해온정보기술, 중대재해처벌법 대응 안전보건관리 소프트웨어 safewiz 출시'],
      [17, '해온정보기술, 소규모 제조기업을 위한 클라우드형 스마트 ERP·MES 출시'],
    ] as const) {
      const detail = (await post(base, GET_DETAIL, { pressSeq: seq })).body.data as Record<
        string,
        string
      >;
      assert.is(detail.pressTitle, title);
    }
  },
);

api(
  'server api - a valid inquiry is stored and answered with its contactSeq',
  async ({ base, file }) => {
    const answer = await post(base, CONTACT_PATH, {
      ...VALID_INQUIRY,
      name: ` ${VALID_INQUIRY.name} `,
    });
    assert.equal(
      [answer.status, answer.body],
      [200, { status: 200, code: 'SUCCESS', msg: 'OK', data: { contactSeq: 1 } }],
    );
    const records = storedIn(file);
    assert.is(records.length, 1);
    const { contactSeq, receivedAt, ...stored } = records[0]!;
    assert.is(contactSeq, 1);
    assert.ok(!Number.isNaN(Date.parse(receivedAt)));
    assert.equal(stored, VALID_INQUIRY);
  },
);

api(
  'server api - bad input answers 400/404/405/413/415 in JSON and stores nothing',
  async ({ base, file }) => {
    const before = storedIn(file).length;
    const json = { 'Content-Type': 'application/json' };
    const cases: [string, Promise<Awaited<ReturnType<typeof post>>>, number, string][] = [
      [
        'invalid inquiry',
        post(base, CONTACT_PATH, { ...VALID_INQUIRY, email: 'x' }),
        400,
        'VALIDATION',
      ],
      ['malformed JSON', post(base, CONTACT_PATH, '{"name":', json), 400, 'BAD_JSON'],
      [
        'invalid UTF-8',
        post(base, CONTACT_PATH, new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), json),
        400,
        'BAD_JSON',
      ],
      ['JSON that is not an object', post(base, CONTACT_PATH, '[1,2]', json), 400, 'BAD_REQUEST'],
      [
        'text/plain',
        post(base, CONTACT_PATH, JSON.stringify(VALID_INQUIRY), { 'Content-Type': 'text/plain' }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        'form encoding',
        post(base, CONTACT_PATH, 'name=x', { 'Content-Type': 'application/x-www-form-urlencoded' }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        'over 64 KiB',
        post(base, CONTACT_PATH, { ...VALID_INQUIRY, notes: 'a'.repeat(64 * 1024) }),
        413,
        'TOO_LARGE',
      ],
      [
        'unknown endpoint',
        post(base, '/home/resources/contact/deleteContact', {}),
        404,
        'NOT_FOUND',
      ],
      ['GET', post(base, CONTACT_PATH, undefined, {}, 'GET'), 405, 'METHOD_NOT_ALLOWED'],
      ['PUT', post(base, CONTACT_PATH, VALID_INQUIRY, json, 'PUT'), 405, 'METHOD_NOT_ALLOWED'],
    ];
    for (const [name, answer, status, code] of cases) {
      const { status: got, body } = await answer;
      assert.equal([got, body.status, body.code], [status, status, code], name);
      assert.type(body.msg, 'string', name);
    }
    const invalid = await post(base, CONTACT_PATH, {
      ...VALID_INQUIRY,
      email: 'x',
      district: '종로구',
    });
    assert.equal(invalid.body.errors, {
      district: '시/군/구를 선택해 주세요.',
      email: '이메일 형식이 올바르지 않습니다. 다시 입력해 주세요.',
    });
    const get = await fetch(base + CONTACT_PATH);
    assert.is(get.headers.get('allow'), 'POST');
    assert.is(storedIn(file).length, before);
  },
);

api('server api - the limit is 64 KiB exactly: one byte more is 413', async ({ base }) => {
  const body = JSON.stringify({ ...VALID_INQUIRY, email: 'x', notes: '' });
  const padded = body.replace(
    '"notes":""',
    `"notes":"${'a'.repeat(64 * 1024 - Buffer.byteLength(body))}"`,
  );
  assert.is(Buffer.byteLength(padded), 64 * 1024);
  assert.is((await post(base, CONTACT_PATH, padded)).body.code, 'VALIDATION');
  assert.is(
    (await post(base, CONTACT_PATH, padded.replace('"notes":"', '"notes":"a'))).status,
    413,
  );
});

api(
  'server api - getPress reads the press items alone: a typo in a page does not stop it, a broken press item does',
  async () => {
    const root = tempDir('api-root-');
    cpSync(join(ROOT, 'content'), join(root, 'content'), { recursive: true });
    const page = join(root, 'content/company/ko/intro.md');
    writeFileSync(page, readFileSync(page, 'utf8').replace(/^title:/m, 'titel:'));
    const server = await startApiServer({ db: join(root, 'inquiries.db'), root });
    try {
      const answer = await post(server.base, GET_PRESS, { pageNo: 0 });
      assert.is(answer.status, 200);
      assert.is((answer.body.data as PressPage).totalCount, PRESS_FILES);
      const item = join(root, 'content/press/ko', readdirSync(join(root, 'content/press/ko'))[0]!);
      writeFileSync(item, readFileSync(item, 'utf8').replace(/^title:/m, 'headline:'));
      const broken = await post(server.base, GET_PRESS, { pageNo: 0 });
      assert.equal([broken.status, broken.body.code], [500, 'CONTENT']);
    } finally {
      await server.close();
    }
  },
);

api.run();
