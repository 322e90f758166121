/**
 * What the body editor (./body.tsx) offers to insert, from what the build told the admin page
 * (site/builder/admin.ts): the site's pages of each language by title, for links, and the company's
 * facts of each language by name, with their value, for `{{…}}`.
 */
import { FIELD_LABELS, type FieldName } from '../../../site/admin/labels.ts';
import { toFacts } from '../../../site/content/facts.ts';
import type { CompanyFacts } from '../../../site/content/schemas.ts';
import { DEFAULT_LOCALE, perLocale, type Locale } from '../../../site/routes.ts';
import type { SiteFacts } from '../checks.ts';

export interface PageChoice {
  url: string;
  title: string;
}

export interface FactChoice {
  /** What goes between the braces: 'emails.design'. */
  name: string;
  /** What the writer reads: '메일 주소 · 디자인'. */
  label: string;
  /** The value the page shows, in the entry's language. */
  value: string;
}

export interface BodyChoices {
  pages: Record<Locale, PageChoice[]>;
  facts: Record<Locale, FactChoice[]>;
}

/** The parts of a fact's name as the form labels them: 'emails.design' -> '메일 주소 · 디자인' */
function factLabel(name: string, company: CompanyFacts): string {
  if (name === 'inquiryRetention') return FIELD_LABELS.inquiryRetentionYears;
  const [group, key] = name.split('.') as [string, string | undefined];
  const address = group === 'addresses' && company.addresses.find((a) => a.id === key);
  if (address) return `${FIELD_LABELS.addresses} · ${address.title[DEFAULT_LOCALE]}`;
  const label = (part: string) => FIELD_LABELS[part as FieldName] ?? part;
  return key ? `${label(group)} · ${label(key)}` : label(group);
}

/**
 * The pages and facts the body editor lists, in each language; press list pages after the first are
 * left out.
 */
export function bodyChoices(site: SiteFacts, company: CompanyFacts): BodyChoices {
  return {
    pages: perLocale((locale) =>
      Object.entries(site.pages)
        .filter(([url, page]) => page.locale === locale && !/\/page\/\d+$/.test(url))
        .map(([url, page]) => ({ url, title: page.title })),
    ),
    facts: perLocale((locale) =>
      [...toFacts(company, locale)]
        .filter(([name]) => name !== 'inquiryRetentionYears')
        .map(([name, fact]) => ({
          name,
          label: factLabel(name, company),
          value: fact.text.replace(/\u2011/g, '-'),
        })),
    ),
  };
}
