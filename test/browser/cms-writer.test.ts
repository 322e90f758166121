/**
 * What a writer sees in the editor, on `npm run cms` over a sandbox
 * copy of the content, in a Korean Chromium: a refused save stays until closed, marks each field
 * and says each problem in one Korean sentence; the title counts its characters against 58; an
 * entry opened by its address loads, and a new press item opens with its English column after a
 * preview; the interface is Korean to the eye and to a screen reader; the press list shows the
 * newest first; the popup's periods and the banners' thumbnails show; and Korean typed through
 * composition events in the body editor is saved whole, with the marks its toolbar writes.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { parse } from 'yaml';
import { startDev, type DevServer } from '../../scripts/dev/spawn.ts';
import { current } from './harness.ts';

let dev: DevServer;
let page: Page;
const problems: string[] = [];

const ko = (name: string) => page.locator(`[id^="${name}-field-"]`).first();
const en = (name: string) => page.locator(`[id^="${name}-field-"]`).nth(1);
/** A field's box (Decap's control container, named by its label for screen readers). */
const box = (label: string) => page.locator(`[aria-label="${label} 칸"]`);

/** Goes to one of the editor's routes as a writer typing its address would. */
async function go(hash: string): Promise<void> {
  await page.evaluate((to) => {
    location.hash = to;
  }, hash);
}

async function publish(): Promise<void> {
  await page.getByRole('button', { name: '게시', exact: true }).click();
  await page.getByText('지금 게시', { exact: true }).click();
}

/** A new press item's Korean side, the English side left to the test. */
async function newPressItem(words: string): Promise<void> {
  await go(`/collections/press`);
  await page.getByText('보도자료', { exact: true }).first().waitFor();
  await go(`/collections/press/new`);
  await ko('type').fill('보도자료');
  await ko('title').fill('해온정보기술, 사이트 편집기 도입');
  await ko('date').fill('2026-11-20');
  await ko('slug').fill(words);
}

async function waitForFile(path: string): Promise<string> {
  for (let i = 0; i < 300; i++) {
    const file = join(dev.root, path);
    if (existsSync(file)) return readFileSync(file, 'utf8');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} was never written`);
}

const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';

/**
 * Types `text` as a Korean input method does: each syllable composed jamo by jamo
 * (`Input.imeSetComposition`: 'ㅎ', '하', '한'), then committed (`Input.insertText`); other
 * characters inserted as they are.
 */
async function compose(cdp: CDPSession, text: string): Promise<void> {
  for (const char of text) {
    const code = char.charCodeAt(0) - 0xac00;
    if (code < 0 || code > 11171) {
      await cdp.send('Input.insertText', { text: char });
      continue;
    }
    const initial = INITIALS[Math.floor(code / 588)]!;
    const open = String.fromCharCode(0xac00 + code - (code % 28));
    const steps = code % 28 ? [initial, open, char] : [initial, char];
    for (const step of steps)
      await cdp.send('Input.imeSetComposition', {
        text: step,
        selectionStart: step.length,
        selectionEnd: step.length,
      });
    await cdp.send('Input.insertText', { text: char });
  }
}

test.before(async () => {
  dev = await startDev('scripts/cms.ts', ['static']);
  const context = await current().browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'ko-KR',
  });
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  // Leaving an entry with unsaved changes asks first; each test starts its own entry.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`${dev.baseUrl}/admin/`, { timeout: 120_000 });
  await page.getByRole('button', { name: '로그인' }).click({ timeout: 60_000 });
  await page.getByText('보도자료', { exact: true }).first().waitFor({ timeout: 60_000 });
});

test.after(async () => {
  await page.context().close();
  await dev.stop();
});

test('cms writer - a refused save stays until closed, marks each field and says each problem in one Korean sentence; the title counts against 58', async () => {
  await newPressItem('refused-save');
  await ko('body').fill('본문입니다.');
  await en('type').fill('Press release');
  const long = 'Haeon IT now edits every page of its website in the browser, in two languages';
  await en('title').fill(long);
  await en('body').fill('Text.');
  await ko('sample').click();
  // The limit is seen while writing.
  assert.is(
    await page.locator(`#count-${await en('title').getAttribute('id')}`).innerText(),
    `${long.length} / 58자 · ${long.length - 58}자 넘었습니다`,
  );
  // The file name words are required of a new item, and so labelled: never "optional".
  assert.is(await page.locator('label[for^="slug-field-"]').first().innerText(), '파일 이름 단어');
  await publish();
  const panel = page.locator('.refusals');
  await panel.waitFor({ timeout: 30_000 });
  const sentences = [
    `영어 제목은 검색 결과에서 잘리지 않도록 58자 이하로 줄여 주세요 (지금 ${long.length}자).`,
    '샘플 표시가 한국어판과 영어판에서 다르니 두 판을 같게 맞춰 주세요.',
  ];
  assert.equal(await panel.locator('.refusals__text').allInnerTexts(), sentences);
  // Each field shows its sentence where Decap shows its own errors.
  await box('제목').nth(1).getByText(sentences[0]!).waitFor();
  await box('샘플 (회사 확인 전)').nth(1).getByText(sentences[1]!).waitFor();
  // No toast, no "Error:", no file or key; and after Decap's toasts would have gone, still there.
  await page.waitForTimeout(12_000);
  assert.ok(await panel.isVisible(), 'the refusal is still shown after 12 s');
  assert.is(await page.locator('.Toastify__toast').count(), 0);
  assert.not.match(await page.locator('body').innerText(), /Error|content\/press|title:/);
  // Its button takes the writer to the field; once changed, the field loses its mark.
  await panel.getByRole('button', { name: '이 칸으로 가기' }).first().click();
  await page.waitForFunction(() => document.activeElement?.id.startsWith('title-field-'));
  await en('title').fill('Haeon IT edits its site in the browser');
  await panel.getByText('고쳤습니다. 다시 게시하면 확인합니다.').waitFor();
  assert.is(await box('제목').nth(1).getByText(sentences[0]!).count(), 0);
  await panel.getByRole('button', { name: '닫기' }).click();
  assert.is(await panel.count(), 0);
  // A refusal is no error of the program: nothing in the console.
  assert.equal(problems, []);
});

