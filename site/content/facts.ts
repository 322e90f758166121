/**
 * Company facts that Markdown may name as `{{name}}` (CONTENT.md, Company facts in text), so a
 * page states the value of content/company.yaml instead of a second copy that could drift: the
 * privacy policy's retention period is the one the inquiry purge applies (contracts §12).
 */
import { LOCALES, localeRow, type Locale } from '../routes.ts';
import type { CompanyFacts } from './schemas.ts';

/** How a fact is written into the page: plain text, or a link when it is an address to reach. */
export interface Fact {
  text: string;
  /** 'mailto:…' or 'tel:…' for e-mail addresses and phone numbers. */
  href?: string;
  /** Not confirmed by the company (company.yaml `samples`): shown with the sample tag. */
  sample?: boolean;
}

/** A value with one text per locale of the table ({ ko: '…', en: '…' }). */
const isLocalized = (value: unknown): value is Record<Locale, string> =>
  typeof value === 'object' && value !== null && LOCALES.every((locale) => locale in value);

/** '051-000-0000' -> '051‑000‑0000' (non-breaking hyphens: a number never splits across lines) */
export function toUnbrokenPhone(phone: string): string {
  return phone.replace(/-/g, '\u2011');
}

/** ('051-000-0000') -> 'tel:0510000000' */
export function toTelHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * (3, 'ko') -> '3년'; (3, 'en') -> '3 years'; (1, 'en')
 * -> '1 year': the language's own unit words (Intl).
 */
export function formatYears(years: number, locale: Locale): string {
  let format = YEARS.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(localeRow(locale).lang, {
      style: 'unit',
      unit: 'year',
      unitDisplay: 'long',
    });
    YEARS.set(locale, format);
  }
  return format.format(years);
}
/** One formatter per language: making one costs far more than formatting (every file's facts). */
const YEARS = new Map<Locale, Intl.NumberFormat>();

/**
 * Whether a fact is listed under `samples`, by its name or the group it belongs to:
 * ('processors.hosting', { samples: ['processors'] }) -> true; ('phone', { samples: [] }) -> false
 */
export function isSampleFact(key: string, company: Pick<CompanyFacts, 'samples'>): boolean {
  return (company.samples as readonly string[]).includes(key.split('.')[0]!);
}

/** A fact's link: e-mail addresses and the phone number are meant to be used. */
function toFact(key: string, text: string, sample: boolean): Fact {
  const mark = sample ? { sample } : {};
  if (key.startsWith('emails.')) return { text, href: `mailto:${text}`, ...mark };
  if (key === 'phone') return { text: toUnbrokenPhone(text), href: toTelHref(text), ...mark };
  return { text, ...mark };
}

/**
 * Every fact by name, in one language. Localised values give the page's language; addresses are
 * named by their id; the retention period is also given in words; facts listed under `samples`
 * are marked. The list of samples is not a fact itself.
 * (company, 'en') -> { 'name' -> 'Haeon IT', 'emails.business' -> …, 'addresses.head-office' -> …,
 *   'processors.hosting' -> { text: 'Sample Cloud Co., Ltd.', sample: true },
 *   'inquiryRetentionYears' -> '3', 'inquiryRetention' -> '3 years', … }
 */
export function toFacts(company: CompanyFacts, locale: Locale): Map<string, Fact> {
  const facts = new Map<string, Fact>();
  const visit = (prefix: string, value: unknown): void => {
    const sample = isSampleFact(prefix, company);
    if (isLocalized(value)) facts.set(prefix, toFact(prefix, value[locale], sample));
    else if (typeof value === 'string' || typeof value === 'number')
      facts.set(prefix, toFact(prefix, String(value), sample));
    else if (prefix === 'addresses')
      for (const a of company.addresses)
        facts.set(`${prefix}.${a.id}`, { text: a.address[locale] });
    else if (typeof value === 'object' && value)
      for (const [key, inner] of Object.entries(value)) visit(`${prefix}.${key}`, inner);
  };
  for (const [key, value] of Object.entries(company)) if (key !== 'samples') visit(key, value);
  facts.set('inquiryRetention', { text: formatYears(company.inquiryRetentionYears, locale) });
  return facts;
}
