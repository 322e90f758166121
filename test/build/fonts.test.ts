/**
 * The site's font as built (docs/decisions.md, Web font): linked so it never blocks the
 * first paint, made of two subsets of Pretendard whose files hold every character the site can
 * show, read back from the files themselves.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'acorn';
import { decodeHTML } from 'entities';
import { LOCALES, ROUTES } from '../../site/routes.ts';
import { countryOptions } from '../../site/inquiry/countries.ts';
import { KEPT_FEATURES } from '../../site/builder/font-subsets.ts';
import { DIST, must, page } from '../helpers/dist.ts';
import { outside, parseUnicodeRange, readFont, type FontFacts } from '../helpers/fonts.ts';

const html = (outFile: string) => readFileSync(join(DIST, outFile), 'utf8');
const css = (url: string) => readFileSync(join(DIST, url), 'utf8');
const KIB = 1024;

/**
 * Every file under dist/ whose name matches, as paths relative to it; the CMS's /admin/ is not the
 * public site.
 */
function distFiles(pattern: RegExp): string[] {
  return readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter(
    (file) => pattern.test(file) && !file.startsWith('admin/'),
  );
}

/** The font stylesheet every page links, and its faces: file, its bytes, its unicode-range. */
const STYLESHEET = must(page('index.html'), 'link[data-fonts]').getAttribute('href')!;
const FACES = [...css(STYLESHEET).matchAll(/@font-face\{([^}]*)\}/g)].map(([, body]) => {
  const url = /src:url\(([^)]+)\)/.exec(body!)![1]!;
  return {
    body: body!,
    url,
    bytes: readFileSync(join(DIST, url)),
    ranges: parseUnicodeRange(/unicode-range:([^;}]*)/.exec(body!)![1]!),
  };
});
// One at a time: fontverter's WOFF2 decoder returned an empty font for the first of two read at
// once.
const FACTS: FontFacts[] = [];
for (const face of FACES) FACTS.push(await readFont(face.bytes));
const IN_FONT = new Set(FACTS.flatMap((facts) => [...facts.points]));

/** Characters nothing draws: controls, separators, lone surrogates. */
const NO_GLYPH = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]/u;
/** The characters of `text` no subset holds, each once. */
const missing = (text: string) =>
  [...new Set(text)].filter((char) => !NO_GLYPH.test(char) && !IN_FONT.has(char.codePointAt(0)!));

/** Every string a script holds (literals and template text), found by parsing it. */
function scriptStrings(source: string): string[] {
  const strings: string[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as { type?: string; value?: unknown; cooked?: string };
    if (n.type === 'Literal' && typeof n.value === 'string') strings.push(n.value);
    if (n.type === 'TemplateElement') strings.push((n.value as { cooked: string }).cooked ?? '');
    for (const value of Object.values(node)) visit(value);
  };
  visit(parse(source, { ecmaVersion: 'latest', sourceType: 'module' }));
  return strings;
}

/** A stylesheet's strings (`content`, among others), its escapes decoded: '"\\2192"' -> '→'. */
const styleStrings = (source: string) =>
  [...source.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map(([, text]) =>
    text!.replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_, hex: string) =>
      String.fromCodePoint(parseInt(hex, 16)),
    ),
  );

for (const route of ROUTES) {
  test(`fonts - ${route.url} links the site font without blocking rendering, and for visitors without JavaScript`, () => {
    const doc = page(route.outFile);
    const deferred = must(doc, 'head link[rel="stylesheet"][data-fonts]', route.url);
    assert.is(deferred.getAttribute('media'), 'print', 'not render-blocking until applied');
    const href = deferred.getAttribute('href')!;
    assert.is(href, STYLESHEET, 'one font for the whole site');
    assert.match(
      html(route.outFile),
      `<noscript><link rel="stylesheet" href="${href}"></noscript>`,
    );
    const blocking = [
      ...doc.querySelectorAll('head link[rel="stylesheet"]:not([data-fonts])'),
    ].filter((link) => !link.closest('noscript'));
    assert.is(blocking.length, 1, 'one render-blocking stylesheet');
    const site = css(blocking[0]!.getAttribute('href')!);
    assert.not.match(
      site,
      /\.woff2/,
      'no font file is referenced by the render-blocking stylesheet',
    );
    assert.match(site, 'Pretendard Fallback');
  });
}

test('fonts - two subsets of Pretendard, every weight, WOFF2 with hashed names, swapped in', () => {
  assert.match(STYLESHEET, /^\/assets\/fonts-[0-9A-F]{8}\.css$/);
  assert.is(FACES.length, 2);
  for (const [i, face] of FACES.entries()) {
    assert.match(face.url, /^\/assets\/files\/pretendard-(shared|hangul)-[0-9A-F]{8}\.woff2$/);
    assert.match(face.body, 'font-family:"Pretendard Variable"');
    assert.match(face.body, 'font-display:swap');
    assert.match(face.body, 'font-weight:45 920');
    assert.is(FACTS[i]!.format, 'woff2');
    assert.equal(FACTS[i]!.axes, { wght: { min: 45, max: 930 } }, `${face.url}: every weight`);
  }
  assert.ok(
    FACES[0]!.ranges.every(([a, b]) => FACES[1]!.ranges.every(([c, d]) => b < c || d < a)),
    'no character in both: the browser never fetches a file for what the other holds',
  );
});

