/**
 * The contact form against abuse and failure, end to end in Chromium (contracts §15): the
 * honeypot people and screen readers never meet, one Idempotency-Key per submission reused on
 * retry, the rate limit's message, invisible values refused as the server refuses them
 * (security review fix 5), and the form on a build whose API is another origin (CORS).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { build } from '../../build.ts';
import { startServer } from '../../server/http-server.ts';
import { tempDir } from '../helpers/temp.ts';
import { storedIn } from '../helpers/inquiry.ts';
import { startOnSmallDisk } from '../helpers/small-disk.ts';
import { readCompany } from '../../server/open-inquiries.ts';
import { ROOT } from '../helpers/dist.ts';
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
  openContact,
  storedWith,
} from './contact-kit.ts';

const submit = (page: Page) => page.locator('.contact-form__submit').click();

test('contact abuse - the honeypot is off-screen, outside the accessibility tree and the tab order; filled, nothing is stored', async () => {
  const { page, close } = await openContact('ko');
  const trap = page.locator('input[name="website"]');
  assert.is(await trap.count(), 1);
  assert.not.ok((await trap.isVisible()) && (await trap.boundingBox())!.x >= 0, 'not on screen');
  assert.equal(
    [await trap.getAttribute('tabindex'), await trap.getAttribute('autocomplete')],
    ['-1', 'off'],
  );
  assert.is(await page.locator('.contact-form__trap').getAttribute('aria-hidden'), 'true');
  const tree = await page.locator('form[data-contact-form]').ariaSnapshot();
  assert.not.match(tree, label('ko', 'contact.trap'));
  // Tab from the consent box goes straight to the submit button.
  await page.locator('input[name="privacyConsent"]').focus();
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('type')), 'submit');
  // A script that fills every input fills the trap too: it is told "saved", and nothing is kept.
  const marker = `trap-${Date.now()}`;
  await fillForm(page, { ...VISITOR.ko, marker });
  await trap.fill('https://spam.example', { force: true });
  await submit(page);
  assert.is(await dialogText(page), label('ko', 'contact.saved'));
  assert.equal(await storedWith(marker), []);
  await close();
});

test('contact abuse - a retry after a lost answer sends the same Idempotency-Key: one inquiry stored; a changed form gets a new key', async () => {
  const { page, close } = await openContact('en');
  const marker = `retry-${Date.now()}`;
  const keys: string[] = [];
  let lose = true;
  await page.route(ENDPOINT, async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    const response = await route.fetch(); // the server stores it ...
    if (lose) return route.abort('connectionreset'); // ... and the answer never arrives
    return route.fulfill({ response });
  });
  await fillForm(page, { ...VISITOR.en, marker });
  await submit(page);
  assert.is(await dialogText(page), label('en', 'contact.failed'));
  await closeDialog(page, 'en');
  lose = false;
  await submit(page);
  assert.is(await dialogText(page), label('en', 'contact.saved'));
  await closeDialog(page, 'en');
  assert.is(keys.length, 2);
  assert.match(keys[0]!, /^[0-9a-f-]{36}$/);
  assert.is(keys[1], keys[0]);
  assert.is((await storedWith(marker)).length, 1);
  lose = true;
  await fillForm(page, { ...VISITOR.en, marker: `${marker}-b` });
  await submit(page);
  await closeDialog(page, 'en');
  await page.locator('input[name="phone"]').fill('051-111-1111');
  await submit(page);
  assert.is(await dialogText(page), label('en', 'contact.failed'));
  assert.is(keys.length, 4);
  assert.ok(keys[2] !== keys[0] && keys[3] !== keys[2], 'a changed payload is a new submission');
  await close();
});

test('contact abuse - over the rate limit the failure dialog says to try again in a moment or write to the e-mail address (ko, en)', async () => {
  const db = join(tempDir(), 'inquiries.db');
  const server = await startServer({
    port: 0,
    db,
    inquiriesFile: join(tempDir(), 'none.jsonl'),
    rateLimit: '1/10m',
    log: () => {},
  });
  const context = await current().browser.newContext({
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  });
  try {
    for (const [i, locale] of (['ko', 'en', 'ko'] as const).entries()) {
      const page = await context.newPage();
      await page.goto(CONTACT_URL[locale]);
      await hydrated(page);
      await page.waitForSelector('#contact-province-combo');
      await fillForm(page, { ...VISITOR[locale], marker: `limited-${i}` });
      await submit(page);
      assert.is(
        await dialogText(page),
        label(locale, i === 0 ? 'contact.saved' : 'contact.rateLimited').replace(
          '{{email}}',
          readCompany(ROOT).emails.business,
        ),
        `${locale} #${i}`,
      );
      await page.close();
    }
    // contracts §15's words first; any refusal gives the address to write to.
    assert.ok(label('ko', 'contact.rateLimited').startsWith('잠시 후 다시 시도해 주세요.'));
    assert.ok(label('en', 'contact.rateLimited').startsWith('Please try again in a moment.'));
    assert.is(storedIn(db).length, 1);
  } finally {
    await context.close();
    server.close();
  }
});

test('contact abuse - on a full disk the failure dialog says to try again later or write to the e-mail address, and keeps what was typed', async () => {
  const server = await startOnSmallDisk({ DIST: join(ROOT, 'dist') });
  const context = await current().browser.newContext({ baseURL: server.base });
  const mailTo = readCompany(ROOT).emails.business;
  try {
    server.fill();
    for (const locale of ['ko', 'en'] as const) {
      const page = await context.newPage();
      await page.goto(CONTACT_URL[locale]);
      await hydrated(page);
      await page.waitForSelector('#contact-province-combo');
      await fillForm(page, { ...VISITOR[locale], marker: `full-${locale}` });
      await submit(page);
      const text = await dialogText(page);
      assert.is(text, label(locale, 'contact.unavailable').replace('{{email}}', mailTo));
      assert.ok(text.startsWith(label(locale, 'contact.failed')), 'it still says it failed first');
      assert.ok(text.includes(mailTo), text);
      await closeDialog(page, locale);
      assert.is(await page.locator('input[name="name"]').inputValue(), `full-${locale}`);
      await page.close();
    }
    assert.is(
      label('ko', 'contact.unavailable'),
      '저장에 실패하였습니다. 잠시 후 다시 시도하시거나 이메일({{email}})로 보내 주세요.',
    );
  } finally {
    await context.close();
    server.child.kill('SIGKILL');
  }
});

test("contact abuse - invisible and control-only values get the field's usual message in the browser too", async () => {
  const { page, close } = await openContact('ko');
  await fillForm(page, { ...VISITOR.ko, marker: '\u200b\u3164' });
  await page.locator('input[name="company"]').fill('\u115f\u1160');
  await page.locator('input[name="position"]').fill('\u0000');
  await submit(page);
  const messages = {
    name: '이름을 입력해 주세요.',
    company: '회사명을 입력해 주세요.',
    position: '직책을 입력해 주세요.',
  };
  for (const [field, message] of Object.entries(messages))
    assert.is(await page.locator(`[data-error-for="${field}"]`).textContent(), message, field);
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'name');
  await close();
});

test('contact abuse - a tab pasted inside a one-line field is refused with a message that says so, in both languages', async () => {
  // A text input drops pasted line breaks but keeps a tab: a spreadsheet row pasted into one field.
  const expected = {
    ko: '한 줄로 입력해 주세요. 줄을 바꾸는 문자나 탭 같은 제어 문자는 넣을 수 없습니다.',
    en: 'Please enter this on one line: line breaks, tabs and other control characters are not allowed.',
  };
  for (const locale of ['ko', 'en'] as const) {
    const { page, close } = await openContact(locale);
    await fillForm(page, { ...VISITOR[locale], marker: `one-line-${locale}` });
    await page.locator('input[name="position"]').fill('팀장\t영업부');
    await submit(page);
    assert.is(
      await page.locator('[data-error-for="position"]').textContent(),
      expected[locale],
      locale,
    );
    assert.is(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'position');
    await close();
  }
});

/** A free port on 127.0.0.1, for a server whose origin must be known before it starts. */
function freePort(): Promise<number> {
  const probe = createServer();
  return new Promise((resolve) =>
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    }),
  );
}

