/**
 * Reads a PDF the way a checker would (pdf-lib's parser, not regular expressions): pages and
 * their sizes, and every font with what it embeds, for the brochure tests.
 */
import {
  PDFDocument,
  PDFDict,
  PDFName,
  PDFArray,
  PDFRawStream,
  PDFRef,
  decodePDFRawStream,
} from 'pdf-lib';

export interface PdfFont {
  /** '/ABCDEF+Pretendard-Regular' */
  name: string;
  /** '/Type0', '/TrueType', '/Type3' ... */
  subtype: string;
  /** A font file (FontFile, FontFile2 or FontFile3) travels inside the PDF. */
  embedded: boolean;
  /** How many Hangul syllables its ToUnicode map covers: the Korean glyphs it carries. */
  hangul: number;
}

export interface PdfReport {
  pages: number;
  sizes: [number, number][];
  fonts: PdfFont[];
  created?: Date;
}

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;

/**
 * ('<0003> <AC00>\n<0004> <0006> <AC01>')
 * -> 4: Hangul targets of bfchar lines and bfrange spans, one per line.
 */
export function hangulInCmap(cmap: string): number {
  let count = 0;
  for (const [, from, to, target] of cmap.matchAll(
    /^<([0-9A-Fa-f]+)>[ \t]*(?:<([0-9A-Fa-f]+)>[ \t]*)?<([0-9A-Fa-f]{4})>[ \t]*$/gm,
  )) {
    const first = parseInt(target!, 16);
    const span = to ? parseInt(to, 16) - parseInt(from!, 16) + 1 : 1;
    for (let i = 0; i < span; i++)
      if (first + i >= HANGUL_FIRST && first + i <= HANGUL_LAST) count++;
  }
  return count;
}

function lookupDict(doc: PDFDocument, value: unknown): PDFDict | undefined {
  const resolved = value instanceof PDFRef ? doc.context.lookup(value) : value;
  return resolved instanceof PDFDict ? resolved : undefined;
}

function describeFont(doc: PDFDocument, font: PDFDict): PdfFont {
  const subtype = String(font.get(PDFName.of('Subtype')));
  const descendants = font.get(PDFName.of('DescendantFonts'));
  const descendantArray =
    descendants instanceof PDFRef ? doc.context.lookup(descendants) : descendants;
  const cid =
    descendantArray instanceof PDFArray ? lookupDict(doc, descendantArray.get(0)) : undefined;
  const descriptor = lookupDict(doc, (cid ?? font).get(PDFName.of('FontDescriptor')));
  const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some((key) =>
    descriptor?.has(PDFName.of(key)),
  );
  const toUnicodeRef = font.get(PDFName.of('ToUnicode'));
  const toUnicode = toUnicodeRef instanceof PDFRef ? doc.context.lookup(toUnicodeRef) : undefined;
  const cmap =
    toUnicode instanceof PDFRawStream
      ? Buffer.from(decodePDFRawStream(toUnicode).decode()).toString('latin1')
      : '';
  return {
    name: String(font.get(PDFName.of('BaseFont')) ?? '(none)'),
    subtype,
    embedded,
    hangul: hangulInCmap(cmap),
  };
}

export async function inspectPdf(bytes: Uint8Array): Promise<PdfReport> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const fonts = doc.context
    .enumerateIndirectObjects()
    .map(([, object]) =>
      object instanceof PDFDict ? object : object instanceof PDFRawStream ? object.dict : undefined,
    )
    .filter(
      (dict): dict is PDFDict =>
        String(dict?.get(PDFName.of('Type'))) === '/Font' &&
        String(dict?.get(PDFName.of('Subtype'))) !== '/CIDFontType2',
    )
    .map((dict) => describeFont(doc, dict));
  const sizes = doc.getPages().map((p): [number, number] => [p.getWidth(), p.getHeight()]);
  const created = doc.getCreationDate();
  return { pages: doc.getPageCount(), sizes, fonts, ...(created ? { created } : {}) };
}
