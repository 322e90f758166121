/**
 * The link check of the content (STYLE rule 5): every internal link reaches a built page of the
 * same language, every asset exists in static/, every company link is known and in a cta block.
 * Problems are collected as ContentErrors like the rest of the content.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Route } from '../routes.ts';
import type { ContentError } from './errors.ts';
import { COMPANY_LINK_HREFS, companyLinkName, isCompanyLink } from './company-links.ts';
import type { LinkRef } from './page-parts.ts';

/** Internal links must reach a built page (press articles too) of the same language; assets must exist in static/. */
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
  { href, route, cta }: Pick<LinkRef, 'href' | 'cta'> & { route?: Pick<Route, 'locale'> },
  urls: ReadonlyMap<string, Pick<Route, 'locale' | 'alternates'>>,
  assetExists: (path: string) => boolean,
): string | undefined {
  if (isCompanyLink(href)) return brokenCompanyLink(href, cta);
  if (/^(https?:|mailto:|tel:)/.test(href) || href.startsWith('#')) return undefined;
  const path = href.replace(/[?#].*$/, '');
  if (!href.startsWith('/'))
    return `link "${href}": use a site path starting with "/" or an http(s) URL`;
  if (path.startsWith('/assets/'))
    return assetExists(path) ? undefined : `"${href}" leads nowhere (no file static${path})`;
  if (!urls.has(path)) return `link "${href}" leads nowhere (no page has this URL)`;
  if (route && urls.get(path)!.locale !== route.locale)
    return `link "${href}" goes to a page in the other language (use ${urls.get(path)!.alternates[route.locale]})`;
  return undefined;
}

/** A company link is known and stands in a cta block, the one place that resolves it (Markdown names facts as {{…}} instead). */
function brokenCompanyLink(href: string, cta: boolean | undefined): string | undefined {
  if (!companyLinkName(href))
    return `link "${href}": no such company link (expected one of: ${COMPANY_LINK_HREFS.join(', ')})`;
  return cta
    ? undefined
    : `link "${href}": company links work in a cta block's href only (write the address in Markdown)`;
}
