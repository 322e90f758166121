/**
 * The API through nginx (contracts §14): /home/resources/ goes to `npm run serve:api`, press and
 * one inquiry end to end. Only the public contract is asserted (status, code, data), so the test
 * holds whichever store the API server keeps inquiries in.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { API_PATHS } from '../../site/api.ts';
import { VALID_INQUIRY, post } from '../helpers/inquiry.ts';
import { current } from './harness.ts';

const JSON_HEADERS = { 'Content-Type': 'application/json' };

test('api - the press list and an item come from the API server through nginx', async () => {
  const list = await post(current().base, API_PATHS.getPress, { pageNo: 0 });
  assert.is(list.status, 200);
  const page = list.body.data as {
    list: { pressSeq: number; pressTitle: string }[];
    totalCount: number;
  };
  assert.ok(
    page.list.length > 0 && page.totalCount >= page.list.length,
    JSON.stringify(list.body).slice(0, 300),
  );
  const detail = await post(current().base, API_PATHS.getPressDetail, {
    pressSeq: page.list[0]!.pressSeq,
  });
  assert.is(detail.status, 200);
  assert.is((detail.body.data as { pressTitle: string }).pressTitle, page.list[0]!.pressTitle);
});

test('api - an inquiry is stored through nginx and answered with its number', async () => {
  const first = await post(current().base, API_PATHS.insertContact, VALID_INQUIRY, JSON_HEADERS);
  assert.is(first.status, 200, JSON.stringify(first.body));
  const seq = (first.body.data as { contactSeq: unknown }).contactSeq;
  assert.type(seq, 'number');
  const second = await post(
    current().base,
    API_PATHS.insertContact,
    { ...VALID_INQUIRY, notes: '두 번째 문의' },
    JSON_HEADERS,
  );
  assert.ok(
    (second.body.data as { contactSeq: number }).contactSeq > (seq as number),
    'numbers go up',
  );
});

test('api - refusals of the API server pass through nginx unchanged', async () => {
  const invalid = await post(
    current().base,
    API_PATHS.insertContact,
    { ...VALID_INQUIRY, email: 'not an address' },
    JSON_HEADERS,
  );
  assert.is(invalid.status, 400);
  assert.ok(invalid.body.errors?.email, JSON.stringify(invalid.body));
  const get = await post(current().base, API_PATHS.getPress, undefined, JSON_HEADERS, 'GET');
  assert.is(get.status, 405);
  const unknown = await post(current().base, '/home/resources/nothing', {}, JSON_HEADERS);
  assert.is(unknown.status, 404);
  assert.is(unknown.body.code, 'NOT_FOUND');
});

test.run();
