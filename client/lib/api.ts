/**
 * The one client for the company API (contracts §4; its paths and headers: site/api.ts): POST
 * with JSON, the fixed headers, a 50 s timeout, `data` unwrapped; every failure is logged and
 * rejected as an ApiError carrying the body's status, code and msg when it had them.
 */
import { API_HEADERS } from '../../site/api.ts';

export const API_TIMEOUT_MS = 50_000;

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or the body's `status` when it gave one. */
    readonly status?: number,
    /** The body's `code`, or 'TIMEOUT', 'NETWORK', 'NOT_JSON'. */
    readonly code?: string,
    readonly msg?: string,
    /** Field errors of a rejected inquiry: { email: '...' }. */
    readonly errors?: Record<string, string>,
    /** The whole answer body, for what a caller reads beyond these (a 428's challenge). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiOptions {
  /** Route id of the calling page: 'home', 'contact', 'resources/press'. */
  viewName: string;
  /** Defaults to the build's API_BASE. */
  baseUrl?: string;
  timeoutMs?: number;
  /** Added to the fixed headers: the contact form's Idempotency-Key. */
  headers?: Record<string, string>;
}

declare const __API_BASE__: string | undefined;
const DEFAULT_BASE = typeof __API_BASE__ === 'string' ? __API_BASE__ : '/';

/**
 * ('/', '/home/x') -> '/home/x'; ('https://api.example.com/v1/', '/home/x')
 * -> 'https://api.example.com/v1/home/x'
 */
export function toApiUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

type Body = {
  status?: unknown;
  code?: unknown;
  msg?: unknown;
  errors?: unknown;
  data?: unknown;
} | null;

function toError(path: string, httpStatus: number, body: Body): ApiError {
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const status = typeof body?.status === 'number' ? body.status : httpStatus;
  const errors =
    body?.errors && typeof body.errors === 'object'
      ? (body.errors as Record<string, string>)
      : undefined;
  return new ApiError(
    `${path}: HTTP ${httpStatus}`,
    status,
    str(body?.code),
    str(body?.msg),
    errors,
    body,
  );
}

export async function postApi<T>(path: string, body: unknown, options: ApiOptions): Promise<T> {
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(toApiUrl(options.baseUrl ?? DEFAULT_BASE, path), {
      method: 'POST',
      headers: { ...API_HEADERS, 'X-View-Name': options.viewName, ...options.headers },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    const text = await response.text();
    let json: Body;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      throw new ApiError(
        `${path}: the answer is not JSON (HTTP ${response.status})`,
        response.status,
        'NOT_JSON',
      );
    }
    if (!response.ok) throw toError(path, response.status, json);
    return (json && typeof json === 'object' && 'data' in json ? json.data : json) as T;
  } catch (error) {
    const failure =
      error instanceof ApiError
        ? error
        : controller.signal.aborted
          ? new ApiError(`${path}: no answer within ${timeoutMs} ms`, undefined, 'TIMEOUT')
          : new ApiError(
              `${path}: network error (${(error as Error).message})`,
              undefined,
              'NETWORK',
            );
    console.error(failure);
    throw failure;
  } finally {
    clearTimeout(timer);
  }
}
