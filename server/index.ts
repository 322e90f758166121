/**
 * The preview server (DECISIONS §5): dist/ served like a static host, plus the API endpoints.
 * `PORT` chooses the port (default 3000).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import compression from 'compression';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaticHandler } from './static.ts';
import { createApi, sendJson } from './api.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerOptions {
  root?: string;
  dist?: string;
  port?: number;
  inquiriesFile?: string;
  /** The API alone, every other path a JSON 404: behind nginx, which serves dist/ (npm run serve:api). */
  apiOnly?: boolean;
}

export function startServer(options: ServerOptions = {}): Promise<Server> {
  const root = options.root ?? ROOT;
  const serveStatic = options.apiOnly ? undefined : createStaticHandler(options.dist ?? join(root, 'dist'));
  // Static hosts compress text; so does `serve`, with the same middleware. Lighthouse measures this.
  const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  const api = createApi({ root, inquiriesFile: options.inquiriesFile ?? process.env.INQUIRIES_FILE ?? join(root, 'data/inquiries.jsonl') });
  const server = createServer((req, res) => {
    api(req, res).then((handled) => {
      if (handled) return;
      if (!serveStatic) return sendJson(res, 404, { status: 404, code: 'NOT_FOUND', msg: 'This server answers the API only' });
      compress(req, res, () => void serveStatic(req, res));
    }).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ status: 500, code: 'INTERNAL', msg: 'Internal error' }));
    });
  });
  return new Promise((resolve) => server.listen(options.port ?? 3000, '127.0.0.1', () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startServer({ port: Number(process.env.PORT ?? 3000) });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : process.env.PORT;
  console.log(`Preview: http://localhost:${port}`);
}
