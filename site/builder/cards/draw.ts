/**
 * Draws sharing cards (contracts §20): satori lays the card out and writes SVG, resvg makes the
 * PNG. The title is laid out first on its own, by satori with the card's font, at the largest
 * size whose lines fit (./layout.ts TITLE_SIZES); the card then draws exactly those lines, so
 * what the tests check about the line breaks is what the picture shows.
 */
import { fitTitle, type WordWidths } from './lines.ts';
import {
  BACKGROUND,
  CARD_HEIGHT,
  LOGO_HEIGHT,
  logoWidth,
  placeLogo,
  CARD_WIDTH,
  TITLE_SIZES,
  TITLE_WIDTH,
  homeCard,
  pageCard,
  titleOf,
  titleStyle,
  type CardNode,
  type CardSpec,
} from './layout.ts';

/** A weight of the card's typeface, as satori takes it. */
export interface CardFont {
  name: 'Pretendard';
  data: Buffer;
  weight: 700 | 800;
  style: 'normal';
}

/** The weights the cards use: ExtraBold titles, Bold eyebrow and host. */
export const CARD_WEIGHTS = [700, 800] as const;

type SatoriElement = Parameters<typeof import('satori').default>[0];

/**
 * satori and resvg, loaded when the first card is laid out: a build whose cards are all cached
 * (a writer's next build) never loads them, and loading satori costs a build's start some 0.3 s.
 */
const painters = {
  satori: async () => (await import('satori')).default,
  resvg: async () => (await import('@resvg/resvg-js')).renderAsync,
};

/**
 * satori's SVG of `node`. satori asks for another font where the card's lacks a character; a card
 * never falls back to a box or to nothing (contracts §20), so that is an error naming them.
 */
async function toSvg(
  node: CardNode,
  fonts: readonly CardFont[],
  embedFont = true,
  height = CARD_HEIGHT,
  width = CARD_WIDTH,
): Promise<string> {
  const missing: string[] = [];
  const satori = await painters.satori();
  const svg = await satori(node as unknown as SatoriElement, {
    width,
    height,
    fonts: [...fonts],
    embedFont,
    loadAdditionalAsset: async (_language, segment) => {
      missing.push(segment);
      return [];
    },
  });
  if (missing.length)
    throw new Error(
      `Pretendard has no glyph for ${[...new Set(missing.join(''))].map((c) => `"${c}" (U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`).join(', ')}: write it another way`,
    );
  return svg;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/**
 * The lines of text in an SVG satori wrote without embedding the font (`<text x y>` per word,
 * space and punctuation), at one font size: ('<text y="141" font-size="64">안전</text>…')
 * -> ['안전 …'].
 * Each line with the x where its last piece ends.
 */
export function svgLines(svg: string, fontSize: number): { text: string; right: number }[] {
  const lines = new Map<number, { text: string; right: number }>();
  const piece =
    /<text x="([\d.]+)" y="([\d.]+)" width="([\d.]+)"[^>]*font-size="([\d.]+)"[^>]*>([^<]*)<\/text>/g;
  for (const [, x, y, width, size, raw] of svg.matchAll(piece)) {
    if (Number(size) !== fontSize) continue;
    const text = raw!.replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) => ENTITIES[name]!);
    const line = lines.get(Number(y)) ?? { text: '', right: 0 };
    line.text += text;
    if (text.trim()) line.right = Math.max(line.right, Number(x) + Number(width));
    lines.set(Number(y), line);
  }
  return [...lines.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, line]) => ({ text: line.text.trim(), right: line.right }));
}

export interface TitleLayout {
  size: number;
  lines: string[];
  /** The widest line, in pixels: at most TITLE_WIDTH. */
  width: number;
}

/** The size words are measured at; widths scale with the font size (./lines.ts). */
const MEASURE_SIZE = 100;

/**
 * The width of each of the title's words and of a space, measured by satori with the card's
 * font and title style: every word on a line of its own that does not wrap.
 */
async function measureWords(
  words: readonly string[],
  fonts: readonly CardFont[],
): Promise<WordWidths> {
  const style = titleStyle(MEASURE_SIZE);
  const pair = `${words[0]} ${words[0]}`;
  const column: CardNode = {
    type: 'div',
    props: {
      style: { display: 'flex', flexDirection: 'column', fontFamily: 'Pretendard' },
      children: [...words, pair].map((text) => ({ type: 'div', props: { style, children: text } })),
    },
  };
  // As tall as the column needs and wide enough for any word: none is clipped.
  const lines = svgLines(
    await toSvg(column, fonts, false, (words.length + 1) * 130, 20000),
    MEASURE_SIZE,
  );
  const widths = lines.map((line) => line.right);
  const pairWidth = widths.pop()!;
  return { words, widths, space: pairWidth - 2 * widths[0]! };
}

/**
 * The title at the largest size of TITLE_SIZES whose lines fit the card, broken at spaces only and
 * balanced (./lines.ts); a title too long for the smallest size is refused.
 */
export async function layoutTitle(title: string, fonts: readonly CardFont[]): Promise<TitleLayout> {
  const words = title.split(/\s+/).filter(Boolean);
  const measured = await measureWords(words, fonts);
  const layout = fitTitle(measured, MEASURE_SIZE, TITLE_SIZES, TITLE_WIDTH);
  if (!layout) {
    const { size, lines } = TITLE_SIZES[TITLE_SIZES.length - 1]!;
    throw new Error(`the title does not fit ${lines} lines at ${size} px: shorten it`);
  }
  return layout;
}

/**
 * The card as SVG, its title laid out first: satori's drawing of the text over the field and the
 * logo (./layout.ts); `embedFont: false` writes text, not outlines (for tests).
 */
export async function cardSvg(
  spec: CardSpec,
  logoSvg: string,
  fonts: readonly CardFont[],
  embedFont = true,
): Promise<string> {
  const { lines, size } = await layoutTitle(titleOf(spec), fonts);
  const logoHeight = LOGO_HEIGHT[spec.layout];
  const width = logoWidth(logoSvg, logoHeight);
  const node =
    spec.layout === 'home'
      ? homeCard(spec, width, lines, size)
      : pageCard(spec, width, lines, size);
  const text = await toSvg(node, fonts, embedFont);
  const open = text.indexOf('>') + 1;
  return `${text.slice(0, open)}${BACKGROUND}${placeLogo(logoSvg, logoHeight)}${text.slice(open)}`;
}

/** The card as PNG: resvg in libuv's thread pool, so the next card's layout runs meanwhile. */
export async function drawCard(
  spec: CardSpec,
  logoSvg: string,
  fonts: readonly CardFont[],
): Promise<Buffer> {
  const svg = await cardSvg(spec, logoSvg, fonts);
  // Text is outlines already: no system font is needed, and loading them costs seconds.
  const renderAsync = await painters.resvg();
  const image = await renderAsync(svg, { font: { loadSystemFonts: false } });
  return image.asPng();
}
