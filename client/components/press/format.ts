/** Pure helpers of the press islands: query strings, dates, links and text from the API. */


/** The press list page as the visitor counts it, 1-based: ('?page=2') -> pageNo 1; ('', '?page=x', '?page=0') -> 0 */
export function pageNoFromSearch(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page - 1 : 0;
}

/** ('/eng/resources/press', 1) -> '/eng/resources/press?page=2'; (path, 0) -> path */
export function pageHref(path: string, pageNo: number): string {
  return pageNo > 0 ? `${path}?page=${pageNo + 1}` : path;
}

/** ('?seq=12') -> 12; ('', '?seq=', '?seq=abc', '?seq=0', '?seq=1.5') -> undefined */
export function seqFromSearch(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('seq');
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const seq = Number(raw);
  return Number.isSafeInteger(seq) && seq >= 1 ? seq : undefined;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** ('2024-09-10', 'ko') -> '2024.09.10'; ('2024-09-10', 'en') -> 'Sep 10, 2024'; anything else as it came */
export function formatPressDate(date: string, locale: 'ko' | 'en'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, y, m, d] = match;
  return locale === 'ko' ? `${y}.${m}.${d}` : `${MONTHS[Number(m) - 1] ?? m} ${Number(d)}, ${y}`;
}

/** The link only when it is http or https: ('https://a.example/x') -> same; ('javascript:alert(1)', 'ftp://x', 'nonsense') -> undefined */
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
  return String(text ?? '').split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
}

/** Page numbers to show around the current one: (4, 10) -> [2, 3, 4, 5, 6]; (0, 2) -> [0, 1] */
export function pageWindow(current: number, pages: number, size = 5): number[] {
  const start = Math.max(0, Math.min(current - Math.floor(size / 2), pages - size));
  return Array.from({ length: Math.min(size, pages) }, (_, i) => start + i);
}