test("cms writer - a field's own rule refuses in a sentence too: a date in the wrong form", async () => {
  await newPressItem('wrong-date');
  await ko('date').fill('2026.11.20');
  await ko('title').click();
  const sentence = '날짜는 2026-11-20처럼 연-월-일로 써 주세요.';
  await box('날짜').first().getByText(sentence).waitFor();
  await publish();
  await page.locator('.refusals').getByText(sentence).waitFor({ timeout: 30_000 });
  assert.not.match(await page.locator('body').innerText(), /YYYY|패턴|이\(가\)/);
  await page.locator('.refusals').getByRole('button', { name: '닫기' }).click();
});

test("cms writer - an entry opened by its address while another is open loads; its preview, the site's components, changes in place; a new press item then opens with its English column", async () => {
  await go('/collections/pages-company/entries/intro');
  await page.locator('[id^="title-field-"][value="회사 개요"]').waitFor({ timeout: 30_000 });
  const company = parse(readFileSync(join(dev.root, 'content/company.yaml'), 'utf8')) as {
    phone: string;
  };
  // Straight from a page to the company facts: their form, with their values.
  await go('/collections/settings/entries/company');
  await page.locator(`[id^="phone-field-"][value="${company.phone}"]`).waitFor({ timeout: 30_000 });
  // And on to another page of the first collection.
  await go('/collections/pages-company/entries/history');
  await page.locator('[id^="title-field-"][value="연혁"]').waitFor({ timeout: 30_000 });
  assert.not.match(
    await page.locator('body').innerText(),
    /no route uses this file|페이지가 사이트에 없으니/,
  );
  // One preview, then a new press item: both languages side by side.
  await page.getByTitle('미리보기', { exact: true }).click();
  const preview = page.frameLocator('#preview-pane');
  await preview.locator('.banner h1', { hasText: '연혁' }).waitFor({ timeout: 30_000 });
  // The preview is the site's components in the editor's React, not HTML poured in again on each
  // keystroke: the banner's heading is the same element, with the new title.
  await preview.locator('.banner h1').evaluate((h1) => {
    h1.dataset.seen = 'before the change';
  });
  await ko('title').fill('연혁과 걸어온 길');
  await preview
    .locator('.banner h1[data-seen="before the change"]', { hasText: '연혁과 걸어온 길' })
    .waitFor({ timeout: 30_000 });
  await go('/collections/press/new');
  await en('title').waitFor({ timeout: 30_000 });
  assert.is(await page.locator('[id^="title-field-"]').count(), 2);
  assert.is(await page.locator('#preview-pane').count(), 0);
});

