import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page, Route } from 'playwright-core';
import { MESSAGES } from '../../site/i18n.ts';
import { current, open } from './harness.ts';
import { VIEWPORTS, hydrated } from '../../scripts/lib/chromium.ts';
import {
  CONTACT_URL,
  ENDPOINT,
  VISITOR,
  closeDialog,
  combo,
  dialogText,
  fillForm,
  label,
  noErrors,
  openContact,
  shownValues,
  storedWith,
  type Locale,
} from './contact-kit.ts';

const press = (page: Page, ...keys: string[]) =>
  keys.reduce((p, key) => p.then(() => page.keyboard.press(key)), Promise.resolve());
const focusedId = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.id ?? document.activeElement?.getAttribute('name') ?? '',
  );

test('contact - by keyboard alone, an inquiry reaches the preview server, the saved dialog shows and the form resets (ko, 1440)', async () => {
  const { page, errors, close } = await openContact('ko');
  const marker = `keyboard-${Date.now()}`;
  await page.locator('input[name="inquiryType"][value="solution"]').focus();
  await press(page, 'ArrowRight'); // 제휴 문의
  await press(page, 'Tab', 'Enter', 'ArrowDown', 'Enter'); // business field: 2nd option
  assert.is(await focusedId(page), 'contact-businessField-combo');
  await press(page, 'Tab', 'Tab', 'Enter', 'End', 'Enter'); // past the reset button; budget: direct
  await press(page, 'Tab', 'Tab');
  assert.is(await focusedId(page), 'contact-budgetAmount');
  await page.keyboard.type('123456789');
  await press(page, 'Tab', 'Enter', 'ArrowDown', 'Enter'); // province: 부산광역시
  // district: 해운대구
  await press(page, 'Tab', 'Tab', 'Enter', ...Array(8).fill('ArrowDown'), 'Enter');
  await press(page, 'Tab', 'Tab'); // past the reset button; clear buttons are not tab stops
  assert.is(await focusedId(page), 'contact-addressDetail');
  for (const [index, value] of [
    '센텀중앙로 00',
    marker,
    '과장',
    '테스트 기업',
    '051-000-0000',
    'keyboard@example.com',
    '키보드로만 작성했습니다.',
  ].entries()) {
    if (index > 0) await press(page, 'Tab');
    await page.keyboard.type(value);
  }
  await press(page, 'Tab'); // the privacy box, then the links in its notice
  assert.is(
    await page.evaluate(() => document.activeElement?.classList.contains('privacy-box')),
    true,
  );
  const links = await page
    .locator('.privacy-box a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  assert.ok(links.includes('/privacy'), 'the notice links the privacy policy');
  for (const href of links) {
    await press(page, 'Tab');
    assert.is(await page.evaluate(() => document.activeElement?.getAttribute('href')), href);
  }
  await press(page, 'Tab', 'Space', 'Tab'); // consent, submit
  assert.is(await focusedId(page), '');
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('type')), 'submit');
  await press(page, 'Enter');
  assert.is(await dialogText(page), '해당 문의하기 내용이 저장되었습니다.');
  await press(page, 'Enter');
  const [stored] = await storedWith(marker);
  assert.ok(stored, 'stored in the inquiries file');
  const { contactSeq, receivedAt, ...payload } = stored!;
  assert.equal(payload, {
    inquiryType: 'partnership',
    businessField: 'smart-factory',
    budget: 'direct',
    budgetAmount: '123456789',
    province: '부산광역시',
    district: '해운대구',
    addressDetail: '센텀중앙로 00',
    name: marker,
    position: '과장',
    company: '테스트 기업',
    phone: '051-000-0000',
    email: 'keyboard@example.com',
    notes: '키보드로만 작성했습니다.',
    privacyConsent: true,
  });
  const shown = await shownValues(page);
  assert.equal(
    [shown.inquiryType, shown.name, shown.privacyConsent, shown.budgetAmount],
    [null, '', false, null],
  );
  assert.is(shown.province, '시/도를 선택하세요');
  noErrors(errors);
  await close();
});

