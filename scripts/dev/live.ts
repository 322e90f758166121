/**
 * The browser side of `npm run dev`, added to the preview server: an event stream that tells open
 * pages to reload or to show the build errors, and the small script that listens to it
 * (./overlay.ts, bundled once at start).
 */
import { fileURLToPath } from 'node:url';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { buildSync } from 'esbuild';
import { DEV_EVENTS_URL, DEV_SCRIPT_URL, injectDevScript } from './rules.ts';

export interface LiveReload {
  /** Open pages reload (a good build); until the first one, pages are a waiting page. */
  reload(): void;
  /** Open pages, and pages opened until the next good build, show these lines. */
  fail(lines: string[]): void;
}

const OVERLAY_SCRIPT = buildSync({
  entryPoints: [fileURLToPath(new URL('./overlay.ts', import.meta.url))], bundle: true, format: 'esm', write: false, target: 'es2020',
}).outputFiles[0]!.text;

/** Served for every page until the first good build, so its errors show and a good save loads the site. */
const WAITING_PAGE = injectDevScript('<!doctype html><html lang="en"><meta charset="utf-8"><title>Building</title><body><p>No good build yet.</p></body></html>');

/** Puts the dev routes in front of the server's own request handler. */
export function attachLiveReload(server: Server): LiveReload {
  const clients = new Set<ServerResponse>();
  let failure: string[] | undefined;
  let built = false;
  const send = (res: ServerResponse, event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

  function handle(req: IncomingMessage, res: ServerResponse): boolean {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === DEV_SCRIPT_URL) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(OVERLAY_SCRIPT);
      return true;
    }
    if (!built && path !== DEV_EVENTS_URL) {
      res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(WAITING_PAGE);
      return true;
    }
    if (path !== DEV_EVENTS_URL) return false;
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    res.write('retry: 500\n\n');
    if (failure) send(res, 'errors', failure);
    clients.add(res);
    req.on('close', () => clients.delete(res));
    return true;
  }

  const [serve] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!handle(req, res)) serve!.call(server, req, res);
  });

  return {
    reload() {
      built = true;
      failure = undefined;
      for (const res of clients) send(res, 'reload', null);
    },
    fail(lines) {
      failure = lines;
      for (const res of clients) send(res, 'errors', lines);
    },
  };
}
