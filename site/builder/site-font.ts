/**
 * The site's web font, made from the site's own text (docs/decisions.md, Web font): two
 * WOFF2 subsets of Pretendard with every weight. The shared one holds every character outside
 * Hangul and everything a page in another language than Korean shows, so an English page fetches
 * it alone (about 30 KiB); the Hangul one holds the rest of the Korean pages' syllables (about
 * 125 KiB). Their names carry a hash of their bytes: new text makes new files, and no page ever
 * gets an old cached file that lacks its characters.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Locale } from '../routes.ts';
import { CharacterSet } from './font-text.ts';
import { PRETENDARD, subsetPretendard } from './font-subsets.ts';

/** A file of the build: text, or bytes (a font). */
export interface BuildFile {
  path: string;
  contents: string | Uint8Array;
}

/**
 * One page the build wrote, and its language; its HTML whole, or as the parts it is written from
 * (the fragments many pages share are read once per language).
 */
export interface PageText {
  locale: Locale;
  html: string | readonly string[];
}

/** What the client bundle sends to the browser, as text: its scripts and stylesheets. */
export interface BundleText {
  scripts: readonly string[];
  styles: readonly string[];
}

/** The site's characters, ascending code points, split by the pages that need them. */
export interface SiteCharacters {
  /** Every character outside Hangul, and every character of a page not in Korean. */
  shared: number[];
  /** The Hangul only Korean pages and the client's code show. */
  hangul: number[];
}

export interface SiteFont {
  /** '/assets/fonts-3F2A1B0C.css': the @font-face rules, for every page's font link. */
  stylesheet: string;
  /** The stylesheet and the font files, to write under dist/. */
  files: BuildFile[];
}

const HANGUL = /^\p{Script=Hangul}$/u;
const isHangul = (point: number) => HANGUL.test(String.fromCodePoint(point));

/** Splits the characters of `pages` and `bundle` into the two subsets (see SiteCharacters). */
export function siteCharacters(pages: readonly PageText[], bundle: BundleText): SiteCharacters {
  const korean = new CharacterSet();
  const other = new CharacterSet();
  const read = { ko: new Set<string>(), other: new Set<string>() };
  for (const { locale, html } of pages) {
    const [set, seen] = locale === 'ko' ? [korean, read.ko] : [other, read.other];
    for (const part of typeof html === 'string' ? [html] : html) {
      if (seen.has(part)) continue;
      seen.add(part);
      set.addHtml(part);
    }
  }
  for (const js of bundle.scripts) korean.addScript(js);
  for (const css of bundle.styles) korean.addStyle(css);
  const inOther = new Set(other.points());
  const all = [...new Set([...korean.points(), ...inOther])].sort((a, b) => a - b);
  const shared = all.filter((point) => !isHangul(point) || inOther.has(point));
  const hangul = all.filter((point) => isHangul(point) && !inOther.has(point));
  return { shared, hangul };
}

/** ([0x20, 0x21, 0x22, 0xac00]) -> 'U+20-22,U+AC00' */
export function toUnicodeRange(points: readonly number[]): string {
  const spans: string[] = [];
  for (let i = 0; i < points.length; i++) {
    const from = points[i]!;
    while (points[i + 1] === points[i]! + 1) i++;
    const hex = (point: number) => point.toString(16).toUpperCase();
    spans.push(from === points[i] ? `U+${hex(from)}` : `U+${hex(from)}-${hex(points[i]!)}`);
  }
  return spans.join(',');
}

/** Every weight of the variable font, swapped in when it arrives (docs/decisions.md, Web font). */
export function fontFaceRule(url: string, unicodeRange?: string): string {
  const range = unicodeRange ? `;unicode-range:${unicodeRange}` : '';
  return `@font-face{font-family:"Pretendard Variable";font-style:normal;font-weight:45 920;font-display:swap;src:url(${url}) format("woff2-variations")${range}}`;
}

const LICENSE = `/* Pretendard ${PRETENDARD.version} (c) Kil Hyung-jin, SIL Open Font License 1.1 (https://openfontlicense.org), cut to this site's text by site/builder/site-font.ts */\n`;

/** ('fonts', '.css', bytes) -> 'fonts-3F2A1B0C.css': a name that changes with the contents. */
export function hashedName(stem: string, extension: string, contents: string | Uint8Array): string {
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 8).toUpperCase();
  return `${stem}-${hash}${extension}`;
}

/** The stylesheet over `faces` (font file and its characters), written beside them. */
function withStylesheet(faces: { file: BuildFile; range?: string }[]): SiteFont {
  const rules = faces.map(({ file, range }) => fontFaceRule(`/${file.path}`, range));
  const css = `${LICENSE}${rules.join('\n')}\n`;
  const path = `assets/${hashedName('fonts', '.css', css)}`;
  return { stylesheet: `/${path}`, files: [...faces.map((f) => f.file), { path, contents: css }] };
}

/** The two subsets of `chars` (cached, ./font-subsets.ts) and their stylesheet. */
export async function makeSiteFont(chars: SiteCharacters, cacheDir?: string): Promise<SiteFont> {
  const faces = [];
  // One after the other: the WebAssembly encoders are not safe to start twice at once (a WOFF2
  // read in parallel with another came back empty), and they use one core each way.
  for (const [name, points] of Object.entries(chars)) {
    if (!points.length) continue;
    const font = await subsetPretendard(points, { format: 'woff2', cacheDir });
    const path = `assets/files/${hashedName(`pretendard-${name}`, '.woff2', font)}`;
    faces.push({ file: { path, contents: font }, range: toUnicodeRange(points) });
  }
  return withStylesheet(faces);
}

/**
 * The whole variable font, every character (2 MB): `npm run dev`, where an edit must not wait for a
 * subset.
 */
export function wholeFont(): SiteFont {
  const font = readFileSync(PRETENDARD.whole);
  const path = `assets/files/${hashedName('pretendard-whole', '.woff2', font)}`;
  return withStylesheet([{ file: { path, contents: font } }]);
}

/**
 * Stands for the font's stylesheet in pages rendered before the font is made from their text:
 * the build renders every page, subsets the font to their characters, then puts the
 * stylesheet's hashed name in its place (linkFont), as a bundler puts hashed asset names in.
 */
export const FONT_SLOT = '/assets/fonts-(made-from-the-pages).css';

/** `pages` with the font's stylesheet in place of FONT_SLOT, in every part of a page in parts. */
export function linkFont<T extends { contents: string | readonly string[] }>(
  pages: readonly T[],
  stylesheet: string,
): T[] {
  const link = (html: string) =>
    html.includes(FONT_SLOT) ? html.replaceAll(FONT_SLOT, stylesheet) : html;
  return pages.map((page) => ({
    ...page,
    contents: typeof page.contents === 'string' ? link(page.contents) : page.contents.map(link),
  }));
}
