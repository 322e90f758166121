/**
 * The browser side of `npm run dev`: the dev routes the preview server answers first
 * (startServer's `before`), an event stream that tells open pages to reload or to show the build
 * errors, and the small script that listens to it (./overlay.ts, bundled once at start).
 * better-sse keeps the stream: headers, retry time, keep-alive, one channel for every open page.
 */
import { fileURLToPath } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createChannel, createSession } from 'better-sse';
import { buildSync } from 'esbuild';
import { DEV_EVENTS_URL, DEV_SCRIPT_URL, injectDevScript } from './rules.ts';

export interface LiveReload {
  /**
   * Answers the dev routes, and every page until the first good build; false: the server's turn,
   * with the request's validators taken away, so it answers in full.
   */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** Open pages reload (a good build); until the first one, pages are a waiting page. */
  reload(): void;
  /** Open pages, and pages opened until the next good build, show these lines. */
  fail(lines: string[]): void;
}

const OVERLAY_SCRIPT = buildSync({
  entryPoints: [fileURLToPath(new URL('./overlay.ts', import.meta.url))],
  bundle: true,
  format: 'esm',
  write: false,
  target: 'es2020',
}).outputFiles[0]!.text;

/**
 * Served for every page until the first good build, so its errors show and a good save loads the
 * site.
 */
const WAITING_PAGE = injectDevScript(
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Building</title><body><p>No good build yet.</p></body></html>',
);

export function createLiveReload(): LiveReload {
  const pages = createChannel();
  let failure: string[] | undefined;
  let built = false;

  async function subscribe(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // A reconnect after a restart comes quickly: every 500 ms, not the browser's 3 s.
    const session = await createSession(req, res, {
      retry: 500,
      headers: { 'Cache-Control': 'no-store' },
    });
    pages.register(session);
    if (failure) session.push(failure, 'errors');
  }

  return {
    handle(req, res) {
      // Every answer in full, never 304: a page rebuilt in the same second as the copy the
      // browser holds keeps its Last-Modified (whole seconds), so the reload's revalidation
      // would be told the old page is current (seen: a saved edit missing after the reload).
      delete req.headers['if-modified-since'];
      delete req.headers['if-none-match'];
      // The path without its query; never throws, whatever the request line holds.
      const path = (req.url ?? '/').split('?')[0];
      if (path === DEV_SCRIPT_URL) {
        res.writeHead(200, {
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': 'no-store',
        });
        res.end(OVERLAY_SCRIPT);
      } else if (path === DEV_EVENTS_URL) {
        subscribe(req, res).catch(() => res.destroy());
      } else if (!built) {
        res.writeHead(503, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
        });
        res.end(WAITING_PAGE);
      } else {
        return false;
      }
      return true;
    },
    reload() {
      built = true;
      failure = undefined;
      pages.broadcast(null, 'reload');
    },
    fail(lines) {
      failure = lines;
      pages.broadcast(lines, 'errors');
    },
  };
}
