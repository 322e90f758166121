/**
 * The company's own doors, named in content instead of copied from content/company.yaml: a `cta`
 * block writes `href: company:recruit` and the page links to whatever recruitment site the facts
 * file names today (job seekers, journalists and webzine readers each get their door).
 */
import type { CompanyFacts } from './schemas.ts';

const PREFIX = 'company:';

/** Each name and the address it stands for. */
export const COMPANY_LINKS = {
  /** The recruitment site (job seekers). */
  recruit: (company: CompanyFacts) => company.recruitUrl,
  /** The external webzine (readers). */
  webzine: (company: CompanyFacts) => company.webzineUrl,
  /** The press contact's mailbox (journalists). */
  press: (company: CompanyFacts) => `mailto:${company.emails.press}`,
  /**
   * The Design Lab's mailbox, the footer's Design address (design buyers: the inquiry form has no
   * design field to route them by, and its fixed lists stay as contracts §6 sets them).
   */
  design: (company: CompanyFacts) => `mailto:${company.emails.design}`,
} as const satisfies Record<string, (company: CompanyFacts) => string>;

export type CompanyLink = keyof typeof COMPANY_LINKS;

/**
 * Every name as written in content: ['company:recruit', 'company:webzine', 'company:press',
 * 'company:design'].
 */
export const COMPANY_LINK_HREFS = Object.keys(COMPANY_LINKS).map((name) => PREFIX + name);

/** 'company:press' -> 'press'; 'company:fax' -> undefined; '/contact' -> undefined */
export function companyLinkName(href: string): CompanyLink | undefined {
  if (!href.startsWith(PREFIX)) return undefined;
  const name = href.slice(PREFIX.length);
  return Object.hasOwn(COMPANY_LINKS, name) ? (name as CompanyLink) : undefined;
}

/** True for any href in the company link form, known or not: 'company:fax' -> true. */
export function isCompanyLink(href: string): boolean {
  return href.startsWith(PREFIX);
}

/**
 * The address a content href leads to: company links resolved, anything else as written.
 * ('company:press', facts) -> 'mailto:press@example.com'; ('/contact', facts) -> '/contact'
 */
export function resolveHref(href: string, company: CompanyFacts): string {
  const name = companyLinkName(href);
  return name ? COMPANY_LINKS[name](company) : href;
}
