/**
 * Countries of an inquiry from abroad (contracts §17): the assigned ISO 3166-1 alpha-2 codes
 * (site/data/countries.json, from Debian's iso-codes), named in the page's language by the
 * runtime's CLDR data (`Intl.DisplayNames`): in the contact form, by the visitor's browser when
 * they choose to write from abroad (the page carries the codes, not 10 KB of names); at build time,
 * so the site's font holds the names' characters (site/builder/site-font.ts).
 */
import data from '../data/countries.json' with { type: 'json' };

/** Every assigned code: 'AD', 'AE', ... 'ZW' (249). */
export const COUNTRY_CODES: ReadonlySet<string> = new Set(data.codes);

/** A country an inquiry from abroad may name: ('JP') -> true; ('KR'), ('XX'), ('jp') -> false */
export function isForeignCountry(code: string): boolean {
  return code !== 'KR' && COUNTRY_CODES.has(code);
}

/** ('JP', 'ko') -> '일본'; ('JP', 'en') -> 'Japan'; an unknown code as it is. */
export function countryName(code: string, locale: string): string {
  return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;
}

/**
 * The country list of a language, sorted for it (Korean in 가나다 order), Korea left out:
 * ('en') -> [{ value: 'AF', text: 'Afghanistan' }, { value: 'AX', text: 'Åland Islands' }, ...]
 */
export function countryOptions(locale: string): readonly { value: string; text: string }[] {
  let options = OPTIONS.get(locale);
  if (options) return options;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  options = [...COUNTRY_CODES]
    .filter(isForeignCountry)
    .map((code) => ({ value: code, text: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.text, b.text));
  OPTIONS.set(locale, options);
  return options;
}

const OPTIONS = new Map<string, readonly { value: string; text: string }[]>();
