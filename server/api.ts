/**
 * The preview API (contracts §4, §5, §15): the reference implementation of the three endpoints.
 * Every answer is JSON `{ status, code, msg, data? }` with nosniff and a `default-src 'none'`
 * CSP; bad input gets 400 / 404 / 405 / 409 / 413 / 415 / 429 and nothing is stored; while the
 * site's rate is abnormal, an inquiry without a solved challenge gets 428 with one; a database
 * that cannot store now (busy, full, restarting, gone, too slow) is a 503 with Retry-After
 * (server/refusals.ts); anything unexpected is logged and answered 500, never a crash.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { validateInquiry } from '../site/inquiry/schema.ts';
import { labelsOf } from '../site/i18n.ts';
import { INQUIRY_KEYS } from '../site/messages/inquiry.ts';
import { API_SECURITY_HEADERS, HttpError, readJsonObject, sendJson } from './http.ts';
import { StoreUnavailable, type InquiryStore, type SaveResult } from './store/store.ts';
import { createRefusals } from './refusals.ts';
import { PROOF_HEADER, type ProofOfWork } from './proof-of-work.ts';
import { createPressSource, toPressPage, type PressSource } from './press.ts';
import { clientIp, networkKey, rateLimitKey } from './client-ip.ts';
import { corsHeaders, isPreflight, preflightHeaders } from './cors.ts';
import { API_PATHS } from '../site/api.ts';

export const API_PREFIX = '/home/';

/** The field messages of a rejected inquiry: the API speaks Korean (contracts §4). */
const SERVER_MESSAGES = labelsOf('ko', INQUIRY_KEYS);

/**
 * The longest a visitor waits for the store: far below the browser's 50 s (contracts §4) and
 * nginx's 60 s. PostgreSQL's own timeouts (server/store/postgres/db.ts) end a stuck statement
 * sooner; this bounds a save whose every statement is slow. A save still running at
 * the deadline is answered 503 and left to finish: if it commits, its mail goes, and the form's
 * retry with the same Idempotency-Key answers its number.
 */
export const SAVE_DEADLINE_MS = 20_000;

/** The save, or StoreUnavailable('DEADLINE') after `ms`; `then` runs on the save's own result. */
export function withinDeadline(
  save: Promise<SaveResult>,
  ms: number,
  then: (result: SaveResult) => void,
): Promise<SaveResult> {
  const finished = save.then((result) => {
    then(result);
    return result;
  });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new StoreUnavailable('DEADLINE', `the database did not answer within ${ms} ms`)),
      ms,
    );
  });
  // A save that fails after its deadline was answered already: its error has nowhere to go.
  finished.catch(() => {});
  return Promise.race([finished, deadline]).finally(() => clearTimeout(timer));
}

export interface ApiOptions {
  root: string;
  store: InquiryStore;
  /** Called after an inquiry is stored: the mail sender looks for work (never awaited). */
  onStored: () => void;
  /** The challenges asked for while the site's rate is abnormal, and their solutions checked. */
  proofOfWork: ProofOfWork;
  /** The site's origin (content/company.yaml), the only one CORS answers. */
  siteOrigin: string;
  /** Whether an address is a proxy whose X-Forwarded-For entry is believed (TRUSTED_PROXIES). */
  isTrustedProxy: (address: string) => boolean;
  log: (line: string) => void;
  /** SAVE_DEADLINE_MS unless a test shortens it. */
  saveDeadlineMs?: number;
}

type Body = Record<string, unknown>;
type Endpoint = (body: Body, req: IncomingMessage) => Promise<unknown>;

/** (3) -> 3; (undefined, 0) -> 0; ('3'), (-1), (1.5) -> HttpError 400 */
export function toIndex(value: unknown, name: string, min: number, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= min) return value;
  throw new HttpError(400, 'BAD_REQUEST', `${name} must be an integer of at least ${min}`);
}

function pressEndpoints(press: PressSource): Record<string, Endpoint> {
  return {
    [API_PATHS.getPress]: async (body) =>
      toPressPage(press.items(), toIndex(body.pageNo, 'pageNo', 0, 0)),
    [API_PATHS.getPressDetail]: async (body) => {
      const seq = toIndex(body.pressSeq, 'pressSeq', 1);
      const item = press.items().find((p) => p.pressSeq === seq);
      if (!item) throw new HttpError(404, 'NOT_FOUND', `No press item ${seq}`);
      return item;
    },
  };
}

