/**
 * Fuzzing the preview API with malformed bodies (fast-check): whatever arrives, the answer is a
 * JSON error or success below 500, and no invalid inquiry is ever stored.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { join } from 'node:path';
import { startApiServer } from '../helpers/api-server.ts';
import { tempDir } from '../helpers/temp.ts';
import { INQUIRY_FIELDS } from '../../site/inquiry/schema.ts';
import { CONTACT_PATH, VALID_INQUIRY, storedIn } from '../helpers/inquiry.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 600);
const PATHS = [
  CONTACT_PATH,
  CONTACT_PATH,
  CONTACT_PATH,
  '/home/resources/press/getPress',
  '/home/resources/press/getPressDetail',
];

/**
 * Values a required field refuses: text and choices are never booleans, objects or empty; consent
 * is only `true`.
 */
const REFUSED: unknown[] = [
  undefined,
  null,
  0,
  1,
  true,
  false,
  '',
  '   ',
  'x'.repeat(101),
  [],
  ['solution'],
  {},
  { ko: '부산광역시' },
];
const REFUSED_CONSENT: unknown[] = [
  undefined,
  null,
  0,
  1,
  false,
  '',
  'true',
  'yes',
  [],
  [true],
  {},
];

/** A valid inquiry with at least one required field broken, plus random noise in others. */
const brokenInquiry = fc
  .constantFrom(...INQUIRY_FIELDS.filter((f) => f !== 'notes' && f !== 'budgetAmount'))
  .chain((broken) =>
    fc.record({
      broken: fc.constant(broken),
      value: fc.constantFrom(...(broken === 'privacyConsent' ? REFUSED_CONSENT : REFUSED)),
      noise: fc.dictionary(
        fc.constantFrom(...INQUIRY_FIELDS, '__proto__', 'constructor', 'contactSeq'),
        fc.jsonValue(),
        { maxKeys: 4 },
      ),
    }),
  )
  .map(({ broken, value, noise }) =>
    JSON.stringify({ ...VALID_INQUIRY, ...noise, [broken]: value }),
  );

const nested = fc
  .integer({ min: 1, max: 20000 })
  .chain((depth) =>
    fc.constantFrom(
      '['.repeat(depth) + ']'.repeat(depth),
      `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
      '['.repeat(depth),
    ),
  );

const body = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.uint8Array({ maxLength: 300 }),
  fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null'),
  brokenInquiry,
  nested,
);

const request = fc.record({
  path: fc.oneof(
    { weight: 9, arbitrary: fc.constantFrom(...PATHS) },
    {
      weight: 1,
      arbitrary: fc.string({ maxLength: 20 }).map((s) => `/home/${encodeURIComponent(s)}`),
    },
  ),
  method: fc.oneof(
    { weight: 9, arbitrary: fc.constant('POST') },
    { weight: 1, arbitrary: fc.constantFrom('GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS') },
  ),
  contentType: fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'application/json; charset=utf-8',
        'APPLICATION/JSON',
        'text/plain',
        'application/json; charset=latin1',
        'multipart/form-data; boundary=x',
        'application/x-www-form-urlencoded',
      ),
    },
  ),
  body,
});

interface Ctx {
  base: string;
  file: string;
  close: () => Promise<void>;
}
const fuzz = suite<Ctx>('server fuzz');

fuzz.before(async (ctx) => {
  ctx.file = join(tempDir('fuzz-test-'), 'inquiries.db');
  Object.assign(ctx, await startApiServer({ db: ctx.file }));
});
fuzz.after((ctx) => ctx.close());

fuzz(
  `server fuzz - ${RUNS} malformed requests: no 5xx, JSON answers, nothing stored`,
  async ({ base, file }) => {
    const statuses = new Map<number, number>();
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(request, async ({ path, method, contentType, body: payload }) => {
        const hasBody = method !== 'GET';
        const response = await fetch(base + path, {
          method,
          headers: { 'Content-Type': contentType },
          ...(hasBody ? { body: payload } : {}),
        });
        const answer = JSON.parse(await response.text());
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        return (
          response.status < 500 &&
          answer.status === response.status &&
          typeof answer.code === 'string' &&
          !(path === CONTACT_PATH && response.status === 200)
        );
      }),
      { numRuns: RUNS },
    );
    assert.is(storedIn(file).length, 0);
    console.log(
      `  fuzz: ${RUNS} requests in ${Math.round(performance.now() - started)} ms, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}, stored 0`,
    );
  },
);

fuzz.run();
