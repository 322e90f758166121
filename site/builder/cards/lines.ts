/**
 * A card title's lines, from the measured widths of its words (./draw.ts measures them with
 * satori and the card's font). Lines break at spaces only: a Korean 어절 such as '개발·기술영업'
 * is never cut, where a line breaker would cut it after the middle dot (contracts §20). Pure
 * arithmetic, so it is tested alone.
 */

/** Widths of a title's words at some size, and of one space: they scale with the font size. */
export interface WordWidths {
  words: readonly string[];
  widths: readonly number[];
  space: number;
}

/**
 * Words into lines no wider than `max`, each line as full as it can be:
 * ({ words: ['a', 'b', 'c'], widths: [10, 10, 10], space: 5 }, 25) -> [['a', 'b'], ['c']].
 * A word wider than `max` stands on a line of its own (the caller refuses that size).
 */
export function greedyLines({ words, widths, space }: WordWidths, max: number): string[][] {
  const lines: string[][] = [];
  let width = 0;
  words.forEach((word, i) => {
    const line = lines[lines.length - 1];
    const next = width + space + widths[i]!;
    if (line && next <= max) {
      line.push(word);
      width = next;
    } else {
      lines.push([word]);
      width = widths[i]!;
    }
  });
  return lines;
}

/** The widest of `lines`: ([['a', 'b'], ['c']], widths of 10, space 5) -> 25 */
export function widestLine(lines: readonly string[][], measured: WordWidths): number {
  const width = new Map(measured.words.map((word, i) => [word, measured.widths[i]!]));
  return Math.max(
    ...lines.map(
      (line) =>
        line.reduce((sum, word) => sum + width.get(word)!, 0) + (line.length - 1) * measured.space,
    ),
  );
}

/**
 * Lines of even length: the narrowest width that still needs no more lines than the full width
 * does, found by halving, so no word is left alone on the last line.
 */
export function balancedLines(measured: WordWidths, max: number): string[][] {
  const count = greedyLines(measured, max).length;
  let [low, high] = [Math.max(...measured.widths), max];
  while (high - low > 1) {
    const mid = (low + high) / 2;
    if (greedyLines(measured, mid).length <= count) high = mid;
    else low = mid;
  }
  return greedyLines(measured, high);
}

/**
 * The largest size whose balanced lines fit `max` and the size's line limit, with those lines:
 * `measured` at `at` px scaled to each size. Undefined when none fits.
 */
export function fitTitle(
  measured: WordWidths,
  at: number,
  sizes: readonly { size: number; lines: number }[],
  max: number,
): { size: number; lines: string[]; width: number } | undefined {
  for (const { size, lines: most } of sizes) {
    const scale = size / at;
    const scaled = {
      words: measured.words,
      widths: measured.widths.map((w) => w * scale),
      space: measured.space * scale,
    };
    if (Math.max(...scaled.widths) > max) continue;
    const lines = balancedLines(scaled, max);
    if (lines.length <= most)
      return { size, lines: lines.map((l) => l.join(' ')), width: widestLine(lines, scaled) };
  }
  return undefined;
}