test('cms writer - Korean on the screen and to a screen reader, the newest press first, the popup periods open, the banners shown', async () => {
  problems.length = 0;
  await go('/collections/press');
  const newest = readdirSync(join(dev.root, 'content/press/ko')).sort().at(-1)!.slice(0, 10);
  const first = page
    .locator('[class*="ListCardLink"], a[href*="/collections/press/entries/"]')
    .first();
  await first.waitFor({ timeout: 30_000 });
  assert.match(await first.innerText(), new RegExp(`^${newest}`));
  const jargon = /Error|PRESS RELEASE|로케일|컬랙션|i18n|\.yaml|Markdown|MARKDOWN|Expand|Collapse/;
  const labels = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[aria-label], [title]')].map(
        (element) =>
          `${element.getAttribute('aria-label') ?? ''} ${element.getAttribute('title') ?? ''}`,
      ),
    );
  // What the interface says, less what the writers wrote (the body editors' text).
  const interfaceText = () =>
    page.evaluate(() => {
      const written = new Set(
        [...document.querySelectorAll<HTMLElement>('.cm-content')].flatMap((text) =>
          text.innerText.split('\n'),
        ),
      );
      return document.body.innerText
        .split('\n')
        .filter((line) => !written.has(line))
        .join('\n');
    });
  // The header's right side: the writer's menu, not a link reading "/".
  assert.is(await page.getByRole('link', { name: '/', exact: true }).count(), 0);
  const seen: string[] = [];
  const look = async () => {
    seen.push(await interfaceText(), ...(await labels()));
  };
  await look();
  // A blank new item claims nothing about saving.
  await go('/collections/press/new');
  await ko('title').waitFor();
  assert.not.match(await page.locator('body').innerText(), /저장되어 있습니다|저장됨/);
  await look();
  await go('/collections/pages-company/entries/intro');
  await page.locator('[id^="title-field-"][value="회사 개요"]').waitFor({ timeout: 30_000 });
  // Both sides' banner thumbnails show their picture.
  await page.waitForFunction(
    () => {
      const images = [
        ...document.querySelectorAll<HTMLImageElement>('[aria-label="배너 이미지 칸"] img'),
      ];
      return images.length === 2 && images.every((img) => img.complete && img.naturalWidth > 0);
    },
    undefined,
    { timeout: 30_000 },
  );
  await page.locator('[data-testid="expand-button"]').first().click();
  await look();
  await go('/collections/settings/entries/popup');
  // The periods show without an arrow to open; the visitors' "do not show" key is not the writer's.
  await page
    .locator('[id^="startDate-field-"]')
    .first()
    .waitFor({ state: 'visible', timeout: 30_000 });
  assert.is(await page.locator('[id^="storageKey-field-"]').count(), 0);
  await look();
  const english = seen.flatMap((text) =>
    text
      .split('\n')
      .filter((line) => jargon.test(line) || /\b(field|optional|Toggle|Account)\b/.test(line)),
  );
  assert.equal(english, []);
  assert.equal(problems, []);
});

test('cms writer - Korean typed through composition is saved whole, with the heading, bold, list, link and company fact the toolbar writes', async () => {
  await newPressItem('body-editor');
  const body = ko('body');
  await body.click();
  const cdp = await page.context().newCDPSession(page);
  const tool = (name: string) => page.getByRole('button', { name, exact: true }).first();
  await tool('소제목').click();
  await compose(cdp, '안전한 현장');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await compose(cdp, '해온정보기술은 ');
  await tool('굵게').click();
  await compose(cdp, '새 편집기');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await compose(cdp, '를 도입했다.');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await tool('목록').click();
  await compose(cdp, '두 언어를 나란히 씁니다.');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await compose(cdp, '문의: ');
  await tool('링크 넣기').click();
  await page.getByRole('searchbox').fill('문의');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /문의하기/ })
    .first()
    .click();
  await compose(cdp, ', 전화 ');
  await tool('회사 정보 넣기').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /대표 전화/ })
    .click();
  // The fact shows as its name, not its braces.
  await body.locator('.body-fact', { hasText: '대표 전화' }).waitFor();
  await en('type').fill('Press release');
  await en('title').fill('Haeon IT edits its site in the browser');
  await en('body').fill('Haeon IT now edits its site in the browser.');
  await publish();
  await page.getByRole('button', { name: '게시됨' }).waitFor({ timeout: 60_000 });
  const saved = await waitForFile('content/press/ko/2026-11-20-body-editor.md');
  assert.is(
    saved.replace(/^---\n[\s\S]*?\n---\n/, ''),
    [
      '## 안전한 현장',
      '',
      '해온정보기술은 **새 편집기**를 도입했다.',
      '',
      '- 두 언어를 나란히 씁니다.',
      '',
      '문의: [문의하기](/contact), 전화 {{phone}}',
      '',
    ].join('\n'),
  );
});

test.run();
