/**
 * Pretendard cut down to given characters, by HarfBuzz's subsetter (`subset-font`, its
 * WebAssembly build): the variable font with its whole weight axis, or one weight pinned (a
 * renderer that cannot read variations, such as satori for the sharing cards). Each result is
 * cached on disk under a hash of its characters, the font's version and the options, so a build
 * whose text did not change reads the file it made last time instead of paying the subsetting
 * (seconds: WOFF2's Brotli at its slowest setting).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, statSync, utimesSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const PACKAGE = dirname(require.resolve('pretendard/package.json'));

/** The font every subset is cut from: Pretendard's variable TrueType, all weights (45-930). */
export const PRETENDARD = {
  file: join(PACKAGE, 'dist/public/variable/PretendardVariable.ttf'),
  version: (require('pretendard/package.json') as { version: string }).version,
  /**
   * The whole variable font as WOFF2 (2 MB): what `npm run dev` serves, so no edit waits for a
   * subset.
   */
  whole: join(PACKAGE, 'dist/web/variable/woff2/PretendardVariable.woff2'),
} as const;

const SUBSETTER = `subset-font@${(require('subset-font/package.json') as { version: string }).version}`;

/**
 * The OpenType features kept: those browsers apply to horizontal text by default, and `tnum`
 * (`font-variant-numeric: tabular-nums` in our styles). Keeping all of Pretendard's (stylistic
 * sets, alternates, fractions) pulls their glyphs in: 152 KiB instead of 172 for the whole site.
 * A style that asks for another feature needs it added here (test/build/fonts.test.ts checks).
 */
export const KEPT_FEATURES = [
  'ccmp',
  'locl',
  'rlig',
  'calt',
  'clig',
  'liga',
  'kern',
  'mark',
  'mkmk',
  'tnum',
] as const;

/**
 * The name records kept beside HarfBuzz's defaults: the license and its address (SIL OFL 1.1,
 * conditions 2 and 4).
 */
const LICENSE_NAMES = [13, 14];

/** 'woff2' for pages; 'sfnt' (TrueType) or 'woff' for tools that cannot read WOFF2. */
export type FontFormat = 'woff2' | 'woff' | 'sfnt';

export interface SubsetOptions {
  format: FontFormat;
  /** Pins the weight axis (400, 700, ...): a static font. Without it, every weight. */
  weight?: number;
  /** Where results are kept; the default is node_modules/.cache/pretendard-subsets. */
  cacheDir?: string;
}

export const DEFAULT_CACHE = join(dirname(PACKAGE), '.cache/pretendard-subsets');
/** A cached subset unused this long is deleted when another is made. */
const KEEP_UNUSED_MS = 30 * 24 * 3600 * 1000;

/** ([0x41, 0xac00]) -> 'A가'; a string is taken as it is. */
function textOf(chars: string | readonly number[]): string {
  return typeof chars === 'string' ? chars : String.fromCodePoint(...chars);
}

/**
 * What makes two subsets the same file: the characters (sorted, each once), the font, the
 * subsetter, the options.
 */
export function subsetKey(text: string, options: SubsetOptions): string {
  const chars = [...new Set(text)].sort().join('');
  const what = {
    font: `pretendard@${PRETENDARD.version}`,
    subsetter: SUBSETTER,
    features: KEPT_FEATURES,
    names: LICENSE_NAMES,
    format: options.format,
    weight: options.weight ?? 'all',
    chars,
  };
  return createHash('sha256').update(JSON.stringify(what)).digest('hex').slice(0, 32);
}

/**
 * Pretendard with only the glyphs of `chars` (and what its kept features need to draw them):
 * ('해온정보기술', { format: 'sfnt', weight: 700 }) -> a 5 KB bold TrueType.
 */
export async function subsetPretendard(
  chars: string | readonly number[],
  options: SubsetOptions,
): Promise<Buffer> {
  const text = textOf(chars);
  const dir = options.cacheDir ?? DEFAULT_CACHE;
  const file = join(dir, `${subsetKey(text, options)}.${options.format}`);
  const cached = readCached(file);
  if (cached) return cached;
  // Loaded only when the cache lacks a subset: a build with the same text never loads it.
  const { default: subsetFont } = await import('subset-font');
  const font = await subsetFont(readFileSync(PRETENDARD.file), text, {
    targetFormat: options.format,
    keepFeatures: [...KEPT_FEATURES],
    preserveNameIds: LICENSE_NAMES,
    ...(options.weight === undefined ? {} : { variationAxes: { wght: options.weight } }),
  });
  await store(dir, file, font);
  return font;
}

/** The cached file, its time touched so pruning keeps it; undefined when there is none. */
function readCached(file: string): Buffer | undefined {
  try {
    const bytes = readFileSync(file);
    const now = new Date();
    utimesSync(file, now, now);
    return bytes;
  } catch {
    return undefined;
  }
}

/**
 * Written aside and renamed (two builds at once never read half a file); old unused ones deleted.
 */
async function store(dir: string, file: string, font: Buffer): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const aside = `${file}.${process.pid}`;
  await writeFile(aside, font);
  renameSync(aside, file);
  const cutoff = Date.now() - KEEP_UNUSED_MS;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const used = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
    if (used !== undefined && used < cutoff) await rm(path, { force: true });
  }
}
