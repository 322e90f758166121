/**
 * The link check of the content (style rule 5): every internal link reaches a built page of the
 * same language, every asset exists in static/, every company link is known and in a cta block.
 * Problems are collected as ContentErrors like the rest of the content.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Route } from '../routes.ts';
import type { ContentError } from './errors.ts';
import { COMPANY_LINK_HREFS, companyLinkName, isCompanyLink } from './company-links.ts';
import type { LinkRef } from './page-parts.ts';
import { inEnglish, refusal, type Refusal } from './rules.ts';

/**
 * Internal links must reach a built page (press articles too) of the same language; assets must
 * exist in static/.
 */
export function checkLinks(
  root: string,
  refs: LinkRef[],
  urls: ReadonlyMap<string, Route>,
  errors: ContentError[],
): void {
  for (const ref of refs) {
    const message = brokenLink(ref, urls, (path) => existsSync(join(root, 'static', path)));
    if (message) errors.push({ file: ref.file, line: ref.line(), message });
  }
}

/**
 * What is wrong with a link or asset reference, or undefined when it resolves. The editor runs it
 * too (client/admin/checks.ts), with the site's pages and static files listed by the build.
 */
export function brokenLink(
  ref: Pick<LinkRef, 'href' | 'cta'> & { route?: Pick<Route, 'locale'> },
  urls: ReadonlyMap<string, Pick<Route, 'locale' | 'alternates'>>,
  assetExists: (path: string) => boolean,
): string | undefined {
  const found = linkRefusal(ref, urls, assetExists);
  return found && inEnglish(found);
}

/** brokenLink's finding as a rule and its values, which the editor says in Korean. */
export function linkRefusal(
  { href, route, cta }: Pick<LinkRef, 'href' | 'cta'> & { route?: Pick<Route, 'locale'> },
  urls: ReadonlyMap<string, Pick<Route, 'locale' | 'alternates'>>,
  assetExists: (path: string) => boolean,
): Refusal | undefined {
  if (isCompanyLink(href)) return brokenCompanyLink(href, cta);
  if (/^(https?:|mailto:|tel:)/.test(href) || href.startsWith('#')) return undefined;
  const path = href.replace(/[?#].*$/, '');
  if (!href.startsWith('/')) return refusal('link.notPath', { href });
  if (path.startsWith('/assets/'))
    return assetExists(path) ? undefined : refusal('link.noFile', { href, path });
  if (!urls.has(path)) return refusal('link.noPage', { href });
  if (route && urls.get(path)!.locale !== route.locale)
    return refusal('link.otherLanguage', { href, own: urls.get(path)!.alternates[route.locale] });
  return undefined;
}

/**
 * A company link is known and stands in a cta block, the one place that resolves it (Markdown names
 * facts as {{…}} instead).
 */
function brokenCompanyLink(href: string, cta: boolean | undefined): Refusal | undefined {
  if (!companyLinkName(href))
    return refusal('link.noCompanyLink', { href, names: COMPANY_LINK_HREFS.join(', ') });
  return cta ? undefined : refusal('link.companyOutsideCta', { href });
}
