/**
 * The contact form while the site's rate is abnormal, in Chromium: the server
 * answers 428 with a challenge, the form loads the solver (client/components/contact/
 * proof-of-work.ts) only then, solves it on the page and sends the same inquiry again with the
 * answer; the visitor sees "saved" and nothing else. The solver's code is not part of the page
 * before that, and when no proof can be made the dialog gives the business e-mail address.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { startServer } from '../../server/http-server.ts';
import { readCompany } from '../../server/open-inquiries.ts';
import { ROOT } from '../helpers/dist.ts';
import { CONTACT_PATH, VALID_INQUIRY, post, storedIn } from '../helpers/inquiry.ts';
import { tempDir } from '../helpers/temp.ts';
import { current } from './harness.ts';
import { hydrated } from '../../scripts/lib/chromium.ts';
import {
  CONTACT_URL,
  ENDPOINT,
  VISITOR,
  closeDialog,
  dialogText,
  fillForm,
  label,
} from './contact-kit.ts';

/** A server past its normal rate: one inquiry an hour, and one stored already. */
async function abnormalServer() {
  const db = join(tempDir(), 'inquiries.db');
  const server = await startServer({
    port: 0,
    db,
    inquiriesFile: join(tempDir(), 'none.jsonl'),
    rateLimit: '5/10m',
    siteLimit: '1/1h',
    log: () => {},
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  assert.is((await post(base, CONTACT_PATH, VALID_INQUIRY)).status, 200);
  return { server, base, db };
}

test('contact proof - past the normal rate the form solves the challenge the server sends and the inquiry is saved; the solver loads only then', async () => {
  const { server, base, db } = await abnormalServer();
  const context = await current().browser.newContext({ baseURL: base });
  try {
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const answers: { status: number; proof: boolean }[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith(CONTACT_PATH)) return;
      const headers = await response.request().allHeaders();
      answers.push({ status: response.status(), proof: 'x-altcha' in headers });
    });
    await page.goto(CONTACT_URL.ko);
    await hydrated(page);
    await page.waitForSelector('#contact-province-combo');
    const solver = (path: string) => /\/proof-of-work-[A-Z0-9]+\.js$/.test(path);
    assert.not.ok(scripts.some(solver), 'not loaded with the page');
    await fillForm(page, { ...VISITOR.ko, marker: 'proof-ko' });
    await page.locator('.contact-form__submit').click();
    assert.is(await dialogText(page), label('ko', 'contact.saved'));
    assert.equal(answers, [
      { status: 428, proof: false },
      { status: 200, proof: true },
    ]);
    assert.ok(scripts.some(solver), 'loaded when the server asked');
    assert.equal(
      storedIn(db).map((row) => row.name),
      [VALID_INQUIRY.name, 'proof-ko'],
    );
  } finally {
    await context.close();
    server.close();
  }
});

test('contact proof - when no proof can be made the dialog says to try later or write to the e-mail address, and keeps what was typed', async () => {
  const { server, base, db } = await abnormalServer();
  const context = await current().browser.newContext({ baseURL: base });
  const mailTo = readCompany(ROOT).emails.business;
  try {
    const page = await context.newPage();
    // Every answer asks for a proof, with a challenge the solver cannot use: as for a page
    // without Web Crypto (plain http on another host than localhost) or a solver that timed out.
    await page.route(ENDPOINT, (route) =>
      route.fulfill({
        status: 428,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 428,
          code: 'PROOF_OF_WORK_REQUIRED',
          msg: '',
          challenge: {},
        }),
      }),
    );
    await page.goto(CONTACT_URL.en);
    await hydrated(page);
    await page.waitForSelector('#contact-province-combo');
    await fillForm(page, { ...VISITOR.en, marker: 'proof-en' });
    await page.locator('.contact-form__submit').click();
    assert.is(
      await dialogText(page),
      label('en', 'contact.unavailable').replace('{{email}}', mailTo),
    );
    await closeDialog(page, 'en');
    assert.is(await page.locator('input[name="name"]').inputValue(), 'proof-en');
    assert.is(storedIn(db).length, 1);
  } finally {
    await context.close();
    server.close();
  }
});

test.run();
