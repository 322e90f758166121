/**
 * Sending the contact form (contracts §6, §15): checked with the shared schema first (messages and
 * focus on the first invalid field when it fails), then one POST per submission with its
 * Idempotency-Key and the honeypot (and, when the server asks, a proof of work: submission.ts),
 * while the button shows it is busy; then the saved, failed or rate-limited dialog. A save starts
 * the form afresh; a failure keeps every value.
 */
import { type FormEvent, useRef, useState } from 'react';
import type { InquiryMessages } from '../../../site/inquiry/fields.ts';
import type { InquiryErrors } from '../../../site/inquiry/schema.ts';
import { OVERSEAS } from '../../../site/inquiry/regions.ts';
import { ApiError } from '../../lib/api.ts';
import { readInquiry } from './form-data.ts';
import { honeypotOf, postInquiry, submissionFor, type Submission } from './submission.ts';
import type { FormAction } from './form-state.ts';

export type Outcome = 'saved' | 'failed' | 'rateLimited' | 'unavailable' | null;

/**
 * 429: a rate limit (contracts §15); 503: the server cannot store now (a full disk);
 * 428: a proof of work the browser could not make: each says to try later or write.
 */
const OUTCOME_OF_STATUS: Record<number, Outcome> = {
  428: 'unavailable',
  429: 'rateLimited',
  503: 'unavailable',
};

let validator: Promise<typeof import('../../../site/inquiry/schema.ts')> | undefined;
/**
 * The shared schema with zod/mini, fetched once: after hydration when the browser is idle, or at
 * first use.
 */
export function loadValidator() {
  validator ??= import('../../../site/inquiry/schema.ts').catch((error: unknown) => {
    validator = undefined; // a failed fetch is tried again next time
    throw error;
  });
  return validator;
}

type Validator = Awaited<ReturnType<typeof loadValidator>>;

/** Field errors of a 400 answer, in the page's language (the server speaks ko), in form order. */
function localErrors(
  error: unknown,
  raw: Record<string, unknown>,
  messages: InquiryMessages,
  { INQUIRY_FIELDS, messageFor }: Validator,
): InquiryErrors {
  if (!(error instanceof ApiError) || !error.errors) return {};
  const known = INQUIRY_FIELDS.filter((field) => error.errors![field]);
  const overseas = raw.province === OVERSEAS.ko;
  return Object.fromEntries(
    known.map((field) => [field, messageFor(field, 'invalid', messages, { overseas })]),
  );
}

interface SubmitOptions {
  /** The field messages of the page's language. */
  messages: InquiryMessages;
  viewName: string;
  dispatch: (action: FormAction) => void;
}

export function useSubmit({ messages, viewName, dispatch }: SubmitOptions) {
  const inFlight = useRef(false);
  const submission = useRef<Submission | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  async function send(form: HTMLFormElement) {
    let schema: Validator;
    try {
      schema = await loadValidator();
    } catch {
      // The validator could not be fetched (offline): nothing was sent, every value stays.
      dispatch({ type: 'checked', errors: {} });
      setOutcome('failed');
      return;
    }
    const raw = readInquiry(form, schema.INQUIRY_FIELDS);
    try {
      const result = schema.validateInquiry(raw, messages);
      const first = result.ok ? undefined : schema.INQUIRY_FIELDS.find((f) => result.errors[f]);
      dispatch({ type: 'checked', errors: result.ok ? {} : result.errors, focus: first });
      if (!result.ok) return;
      setBusy(true);
      const website = honeypotOf(form);
      const body = website ? { ...result.value, website } : result.value;
      submission.current = submissionFor(submission.current, JSON.stringify(body));
      await postInquiry(body, submission.current, viewName);
      submission.current = null;
      dispatch({ type: 'reset' });
      setOutcome('saved');
    } catch (error) {
      dispatch({ type: 'checked', errors: localErrors(error, raw, messages, schema) });
      // The rate limit and a server that cannot store have their own messages; the rest "failed".
      const status = error instanceof ApiError ? error.status : undefined;
      setOutcome((status && OUTCOME_OF_STATUS[status]) || 'failed');
    }
  }
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await send(event.currentTarget);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }
  return { busy, outcome, closeOutcome: () => setOutcome(null), onSubmit };
}
