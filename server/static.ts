/**
 * Static files through serve-handler with dist/serve.json (the rules and security headers of
 * site/build/headers.ts, written by the build), the file `npx serve dist` reads too. One addition a
 * plain host cannot make: a missing page under /eng gets the English 404, with the headers every
 * path gets (serve.json's '**' entry).
 */
import { createReadStream, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import handler from 'serve-handler';
import { localeOfPath, toNotFoundFile } from '../site/routes.ts';

export function createStaticHandler(dist: string) {
  const config = { ...JSON.parse(readFileSync(join(dist, 'serve.json'), 'utf8')), public: dist };
  const everyPath = (config.headers ?? []).find((entry: { source: string }) => entry.source === '**')?.headers ?? [];
  const notFoundHeaders = Object.fromEntries(everyPath.map(({ key, value }: { key: string; value: string }) => [key, value]));
  return (req: IncomingMessage, res: ServerResponse) => {
    const locale = localeOfPath(new URL(req.url ?? '/', 'http://localhost').pathname);
    return handler(req, res, config, {
      sendError(_path: string, response: ServerResponse, _acceptsJSON: boolean, _current: string, _handlers: unknown, _config: unknown, spec: { statusCode: number; message: string }) {
        if (spec.statusCode !== 404) {
          response.writeHead(spec.statusCode, { 'Content-Type': 'text/plain; charset=utf-8' });
          response.end(spec.message);
          return;
        }
        response.writeHead(404, { ...notFoundHeaders, 'Content-Type': 'text/html; charset=utf-8' });
        createReadStream(join(dist, toNotFoundFile(locale))).pipe(response);
      },
    } as never);
  };
}
