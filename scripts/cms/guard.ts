/**
 * The guard in front of the local editor's backend (docs/editing.md). The
 * backend (decap-server's file middleware, ./backend.ts) listens on a socket file that no web page
 * can reach; this guard, part of the dev server, is its only way in, at /admin/api/v1 on the dev
 * server's own origin. It answers only:
 * - a request whose Host is the dev server's own (`localhost:<port>`; a host name rebound to
 *   127.0.0.1 and any other port are refused) and, for the API, whose Origin is that origin;
 * - carrying this run's secret (32 random bytes made at start), which the admin page fetches from
 *   /admin/api/session: same-origin only, JSON a page of another origin can neither read nor run;
 * - Decap's actions this editor makes, on content/ and the media folder only (./actions.ts);
 * - a save over the version of each file the writer loaded: the page sends the
 *   version (sha-256) it read of each file it writes, and a file changed since is refused (409).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { HttpError, readJson, sendJson } from '../../server/http.ts';
import { conflictMessage } from '../../client/admin/conflict.ts';
import { ACTIONS } from './actions.ts';

export const API_PATH = '/admin/api/v1';
export const SESSION_PATH = '/admin/api/session';
/** The header with the secret (a custom header: a cross-origin page cannot send it unasked). */
export const SESSION_HEADER = 'x-haeon-cms-session';
/** A save with its new pictures, each at most 300 KB (IMAGE_MAX_BYTES) as base64. */
const BODY_LIMIT = 16 * 1024 * 1024;

export interface GuardOptions {
  /** The checkout the editor writes. */
  root: string;
  /** The dev server's port: its origin is http://localhost:<port>. */
  port: number;
  /** The backend's socket file. */
  socket: string;
  log?: (line: string) => void;
}

/** sha-256 of a file's bytes, as decap-server names a file's version; null when there is none. */
export function versionOf(root: string, path: string): string | null {
  const file = join(root, path);
  return existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : null;
}

/** One request to the backend over its socket: its status and JSON text. */
function forward(socket: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const call = request(
      {
        socketPath: socket,
        path: '/api/v1',
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 502, text: Buffer.concat(chunks).toString() }),
        );
        res.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

const sameSecret = (given: unknown, secret: Buffer) =>
  typeof given === 'string' &&
  Buffer.byteLength(given) === secret.length &&
  timingSafeEqual(Buffer.from(given), secret);

/**
 * `(req, res) => boolean` for the dev server's `before`: true when the guard answered (every
 * /admin/api/ request, and /admin/ under a host name that is not the dev server's).
 */
export function createCmsGuard(options: GuardOptions) {
  const { root, port, socket } = options;
  const log = options.log ?? ((line: string) => console.error(line));
  const host = `localhost:${port}`;
  const origin = `http://${host}`;
  const secret = Buffer.from(randomBytes(32).toString('base64url'));
  // Writes one at a time: a version compared and the file written are one step.
  let writing: Promise<unknown> = Promise.resolve();

  function refuse(req: IncomingMessage, res: ServerResponse, status: number, message: string) {
    log(
      `editor guard: ${status} ${req.method} ${req.url} (Host ${JSON.stringify(req.headers.host)}, Origin ${JSON.stringify(req.headers.origin)}): ${message}`,
    );
    sendJson(res, status, { error: message });
  }

  /** The session secret, to the dev server's own page only. */
  function session(req: IncomingMessage, res: ServerResponse): void {
    const site = req.headers['sec-fetch-site'];
    const dest = req.headers['sec-fetch-dest'];
    if (req.method !== 'GET') return refuse(req, res, 405, 'GET only');
    if ((req.headers.origin && req.headers.origin !== origin) || (site && site !== 'same-origin'))
      return refuse(req, res, 403, `the editor's session is for ${origin} only`);
    if (dest && dest !== 'empty') return refuse(req, res, 403, 'fetch it, do not embed it');
    sendJson(
      res,
      200,
      { session: secret.toString() },
      { 'Cross-Origin-Resource-Policy': 'same-origin' },
    );
  }

  /** The body checked, the versions compared for a write, then the backend's answer. */
  async function api(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') return refuse(req, res, 405, 'POST only');
    if (
      req.headers.origin !== origin ||
      (req.headers['sec-fetch-site'] ?? 'same-origin') !== 'same-origin'
    )
      return refuse(req, res, 403, `the editor answers pages of ${origin} only`);
    if (!sameSecret(req.headers[SESSION_HEADER], secret))
      return refuse(req, res, 403, "no or wrong session: open the editor's page again");
    const body = (await readJson(req, BODY_LIMIT)) as Record<string, unknown>;
    const params = body?.params as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object' || !params || typeof params !== 'object')
      return refuse(req, res, 400, 'the body is { action, params }');
    if (!Object.hasOwn(ACTIONS, String(body.action)))
      return refuse(req, res, 422, `Unknown action ${JSON.stringify(body.action)}`);
    const action = ACTIONS[String(body.action)]!;
    const refusal = action.refuse(params, root);
    if (refusal) return refuse(req, res, refusal.status, refusal.message);
    const { versions = {}, ...rest } = params;
    const forwarded = JSON.stringify({ action: body.action, params: rest });
    if (!action.writes) {
      const { status, text } = await forward(socket, forwarded);
      return sendJson(res, status, JSON.parse(text));
    }
    const loaded = versions as Record<string, unknown>;
    const step = writing.then(async () => {
      const paths = action.writes!(params);
      // A file the page never read counts as one it saw absent: a new entry over an existing file.
      const stale = paths.filter((path) => versionOf(root, path) !== (loaded[path] ?? null));
      if (stale.length) return refuse(req, res, 409, conflictMessage(stale));
      const { status, text } = await forward(socket, forwarded);
      const answer = JSON.parse(text) as Record<string, unknown>;
      const now = Object.fromEntries(paths.map((path) => [path, versionOf(root, path)]));
      sendJson(res, status, status === 200 ? { ...answer, versions: now } : answer);
    });
    writing = step.catch(() => undefined);
    await step;
  }

  return function guard(req: IncomingMessage, res: ServerResponse): boolean {
    const path = (req.url ?? '/').split('?')[0]!;
    if (!path.startsWith('/admin/') && path !== '/admin') return false;
    if (req.headers.host !== host) {
      // The same server under its address: to its one name, where the editor's origin is.
      if (req.headers.host === `127.0.0.1:${port}` && ['GET', 'HEAD'].includes(req.method ?? '')) {
        res.writeHead(302, { Location: `${origin}${req.url}`, 'Cache-Control': 'no-store' });
        res.end();
      } else refuse(req, res, 403, `the editor answers at ${origin}/admin/ only`);
      return true;
    }
    if (path === SESSION_PATH) session(req, res);
    else if (path === API_PATH)
      api(req, res).catch((error: unknown) =>
        error instanceof HttpError
          ? refuse(req, res, error.status, error.message)
          : refuse(
              req,
              res,
              502,
              `the editor's backend did not answer (${(error as Error).message})`,
            ),
      );
    else if (path.startsWith('/admin/api/')) refuse(req, res, 404, 'no such editor endpoint');
    else return false;
    return true;
  };
}
