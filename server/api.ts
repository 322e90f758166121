/**
 * The preview API (DECISIONS §4, §5): the reference implementation of the three endpoints. Every
 * answer is JSON `{ status, code, msg, data? }`; bad input gets 400 / 404 / 405 / 413 / 415 and
 * nothing is stored; an unexpected failure is logged and answered 500, never a crash.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { validateInquiry } from '../site/inquiry/schema.ts';
import { HttpError, readJsonObject, sendJson } from './http.ts';
import { InquiryStore } from './inquiries.ts';
import { createPressSource, toPressPage, type PressSource } from './press.ts';
import { API_PATHS } from '../client/lib/api.ts';

export { sendJson } from './http.ts';

export const API_PREFIX = '/home/';

export interface ApiOptions {
  root: string;
  inquiriesFile: string;
}

type Body = Record<string, unknown>;
type Endpoint = (body: Body) => Promise<unknown>;

/** (3) -> 3; (undefined, 0) -> 0; ('3'), (-1), (1.5) -> HttpError 400 */
export function toIndex(value: unknown, name: string, min: number, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= min) return value;
  throw new HttpError(400, 'BAD_REQUEST', `${name} must be an integer of at least ${min}`);
}

function pressEndpoints(press: PressSource): Record<string, Endpoint> {
  return {
    [API_PATHS.getPress]: async (body) => toPressPage(press.items(), toIndex(body.pageNo, 'pageNo', 0, 0)),
    [API_PATHS.getPressDetail]: async (body) => {
      const seq = toIndex(body.pressSeq, 'pressSeq', 1);
      const item = press.items().find((p) => p.pressSeq === seq);
      if (!item) throw new HttpError(404, 'NOT_FOUND', `No press item ${seq}`);
      return item;
    },
  };
}

function contactEndpoints(store: InquiryStore): Record<string, Endpoint> {
  return {
    [API_PATHS.insertContact]: async (body) => {
      // The API language is ko (DECISIONS §4), so field errors carry the Korean messages.
      const result = validateInquiry(body, 'ko');
      if (!result.ok) throw new HttpError(400, 'VALIDATION', '입력 내용을 확인해 주세요.', { errors: result.errors });
      return { contactSeq: await store.append(result.value) };
    },
  };
}

/** '/home/x?y=1' -> '/home/x'; a target no URL parser accepts ('//') -> undefined */
function pathOf(target = '/'): string | undefined {
  try {
    return new URL(target, 'http://localhost').pathname;
  } catch {
    return undefined;
  }
}

function sendFailure(res: ServerResponse, error: unknown): void {
  if (error instanceof HttpError) {
    sendJson(res, error.status, { status: error.status, code: error.code, msg: error.message, ...error.extra }, error.headers);
    return;
  }
  console.error(error);
  sendJson(res, 500, { status: 500, code: 'INTERNAL', msg: 'Internal error' });
}

/** Returns a handler that answers API paths and resolves false for everything else. */
export function createApi(options: ApiOptions) {
  const endpoints: Record<string, Endpoint> = {
    ...pressEndpoints(createPressSource(options.root)),
    ...contactEndpoints(new InquiryStore(options.inquiriesFile)),
  };
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const path = pathOf(req.url);
    if (!path?.startsWith(API_PREFIX)) return false;
    try {
      const endpoint = Object.hasOwn(endpoints, path) ? endpoints[path] : undefined;
      if (!endpoint) throw new HttpError(404, 'NOT_FOUND', `Unknown endpoint ${path}`);
      if (req.method !== 'POST') throw new HttpError(405, 'METHOD_NOT_ALLOWED', 'Use POST', {}, { Allow: 'POST' });
      const data = await endpoint(await readJsonObject(req));
      sendJson(res, 200, { status: 200, code: 'SUCCESS', msg: 'OK', data });
    } catch (error) {
      sendFailure(res, error);
    }
    return true;
  };
}
