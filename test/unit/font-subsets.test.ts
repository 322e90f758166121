/** Which subset files a text needs (site/build/font-subsets.ts), for text a script draws later. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  filesForLaterText,
  parseFontFaces,
  parseUnicodeRange,
  subsetFilesFor,
} from '../../site/build/font-subsets.ts';

const CSS = [
  '@font-face{font-family:Pretendard Variable;font-display:swap;src:url("/assets/files/latin.woff2") format("woff2-variations");unicode-range:U+20-7e,U+ac00}',
  '@font-face{font-family:Pretendard Variable;font-display:swap;src:url(/assets/files/ko-a.woff2) format("woff2");unicode-range:U+d574,U+c628-c62a}',
  "@font-face{font-family:Pretendard Variable;font-display:swap;src:url('/assets/files/ko-b.woff2');unicode-range:U+bcf4, U+4??}",
].join('');
const FACES = parseFontFaces(CSS);

test('font subsets - unicode-range values: single points, spans and wildcards', () => {
  assert.equal(parseUnicodeRange('U+20-22,U+ac04'), [
    [0x20, 0x22],
    [0xac04, 0xac04],
  ]);
  assert.equal(parseUnicodeRange(' u+4?? , U+D574 '), [
    [0x400, 0x4ff],
    [0xd574, 0xd574],
  ]);
});

test('font subsets - every face with its file and ranges, whatever the url quoting', () => {
  assert.equal(
    FACES.map((f) => f.url),
    ['/assets/files/latin.woff2', '/assets/files/ko-a.woff2', '/assets/files/ko-b.woff2'],
  );
  assert.equal(FACES[1]!.ranges, [
    [0xd574, 0xd574],
    [0xc628, 0xc62a],
  ]);
  assert.equal(
    parseFontFaces('@font-face{font-family:X;src:url(/x.woff2)}')[0]!.ranges,
    [[0, 0x10ffff]],
    'no range: every character',
  );
});

test('font subsets - the files a text needs, each once, in stylesheet order', () => {
  assert.equal(subsetFilesFor(FACES, '보해온'), [
    '/assets/files/ko-a.woff2',
    '/assets/files/ko-b.woff2',
  ]);
  assert.equal(subsetFilesFor(FACES, 'Hi 해해'), [
    '/assets/files/latin.woff2',
    '/assets/files/ko-a.woff2',
  ]);
  assert.equal(subsetFilesFor(FACES, '中'), []);
});

test('font subsets - later text needs only the files the page text does not fetch', () => {
  const english =
    '<html><body><h1>Safety &amp; XR</h1><a lang="ko">한국어 해온</a><script type="application/json">{"name":"해온보"}</script></body></html>';
  assert.equal(
    filesForLaterText(FACES, '해온보', english),
    ['/assets/files/ko-b.woff2'],
    'only 보 is missing; script contents are not laid out',
  );
  assert.equal(
    filesForLaterText(FACES, '해온보', '<p>해온보</p>'),
    [],
    'the Korean page fetches them all itself',
  );
  assert.equal(
    filesForLaterText(FACES, '해', '<p>온</p>'),
    [],
    'a missing character whose file the page fetches anyway',
  );
});

test.run();