/** ('0b9f…-uuid') -> the key; (undefined) -> undefined; ('a b') -> HttpError 400 */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header === 'string' && /^[A-Za-z0-9_-]{8,128}$/.test(header)) return header;
  throw new HttpError(
    400,
    'BAD_IDEMPOTENCY_KEY',
    'Idempotency-Key must be 8 to 128 letters, digits, "-" or "_"',
  );
}

/** The honeypot (contracts §15): a field people never see; a value in it means a script. */
export function isHoneypotFilled(body: Body): boolean {
  return body.website !== undefined && body.website !== '' && body.website !== null;
}

function contactEndpoints({
  store,
  onStored,
  proofOfWork,
  isTrustedProxy,
  log,
  saveDeadlineMs = SAVE_DEADLINE_MS,
}: ApiOptions): Record<string, Endpoint> {
  const refusals = createRefusals(log, proofOfWork);
  const afterSave = ({ replayed }: SaveResult) => {
    refusals.stored();
    if (!replayed) onStored();
  };
  return {
    [API_PATHS.insertContact]: async (body, req) => {
      // A filled honeypot looks saved to the script that filled it; nothing is kept or sent.
      if (isHoneypotFilled(body)) return { contactSeq: 0 };
      // The API language is ko (contracts §4), so field errors carry the Korean messages.
      const result = validateInquiry(body, SERVER_MESSAGES);
      if (!result.ok)
        throw new HttpError(400, 'VALIDATION', '입력 내용을 확인해 주세요.', {
          errors: result.errors,
        });
      const idempotencyKey = idempotencyKeyOf(req.headers['idempotency-key']);
      const ip = clientIp(req.socket.remoteAddress, req.headers['x-forwarded-for'], isTrustedProxy);
      try {
        const save = store.save({
          inquiry: result.value,
          client: rateLimitKey(ip),
          network: networkKey(ip),
          idempotencyKey,
          proof: await proofOfWork.verify(req.headers[PROOF_HEADER.toLowerCase()]),
        });
        const { contactSeq } = await withinDeadline(save, saveDeadlineMs, afterSave);
        return { contactSeq };
      } catch (error) {
        throw await refusals.answer(error);
      }
    },
  };
}

/** '/home/x?y=1' -> '/home/x' (the server refused targets no URL parser accepts before this) */
function pathOf(target = '/'): string {
  return new URL(target, 'http://localhost').pathname;
}

function sendFailure(res: ServerResponse, error: unknown, headers: Record<string, string>): void {
  if (error instanceof HttpError) {
    sendJson(
      res,
      error.status,
      { status: error.status, code: error.code, msg: error.message, ...error.extra },
      { ...headers, ...error.headers },
    );
    return;
  }
  console.error(error);
  sendJson(res, 500, { status: 500, code: 'INTERNAL', msg: 'Internal error' }, headers);
}

/** Returns a handler that answers API paths and resolves false for everything else. */
export function createApi(options: ApiOptions) {
  const endpoints: Record<string, Endpoint> = {
    ...pressEndpoints(createPressSource(options.root)),
    ...contactEndpoints(options),
  };
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const path = pathOf(req.url);
    if (!path.startsWith(API_PREFIX)) return false;
    const cors = corsHeaders(req, options.siteOrigin);
    try {
      const endpoint = Object.hasOwn(endpoints, path) ? endpoints[path] : undefined;
      if (!endpoint) throw new HttpError(404, 'NOT_FOUND', `Unknown endpoint ${path}`);
      if (isPreflight(req)) {
        answerPreflight(req, res, options.siteOrigin);
        return true;
      }
      if (req.method !== 'POST')
        throw new HttpError(405, 'METHOD_NOT_ALLOWED', 'Use POST', {}, { Allow: 'POST' });
      const data = await endpoint(await readJsonObject(req), req);
      sendJson(res, 200, { status: 200, code: 'SUCCESS', msg: 'OK', data }, cors);
    } catch (error) {
      sendFailure(res, error, cors);
    }
    return true;
  };
}

function answerPreflight(req: IncomingMessage, res: ServerResponse, siteOrigin: string): void {
  const headers = preflightHeaders(req, siteOrigin);
  if (!headers)
    throw new HttpError(
      403,
      'FORBIDDEN_ORIGIN',
      `Cross-origin calls are answered for ${siteOrigin} only`,
    );
  res.writeHead(204, { ...headers, ...API_SECURITY_HEADERS });
  res.end();
}
