/**
 * Static files through serve-handler with dist/serve.json (the rules and security headers of
 * site/build/headers.ts, written by the build), the file `npx serve dist` reads too. What a plain
 * host cannot add: a missing page under /eng gets the English 404. Security review fixes 3 and 4: the
 * headers serve.json gives every path are on every answer (404 pages, redirects, errors too,
 * which serve-handler sends without them), and dotfiles and anything reached through a symbolic
 * link are refused with the 404 page (serve-handler only checks the last path segment).
 */
import { createReadStream, lstatSync, readFileSync, realpathSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import handler from 'serve-handler';
import { localeOfPath, toNotFoundFile, type Locale } from '../site/routes.ts';

interface ServeConfig {
  headers?: { source: string; headers: { key: string; value: string }[] }[];
}

/** The headers serve.json gives every path (`source: '**'`): the security headers. */
export function headersForAll(config: ServeConfig): [string, string][] {
  return (config.headers ?? [])
    .filter((rule) => rule.source === '**')
    .flatMap((rule) => rule.headers.map((h): [string, string] => [h.key, h.value]));
}

/**
 * ('/.env') -> 'a dotfile'; ('/assets/.git/config') -> 'a dotfile'; ('/.well-known/security.txt') -> undefined;
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
    if (refusedPath(root, decodeURIComponent(pathname)))
      return notFound(res, localeOfPath(pathname));
    return handler(req, res, config, methods as never);
  };
}
