/**
 * Request reading for the preview API (contracts §5): JSON bodies only, at most 64 KiB, every
 * refusal an HttpError that the API turns into a JSON answer with a clear status.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const BODY_LIMIT = 64 * 1024;

/**
 * A refusal with the status, `code` and `msg` of the answer body (contracts §4), and extra fields.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * On every API answer (security review fix 3): data, never a document a browser would render or
 * sniff.
 */
export const API_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
} as const;

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) return void res.end();
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...API_SECURITY_HEADERS,
    ...headers,
  });
  res.end(JSON.stringify(body));
}

/**
 * 'application/json' -> true; 'application/json; charset=UTF-8' -> true;
 * 'text/plain' -> false; 'application/json; charset=latin1' -> false; undefined -> false
 */
export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const [type, ...params] = header.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return params.every(
    (param) => !param.startsWith('charset=') || /^charset="?utf-8"?$/.test(param),
  );
}

/** The raw body, refused with 413 past `limit` bytes; the rest of an oversized body is drained. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  const tooLarge = () =>
    new HttpError(
      413,
      'TOO_LARGE',
      `The body is larger than ${limit} bytes`,
      {},
      { Connection: 'close' },
    );
  if (declared > limit) {
    req.resume();
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.off('data', onData);
      req.resume();
      reject(tooLarge());
    };
    req.on('data', onData);
    const broken = () =>
      reject(new HttpError(400, 'BAD_REQUEST', 'The request body could not be read'));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', broken);
    // A client that goes away mid-body ends with 'close' and no 'end'; settle rather than hang.
    req.on('close', () => req.complete || broken());
  });
}

/**
 * The body parsed as JSON, or an HttpError: 415 wrong content type, 413 too large, 400 malformed.
 */
export async function readJson(req: IncomingMessage, limit = BODY_LIMIT): Promise<unknown> {
  if (!isJsonContentType(req.headers['content-type'])) {
    req.resume();
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json');
  }
  const bytes = await readBody(req, limit);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, 'BAD_JSON', 'The body is not valid UTF-8');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'BAD_JSON', 'The body is not valid JSON');
  }
}

/** The body as a JSON object, or 400: the endpoints all take one. */
export async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readJson(req);
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new HttpError(400, 'BAD_REQUEST', 'The body must be a JSON object');
  return body as Record<string, unknown>;
}
