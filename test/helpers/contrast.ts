/**
 * Colour contrast as WCAG 2.2 defines it (relative luminance, ratio), and the pixels of a
 * screenshot, for the tests that measure contrast on the page as drawn (focus
 * indicators, text over the home videos).
 */
import { PNG } from 'pngjs';

/** [r, g, b] in 0..255, or with a fourth alpha in 0..1 for a CSS colour. */
export type Rgb = readonly [number, number, number];
export type Rgba = readonly [number, number, number, number];

/** WCAG 2.2 relative luminance: [255, 255, 255] -> 1, [0, 0, 0] -> 0 */
export function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** ([255, 255, 255], [0, 0, 0]) -> 21; the order does not matter. */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * A colour with alpha drawn over an opaque one: ([255, 255, 255, 0.82], [0, 0, 0])
 * -> [209, 209, 209]
 */
export function over([r, g, b, a]: Rgba, [br, bg, bb]: Rgb): Rgb {
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a)];
}

/** 'rgb(255, 122, 26)' or 'rgba(255, 255, 255, 0.82)' (getComputedStyle's forms) -> [r, g, b, a] */
export function parseCssColor(css: string): Rgba {
  const m = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(css.trim());
  if (!m) throw new Error(`not an rgb() colour: ${css}`);
  return [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])];
}

/** A picture's pixels. */
export interface Pixels {
  width: number;
  height: number;
  /** The pixel at column x, row y. */
  at: (x: number, y: number) => Rgb;
}

/** A PNG (a screenshot) as pixels; alpha is dropped (screenshots are opaque). */
export function pngPixels(png: Buffer): Pixels {
  const { width, height, data } = PNG.sync.read(png);
  return {
    width,
    height,
    at: (x, y) => {
      const i = (y * width + x) * 4;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    },
  };
}
