/**
 * UI strings are rendered at build time (docs/decisions.md "UI strings"): no
 * i18n library reaches the visitor's browser, and every island receives its strings filled, a
 * message with browser-side values in parts around them, never a `{{name}}` to fill.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, PAGES, page } from '../helpers/dist.ts';

/** Every script the site's pages can load: the module script, React, the islands' chunks. */
const SCRIPTS = readdirSync(join(DIST, 'assets'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.js'))
  .map((file) => `assets/${file}`);

test('ui strings - no script of the site carries i18next', () => {
  assert.ok(SCRIPTS.length > 10, `only ${SCRIPTS.length} scripts under dist/assets`);
  // i18next's logger names itself 'i18next:' and its key paths 'i18next/PATH_KEY': minifying
  // keeps both strings, and nothing of ours says i18next.
  const carrying = SCRIPTS.filter((file) =>
    readFileSync(join(DIST, file), 'utf8').includes('i18next'),
  );
  assert.equal(carrying, [], `i18next bundled into ${carrying.join(', ')}`);
});

test('ui strings - every island receives its strings rendered, none with {{placeholders}}', () => {
  let islands = 0;
  const unfilled: string[] = [];
  for (const route of PAGES) {
    for (const script of page(route.outFile).querySelectorAll('script[data-island-props]')) {
      islands++;
      const props = script.textContent ?? '';
      const placeholder = /\{\{\w+\}\}/.exec(props);
      if (placeholder)
        unfilled.push(
          `${route.outFile} ${script.getAttribute('data-island-props')}: ${placeholder[0]}`,
        );
    }
  }
  assert.ok(islands > PAGES.length, `${islands} islands on ${PAGES.length} pages`);
  assert.equal(unfilled, []);
});

test('ui strings - a value only the browser knows arrives as parts around it', () => {
  const props = (outFile: string, island: string) =>
    JSON.parse(page(outFile).querySelector(`script[data-island-props="${island}"]`)!.textContent!);
  const search = props('eng/search/index.html', 'SearchPage').labels;
  assert.equal(search['search.count'], [{ value: 'count' }, ' results']);
  const contact = props('contact/index.html', 'ContactForm').labels;
  assert.equal(contact['contact.errors.title'], [
    '다음 ',
    { value: 'count' },
    '개 항목을 확인해 주세요.',
  ]);
  assert.equal(contact['inquiry.tooLong'], [{ value: 'max' }, '자 이내로 입력해 주세요.']);
  // A value the build knows is rendered by i18next: the address the failure message names.
  assert.match(contact['contact.unavailable'], /이메일\([^@\s]+@[^)\s]+\)로 보내 주세요\.$/);
});

test.run();
