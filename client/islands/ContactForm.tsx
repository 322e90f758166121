/**
 * The contact inquiry form (SPEC §2 Contact page, DECISIONS §6). Checked with the same schema the
 * server uses; messages beside the fields and focus on the first invalid one; one POST per
 * submission while the button shows it is busy; the saved or failed dialog; reset after a save,
 * every value kept after a failure. `method="dialog"` outside a dialog submits nowhere, so without
 * JavaScript no personal data goes into a URL or to a host that cannot take it (the page says how
 * to write instead, and the button looks disabled until the script runs).
 */
import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ContactKey } from '../../site/messages/contact.ts';
import { INQUIRY_FIELDS, messageFor, type InquiryErrors, type InquiryField } from '../../site/inquiry/fields.ts';
import { API_PATHS, ApiError, postApi } from '../lib/api.ts';
import { MessageDialog } from '../components/MessageDialog.tsx';
import { HoneypotField, InquirySection, LocationSection, NotesSection, PersonSection, PrivacySection } from '../components/contact/Sections.tsx';
import { firstInvalid, focusField, readInquiry } from '../components/contact/form-data.ts';
import { honeypotOf, submissionFor, type Submission } from '../components/contact/submission.ts';
import type { FormUi } from '../components/contact/Field.tsx';
import type { Locale } from '../../site/locales.ts';


export interface ContactFormProps {
  locale: Locale;
  /** Route id of the page, sent as X-View-Name. */
  viewName: string;
  /** Every contact string of the page's language. */
  labels: Record<ContactKey, string>;
  confirmLabel: string;
  /** The privacy notice the consent box refers to (trusted Markdown from content/, as HTML). */
  privacyHtml: string;
}

type Outcome = 'saved' | 'failed' | 'rateLimited' | null;

const OUTCOME_MESSAGE = { saved: 'contact.saved', failed: 'contact.failed', rateLimited: 'contact.rateLimited' } as const;

let validator: Promise<typeof import('../../site/inquiry/schema.ts')> | undefined;
/** The shared schema with zod/mini, fetched once: after hydration when the browser is idle, or at first use. */
function loadValidator() {
  validator ??= import('../../site/inquiry/schema.ts').catch((error: unknown) => {
    validator = undefined; // a failed fetch is tried again next time
    throw error;
  });
  return validator;
}

/** Field errors of a 400 answer, in the page's language (the server speaks ko). */
function localErrors(error: unknown, labels: ContactFormProps['labels']): InquiryErrors {
  if (!(error instanceof ApiError) || !error.errors) return {};
  const known = INQUIRY_FIELDS.filter((field) => error.errors![field]);
  return Object.fromEntries(known.map((field) => [field, messageFor(field, 'invalid', labels)]));
}

function useSubmit(props: ContactFormProps, show: (errors: InquiryErrors, focus: boolean) => void) {
  const inFlight = useRef(false);
  const submission = useRef<Submission | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    const form = event.currentTarget;
    try {
      const result = (await loadValidator()).validateInquiry(readInquiry(form), props.labels);
      if (!result.ok) return show(result.errors, true);
      show({}, false);
      setBusy(true);
      const website = honeypotOf(form);
      const body = website ? { ...result.value, website } : result.value;
      submission.current = submissionFor(submission.current, JSON.stringify(body));
      await postApi(API_PATHS.insertContact, body, { viewName: props.viewName, headers: { 'Idempotency-Key': submission.current.key } });
      submission.current = null;
      form.reset();
      setOutcome('saved');
    } catch (error) {
      show(localErrors(error, props.labels), false);
      // The rate limit (429) has its own message (DECISIONS §15); every other failure says "failed".
      setOutcome(error instanceof ApiError && error.status === 429 ? 'rateLimited' : 'failed');
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }
  return { busy, outcome, setOutcome, onSubmit };
}

