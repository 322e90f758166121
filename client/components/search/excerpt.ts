/**
 * A search result's excerpt (contracts §21): the part of the page's text around its first match,
 * with every match marked. Made here from the page's text, not taken from Pagefind: a Korean
 * word found inside a compound (`보건` in `안전보건`) is a match Pagefind's own excerpt does not
 * know (site/builder/search-index.ts), and only the query's letters are marked, not the particle
 * after them (`위험성평가`를). Parts, not HTML: the page's text is never parsed as markup.
 */

export interface ExcerptPart {
  text: string;
  mark: boolean;
}

/** ('a.b c') -> 'a\\.b|c': each word of the query as a literal, longest first. */
function termPattern(query: string): RegExp | undefined {
  const terms = [...new Set(query.split(/\s+/).filter(Boolean))]
    .sort((a, b) => b.length - a.length)
    .map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return terms.length ? new RegExp(terms.join('|'), 'giu') : undefined;
}

/**
 * [start, end) of every match: the query's words as written, and Pagefind's matched words
 * (`locations`: word indexes, stemmed matches such as "parks" for "parking") that contain none.
 */
export function matchRanges(
  content: string,
  query: string,
  locations: readonly number[] = [],
): [number, number][] {
  const pattern = termPattern(query);
  const ranges: [number, number][] = pattern
    ? [...content.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length])
    : [];
  const words = [...content.matchAll(/\S+/g)];
  for (const location of locations) {
    const word = words[location];
    if (!word) continue;
    const [start, end] = [word.index, word.index + word[0].length];
    if (!ranges.some(([s, e]) => s < end && e > start)) ranges.push([start, end]);
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

/**
 * About `length` characters of `content` from a little before its first match, cut at spaces, with
 * '…' where it is cut, split into marked and unmarked parts:
 * ('… 현장의 안전보건 관리 …', '보건') -> [{ text: '… 현장의 안전', mark: false }, { text: '보건', mark: true }, …]
 * Without a match (a page found by its section), the text's start.
 */
export function excerptOf(
  content: string,
  query: string,
  locations: readonly number[] = [],
  length = 110,
): ExcerptPart[] {
  const ranges = matchRanges(content, query, locations);
  const first = ranges[0]?.[0] ?? 0;
  let start = Math.max(0, first - Math.round(length / 4));
  if (start > 0) start = content.indexOf(' ', start) + 1 || start;
  if (start > first) start = first;
  let end = Math.min(content.length, start + length);
  if (end < content.length)
    end = content.lastIndexOf(' ', end) > first ? content.lastIndexOf(' ', end) : end;
  const parts: ExcerptPart[] = [];
  let at = start;
  for (const [s, e] of ranges) {
    if (e <= at || s >= end) continue;
    if (s > at) parts.push({ text: content.slice(at, s), mark: false });
    parts.push({ text: content.slice(Math.max(s, at), Math.min(e, end)), mark: true });
    at = Math.min(e, end);
  }
  if (at < end) parts.push({ text: content.slice(at, end), mark: false });
  if (start > 0) parts.unshift({ text: '… ', mark: false });
  if (end < content.length) parts.push({ text: ' …', mark: false });
  return parts;
}
