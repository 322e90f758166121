/**
 * The press twin rules (contracts §11), shared by the build (./press.ts), which prints them in
 * English, and the editor, which refuses the same things at save in Korean (client/admin/checks.ts
 * takes the Refusals, ./rules.ts).
 */
import { DEFAULT_LOCALE, localeRow, type Locale } from '../routes.ts';
import { inEnglish, refusal, type Refusal } from './rules.ts';

/** ('en', 'x') -> 'content/press/en/x.md' */
export const itemFile = (locale: Locale, slug: string) => `content/press/${locale}/${slug}.md`;

export const twinMissingRefusal = (locale: Locale, slug: string): Refusal =>
  refusal('twin.missing', {
    language: localeRow(locale).englishName,
    file: itemFile(locale, slug),
  });

export const koreanOnlyWithTwinRefusal = (locale: Locale, slug: string): Refusal =>
  refusal('twin.besideKoreanOnly', {
    language: localeRow(locale).englishName,
    file: itemFile(locale, slug),
  });

export const sampleDisagreesRefusal = (
  twinSample: boolean | undefined,
  sourceSample: boolean,
  slug: string,
): Refusal =>
  refusal('twin.sampleDisagrees', {
    twin: String(twinSample ?? 'not set'),
    sourceLanguage: localeRow(DEFAULT_LOCALE).englishName,
    sourceFile: itemFile(DEFAULT_LOCALE, slug),
    source: String(sourceSample),
  });

/** 'date "2025-01-02" differs …' when the front matter's date is not the file name's. */
export const dateDiffersRefusal = (date: string, slugDate: string): Refusal =>
  refusal('press.dateDiffers', { date, slugDate });

export const twinMissing = (locale: Locale, slug: string) =>
  inEnglish(twinMissingRefusal(locale, slug));
export const koreanOnlyWithTwin = (locale: Locale, slug: string) =>
  inEnglish(koreanOnlyWithTwinRefusal(locale, slug));
export const sampleDisagrees = (
  twinSample: boolean | undefined,
  sourceSample: boolean,
  slug: string,
) => inEnglish(sampleDisagreesRefusal(twinSample, sourceSample, slug));
export const dateDiffers = (date: string, slugDate: string) =>
  inEnglish(dateDiffersRefusal(date, slugDate));
