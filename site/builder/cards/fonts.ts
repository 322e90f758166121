/**
 * The card's typeface: Pretendard, the site's font, pinned at each weight the cards use and cut to
 * the characters they draw. satori reads TrueType, OpenType and WOFF (not WOFF2) and no font
 * variations, so the cards get a static TrueType per weight from the subsetter the site's web
 * font is cut with (../font-subsets.ts).
 */
import { subsetPretendard } from '../font-subsets.ts';
import { CARD_WEIGHTS, type CardFont } from './draw.ts';

/** ('안전') -> Pretendard Bold and ExtraBold with the glyphs of '안전' and nothing else. */
export async function cardFonts(text: string): Promise<CardFont[]> {
  return Promise.all(
    CARD_WEIGHTS.map(async (weight) => ({
      name: 'Pretendard' as const,
      data: await subsetPretendard(text, { format: 'sfnt', weight }),
      weight,
      style: 'normal' as const,
    })),
  );
}
