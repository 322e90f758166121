import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  caretAfter,
  commaDigits,
  formatComma,
  reformat,
} from '../../client/components/form/comma.ts';
import { movedIndex, openingIndex, typedIndex } from '../../client/components/form/select-list.ts';
import { formatDate } from '../../site/dates.ts';
import { dateFormatOf } from '../../site/routes.ts';
import { safeLink, seqFromSearch, toParagraphs } from '../../client/components/press/format.ts';
import { articleUrl } from '../../client/islands/PressDetail.tsx';

test('comma field - thousands separators, decimal part kept, digits submitted', () => {
  assert.is(formatComma('1234567'), '1,234,567');
  assert.is(formatComma('1234567.5'), '1,234,567.5');
  assert.is(formatComma('12a3'), '123');
  assert.is(formatComma('0012'), '12');
  assert.is(formatComma('0'), '0');
  assert.is(formatComma('1.2.3'), '1.23');
  assert.is(formatComma('1,234,5678'), '12,345,678');
  assert.is(formatComma('9999.5', true), '9,999');
  assert.is(formatComma(''), '');
  assert.is(commaDigits('1,234,567.5'), '1234567.5');
});

test('comma field - the caret stays after the same digit', () => {
  assert.is(caretAfter('1,234', 2), 3);
  assert.is(caretAfter('1,234', 1), 1);
  assert.is(caretAfter('1,234', 0), 0);
  assert.is(caretAfter('1,234', 9), 5);
  assert.equal(reformat('12345', 5, true), { text: '12,345', caret: 6 });
  assert.equal(reformat('1,2345', 3, true), { text: '12,345', caret: 2 });
  assert.equal(reformat('19,234,567', 2, true), { text: '19,234,567', caret: 2 });
});

test('select list - opens on the chosen option, else the first (the last upwards)', () => {
  assert.is(openingIndex(3, 11, 'first'), 3);
  assert.is(openingIndex(3, 11, 'last'), 3);
  assert.is(openingIndex(-1, 11, 'first'), 0);
  assert.is(openingIndex(-1, 11, 'last'), 10);
  assert.is(openingIndex(-1, 0, 'first'), -1);
  // A choice the rebuilt list no longer has (a district of another province) counts as none.
  assert.is(openingIndex(12, 11, 'first'), 0);
});

test('select list - the arrows and Page Up / Down move inside the list, without wrapping', () => {
  assert.is(movedIndex(3, 1, 5), 4);
  assert.is(movedIndex(4, 1, 5), 4);
  assert.is(movedIndex(0, -1, 5), 0);
  assert.is(movedIndex(2, -10, 5), 0);
  assert.is(movedIndex(2, 10, 30), 12);
  assert.is(movedIndex(-1, 1, 5), 0);
  assert.is(movedIndex(-1, -1, 5), 4);
  assert.is(movedIndex(-1, 1, 0), -1);
});

test('select list - type-ahead finds the next option starting with what was typed', () => {
  const texts = ['Busan', 'Seoul', 'Sejong', 'Daegu'];
  assert.is(typedIndex(texts, 's', -1), 1);
  assert.is(typedIndex(texts, 's', 1), 2);
  assert.is(typedIndex(texts, 'S', 2), 1, 'round the list, case ignored');
  assert.is(typedIndex(texts, 'se', 1), 1, 'a second letter may keep the option the first reached');
  assert.is(typedIndex(texts, 'sej', 1), 2);
  assert.is(typedIndex(texts, 'x', 3), 3, 'no match: the active option stays');
  assert.is(typedIndex(['부산광역시', '서울특별시'], '서', -1), 1);
});

test('press helpers - seq from the query string', () => {
  assert.is(seqFromSearch('?seq=12'), 12);
  assert.is(seqFromSearch('?x=1&seq=3'), 3);
  for (const search of [
    '',
    '?seq=',
    '?seq=abc',
    '?seq=0',
    '?seq=1.5',
    '?seq=-1',
    '?seq=99999999999999999999',
  ])
    assert.is(seqFromSearch(search), undefined, search);
});

test('press helpers - pressView maps a known seq to its article, Korean-only ones to the Korean article', () => {
  const table = {
    slugs: ['2023-01-16-a', '', '2023-03-01-c'],
    base: '/eng/resources/press/',
    koreanOnly: [3],
    koreanBase: '/resources/press/',
  };
  assert.is(articleUrl(table, 1), '/eng/resources/press/2023-01-16-a');
  assert.is(articleUrl(table, 3), '/resources/press/2023-03-01-c');
  for (const seq of [2, 4, 0, 99999]) assert.is(articleUrl(table, seq), undefined, String(seq));
});

test('press helpers - dates, links and paragraphs', () => {
  assert.is(formatDate('2024-09-10', dateFormatOf('ko')), '2024.09.10');
  assert.is(formatDate('2025-09-03', dateFormatOf('ko')), '2025.09.03');
  assert.is(formatDate('2024-09-10', dateFormatOf('en')), 'Sep 10, 2024');
  assert.is(formatDate('2025-10-01', dateFormatOf('ko', 'long')), '2025년 10월 1일');
  assert.is(formatDate('2025-10-01', dateFormatOf('en', 'long')), 'October 1, 2025');
  assert.is(formatDate('soon', dateFormatOf('en')), 'soon');
  assert.is(safeLink('https://www.example.com/a?b=1'), 'https://www.example.com/a?b=1');
  assert.is(safeLink('http://example.com'), 'http://example.com/');
  for (const link of [
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,x',
    'ftp://example.com',
    '/relative',
    'nonsense',
    42,
    undefined,
  ])
    assert.is(safeLink(link), undefined, String(link));
  assert.equal(toParagraphs('a\nb\n\n\nc\n \n'), ['a\nb', 'c']);
  assert.equal(toParagraphs(undefined), []);
});

test.run();
