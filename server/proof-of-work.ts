/**
 * The proof of work an inquiry carries while the site's rate is abnormal: ALTCHA's
 * challenges (altcha-lib, open source, self-hosted: no third party sees the visitor). The server
 * signs a challenge (PBKDF2/SHA-256 at POW_COST iterations, in ALTCHA's deterministic mode: it
 * picks the answer among POW_COUNTER and gives the first half of its derived key); the browser
 * tries counters from 0 until one derives a key with that half, about a second for a person at a
 * phone's speed, the same for every inquiry of a flood. The server's own cost: one derivation to
 * make a challenge (under a millisecond, on Node's thread pool), one HMAC to check a solution.
 * The answer a client sends, base64 of `{ challenge, solution }` in the X-Altcha header, is
 * checked for the signature, the expiry and the derived key here, and the store records its
 * challenge as used in the save's own transaction, so each solution is good for one inquiry.
 */
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Proof } from './store/store.ts';

/** The request header that carries a solved challenge (contracts §15, docs/decisions.md). */
export const PROOF_HEADER = 'X-Altcha';

export const POW_ALGORITHM = 'PBKDF2/SHA-256';

/**
 * PBKDF2 iterations per try. Chromium runs one try in about 0.3 ms and a 4x slower phone in
 * about 3 ms, where the call itself, not the hashing, is most of it at lower costs; a native
 * solver in about 0.75 ms. A higher cost would make each of the server's challenges dearer too
 * (one derivation each), a lower one a flood's inquiries cheaper (docs/performance.md).
 */
export const POW_COST = 1000;

/** The answer's range: tries a solver needs, on average their middle (docs/performance.md). */
export const POW_COUNTER = { min: 150, max: 450 } as const;

/** How long a challenge can be solved and used: long for a person, short for a stockpile. */
export const POW_EXPIRES_MS = 10 * 60_000;

/** A header longer than this is not an answer of ours (a real one is under 1 KiB). */
const MAX_HEADER = 4096;

export interface ProofOfWork {
  /** A new signed challenge, for the answer that asks for a proof. */
  challenge(): Promise<Challenge>;
  /** The proof in a request's X-Altcha header, checked; undefined when missing or not valid. */
  verify(header: string | string[] | undefined): Promise<Proof | undefined>;
}

export interface ProofOptions {
  cost?: number;
  counter?: { min: number; max: number };
  expiresMs?: number;
  now?: () => number;
}

interface Answer {
  challenge: Challenge & { signature: string };
  solution: { counter: number; derivedKey: string };
}

/**
 * The header's JSON when it has the answer's shape: anything else (garbage, a bomb) -> undefined.
 */
export function answerOf(header: string | string[] | undefined): Answer | undefined {
  if (typeof header !== 'string' || header.length > MAX_HEADER) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  const answer = value as Partial<Answer> | null;
  const { challenge, solution } = answer ?? {};
  const ok =
    typeof challenge?.signature === 'string' &&
    typeof challenge.parameters === 'object' &&
    challenge.parameters !== null &&
    typeof solution?.counter === 'number' &&
    typeof solution.derivedKey === 'string';
  return ok ? (answer as Answer) : undefined;
}

/** `secret`: the store's secretFor('proof-of-work'), the same in every process. */
export function createProofOfWork(secret: string, options: ProofOptions = {}): ProofOfWork {
  const cost = options.cost ?? POW_COST;
  const counter = options.counter ?? POW_COUNTER;
  const expiresMs = options.expiresMs ?? POW_EXPIRES_MS;
  const now = options.now ?? Date.now;
  const hmacSignatureSecret = `${secret}:challenge`;
  const hmacKeySignatureSecret = `${secret}:key`;
  return {
    challenge: () =>
      createChallenge({
        algorithm: POW_ALGORITHM,
        cost,
        counter: randomInt(counter.max, counter.min),
        deriveKey,
        expiresAt: Math.floor((now() + expiresMs) / 1000),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),
    async verify(header) {
      const answer = answerOf(header);
      if (!answer) return undefined;
      try {
        const { verified } = await verifySolution({
          challenge: answer.challenge,
          solution: { ...answer.solution, time: 0 },
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        const expiresAt = Number(answer.challenge.parameters.expiresAt) * 1000;
        if (!verified || !(expiresAt > now())) return undefined;
        return { id: answer.challenge.signature, expiresAt };
      } catch {
        // A malformed challenge (an unknown algorithm, a cost that is not a number): no proof.
        return undefined;
      }
    },
  };
}
