/**
 * What a font file holds, read back with HarfBuzz (harfbuzzjs) after fontverter unpacks WOFF2:
 * the tests check the font files the build wrote, not what the build meant to write.
 */
import { convert } from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';

export interface FontFacts {
  /** The code points the font maps to glyphs (its cmap). */
  points: Set<number>;
  /** Variation axes by tag: { wght: { min: 45, max: 930 } }; none in a static font. */
  axes: Record<string, { min: number; max: number }>;
  /** 'sfnt', 'woff' or 'woff2', from the file's signature. */
  format: string;
}

const SIGNATURES: Record<string, string> = {
  wOF2: 'woff2',
  wOFF: 'woff',
  '\0\u0001\0\0': 'sfnt',
  true: 'sfnt',
  OTTO: 'sfnt',
};

export async function readFont(bytes: Buffer): Promise<FontFacts> {
  const face = new Face(new Blob(await convert(bytes, 'sfnt')));
  const axes = Object.fromEntries(
    Object.entries(face.getAxisInfos()).map(([tag, { min, max }]) => [tag, { min, max }]),
  );
  const format = SIGNATURES[bytes.subarray(0, 4).toString('latin1')] ?? 'unknown';
  return { points: new Set(face.collectUnicodes()), axes, format };
}

/** 'U+20-22,U+AC00' -> [[0x20, 0x22], [0xac00, 0xac00]] */
export function parseUnicodeRange(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from!, 16), parseInt(to!, 16)];
  });
}

/** Characters of `text` no span of `ranges` holds, each once: ('aä', [[0x20, 0x7e]]) -> ['ä'] */
export function outside(text: Iterable<string>, ranges: [number, number][]): string[] {
  const miss = new Set<string>();
  for (const char of text) {
    const point = char.codePointAt(0)!;
    if (!ranges.some(([from, to]) => point >= from && point <= to)) miss.add(char);
  }
  return [...miss];
}