test('contact - on the English page names show in English, the payload carries the Korean ones (en, 390)', async () => {
  const { page, errors, close } = await openContact('en', 'phone');
  const marker = `english-${Date.now()}`;
  await fillForm(page, { ...VISITOR.en, marker });
  const request = page.waitForRequest((r) =>
    r.url().endsWith('/home/resources/contact/insertContact'),
  );
  await page.locator('.contact-form__submit').click();
  const sent = await request;
  assert.is(sent.headers()['x-view-name'], 'contact');
  assert.is(sent.postDataJSON().province, '부산광역시');
  assert.is(sent.postDataJSON().district, '해운대구');
  assert.not.ok('budgetAmount' in sent.postDataJSON());
  assert.is(await dialogText(page), 'Your inquiry has been saved successfully.');
  await closeDialog(page, 'en');
  const stored = await storedWith(marker);
  assert.is(stored.length, 1);
  assert.equal(
    [stored[0]!.province, stored[0]!.district, stored[0]!.budget],
    ['부산광역시', '해운대구', '100m-300m'],
  );
  noErrors(errors);
  await close();
});

for (const [locale, viewport] of [
  ['ko', 'phone'],
  ['en', 'desktop'],
] as const) {
  test(`contact - an empty submit shows every message beside its field and focuses the first (${locale}, ${VIEWPORTS[viewport].viewport.width})`, async () => {
    const { page, close } = await openContact(locale, viewport);
    await page.locator('.contact-form__submit').click();
    const messages = MESSAGES[locale];
    // The check is asynchronous (the validator may still be loading): messages appear after it.
    await page.waitForFunction(
      () => document.querySelector('[data-error-for="inquiryType"]')?.textContent !== '',
    );
    for (const field of [
      'inquiryType',
      'businessField',
      'budget',
      'province',
      'district',
      'addressDetail',
      'name',
      'position',
      'company',
      'phone',
      'email',
      'privacyConsent',
    ] as const) {
      assert.is(
        await page.locator(`[data-error-for="${field}"]`).textContent(),
        messages[`inquiry.${field}`],
        field,
      );
    }
    assert.is(await focusedId(page), 'contact-inquiryType');
    const email = page.locator('input[name="email"]');
    assert.is(await email.getAttribute('aria-invalid'), 'true');
    assert.ok(
      (await email.getAttribute('aria-describedby'))!.split(' ').includes('contact-email-error'),
    );
    assert.is(await combo(page, 'province').getAttribute('aria-invalid'), 'true');
    assert.is(
      await combo(page, 'province').getAttribute('aria-describedby'),
      'contact-province-error',
    );
    // Messages follow what the visitor fixes, and focus goes to the first field still wrong.
    await page.locator('label.choice--card').first().click();
    await email.fill('not-an-email');
    assert.is(await page.locator('[data-error-for="inquiryType"]').textContent(), '');
    await page.locator('.contact-form__submit').click();
    assert.is(await focusedId(page), 'contact-businessField-combo');
    assert.is(
      await page.locator('[data-error-for="email"]').textContent(),
      messages['inquiry.emailInvalid'],
    );
    await close();
  });
}

test('contact - one POST per submission however often the button is pressed; the button shows it is busy', async () => {
  const { page, close } = await openContact('ko');
  let posts = 0;
  let release: () => void = () => {};
  await page.route(ENDPOINT, async (route: Route) => {
    posts += 1;
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ status: 200, code: 'SUCCESS', msg: 'OK', data: { contactSeq: 1 } }),
    });
  });
  await fillForm(page, { ...VISITOR.ko, marker: 'busy' });
  const button = page.locator('.contact-form__submit');
  await button.click();
  await page.waitForFunction(
    () => document.querySelector('.contact-form__submit')?.getAttribute('aria-busy') === 'true',
  );
  for (let i = 0; i < 4; i += 1) await button.click({ force: true });
  await button.press('Enter');
  await page.waitForTimeout(300);
  assert.is(posts, 1);
  release();
  assert.is(await dialogText(page), '해당 문의하기 내용이 저장되었습니다.');
  assert.is(await button.getAttribute('aria-busy'), 'false');
  assert.is(posts, 1);
  await close();
});

