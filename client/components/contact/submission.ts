/**
 * One Idempotency-Key per submission (DECISIONS §15): made when the visitor sends a payload and
 * reused when the same payload is sent again after a failure, so the server stores it once even
 * when the first attempt was saved and only its answer was lost. A changed payload is a new
 * submission with a new key; a saved one forgets its key.
 */

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

/** (null, p) -> new key; ({ key: 'k', payload: p }, p) -> 'k' again; (earlier, changed p) -> new key */
export function submissionFor(previous: Submission | null, payload: string): Submission {
  return previous?.payload === payload ? previous : { key: newKey(), payload };
}

/** The honeypot's value (DECISIONS §15): people never see the field, so only a script fills it. */
export function honeypotOf(form: HTMLFormElement): string {
  const value = new FormData(form).get('website');
  return typeof value === 'string' ? value : '';
}
