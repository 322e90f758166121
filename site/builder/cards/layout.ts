/**
 * What a sharing card shows and where (contracts §20): the page banner's look at 1200 x 630, the
 * navy field with the grid, glow and wave lines of the brand picture, the white logo, the section
 * as the banner's eyebrow, the title in Pretendard ExtraBold. Plain element trees as satori reads
 * them ({ type, props }), so the cards depend on no UI runtime.
 */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** The inner margin on every side. */
export const CARD_PADDING = 80;
/** The widest a title line may run: the card less its margins. */
export const TITLE_WIDTH = CARD_WIDTH - 2 * CARD_PADDING;

/** What one card shows; every string is drawn, so every character must be in the typeface. */
export type CardSpec =
  | {
      layout: 'page';
      /** BCP 47 tag of the page ('ko', 'en'): satori's line breaking and the section's case. */
      lang: string;
      /** The menu group, 보도자료 / Press on an article; none outside the groups. */
      section?: string;
      title: string;
      /** An article's date as its page writes it ('2025.09.03', 'Sep 3, 2025'). */
      date?: string;
      /** The site's host name ('www.example.com'), bottom left. */
      host: string;
    }
  | {
      layout: 'home';
      lang: string;
      /** The home hero's heading. */
      heading: string;
      /** The home page's title: what the company does. */
      subtitle: string;
      /** The solutions the home page presents, as tags along the foot. */
      tags: string[];
      host: string;
    };

/** An element as satori takes it. */
export interface CardNode {
  type: string;
  props: {
    style?: Record<string, string | number>;
    children?: CardChild | CardChild[];
    src?: string;
    width?: number;
    height?: number;
  };
}
export type CardChild = CardNode | string;

/**
 * ('div', { color: 'red' }, 'a') -> { type: 'div', props: { style: { color: 'red' }, children: 'a'
 * } }
 */
export function el(
  type: string,
  style: Record<string, string | number>,
  ...children: CardChild[]
): CardNode {
  return { type, props: { style, children: children.length === 1 ? children[0] : children } };
}

export const COLORS = {
  navy: '#0a1f3c',
  ocean: '#0f4c81',
  teal: '#00a3a1',
  /** The banner eyebrow's colour (client/styles/page.css). */
  eyebrow: '#8fd8d6',
  muted: '#a9b8cc',
  white: '#ffffff',
} as const;

/** Title sizes tried from the largest, each with the most lines it may take. */
export const TITLE_SIZES: readonly { size: number; lines: number }[] = [
  { size: 88, lines: 1 },
  { size: 76, lines: 2 },
  { size: 64, lines: 3 },
  { size: 56, lines: 3 },
  { size: 48, lines: 4 },
];

/** The title's text style at `size`; the measuring and the drawing use the same one. */
export function titleStyle(size: number): Record<string, string | number> {
  return {
    fontSize: size,
    fontWeight: 800,
    lineHeight: 1.22,
    letterSpacing: size * -0.02,
    color: COLORS.white,
    // Lines are made at spaces by ./lines.ts; each is drawn as one run that never wraps.
    whiteSpace: 'pre',
  };
}

/** One wave line across the bottom, as in the brand picture: (0) -> 'M0 500 C 260 466 ...' */
function wave(i: number): string {
  const y = 500 + i * 14;
  const lift = 34 - i * 3;
  return `M0 ${y} C 260 ${y - lift} 420 ${y + lift} 640 ${y} S 1000 ${y - lift} 1200 ${y + lift / 2}`;
}

/**
 * The field behind the text, as SVG elements: navy, a grid, a teal glow top right, wave lines at
 * the bottom. Written into satori's SVG directly (./draw.ts): as a satori background image it
 * became a nested image under a mask, which took resvg three times as long to paint.
 */
export const BACKGROUND = [
  '<defs>',
  `<radialGradient id="card-glow" cx="0.85" cy="0.12" r="0.55"><stop offset="0" stop-color="${COLORS.teal}" stop-opacity="0.32"/><stop offset="1" stop-color="${COLORS.teal}" stop-opacity="0"/></radialGradient>`,
  '<pattern id="card-grid" width="60" height="60" patternUnits="userSpaceOnUse"><path d="M60 0H0V60" fill="none" stroke="#ffffff" stroke-opacity="0.05"/></pattern>',
  '</defs>',
  `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${COLORS.navy}"/>`,
  `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#card-grid)"/>`,
  `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#card-glow)"/>`,
  ...Array.from(
    { length: 7 },
    (_, i) =>
      `<path d="${wave(i)}" fill="none" stroke="${i % 2 ? COLORS.teal : '#3b82f6'}" stroke-opacity="${(0.16 + i * 0.03).toFixed(2)}" stroke-width="1.5"/>`,
  ),
].join('');

/** Where the logo stands: top left, inside the margins. */
export const LOGO_TOP = 64;

/**
 * The logo file's drawing placed at the top left, `height` pixels high, its ids prefixed so they
 * cannot meet satori's: ('<svg viewBox="0 0 160 40">…</svg>', 60) -> '<g transform="…">…</g>'.
 */