const FAILURES: [string, Locale, (route: Route) => Promise<void>][] = [
  [
    '500',
    'ko',
    (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"status":500,"code":"INTERNAL","msg":"Internal error"}',
      }),
  ],
  ['a timeout', 'en', (route) => route.abort('timedout')],
  ['a network error', 'ko', (route) => route.abort('failed')],
  [
    'an answer that is not JSON',
    'en',
    (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
  ],
];

for (const [name, locale, answer] of FAILURES) {
  test(`contact - after ${name} the failed dialog shows and every value is kept (${locale})`, async () => {
    const { page, close } = await openContact(locale, locale === 'ko' ? 'desktop' : 'phone');
    await page.route(ENDPOINT, answer);
    await fillForm(page, { ...VISITOR[locale], marker: `kept-${name}` });
    const before = await shownValues(page);
    await page.locator('.contact-form__submit').click();
    assert.is(await dialogText(page), label(locale, 'contact.failed'));
    await closeDialog(page, locale);
    assert.equal(await shownValues(page), before);
    assert.is(before.budgetAmount, locale === 'ko' ? '75,000,000' : null);
    assert.is(before.district, VISITOR[locale].district);
    await close();
  });
}

test('contact - without JavaScript the native controls remain and the page gives the e-mail address', async () => {
  const context = await current().browser.newContext({
    baseURL: current().baseUrl,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  for (const locale of ['ko', 'en'] as const) {
    await page.goto(CONTACT_URL[locale]);
    assert.is(await page.locator('form[data-contact-form] select').count(), 4);
    assert.ok(await page.locator('select[name="province"]').isVisible());
    assert.is(await page.locator('[data-select]').count(), 0);
    const button = page.locator('form[data-contact-form] .contact-form__submit');
    assert.equal(
      [await button.getAttribute('type'), await button.getAttribute('aria-disabled')],
      ['submit', 'true'],
    );
    await page.locator('input[name="name"]').fill('no-script visitor');
    await button.click({ force: true });
    await page.waitForTimeout(300);
    assert.ok(page.url().endsWith(CONTACT_URL[locale]), `nothing submitted (at ${page.url()})`);
    const note = page.locator('.contact-noscript');
    assert.ok(await note.isVisible());
    assert.match((await note.textContent())!, /@example\.com/);
    assert.ok((await note.textContent())!.startsWith(label(locale, 'contact.noscript')));
  }
  await context.close();
});

test('contact - the form loads as the visitor nears it and keeps what was chosen and typed before (ko, 390)', async () => {
  const { page, errors, close } = await open(CONTACT_URL.ko, { viewport: 'phone' });
  try {
    await page.waitForLoadState('networkidle');
    const loaded = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
      );
    const island = page.locator('[data-island="ContactForm"]');
    assert.is(
      await island.getAttribute('data-hydrated'),
      null,
      'not hydrated while far below the fold',
    );
    assert.not.ok(
      (await loaded()).some((path) => path.includes('/ContactForm-')),
      'its code not loaded yet',
    );
    // Choices made while the code is still on its way: the native province select and a text field.
    await page.evaluate(() => {
      (document.querySelector('select[name="province"]') as HTMLSelectElement).value = '부산광역시';
      (document.querySelector('input[name="company"]') as HTMLInputElement).value =
        '이전에 입력한 회사';
    });
    await page.locator('form[data-contact-form]').scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-island="ContactForm"]') as HTMLElement).dataset.hydrated ===
        'true',
    );
    assert.ok((await loaded()).some((path) => path.includes('/ContactForm-')));
    assert.is(await page.locator('input[name="company"]').inputValue(), '이전에 입력한 회사');
    assert.is(await page.locator('select[name="province"]').inputValue(), '부산광역시');
    await page.waitForFunction(() =>
      [...(document.querySelector('select[name="district"]') as HTMLSelectElement).options].some(
        (o) => o.value === '해운대구',
      ),
    );
    await hydrated(page);
    await page.waitForSelector('#contact-province-combo');
    assert.equal(errors, []);
  } finally {
    await close();
  }
});

test.run();