test('fonts - every character of every page is in the font', () => {
  const pages = distFiles(/\.html$/);
  assert.ok(pages.length >= ROUTES.length, `${pages.length} pages`);
  const gaps = pages
    .map((file) => [file, missing(decodeHTML(readFileSync(join(DIST, file), 'utf8')))] as const)
    .filter(([, chars]) => chars.length)
    .map(([file, chars]) => `${file}: ${chars.join('')}`);
  assert.equal(gaps, [], 'characters the subsets lack');
});

test("fonts - every string of the client's scripts and styles is in the font", () => {
  const scripts = distFiles(/^assets\/.*\.js$/);
  const styles = distFiles(/^assets\/.*\.css$/);
  assert.ok(scripts.length > 5 && styles.length >= 2);
  const gaps = [
    ...scripts.map(
      (file) => [file, scriptStrings(readFileSync(join(DIST, file), 'utf8'))] as const,
    ),
    ...styles.map((file) => [file, styleStrings(readFileSync(join(DIST, file), 'utf8'))] as const),
  ]
    .map(([file, strings]) => [file, missing(strings.join(''))] as const)
    .filter(([, chars]) => chars.length)
    .map(([file, chars]) => `${file}: ${chars.join('')}`);
  assert.equal(gaps, [], 'characters the subsets lack');
  const form = scripts.flatMap((file) => scriptStrings(css(`/${file}`))).join('');
  assert.match(form, '해운대구', 'the district names the form draws are among them');
});

test('fonts - the country names the contact form shows from abroad are in the font', () => {
  // Named by the browser from the codes (site/inquiry/countries.ts), they are in no page.
  for (const locale of LOCALES) {
    const names = countryOptions(locale).map((country) => country.text);
    assert.ok(names.length > 200, locale);
    assert.equal(missing(names.join('')), [], `${locale}: characters the subsets lack`);
  }
});

test('fonts - a page in English needs only the shared subset: the Korean one is never fetched for it', () => {
  const shared = FACES.find((face) => face.url.includes('-shared-'))!;
  for (const route of ROUTES.filter((r) => r.locale !== 'ko')) {
    const text = decodeHTML(html(route.outFile));
    assert.equal(
      outside(text, shared.ranges).filter((c) => !NO_GLYPH.test(c)),
      [],
      route.url,
    );
  }
});

test('fonts - a first visit fetches at most 170 KiB of font on any page; English pages 40 KiB', () => {
  const total = FACES.reduce((sum, face) => sum + face.bytes.length, 0);
  const shared = FACES.find((face) => face.url.includes('-shared-'))!.bytes.length;
  assert.ok(total <= 170 * KIB, `both subsets: ${(total / KIB).toFixed(1)} KiB`);
  assert.ok(shared <= 40 * KIB, `the shared subset: ${(shared / KIB).toFixed(1)} KiB`);
});

/** font-variant-numeric keywords and the OpenType features they turn on. */
const NUMERIC_FEATURES: Record<string, string> = {
  'tabular-nums': 'tnum',
  'proportional-nums': 'pnum',
  'lining-nums': 'lnum',
  'oldstyle-nums': 'onum',
  'diagonal-fractions': 'frac',
  'stacked-fractions': 'afrc',
  'slashed-zero': 'zero',
  ordinal: 'ordn',
};

test('fonts - the styles ask for no OpenType feature the subsets left out', () => {
  const styles = distFiles(/^assets\/site-.*\.css$/)
    .map((file) => css(`/${file}`))
    .join('');
  const asked = [
    ...[...styles.matchAll(/font-variant-numeric:([^;}]*)/g)].flatMap(([, value]) =>
      value!
        .trim()
        .split(/\s+/)
        .map((word) => NUMERIC_FEATURES[word] ?? `font-variant-numeric ${word}`),
    ),
    ...[...styles.matchAll(/font-feature-settings:([^;}]*)/g)].flatMap(([, value]) =>
      [...value!.matchAll(/["']([a-z0-9]{4})["']/g)].map(([, tag]) => tag!),
    ),
    ...[...styles.matchAll(/font-variant(?:-caps|-east-asian|-ligatures|-alternates)?:([^;}]*)/g)]
      .map(([, value]) => value!.trim())
      .filter((value) => value !== 'normal' && value !== 'inherit')
      .map((value) => `font-variant ${value}`),
  ];
  const kept: readonly string[] = KEPT_FEATURES;
  assert.ok(asked.includes('tnum'), 'the styles ask for tabular numbers');
  assert.equal(
    asked.filter((feature) => !kept.includes(feature)),
    [],
    'add them to KEPT_FEATURES',
  );
});

test.run();
