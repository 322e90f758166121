/**
 * Pure helpers of the press pages and islands: the seq in the query string, links and text (dates:
 * site/dates.ts).
 */

/** ('?seq=12') -> 12; ('', '?seq=', '?seq=abc', '?seq=0', '?seq=1.5') -> undefined */
export function seqFromSearch(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('seq');
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const seq = Number(raw);
  return Number.isSafeInteger(seq) && seq >= 1 ? seq : undefined;
}

/**
 * The link only when it is http or https: ('https://a.example/x') -> same; ('javascript:alert(1)',
 * 'ftp://x', 'nonsense') -> undefined
 */
export function safeLink(link: unknown): string | undefined {
  if (typeof link !== 'string') return undefined;
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Plain text split at blank lines: ('a\nb\n\n\nc') -> ['a\nb', 'c'] */
export function toParagraphs(text: unknown): string[] {
  return String(text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
