/**
 * One Idempotency-Key per submission (contracts §15): made when the visitor sends a payload and
 * reused when the same payload is sent again after a failure, so the server stores it once even
 * when the first attempt was saved and only its answer was lost. A changed payload is a new
 * submission with a new key; a saved one forgets its key. While the site's rate is abnormal the
 * server answers 428 with a challenge: the submission loads the solver, solves it and
 * sends the same payload with the same key again, with the answer in X-Altcha.
 */
import { API_PATHS } from '../../../site/api.ts';
import { ApiError, postApi } from '../../lib/api.ts';

export interface Submission {
  key: string;
  /** The payload as sent (JSON), to tell a retry from a new submission. */
  payload: string;
}

/** A random UUID; from getRandomValues where randomUUID is missing (a page on plain http). */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * (null, p) -> new key; ({ key: 'k', payload: p }, p) -> 'k' again; (earlier, changed p) -> new key
 */
export function submissionFor(previous: Submission | null, payload: string): Submission {
  return previous?.payload === payload ? previous : { key: newKey(), payload };
}

/** The honeypot's value (contracts §15): people never see the field, so only a script fills it. */
export function honeypotOf(form: HTMLFormElement): string {
  const value = new FormData(form).get('website');
  return typeof value === 'string' ? value : '';
}

/** The header the server reads a solved challenge from (server/proof-of-work.ts). */
export const PROOF_HEADER = 'X-Altcha';

/**
 * Challenges solved for one submission at most: a second means the first was refused or expired.
 */
const PROOF_ROUNDS = 2;

/** The challenge of a 428 answer, or undefined for any other failure. */
export function challengeOf(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 428) return undefined;
  const body = error.body as { challenge?: unknown } | null | undefined;
  return body?.challenge ?? undefined;
}

/**
 * Sends the inquiry once; on a 428, solves its challenge (the solver's code is fetched then, not
 * with the page) and sends it again. Resolves when saved; rejects with the API's error, or a
 * 428 ApiError when no proof could be made (no Web Crypto on a plain-http page, or a solver that
 * timed out): the form then says to try later or write to the e-mail address.
 */
export async function postInquiry(
  body: unknown,
  submission: Submission,
  viewName: string,
): Promise<void> {
  const headers: Record<string, string> = { 'Idempotency-Key': submission.key };
  for (let round = 0; ; round += 1) {
    try {
      await postApi(API_PATHS.insertContact, body, { viewName, headers });
      return;
    } catch (error) {
      const challenge = challengeOf(error);
      if (!challenge || round === PROOF_ROUNDS) throw error;
      const { solveProof } = await import('./proof-of-work.ts');
      const proof = await solveProof(challenge as Parameters<typeof solveProof>[0]).catch(
        () => undefined,
      );
      if (!proof) throw error;
      headers[PROOF_HEADER] = proof;
    }
  }
}
