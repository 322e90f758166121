/**
 * How a brochure page becomes a PDF, apart from the page and its print
 * stylesheet: the fonts embedded, the running footer and Chromium's PDF options. Pure, so the
 * script stays a sequence of steps and this file can be hashed as a source of every PDF.
 */
import type { Locale } from '../routes.ts';
import { seoulOffset } from '../seoul-time.ts';

/** Where the print fonts are served to Chromium by `npm run brochures` (never by the site). */
export const PRINT_FONT_PATH = '/__brochure-fonts/';
/** Pretendard's static TrueType cuts in the npm package, by CSS weight. */
export const PRINT_FONT_DIR = 'node_modules/pretendard/dist/public/static/alternative';
const PRINT_FONTS = {
  400: 'Pretendard-Regular.ttf',
  500: 'Pretendard-Medium.ttf',
  600: 'Pretendard-SemiBold.ttf',
  700: 'Pretendard-Bold.ttf',
  800: 'Pretendard-ExtraBold.ttf',
} as const;
/** File names a request to PRINT_FONT_PATH may ask for. */
export const PRINT_FONT_FILES: ReadonlySet<string> = new Set(Object.values(PRINT_FONTS));

/** ('a "b"') -> '"a \\"b\\""': a CSS string. */
function cssString(text: string): string {
  return `"${text.replace(/["\\]/g, '\\$&').replace(/\n/g, ' ')}"`;
}

/**
 * What is added to the brochure page before printing:
 * - Pretendard as static TrueType: Chromium embeds TrueType outlines as real (subset) fonts,
 *   while the site's variable WOFF2 (CFF outlines) would become Type 3 glyph procedures that
 *   readers and search cannot treat as text in a font.
 * - The running footer in the page margins: company and title, date made, page number of total.
 */
export function printCss({
  company,
  title,
  made,
}: {
  company: string;
  title: string;
  made: string;
  locale: Locale;
}): string {
  const faces = Object.entries(PRINT_FONTS).map(
    ([weight, file]) =>
      `@font-face { font-family: 'Pretendard Print'; font-weight: ${weight}; src: url('${PRINT_FONT_PATH}${file}') format('truetype'); }`,
  );
  const margin =
    "font-family: 'Pretendard Print'; font-size: 7.5pt; color: #5f6b7a; vertical-align: top; padding-top: 4mm;";
  return [
    ...faces,
    ":root { --font: 'Pretendard Print', sans-serif; }",
    '@page {',
    `  @bottom-left { content: ${cssString(`${company} · ${title}`)}; ${margin} }`,
    `  @bottom-center { content: ${cssString(made)}; ${margin} }`,
    `  @bottom-right { content: counter(page) " / " counter(pages); ${margin} }`,
    '}',
  ].join('\n');
}

/** Chromium's PDF options: the page size and margins come from print.css's @page. */
export const PDF_OPTIONS = {
  preferCSSPageSize: true,
  printBackground: true,
  tagged: true,
  outline: true,
} as const;

/**
 * What differs between two prints of one page, made the same: the creation and modification
 * dates (Chromium writes the current second) become the day made at midnight in Korea, and the
 * tagged PDF's element ids (Chromium's DOM node numbers, which count every node the renderer
 * made before) are numbered from 1 in the same order, so the structure tree's sorted name lists
 * stay sorted. Every replacement has the length of what it replaces, so no offset moves and an
 * unchanged source gives an unchanged file.
 * ("/CreationDate (D:20261124153312+00'00') (node00000359) (node00000362)", '2026-11-24')
 *   -> "/CreationDate (D:20261124000000+09'00') (node00000001) (node00000002)"
 */
export function normalizePdf(pdf: Buffer, made: string): Buffer {
  const day = made.replace(/-/g, '');
  // A PDF date writes the offset as +09'00' (ISO 32000 7.9.4).
  const offset = `${seoulOffset().replace(':', "'")}'`;
  const text = pdf.toString('latin1');
  const ids = [...new Set([...text.matchAll(/\(node(\d{8})\)/g)].map((m) => Number(m[1])))].sort(
    (a, b) => a - b,
  );
  const renumbered = new Map(ids.map((id, i) => [id, String(i + 1).padStart(8, '0')]));
  return Buffer.from(
    text
      .replace(
        /\/(CreationDate|ModDate) \(D:\d{14}[+-]\d{2}'\d{2}'\)/g,
        (_m, key: string) => `/${key} (D:${day}000000${offset})`,
      )
      .replace(/\(node(\d{8})\)/g, (_m, id: string) => `(node${renumbered.get(Number(id))})`),
    'latin1',
  );
}
