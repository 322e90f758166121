/**
 * The site's font from its own text: which characters a page, a script and a
 * stylesheet bring, how they split between the two subsets, the stylesheet over them, and the
 * subsetter's cache (site/builder/font-text.ts, site-font.ts, font-subsets.ts).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CharacterSet } from '../../site/builder/font-text.ts';
import {
  FONT_SLOT,
  fontFaceRule,
  hashedName,
  linkFont,
  siteCharacters,
  toUnicodeRange,
} from '../../site/builder/site-font.ts';
import { subsetKey, subsetPretendard } from '../../site/builder/font-subsets.ts';
import { readFont } from '../helpers/fonts.ts';
import { tempDir } from '../helpers/temp.ts';

/** The characters beyond printable ASCII, as text: what a test reads at a glance. */
const beyondAscii = (set: CharacterSet) =>
  String.fromCodePoint(...set.points().filter((point) => point > 0x7e));

test('font text - printable ASCII is always in; controls, separators and lone surrogates never', () => {
  const points = new CharacterSet().addText('\t\n\u0085\u2028\ud800x').points();
  assert.equal(points.slice(0, 3), [0x20, 0x21, 0x22]);
  assert.is(points.length, 0x7f - 0x20, 'ASCII space to tilde, nothing else');
});

test('font text - a page: its characters, and those its entities stand for', () => {
  const set = new CharacterSet().addHtml(
    '<p title="해">온 &rarr; &#xAC00;&#44032;&amp; &nbsp;</p>',
  );
  assert.is(beyondAscii(set), '\u00a0→가온해');
});

test('font text - a script: its characters and its escapes, astral ones whole', () => {
  const set = new CharacterSet().addScript(
    'const a="확인",b="\\u2713",c="\\u{1F600}",d="\\uD83D\\uDE80",e=/[\\uD800-\\uDBFF]/,f="\\xE9"',
  );
  assert.is(beyondAscii(set), 'é✓인확😀🚀');
});

test('font text - a stylesheet: its characters and its escapes, with the space that ends one', () => {
  const set = new CharacterSet().addStyle('a::after{content:"\\2197 x"}b::before{content:"※ "}');
  assert.is(beyondAscii(set), '※↗');
});

test('font text - astral characters are read whole, not as two halves', () => {
  assert.is(beyondAscii(new CharacterSet().addText('𝐀한')), '한𝐀');
});

test('site font - Hangul of Korean pages and of the client code goes to its own subset, the rest is shared', () => {
  const chars = siteCharacters(
    [
      { locale: 'ko', html: '<p>회사 소개 · Company</p>' },
      { locale: 'en', html: '<p>About — 해온</p>' },
    ],
    { scripts: ['"\\uBD80산"'], styles: ['a::after{content:"\\2192"}'] },
  );
  const text = (points: number[]) => String.fromCodePoint(...points.filter((p) => p > 0x7e));
  assert.is(text(chars.shared), '·—→온해', 'non-Hangul, and what the English page shows');
  assert.is(text(chars.hangul), '개부사산소회', 'Korean pages and scripts, less the shared');
});

test('site font - unicode-range: runs become spans', () => {
  assert.is(toUnicodeRange([0x20, 0x21, 0x22, 0x41, 0xac00, 0xac01]), 'U+20-22,U+41,U+AC00-AC01');
  assert.is(toUnicodeRange([]), '');
});

test('site font - the @font-face rule: every weight, swap, the file and its characters', () => {
  assert.is(
    fontFaceRule('/assets/files/a.woff2', 'U+20-7E'),
    '@font-face{font-family:"Pretendard Variable";font-style:normal;font-weight:45 920;font-display:swap;src:url(/assets/files/a.woff2) format("woff2-variations");unicode-range:U+20-7E}',
  );
});

test('site font - names change with the contents', () => {
  assert.match(hashedName('fonts', '.css', 'a'), /^fonts-[0-9A-F]{8}\.css$/);
  assert.is.not(hashedName('fonts', '.css', 'a'), hashedName('fonts', '.css', 'b'));
});

test('site font - pages get the stylesheet in the slot, every occurrence', () => {
  const [page] = linkFont(
    [{ path: 'index.html', contents: `${FONT_SLOT} ${FONT_SLOT}` }],
    '/x.css',
  );
  assert.is(page!.contents, '/x.css /x.css');
});

test('font subsets - the cache key follows the characters (not their order), the format and the weight', () => {
  const key = subsetKey('가나', { format: 'woff2' });
  assert.is(subsetKey('나가가', { format: 'woff2' }), key);
  assert.is.not(subsetKey('가나다', { format: 'woff2' }), key);
  assert.is.not(subsetKey('가나', { format: 'sfnt' }), key);
  assert.is.not(subsetKey('가나', { format: 'woff2', weight: 700 }), key);
});

test('font subsets - a subset made once is read from the cache after', async () => {
  const cacheDir = tempDir('font-cache-');
  try {
    const options = { format: 'woff2', cacheDir } as const;
    const made = await readFont(await subsetPretendard('해온 IT', options));
    assert.equal(
      [...made.points].sort((a, b) => a - b),
      [0x20, 0x49, 0x54, 0xc628, 0xd574],
    );
    assert.equal(made.axes, { wght: { min: 45, max: 930 } }, 'every weight');
    // What the cache holds is what comes back: the subsetter is not run again.
    writeFileSync(join(cacheDir, `${subsetKey('해온 IT', options)}.woff2`), 'cached');
    assert.is((await subsetPretendard('해온 IT', options)).toString(), 'cached');
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
});

test('font subsets - one weight as TrueType, for a renderer without variable fonts (sharing cards)', async () => {
  const cacheDir = tempDir('font-cache-');
  try {
    const bold = await subsetPretendard('보도자료', { format: 'sfnt', weight: 700, cacheDir });
    const facts = await readFont(bold);
    assert.is(facts.format, 'sfnt');
    assert.equal(facts.axes, {}, 'a static font');
    assert.is(facts.points.size, 4);
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
});

test.run();
