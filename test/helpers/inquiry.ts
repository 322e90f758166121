/**
 * A valid contact inquiry for tests, the POST that sends one to a running server, and reading the
 * database.
 */
import Database from 'better-sqlite3';
import type { ContactInquiry } from '../../site/inquiry/schema.ts';
import { readInquiries } from '../../server/store/sqlite-store.ts';
import type { StoredInquiry } from '../../server/store/store.ts';

export const VALID_INQUIRY: ContactInquiry = {
  inquiryType: 'solution',
  businessField: 'safewiz',
  budget: 'direct',
  budgetAmount: '50000000',
  province: '부산광역시',
  district: '해운대구',
  addressDetail: '센텀중앙로 00',
  name: '테스트 담당자',
  position: '팀장',
  company: '테스트 주식회사',
  phone: '051-000-0000',
  email: 'tester@example.com',
  notes: '도입 일정 상담을 원합니다.',
  privacyConsent: true,
};

export const CONTACT_PATH = '/home/resources/contact/insertContact';

export interface Answer {
  status: number;
  headers: Headers;
  body: {
    status?: number;
    code?: string;
    msg?: string;
    data?: unknown;
    errors?: Record<string, string>;
  };
}

/** POSTs `body` (serialised unless it is already a string) and reads the JSON answer. */
export async function post(
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
  method = 'POST',
): Promise<Answer> {
  const response = await fetch(baseUrl + path, {
    method,
    headers,
    ...(method === 'GET'
      ? {}
      : {
          body: (typeof body === 'string' || body instanceof Uint8Array
            ? body
            : JSON.stringify(body)) as BodyInit,
        }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) };
}

/** The contactSeq of a 200 answer. */
export const seqOf = (answer: Answer) => (answer.body.data as { contactSeq: number }).contactSeq;

/**
 * Runs `read` on the database at `file`, beside the server (read-write: after a crash, reading
 * recovers the log).
 */
export function withDb<T>(file: string, read: (db: Database.Database) => T): T {
  const db = new Database(file, { fileMustExist: true, timeout: 10_000 });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** Every stored inquiry, in number order. */
export const storedIn = (file: string): StoredInquiry[] => withDb(file, readInquiries);

/**
 * Resolves once `check` returns true, polling every 20 ms; rejects after `timeoutMs` naming `what`.
 */
export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 15_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
