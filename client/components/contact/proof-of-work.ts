/**
 * Solving the server's proof-of-work challenge in the browser (server/proof-of-work.ts):
 * ALTCHA's own solver from altcha-lib with the Web Crypto PBKDF2, tried counter after counter on
 * the page's thread, each try awaited, so the page answers input meanwhile. Loaded only when the
 * server asks for a proof (client/components/contact/submission.ts imports it on a 428), never
 * with the page. Nothing leaves the browser but the answer to the challenge the server gave.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** A solver that has not found the answer in this long gives up (the form offers the e-mail). */
export const SOLVE_TIMEOUT_MS = 60_000;

/**
 * The X-Altcha header's value for `challenge`: base64 of { challenge, solution }; undefined when it
 * could not be solved.
 */
export async function solveProof(challenge: Challenge): Promise<string | undefined> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) return undefined;
  const { counter, derivedKey } = solution;
  return btoa(JSON.stringify({ challenge, solution: { counter, derivedKey } }));
}
