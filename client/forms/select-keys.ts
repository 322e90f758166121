/** Keyboard arithmetic of the custom select list (APG select-only combobox), kept pure for tests. */

const PAGE = 10;

/** Where a navigation key moves the active option: ('ArrowDown', 2, 5) -> 3; ('End', 0, 5) -> 4; ('Tab', 1, 5) -> undefined */
export function moveIndex(key: string, active: number, count: number): number | undefined {
  const last = count - 1;
  switch (key) {
    case 'ArrowDown': return Math.min(active + 1, last);
    case 'ArrowUp': return Math.max(active - 1, 0);
    case 'Home': return 0;
    case 'End': return last;
    case 'PageDown': return Math.min(active + PAGE, last);
    case 'PageUp': return Math.max(active - PAGE, 0);
    default: return undefined;
  }
}

/** A key that types a character: 'a', '부', ' ' -> true; 'Enter', 'ArrowDown' -> false */
export function isPrintable(key: string): boolean {
  return [...key].length === 1;
}

/**
 * Type-ahead: the next option after `from` whose text starts with `prefix`, wrapping around. A
 * prefix of one repeated letter cycles through the options starting with that letter.
 * (['Busan', 'Seoul', 'Sejong'], 's', 1) -> 2; (['Busan', 'Seoul', 'Sejong'], 'sej', 0) -> 2; (..., 'x', 0) -> undefined
 */
export function findByPrefix(texts: readonly string[], prefix: string, from: number): number | undefined {
  const wanted = prefix.toLocaleLowerCase();
  const repeated = [...wanted].every((c) => c === wanted[0]);
  const search = repeated ? wanted[0]! : wanted;
  const start = repeated || wanted.length === 1 ? from + 1 : from;
  for (let step = 0; step < texts.length; step += 1) {
    const index = (start + step + texts.length) % texts.length;
    if (texts[index]!.toLocaleLowerCase().startsWith(search)) return index;
  }
  return undefined;
}
