/**
 * dist/serve.json (the preview server and `npx serve dist`, both serve-handler) and dist/_headers
 * (Netlify, Cloudflare Pages and hosts that read the same format), written from the one table in
 * site/builder/headers.ts.
 */
import type { HostTable } from './headers.ts';

/** serve-handler's options besides the headers: clean URLs, no trailing slash, no listings. */
const SERVE_OPTIONS = { cleanUrls: true, trailingSlash: false, directoryListing: false };

/**
 * ('/assets/chunks/') -> 'assets/chunks/**'; ('/favicon.ico')
 * -> 'favicon.ico': serve-handler globs file paths
 */
export function toServeSource(path: string): string {
  return path.endsWith('/') ? `${path.slice(1)}**` : path.slice(1);
}

/** serve-handler applies every matching entry in order, a later value replacing an earlier one. */
export function toServeJson(table: HostTable): string {
  const entry = (source: string, headers: Record<string, string>) => ({
    source,
    headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
  });
  const headers = [
    entry('**', { ...table.security, 'Cache-Control': table.defaultCache }),
    ...table.cache.flatMap((rule) =>
      rule.paths.map((path) => entry(toServeSource(path), { 'Cache-Control': rule.cacheControl })),
    ),
    // The folder itself ('admin') and what is in it ('admin/**'): its policy replaces the site's.
    ...table.areas.flatMap((area) =>
      [area.path.slice(1, -1), toServeSource(area.path)].map((source) =>
        entry(source, area.security),
      ),
    ),
  ];
  return `${JSON.stringify({ ...SERVE_OPTIONS, headers }, null, 2)}\n`;
}

/** ('/assets/chunks/') -> '/assets/chunks/*'; ('/favicon.ico') -> '/favicon.ico' */
export function toHeadersPattern(path: string): string {
  return path.endsWith('/') ? `${path}*` : path;
}

/**
 * Netlify / Cloudflare Pages format: a path pattern, then indented `Name: value` lines. Only
 * folder splats and exact paths, which every such host reads alike. Cloudflare joins the values of
 * a header set by two matching rules with a comma, so Cache-Control is never on `/*`: where no
 * rule sets it, both hosts send `public, max-age=0, must-revalidate`, the table's default.
 */
export function toHeadersFile(table: HostTable): string {
  const lines = [
    '# Written by npm run build from site/builder/headers.ts; edit the table there.',
    '/*',
  ];
  lines.push(...Object.entries(table.security).map(([key, value]) => `  ${key}: ${value}`));
  for (const rule of table.cache) {
    lines.push('', `# ${rule.why}`);
    for (const path of rule.paths)
      lines.push(toHeadersPattern(path), `  Cache-Control: ${rule.cacheControl}`);
  }
  return `${lines.join('\n')}\n`;
}
