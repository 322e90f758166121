/**
 * Search excerpts (contracts §21): the text around the first match, every match marked, parts not
 * HTML.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { excerptOf, matchRanges } from '../../client/components/search/excerpt.ts';

const marked = (parts: { text: string; mark: boolean }[]) =>
  parts.map((p) => (p.mark ? `[${p.text}]` : p.text)).join('');

test('excerpt - a Korean word inside a compound is marked, not the whole compound', () => {
  const text = '현장의 안전보건관리 체계를 세우고 보건 담당자를 돕습니다.';
  assert.is(
    marked(excerptOf(text, '보건')),
    '현장의 안전[보건]관리 체계를 세우고 [보건] 담당자를 돕습니다.',
  );
});

test('excerpt - the query word before a particle is marked, the particle is not', () => {
  assert.is(
    marked(excerptOf('매년 위험성평가를 합니다.', '위험성평가')),
    '매년 [위험성평가]를 합니다.',
  );
});

test('excerpt - every word of the query, any case; a long text cut around the first match with …', () => {
  const text = `${'앞 '.repeat(80)}RFID 태그와 rfid 리더 ${'뒤 '.repeat(80)}`;
  const excerpt = marked(excerptOf(text, 'rfid 리더'));
  assert.ok(excerpt.startsWith('… '), excerpt);
  assert.ok(excerpt.endsWith(' …'), excerpt);
  assert.ok(excerpt.includes('[RFID] 태그와 [rfid] [리더]'), excerpt);
  assert.ok(excerpt.length < 160, `${excerpt.length} characters`);
});

test("excerpt - Pagefind's stemmed matches (its word locations) are marked too", () => {
  // "parking" is found as "park" by the English stemmer: Pagefind says word 1 matched.
  assert.equal(matchRanges('Our parks open', 'parking', [1]), [[4, 9]]);
  assert.is(marked(excerptOf('Our parks open', 'parking', [1])), 'Our [parks] open');
});

test('excerpt - markup in the text stays text, and a query with regex characters is taken literally', () => {
  const parts = excerptOf('a <b>bold</b> (c++) claim', 'c++');
  assert.is(marked(parts), 'a <b>bold</b> ([c++]) claim');
});

test('excerpt - no match (a page found by its section): the start of the text, nothing marked', () => {
  const parts = excerptOf('첫 문장입니다. 둘째 문장입니다.', '솔루션');
  assert.ok(parts.every((p) => !p.mark));
  assert.ok(marked(parts).startsWith('첫 문장입니다.'));
});

test.run();
