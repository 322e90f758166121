/**
 * Static files through serve-handler with dist/serve.json (the rules and security headers of
 * site/builder/headers.ts, written by the build), the file `npx serve dist` reads too. What a plain
 * host cannot add: a missing page under /eng gets the English 404. Security review fixes 3 and 4:
 * the headers serve.json gives every path are on every answer (404 pages, redirects, errors too,
 * which serve-handler sends without them), and dotfiles and anything reached through a symbolic
 * link are refused with the 404 page (serve-handler only checks the last path segment).
 */
import { createReadStream, lstatSync, readFileSync, realpathSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import handler from 'serve-handler';
import { LOCALES, localeOfPath, toNotFoundFile, type Locale } from '../site/routes.ts';
import { HOST_ONLY } from '../site/builder/headers.ts';
import { TWIN } from '../site/builder/precompress.ts';

interface ServeConfig {
  headers?: { source: string; headers: { key: string; value: string }[] }[];
}

/** The headers serve.json gives every path (`source: '**'`): the security headers. */
export function headersForAll(config: ServeConfig): [string, string][] {
  return (config.headers ?? [])
    .filter((rule) => rule.source === '**')
    .flatMap((rule) => rule.headers.map((h): [string, string] => [h.key, h.value]));
}

/** '/404', '/404.html', '/eng/404', '/eng/404.html': a 404 page is only ever the body of a 404. */
const NOT_FOUND_PAGES = new Set(
  LOCALES.flatMap((locale) => {
    const file = `/${toNotFoundFile(locale)}`;
    return [file, file.replace(/\.html$/, '')];
  }),
);

/**
 * What is in dist/ but not the site: ('/serve.json') -> 'a host file';
 * ('/404.html.br') -> 'a precompressed twin'; ('/eng/404') -> 'a 404 page'; ('/company/intro')
 * -> undefined
 */
export function notSite(path: string): string | undefined {
  if ((HOST_ONLY as readonly string[]).includes(path)) return 'a host file';
  if (TWIN.test(path)) return 'a precompressed twin';
  if (NOT_FOUND_PAGES.has(path.replace(/\/+$/, ''))) return 'a 404 page';
  return undefined;
}

/**
 * ('/.env') -> 'a dotfile'; ('/assets/.git/config') -> 'a dotfile'; ('/.well-known/security.txt')
 * -> undefined;
 * ('/linked/file') -> 'a symbolic link' when dist/linked is one; ('/company/intro') -> undefined
 */
export function refusedPath(root: string, decodedPath: string): string | undefined {
  const segments = decodedPath.split('/').filter(Boolean);
  if (segments.some((s) => s.startsWith('.') && s !== '.well-known')) return 'a dotfile';
  let current = root;
  for (const segment of segments) {
    current = join(current, segment);
    let isLink: boolean;
    try {
      isLink = lstatSync(current).isSymbolicLink();
    } catch {
      return undefined; // missing: serve-handler answers 404 or finds the clean-URL file
    }
    if (isLink) return 'a symbolic link';
  }
  return undefined;
}

/**
 * serve-handler sends Last-Modified but answers If-Modified-Since with the whole file: when the
 * file is not newer, its 200 becomes a 304 without a body (RFC 9110 §13.1.3; a Range request
 * and a method other than GET or HEAD are left alone).
 */
function answerNotModified(req: IncomingMessage, res: ServerResponse): void {
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  if (Number.isNaN(since) || req.headers.range || !['GET', 'HEAD'].includes(req.method ?? ''))
    return;
  // If-None-Match wins over If-Modified-Since; serve-handler has no ETag.
  if (req.headers['if-none-match']) return;
  const writeHead = res.writeHead.bind(res) as (status: number, headers?: object) => ServerResponse;
  res.writeHead = ((status: number, headers: Record<string, unknown> = {}) => {
    const modified = Date.parse(String(headers['Last-Modified'] ?? ''));
    if (status !== 200 || Number.isNaN(modified) || modified > since)
      return writeHead(status, headers);
    const { 'Content-Length': _length, 'Content-Type': _type, ...kept } = headers;
    writeHead(304, kept);
    res.write = () => true; // serve-handler pipes the file next: nothing of it is sent
    return res;
  }) as typeof res.writeHead;
}

export function createStaticHandler(dist: string) {
  const config = { ...JSON.parse(readFileSync(join(dist, 'serve.json'), 'utf8')), public: dist };
  const everywhere = headersForAll(config);
  const root = realpathSync(dist);
  const notFound = (response: ServerResponse, locale: Locale) => {
    response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    createReadStream(join(dist, toNotFoundFile(locale))).pipe(response);
  };
  const methods = {
    sendError(
      _path: string,
      response: ServerResponse,
      _acceptsJSON: boolean,
      _current: string,
      _handlers: unknown,
      _config: unknown,
      spec: { statusCode: number; message: string },
    ) {
      if (spec.statusCode === 404)
        return notFound(
          response,
          localeOfPath(new URL(response.req.url ?? '/', 'http://localhost').pathname),
        );
      response.writeHead(spec.statusCode, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(spec.message);
    },
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    for (const [key, value] of everywhere) res.setHeader(key, value);
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    // The server refused targets whose escapes do not decode (server/target.ts).
    const decoded = decodeURIComponent(pathname);
    if (refusedPath(root, decoded) || notSite(decoded))
      return notFound(res, localeOfPath(pathname));
    answerNotModified(req, res);
    return handler(req, res, config, methods as never);
  };
}
