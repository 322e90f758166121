/**
 * JSON-LD for search engines (contracts §13): one pure builder per schema.org type, returning
 * plain objects with absolute URLs from the company's origin. templates/Document.tsx writes each
 * object as its own `<script type="application/ld+json">`; templates/render.tsx picks them per
 * page.
 */
import type { CompanyFacts } from '../content/schemas.ts';
import type { PressArticle } from '../content/press.ts';
import { LOCALE_TABLE, LOCALES, toUrl, type Locale } from '../routes.ts';

const CONTEXT = 'https://schema.org';

/** ('https://www.example.com', '/eng/privacy') -> 'https://www.example.com/eng/privacy' */
export function toAbsolute(origin: string, path: string): string {
  return new URL(path, `${origin}/`).href;
}

/**
 * A Korean number in the international form schema.org recommends: the trunk 0 is dropped.
 * ('051-000-0000') -> '+82-51-000-0000'; ('+82 51 000 0000') -> '+82 51 000 0000'
 */
export function toInternationalPhone(phone: string): string {
  return phone.startsWith('+') ? phone : `+82-${phone.replace(/^0/, '')}`;
}

/**
 * The company's node id, so other objects (a NewsArticle's publisher) can point at it:
 * 'https://www.example.com/#organization'
 */
export function organizationId(origin: string): string {
  return `${origin}/#organization`;
}

/** One line of the footer's e-mail list: its label in the page's language and its address. */
export interface ContactLine {
  label: string;
  email: string;
}

export interface OrganizationInput {
  company: CompanyFacts;
  locale: Locale;
  /** The home page of that language: '/' or '/eng'. */
  homePath: string;
  /** The logo file under the origin: '/assets/img/logo.svg'. */
  logoPath: string;
  contacts: ContactLine[];
}

/**
 * The company's name in the other languages: ('ko') -> 'Haeon IT';
 * with three languages both others' names.
 */
function otherNames(company: CompanyFacts, locale: Locale): string | string[] {
  const names = LOCALES.filter((other) => other !== locale).map((other) => company.name[other]);
  return names.length === 1 ? names[0]! : names;
}

/**
 * Organization on the home page: name, url, logo, telephone, the head office, a contactPoint per
 * footer e-mail line.
 */
export function organization({
  company,
  locale,
  homePath,
  logoPath,
  contacts,
}: OrganizationInput): object {
  const headOffice = company.addresses.find((a) => a.id === 'head-office')!;
  const telephone = toInternationalPhone(company.phone);
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(company.origin),
    name: company.name[locale],
    alternateName: otherNames(company, locale),
    url: toAbsolute(company.origin, homePath),
    logo: toAbsolute(company.origin, logoPath),
    telephone,
    email: company.emails.business,
    address: {
      '@type': 'PostalAddress',
      streetAddress: headOffice.address[locale],
      addressCountry: 'KR',
    },
    contactPoint: contacts.map((line) => ({
      '@type': 'ContactPoint',
      contactType: line.label,
      email: line.email,
      telephone,
      availableLanguage: LOCALE_TABLE.map((row) => row.englishName),
    })),
  };
}

/** One step of a breadcrumb trail: its name in the page's language and its path. */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * BreadcrumbList: ([{ name: '회사소개', path: '/company/intro' }, { name: '연혁', path:
 * '/company/history' }]) -> ListItems 1 and 2
 */
export function breadcrumbList(origin: string, crumbs: Crumb[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: toAbsolute(origin, crumb.path),
    })),
  };
}

/** The company's logo, as search engines show a publisher. */
export const LOGO_PATH = '/assets/img/logo.svg';

/**
 * The company as the publisher of its own articles, the same node as the home page's Organization.
 */
function publisher(company: CompanyFacts, locale: Locale) {
  return {
    '@type': 'Organization',
    '@id': organizationId(company.origin),
    name: company.name[locale],
    url: toAbsolute(company.origin, toUrl('home', locale)),
    logo: { '@type': 'ImageObject', url: toAbsolute(company.origin, LOGO_PATH) },
  };
}

/**
 * A press article (contracts §11, §13): headline, dates, language, the page it is the main
 * entity of, and the company as publisher; the original article as `isBasedOn` when it has one.
 * (article '2025-09-03-cloud-erp-mes', url '/eng/resources/press/2025-09-03-cloud-erp-mes', …)
 *   -> { '@type': 'NewsArticle', headline: 'Haeon IT launches …', datePublished: '2025-09-03',
 *        inLanguage: 'en', … }
 */
export function newsArticle(
  article: PressArticle,
  pageUrl: string,
  locale: Locale,
  company: CompanyFacts,
): object {
  const url = toAbsolute(company.origin, pageUrl);
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: article.title,
    datePublished: article.date,
    inLanguage: article.lang,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: publisher(company, locale),
    publisher: publisher(company, locale),
    articleSection: article.type,
    ...(article.link ? { isBasedOn: article.link } : {}),
  };
}
