/**
 * The search index's Korean terms (contracts §21): a word inside a compound is found by its start.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { indexDocument, koreanEndings } from '../../site/builder/search-index.ts';

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

test('index - the document is <main> in its language, the terms and metadata after it', () => {
  const html =
    '<html lang="ko" data-theme="main"><head><title>t</title></head><body><header>메뉴</header><main id="main"><p>안전보건</p></main><footer>주소</footer></body></html>';
  const out = indexDocument(html, { section: '솔루션', name: 'safewiz' });
  assert.match(out, '<main data-pagefind-body id="main">');
  assert.match(out, '</main><div data-pagefind-meta="section">솔루션</div>');
  assert.match(out, '<div data-pagefind-meta="name">safewiz</div>');
  assert.match(out, '<div data-pagefind-meta="terms">전보건 보건</div></body>');
  assert.ok(out.startsWith('<html lang="ko" data-theme="main"><body><main'), 'the language stays');
  assert.not.match(out, '메뉴', 'the header is left out');
  assert.not.match(out, '주소', 'the footer is left out');
});

test.run();