test('contact abuse - a build with API_BASE on another origin submits through CORS (site 127.0.0.1, API localhost)', async () => {
  const sitePort = await freePort();
  const apiDb = join(tempDir(), 'inquiries.db');
  const api = await startServer({
    port: 0,
    db: apiDb,
    inquiriesFile: join(tempDir(), 'none.jsonl'),
    siteOrigin: `http://127.0.0.1:${sitePort}`,
    rateLimit: 'off',
    log: () => {},
  });
  const dist = join(tempDir('cors-site-'), 'dist');
  const apiBase = process.env.API_BASE;
  process.env.API_BASE = `http://localhost:${(api.address() as AddressInfo).port}/`;
  try {
    await build(ROOT, dist);
  } finally {
    if (apiBase === undefined) delete process.env.API_BASE;
    else process.env.API_BASE = apiBase;
  }
  const site = await startServer({
    port: sitePort,
    dist,
    db: join(tempDir(), 'site.db'),
    inquiriesFile: join(tempDir(), 'none.jsonl'),
    log: () => {},
  });
  const context = await current().browser.newContext({ baseURL: `http://127.0.0.1:${sitePort}` });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  try {
    await page.goto(CONTACT_URL.en);
    await hydrated(page);
    await page.waitForSelector('#contact-province-combo');
    const marker = `cors-${Date.now()}`;
    await fillForm(page, { ...VISITOR.en, marker });
    const request = page.waitForRequest(
      (r) => r.url().startsWith('http://localhost:') && r.method() === 'POST',
    );
    await submit(page);
    assert.match(
      (await request).url(),
      /^http:\/\/localhost:\d+\/home\/resources\/contact\/insertContact$/,
    );
    assert.is(await dialogText(page), label('en', 'contact.saved'));
    assert.equal(
      storedIn(apiDb).map((r) => r.name),
      [marker],
    );
    assert.equal(errors, []);
  } finally {
    await context.close();
    site.close();
    api.close();
  }
});

test.run();
