/**
 * The press twin rules' messages (DECISIONS §11), shared by the build (./press.ts) and the editor,
 * which refuses the same things at save with the same words (client/admin/checks.ts).
 */
import { DEFAULT_LOCALE, localeRow, type Locale } from '../routes.ts';

/** ('en', 'x') -> 'content/press/en/x.md' */
export const itemFile = (locale: Locale, slug: string) => `content/press/${locale}/${slug}.md`;

export function twinMissing(locale: Locale, slug: string): string {
  return `${localeRow(locale).englishName} twin missing: write ${itemFile(locale, slug)} (or set koreanOnly: true)`;
}

export function koreanOnlyWithTwin(locale: Locale, slug: string): string {
  return `koreanOnly: true, but ${itemFile(locale, slug)} exists (remove the flag or the ${localeRow(locale).englishName} file)`;
}

export function sampleDisagrees(
  twinSample: boolean | undefined,
  sourceSample: boolean,
  slug: string,
): string {
  return `sample: ${twinSample ?? 'not set'}, but the ${localeRow(DEFAULT_LOCALE).englishName} twin ${itemFile(DEFAULT_LOCALE, slug)} says sample: ${sourceSample} (the twins tell one story: set the same value in both)`;
}

/** 'date "2025-01-02" differs …' when the front matter's date is not the file name's. */
export function dateDiffers(date: string, slugDate: string): string {
  return `date "${date}" differs from the date in the file name (${slugDate})`;
}
