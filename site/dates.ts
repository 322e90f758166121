/**
 * Dates as the pages show them, one helper for the build and the browser.
 * Intl.DateTimeFormat writes them in the page's language; which style a language uses in lists is
 * a column of the locale table (site/locales.ts `listDate`). The English home and the English
 * press list both show 'Sep 10, 2024'; Korean lists keep the dotted '2024.09.10' of the original
 * site (docs/decisions.md, Dates).
 */

/**
 * 'dotted': the year, month and day as numbers joined by dots ('2024.09.10'); 'medium': the
 * language's short form ('Sep 10, 2024'); 'long': the month in words ('October 1, 2025').
 */
export type DateStyle = 'dotted' | 'medium' | 'long';

/** How a page writes dates: its language tag and its list style. */
export interface DateFormat {
  /** BCP 47 tag: 'en'. */
  lang: string;
  style: DateStyle;
}

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  dotted: { year: 'numeric', month: '2-digit', day: '2-digit' },
  medium: { dateStyle: 'medium' },
  long: { dateStyle: 'long' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

/** The formatter of a language and style, made once: a newsroom formats thousands of dates. */
function formatterOf(lang: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${lang} ${style}`;
  let format = formats.get(key);
  // UTC: 'YYYY-MM-DD' is a calendar day, not an instant, so no time zone may move it.
  if (!format)
    formats.set(
      key,
      (format = new Intl.DateTimeFormat(lang, { ...OPTIONS[style], timeZone: 'UTC' })),
    );
  return format;
}

/**
 * ('2024-09-10', { lang: 'ko', style: 'dotted' }) -> '2024.09.10';
 * ('2024-09-10', { lang: 'en', style: 'medium' }) -> 'Sep 10, 2024';
 * ('2025-10-01', { lang: 'ko', style: 'long' }) -> '2025년 10월 1일'; ('soon', …)
 * -> 'soon' (anything else as it came)
 */
export function formatDate(isoDate: string, { lang, style }: DateFormat): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
  const format = formatterOf(lang, style);
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (style !== 'dotted') return format.format(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(date).find((p) => p.type === type)!.value;
  return `${part('year')}.${part('month')}.${part('day')}`;
}
