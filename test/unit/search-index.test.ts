/** The search index's Korean terms (DECISIONS §21): a word inside a compound is found by its start. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { indexDocument, koreanEndings } from '../../site/build/search-index.ts';

test('index - a Korean word yields its endings from the second syllable', () => {
  assert.equal(koreanEndings('산업안전보건을 지킵니다'), [
    '업안전보건을',
    '안전보건을',
    '전보건을',
    '보건을',
    '건을',
    '킵니다',
    '니다',
  ]);
});

test('index - a word joined to the one before it without a space is a term of its own', () => {
  assert.equal(koreanEndings('안전·보건'), ['보건']);
  assert.equal(koreanEndings('(보건관리)'), ['건관리', '관리']);
  assert.equal(koreanEndings('safewiz 보건 RFID'), []);
});

test('index - the terms and metadata follow <main>, outside the indexed body', () => {
  const html = '<html lang="ko"><body><main id="main"><p>안전보건</p></main></body></html>';
  const out = indexDocument(html, { section: '솔루션', name: 'safewiz' });
  assert.match(out, '<main data-pagefind-body id="main">');
  assert.match(out, '</main><div data-pagefind-meta="section">솔루션</div>');
  assert.match(out, '<div data-pagefind-meta="name">safewiz</div>');
  assert.match(out, '<div data-pagefind-meta="terms">전보건 보건</div></body>');
});

test.run();
