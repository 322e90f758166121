/**
 * Which files of a unicode-range subset stylesheet (client/styles/fonts.css: Pretendard cut into
 * about a hundred subsets) a text needs. The browser fetches a subset only when laid-out text
 * uses one of its characters; text a script draws later (the home intro's Korean name on the
 * English home page) would fetch its subset late, and every font file that arrives makes Chromium
 * lay the whole page out again. Knowing the files at build time lets the page fetch them together
 * with its own (client/lib/fonts.ts).
 */

export interface FontFaceFile {
  /** '/assets/files/PretendardVariable.subset.90-SXXBPRHD.woff2' */
  url: string;
  /** Inclusive code point ranges: U+AC04 -> [0xac04, 0xac04], U+20-22 -> [0x20, 0x22]. */
  ranges: [number, number][];
}

const FACE = /@font-face\s*\{([^}]*)\}/g;
const SRC = /src:\s*url\(\s*["']?([^"')]+)["']?\s*\)/;
const RANGE = /unicode-range:\s*([^;}]*)/;

/** 'U+20-22,U+ac04' -> [[0x20, 0x22], [0xac04, 0xac04]]; wildcards (U+4??) as their span. */
export function parseUnicodeRange(value: string): [number, number][] {
  return value
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, ''))
    .filter(Boolean)
    .map((part) => {
      if (part.includes('?'))
        return [parseInt(part.replace(/\?/g, '0'), 16), parseInt(part.replace(/\?/g, 'f'), 16)];
      const [from, to = from] = part.split('-');
      return [parseInt(from!, 16), parseInt(to!, 16)];
    });
}

/** Every @font-face of `css` with a url and a unicode-range; a face without a range covers everything. */
export function parseFontFaces(css: string): FontFaceFile[] {
  return [...css.matchAll(FACE)].flatMap(([, body]) => {
    const url = SRC.exec(body!)?.[1];
    if (!url) return [];
    const range = RANGE.exec(body!)?.[1];
    return [{ url, ranges: range ? parseUnicodeRange(range) : [[0, 0x10ffff]] }];
  });
}

/** The files whose range holds a character of `text`, in stylesheet order, each once. */
export function subsetFilesFor(faces: readonly FontFaceFile[], text: string): string[] {
  const points = [...new Set([...text].map((char) => char.codePointAt(0)!))];
  return faces
    .filter((face) => points.some((p) => face.ranges.some(([from, to]) => p >= from && p <= to)))
    .map((face) => face.url);
}

/** The text a browser lays out from `html`: no tags, no script or style contents. */
function visibleText(html: string): string {
  return html.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '').replace(/<[^>]*>/g, '');
}

/**
 * The files `later` (text a script draws after load) needs that the page's own text does not
 * fetch: ('해온정보기술', an English page's HTML) -> the subset of '보' alone.
 */
export function filesForLaterText(
  faces: readonly FontFaceFile[],
  later: string,
  html: string,
): string[] {
  const shown = new Set(visibleText(html));
  const own = new Set(subsetFilesFor(faces, [...shown].join('')));
  return subsetFilesFor(faces, [...later].filter((char) => !shown.has(char)).join('')).filter(
    (url) => !own.has(url),
  );
}
