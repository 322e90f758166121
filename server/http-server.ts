/**
 * The site's HTTP server (contracts §5, §14): the API endpoints and the inquiry store with its
 * mail sender (server/open-inquiries.ts), and, unless `apiOnly`, dist/ served like a static host.
 * Two programs start it: server/preview.ts (`npm start`, the site and the API on one port) and
 * server/serve-api.ts (`npm run serve:api`, the API alone behind nginx: production). A request
 * target no URL parser accepts is a 400 and one log line (security review fix 2).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import compression from 'compression';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaticHandler } from './static.ts';
import { createApi } from './api.ts';
import { sendJson } from './http.ts';
import { checkTarget } from './target.ts';
import { openInquiries, type InquiryOptions } from './open-inquiries.ts';
import { parseTrustedProxies, trustTest } from './client-ip.ts';
import { createProofOfWork, type ProofOptions } from './proof-of-work.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerOptions extends InquiryOptions {
  root?: string;
  dist?: string;
  port?: number;
  /**
   * The API alone, every other path a JSON 404: behind nginx, which serves dist/ (npm run
   * serve:api).
   */
  apiOnly?: boolean;
  /** The one origin CORS answers; default `origin` of content/company.yaml. */
  siteOrigin?: string;
  /** Proxies whose X-Forwarded-For is believed, beside loopback; default `TRUSTED_PROXIES`. */
  trustedProxies?: string;
  /**
   * The proof of work's difficulty: tests make it cheap; production keeps
   * server/proof-of-work.ts's.
   */
  proof?: ProofOptions;
  /**
   * Asked after the target check, before the API; true when it answered: `npm run dev`'s reload
   * routes.
   */
  before?: (req: IncomingMessage, res: ServerResponse) => boolean;
}

export async function startServer(options: ServerOptions = {}): Promise<Server> {
  const root = options.root ?? ROOT;
  const log = options.log ?? ((line: string) => console.log(line));
  const serveStatic = options.apiOnly
    ? undefined
    : createStaticHandler(options.dist ?? join(root, 'dist'));
  // Static hosts compress text; so does `serve`, with the same middleware. Lighthouse measures
  // this.
  const compress = compression() as unknown as (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void;
  const isTrustedProxy = trustTest(
    parseTrustedProxies(options.trustedProxies ?? process.env.TRUSTED_PROXIES),
  );
  const inquiries = await openInquiries(root, { ...options, log });
  const api = createApi({
    root,
    store: inquiries.store,
    onStored: inquiries.kick,
    proofOfWork: createProofOfWork(inquiries.store.secretFor('proof-of-work'), options.proof),
    siteOrigin: options.siteOrigin ?? inquiries.company.origin,
    isTrustedProxy,
    log,
  });
  const server = createServer((req, res) => {
    const target = checkTarget(req.url);
    if (!target.ok) {
      log(`400 ${req.method} ${JSON.stringify(req.url)}: ${target.reason}`);
      return sendJson(res, 400, {
        status: 400,
        code: 'BAD_TARGET',
        msg: `Bad request target: ${target.reason}`,
      });
    }
    if (options.before?.(req, res)) return;
    api(req, res)
      .then((handled) => {
        if (handled) return;
        if (!serveStatic)
          return sendJson(res, 404, {
            status: 404,
            code: 'NOT_FOUND',
            msg: 'This server answers the API only',
          });
        compress(req, res, () => void serveStatic(req, res));
      })
      .catch((error: unknown) => {
        console.error(error);
        sendJson(res, 500, { status: 500, code: 'INTERNAL', msg: 'Internal error' });
      });
  });
  server.on('close', () => void inquiries.close());
  return new Promise((resolve) =>
    server.listen(options.port ?? 3000, '127.0.0.1', () => resolve(server)),
  );
}