export function placeLogo(logoSvg: string, height: number): string {
  const [, , , boxHeight = '40'] = /viewBox="([\d.\s-]+)"/.exec(logoSvg)?.[1]?.split(/\s+/) ?? [];
  const inner = logoSvg
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/id="([^"]+)"/g, 'id="card-logo-$1"')
    .replace(/url\(#([^)]+)\)/g, 'url(#card-logo-$1)');
  const scale = height / Number(boxHeight);
  return `<g transform="translate(${CARD_PADDING} ${LOGO_TOP}) scale(${scale})">${inner}</g>`;
}

/** The logo's width at `height`, from the file's proportions (160 x 40). */
export function logoWidth(logoSvg: string, height: number): number {
  const [, , width = '160', boxHeight = '40'] =
    /viewBox="([\d.\s-]+)"/.exec(logoSvg)?.[1]?.split(/\s+/) ?? [];
  return (height * Number(width)) / Number(boxHeight);
}

/** The card's frame: room for the logo top left, `content` below it, the host at the foot. */
function frame(
  logoSize: { width: number; height: number },
  host: string,
  ...content: CardNode[]
): CardNode {
  return el(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      padding: CARD_PADDING,
      paddingTop: LOGO_TOP,
      paddingBottom: 56,
      fontFamily: 'Pretendard',
      color: COLORS.white,
    },
    el('div', { width: logoSize.width, height: logoSize.height }),
    el(
      'div',
      { display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1 },
      ...content,
    ),
    el('div', { fontSize: 26, fontWeight: 700, color: COLORS.muted, letterSpacing: 0.5 }, host),
  );
}

/**
 * The banner's eyebrow: a short teal rule, then the section (upper case in English, as the site
 * sets it).
 */
function eyebrow(text: string, lang: string): CardNode {
  return el(
    'div',
    {
      display: 'flex',
      alignItems: 'center',
      marginBottom: 28,
      fontSize: 30,
      fontWeight: 700,
      letterSpacing: lang === 'ko' ? 1 : 4,
      color: COLORS.eyebrow,
      textTransform: lang === 'ko' ? 'none' : 'uppercase',
    },
    el('div', { width: 44, height: 4, marginRight: 20, backgroundColor: COLORS.teal }),
    text,
  );
}

/**
 * The title as laid out lines (./draw.ts finds them): each line one block that does not wrap again.
 */
function titleBlock(lines: readonly string[], size: number): CardNode {
  return el(
    'div',
    { display: 'flex', flexDirection: 'column', width: TITLE_WIDTH },
    ...lines.map((line) => el('div', titleStyle(size), line)),
  );
}

/** The logo's height on each layout: the home card's is larger. */
export const LOGO_HEIGHT = { page: 60, home: 84 } as const;

/** A page or article card; `lines` and `size` come from the layout pass (./draw.ts). */
export function pageCard(
  spec: Extract<CardSpec, { layout: 'page' }>,
  logoWidth: number,
  lines: readonly string[],
  size: number,
): CardNode {
  const label = [spec.section, spec.date].filter(Boolean).join('  ·  ');
  return frame(
    { width: logoWidth, height: LOGO_HEIGHT.page },
    spec.host,
    ...(label ? [eyebrow(label, spec.lang)] : []),
    titleBlock(lines, size),
  );
}

/** A solution's name as a tag: an outlined pill, as the site's buttons. */
function tag(text: string): CardNode {
  return el(
    'div',
    {
      display: 'flex',
      padding: '10px 26px',
      marginRight: 16,
      borderRadius: 999,
      border: `2px solid ${COLORS.teal}`,
      backgroundColor: 'rgba(0, 163, 161, 0.14)',
      fontSize: 28,
      fontWeight: 700,
      color: COLORS.white,
    },
    text,
  );
}

/**
 * The home card, drawn to be the company's own: the larger logo, the hero's heading, what the
 * company does, and its solutions as tags.
 */
export function homeCard(
  spec: Extract<CardSpec, { layout: 'home' }>,
  logoWidth: number,
  lines: readonly string[],
  size: number,
): CardNode {
  return frame(
    { width: logoWidth, height: LOGO_HEIGHT.home },
    spec.host,
    titleBlock(lines, size),
    el(
      'div',
      { marginTop: 20, fontSize: 34, fontWeight: 700, color: COLORS.eyebrow, letterSpacing: -0.3 },
      spec.subtitle,
    ),
    el('div', { display: 'flex', marginTop: 40 }, ...spec.tags.map(tag)),
  );
}

/** The text a card draws as its title, laid out by ./draw.ts. */
export function titleOf(spec: CardSpec): string {
  return spec.layout === 'home' ? spec.heading : spec.title;
}

/**
 * Every string the card draws, in upper case too (English eyebrows): the characters its font must
 * hold.
 */
export function textOf(spec: CardSpec): string {
  const text =
    spec.layout === 'home'
      ? [spec.heading, spec.subtitle, ...spec.tags, spec.host].join(' ')
      : [spec.section ?? '', spec.date ?? '', spec.title, spec.host, '·'].join(' ');
  return `${text} ${text.toUpperCase()}`;
}
