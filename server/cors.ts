/**
 * CORS for the site's own origin only (contracts §15): when a build points `API_BASE` at this
 * server on another origin, the browser asks first (preflight) and then reads the answer. Only
 * `company.origin` (content/company.yaml) is answered, never `*`, and only when it differs from
 * the origin the request was addressed to (same-origin calls need no CORS).
 */
import type { IncomingMessage } from 'node:http';
import { API_HEADERS } from '../site/api.ts';
import { PROOF_HEADER } from './proof-of-work.ts';

/** Every header the site's API client sends, the contact form's retry key and its proof of work. */
export const ALLOWED_HEADERS = [
  ...Object.keys(API_HEADERS),
  'X-View-Name',
  'Idempotency-Key',
  PROOF_HEADER,
].join(', ');

/** The origin a request was addressed to: ('localhost:3000', plain) -> 'http://localhost:3000' */
function ownOrigin(req: IncomingMessage): string {
  const secure = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  return `${secure}://${req.headers.host ?? ''}`;
}

/** The CORS headers for an answer to `req`: none unless its Origin is the allowed one. */
export function corsHeaders(req: IncomingMessage, allowedOrigin: string): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin || origin !== allowedOrigin || origin === ownOrigin(req)) return { Vary: 'Origin' };
  return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
}

/** true for a browser's preflight: OPTIONS with Access-Control-Request-Method. */
export function isPreflight(req: IncomingMessage): boolean {
  return (
    req.method === 'OPTIONS' && typeof req.headers['access-control-request-method'] === 'string'
  );
}

/** The preflight answer's headers, or undefined when the origin is not allowed. */
export function preflightHeaders(
  req: IncomingMessage,
  allowedOrigin: string,
): Record<string, string> | undefined {
  const cors = corsHeaders(req, allowedOrigin);
  if (
    !cors['Access-Control-Allow-Origin'] ||
    req.headers['access-control-request-method'] !== 'POST'
  )
    return undefined;
  return {
    ...cors,
    'Access-Control-Allow-Methods': 'POST',
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Max-Age': '600',
  };
}
