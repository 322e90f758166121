/**
 * UI strings through i18next (site/i18n.ts): one fixed `t` per language, flat
 * keys, no escaping (React escapes), a value left out fails loudly; islands' labels rendered at
 * build time, a message with browser-side values cut into parts (site/messages/parts.ts). The
 * compiler's side (an unknown key or a missing value fails `tsc`) is held by COMPILE_CHECKS below.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LOCALES } from '../../site/routes.ts';
import { MESSAGES, labelsOf, partsOf, translatorOf } from '../../site/i18n.ts';
import type { MessageKey } from '../../site/messages/ko.ts';
import { withValues } from '../../site/messages/parts.ts';

test('i18n - t renders a flat key in its language, with its values', () => {
  const en = translatorOf('en');
  const ko = translatorOf('ko');
  assert.is(en('menu.company.intro'), 'About Us');
  assert.is(ko('menu.company.intro'), '회사 개요');
  assert.is(en('press.total', { count: 3 }), '3 items');
  assert.is(ko('press.total', { count: 3 }), '전체 3건');
  assert.is(en('press.pageTitle', { title: 'Press', page: 2 }), 'Press (page 2)');
  // One t per language, made once: the build asks for it on every page.
  assert.is(translatorOf('en'), en);
});

test('i18n - values are written as given: React escapes, i18next does not', () => {
  const t = translatorOf('en');
  assert.is(
    t('press.pageTitle', { title: 'R&D <news> "2025"', page: 2 }),
    'R&D <news> "2025" (page 2)',
  );
});

test('i18n - a value left out fails loudly instead of leaving {{name}} on a page', () => {
  // Only a call the compiler does not check can do this (COMPILE_CHECKS).
  const unchecked = translatorOf('en') as unknown as (key: string) => string;
  assert.throws(
    () => unchecked('press.total'),
    /"\{\{count\}\} items" needs a value for \{\{count\}\}/,
  );
});

test('i18n - a message with browser-side values becomes parts around them', () => {
  assert.equal(partsOf('ko', 'search.count'), ['검색 결과 ', { value: 'count' }, '건']);
  assert.equal(partsOf('en', 'contact.notes.count'), [
    { value: 'count' },
    ' / ',
    { value: 'max' },
    ' characters',
  ]);
  // A value known at build time is rendered by i18next; the rest stay parts.
  assert.equal(partsOf('ko', 'contact.notes.count', { max: '2,000' }), [
    { value: 'count' },
    ' / 2,000자',
  ]);
  assert.equal(partsOf('en', 'menu.home'), ['Home']);
});

test('i18n - labels: text for a message without values, parts for one with', () => {
  assert.equal(labelsOf('en', ['press.retry', 'search.count', 'search.none']), {
    'press.retry': 'Try again',
    'search.count': [{ value: 'count' }, ' results'],
    'search.none': [
      'No page matches “',
      { value: 'query' },
      '”. Try other words, or browse the sitemap.',
    ],
  });
  // Plain JSON: an island's props are serialised into the page.
  const labels = labelsOf('ko', ['search.count', 'inquiry.tooLong']);
  assert.equal(JSON.parse(JSON.stringify(labels)), labels);
});

test('i18n - the island puts its values between the parts', () => {
  const labels = labelsOf('en', ['search.count', 'search.none', 'contact.errors.title']);
  assert.is(withValues(labels['search.count'], { count: 12 }), '12 results');
  assert.is(
    withValues(labels['search.none'], { query: '<x>' }),
    'No page matches “<x>”. Try other words, or browse the sitemap.',
  );
  assert.is(
    withValues(labels['contact.errors.title'], { count: 3 }),
    'Please correct the following (3):',
  );
  assert.is(withValues(['only text'], {}), 'only text');
});

test('i18n - every language names the same values as Korean, whose texts type them', () => {
  const namesOf = (locale: string, key: MessageKey) =>
    partsOf(locale as 'ko', key)
      .flatMap((part) => (typeof part === 'string' ? [] : [part.value]))
      .sort()
      .join(',');
  const keys = Object.keys(MESSAGES.ko) as MessageKey[];
  const differ = LOCALES.flatMap((locale) =>
    keys
      .filter((key) => namesOf(locale, key) !== namesOf('ko', key))
      .map((key) => `${locale} ${key}: ${namesOf(locale, key)} (ko: ${namesOf('ko', key)})`),
  );
  assert.equal(differ, []);
});

/**
 * Never run: `tsc` fails on this file if i18next's types let any of these through (an
 * unneeded @ts-expect-error is itself an error). The resources are typed from ko.ts
 * (CustomTypeOptions in site/i18n.ts).
 */
export function COMPILE_CHECKS() {
  const t = translatorOf('en');
  // @ts-expect-error an unknown key
  t('menu.nowhere');
  // @ts-expect-error a message with a value, the value not given
  t('press.total');
  // @ts-expect-error a value of another name
  t('press.total', { total: 3 });
  // @ts-expect-error a nested path: keys are flat
  t('menu:home');
  // @ts-expect-error the island gives a value the message does not have
  withValues(labelsOf('en', ['search.count'])['search.count'], { query: 'x' });
  // @ts-expect-error a message with values is parts, not text
  const text: string = labelsOf('en', ['search.count'])['search.count'];
  return text;
}

test.run();