export default function ContactForm(props: ContactFormProps) {
  const { locale, labels } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const [ready, setReady] = useState(false);
  const [errors, setErrors] = useState<InquiryErrors>({});
  const [checked, setChecked] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ field: InquiryField } | null>(null);
  const [province, setProvince] = useState('');
  const [budget, setBudget] = useState('');
  const [notesLength, setNotesLength] = useState(0);
  const show = (next: InquiryErrors, focus: boolean) => {
    setErrors(next);
    setChecked(true);
    const field = firstInvalid(next);
    if (focus && field) setFocusRequest({ field });
  };
  const { busy, outcome, setOutcome, onSubmit } = useSubmit(props, show);

  useEffect(() => {
    setReady(true);
    const form = formRef.current;
    if (!form) return;
    form.noValidate = true;
    // The island hydrates as the visitor nears it: take in what was chosen or typed before.
    const value = (name: string) => (form.elements.namedItem(name) as HTMLSelectElement | HTMLTextAreaElement | null)?.value ?? '';
    setProvince(value('province'));
    setBudget(value('budget'));
    setNotesLength(value('notes').length);
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1500));
    idle(() => void loadValidator().catch(() => {}));
  }, []);
  // Focus after the messages are in the DOM, so the field is announced with its message: a layout
  // effect, right after that render (Preact runs plain effects only after the next paint).
  useLayoutEffect(() => {
    if (focusRequest && formRef.current) focusField(formRef.current, focusRequest.field);
  }, [focusRequest]);

  // Once the visitor has tried to send, messages follow what they type. The form's `input` event
  // (typing, ticking, choosing: the custom selects fire it too) means the same in React and Preact,
  // whose onChange on a form is the native `change`, fired only when a field loses focus.
  const onInput = () => {
    const form = formRef.current;
    if (!checked || !form) return;
    void loadValidator().then(({ validateInquiry }) => {
      const result = validateInquiry(readInquiry(form), labels);
      setErrors(result.ok ? {} : result.errors);
    });
  };
  const onReset = () => {
    setErrors({});
    setChecked(false);
    setProvince('');
    setBudget('');
    setNotesLength(0);
  };
  const ui: FormUi = { text: (key) => labels[key], errors };
  return (
    <>
      <form ref={formRef} className="contact-form" data-contact-form method="dialog" aria-labelledby="contact-form-title" onSubmit={onSubmit} onInput={onInput} onReset={onReset}>
        <div className="contact-form__head">
          <h2 className="contact-form__title" id="contact-form-title">{labels['contact.form.heading']}</h2>
          <p className="contact-form__required"><span className="field__required" aria-hidden="true">*</span> {labels['contact.form.required']}</p>
        </div>
        <InquirySection ui={ui} budget={budget} onBudget={(e: ChangeEvent<HTMLSelectElement>) => setBudget(e.target.value)} />
        <LocationSection ui={ui} locale={locale} province={province} onProvince={(e: ChangeEvent<HTMLSelectElement>) => setProvince(e.target.value)} />
        <PersonSection ui={ui} />
        <NotesSection ui={ui} length={notesLength} onNotes={(e: ChangeEvent<HTMLTextAreaElement>) => setNotesLength(e.target.value.length)} />
        <PrivacySection ui={ui} privacyHtml={props.privacyHtml} />
        <HoneypotField label={labels['contact.trap']} />
        <div className="contact-form__actions">
          <button type="submit" className="button button--primary contact-form__submit" aria-busy={busy} aria-disabled={!ready || busy || undefined}>
            {busy ? <span className="spinner" aria-hidden="true" /> : null}
            {busy ? labels['contact.form.sending'] : labels['contact.form.submit']}
          </button>
        </div>
      </form>
      <MessageDialog
        id="contact-outcome"
        open={outcome !== null}
        message={labels[OUTCOME_MESSAGE[outcome ?? 'saved']]}
        confirmLabel={props.confirmLabel}
        tone={outcome === 'saved' ? 'success' : 'error'}
        onClose={() => setOutcome(null)}
      />
    </>
  );
}
