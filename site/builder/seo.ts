/** sitemap.xml and robots.txt (contracts §2, §11), from the list of every page (site/pages.ts). */
import { escapeUTF8 as escapeXml } from 'entities';
import { DEFAULT_LOCALE, LOCALE_TABLE, type Route } from '../routes.ts';

/**
 * Every indexable page with an alternate per locale (hreflang from site/locales.ts) and x-default
 * (= the root language's); a Korean-only article's all point to itself. `lastmod` is when the
 * page's content last changed (./lastmod.ts), left out where that is not known.
 */
export function toSitemap(
  origin: string,
  pages: readonly Route[],
  lastmod: (route: Route) => string | undefined = () => undefined,
): string {
  const urls = pages
    .filter((r) => !r.noindex)
    .map((r) => {
      const alt = (lang: string, url: string) =>
        `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(origin + url)}"/>`;
      const modified = lastmod(r);
      return [
        '  <url>',
        `    <loc>${escapeXml(origin + r.url)}</loc>`,
        ...(modified ? [`    <lastmod>${modified}</lastmod>`] : []),
        ...LOCALE_TABLE.map((row) => alt(row.lang, r.alternates[row.code])),
        alt('x-default', r.alternates[DEFAULT_LOCALE]),
        '  </url>',
      ].join('\n');
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function toRobots(origin: string): string {
  // The editor (contracts §19) is no page of the site.
  return `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
