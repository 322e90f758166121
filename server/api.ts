/**
 * The preview API (DECISIONS §4, §5). Until the endpoints exist every API path answers 404 in
 * JSON, so a caller sees a clear error rather than an HTML page.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_PREFIX = '/home/';

export interface ApiOptions {
  root: string;
  inquiriesFile: string;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** Returns a handler that answers API paths and resolves false for everything else. */
export function createApi(_options: ApiOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (!path.startsWith(API_PREFIX)) return false;
    sendJson(res, 404, { status: 404, code: 'NOT_FOUND', msg: `Unknown endpoint ${path}` });
    return true;
  };
}
