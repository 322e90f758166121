/**
 * The card's typeface: Pretendard, the site's font, from the npm package's variable TrueType,
 * pinned at each weight the cards use and cut to the characters they draw. satori reads
 * TrueType, OpenType and WOFF (not WOFF2) and no font variations, so the subsetter (HarfBuzz,
 * `subset-font`) makes a static TrueType per weight.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { CARD_WEIGHTS, type CardFont } from './draw.ts';

const require = createRequire(import.meta.url);
export const PRETENDARD_TTF = require.resolve(
  'pretendard/dist/public/variable/PretendardVariable.ttf',
);
export const PRETENDARD_VERSION = (require('pretendard/package.json') as { version: string })
  .version;

/** ('안전') -> Pretendard Bold and ExtraBold with the glyphs of '안전' and nothing else. */
export async function cardFonts(text: string): Promise<CardFont[]> {
  const font = readFileSync(PRETENDARD_TTF);
  return Promise.all(
    CARD_WEIGHTS.map(async (weight) => ({
      name: 'Pretendard' as const,
      data: await subsetFont(font, text, { targetFormat: 'sfnt', variationAxes: { wght: weight } }),
      weight,
      style: 'normal' as const,
    })),
  );
}
