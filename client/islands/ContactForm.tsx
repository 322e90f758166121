/**
 * The contact inquiry form (spec §2 Contact page, contracts §6 and §17), built from the form
 * components (client/components/form) like every form of the site. Checked with the same schema
 * the server uses; messages beside the fields and focus on the first invalid one; one POST per
 * submission while the button shows it is busy; the saved or failed dialog; a fresh form after a
 * save, every value kept after a failure. `method="dialog"` outside a dialog submits nowhere, so
 * without JavaScript no personal data goes into a URL or to a host that cannot take it (the page
 * says how to write instead, and the button looks disabled until the script runs).
 */
import {
  Fragment,
  type RefObject,
  type Dispatch,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
} from 'react';
import type { ContactKey } from '../../site/messages/contact.ts';
import type { InquiryMessages } from '../../site/inquiry/fields.ts';
import type { Locale } from '../../site/locales.ts';
import type { Labels } from '../../site/i18n.ts';

/**
 * The strings the form shows: the contact strings, the field messages, the dialog's button;
 * the refusals that name the business address apart, rendered with it (ContactFormProps.labels).
 */
export type AddressedKey = 'contact.unavailable' | 'contact.rateLimited';
export type ContactFormLabelKey = Exclude<ContactKey, AddressedKey> | 'dialog.confirm';
import { MessageDialog } from '../components/MessageDialog.tsx';
import { ErrorSummary } from '../components/contact/ErrorSummary.tsx';
import type { FormUi } from '../components/contact/Field.tsx';
import {
  HoneypotField,
  InquirySection,
  LocationSection,
  NotesSection,
  PersonSection,
  PrivacySection,
  type Choices,
} from '../components/contact/Sections.tsx';
import { focusField, readInquiry } from '../components/contact/form-data.ts';
import {
  INITIAL,
  choicesIn,
  formReducer,
  type FormAction,
  type FormState,
} from '../components/contact/form-state.ts';
import { loadValidator, useSubmit } from '../components/contact/useSubmit.ts';

export interface ContactFormProps {
  locale: Locale;
  /** Route id of the page, sent as X-View-Name. */
  viewName: string;
  /**
   * Every contact string of the page's language, the field messages and the form components'
   * labels among them; the refusals that name the business address with it.
   */
  labels: Labels<ContactFormLabelKey> & Record<AddressedKey, string>;
  /** The privacy notice the consent box refers to (trusted Markdown from content/, as HTML). */
  privacyHtml: string;
}

const OUTCOME_MESSAGE = {
  saved: 'contact.saved',
  failed: 'contact.failed',
  rateLimited: 'contact.rateLimited',
  unavailable: 'contact.unavailable',
} as const;

/**
 * The form's state and what follows from it: what was chosen or typed before hydration taken in,
 * the validator fetched when the browser is idle, focus moved to a field once its message is in
 * the DOM (a layout effect, before the next key: React may run a plain effect after the next
 * paint), and, once the visitor has tried to send, messages that follow every change.
 */
function useContactForm(
  messages: InquiryMessages,
): [FormState, Dispatch<FormAction>, RefObject<HTMLFormElement | null>, () => void] {
  const formRef = useRef<HTMLFormElement>(null);
  const [state, dispatch] = useReducer(formReducer, INITIAL);
  useLayoutEffect(() => {
    const form = formRef.current!;
    form.noValidate = true;
    const notes = form.elements.namedItem('notes') as HTMLTextAreaElement | null;
    dispatch({ type: 'restore', choices: choicesIn(form), notesLength: notes?.value.length ?? 0 });
  }, []);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1500));
    idle(() => void loadValidator().catch(() => {}));
  }, []);
  useLayoutEffect(() => {
    if (state.focus && formRef.current) focusField(formRef.current, state.focus.field);
  }, [state.focus]);
  // Messages follow the visitor's changes once they have tried to send: typed and ticked ones
  // through the form's `input` event (not `change`, which a text field fires only on blur),
  // choices once the render has put them in the form.
  const revalidate = () => {
    if (!state.checked) return;
    void loadValidator().then(({ validateInquiry, INQUIRY_FIELDS }) => {
      const result = validateInquiry(readInquiry(formRef.current!, INQUIRY_FIELDS), messages);
      dispatch({ type: 'errors', errors: result.ok ? {} : result.errors });
    });
  };
  // Runs when a choice changes; typed values revalidate through the form's input event.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a choice changes
  useLayoutEffect(revalidate, [state.choices]);
  return [state, dispatch, formRef, revalidate];
}

export default function ContactForm(props: ContactFormProps) {
  const { locale, labels } = props;
  const [state, dispatch, formRef, revalidate] = useContactForm(labels);
  const { busy, outcome, closeOutcome, onSubmit } = useSubmit({
    messages: labels,
    viewName: props.viewName,
    dispatch,
  });
  const ui: FormUi = { text: (key) => labels[key], errors: state.errors };
  const choices: Choices = {
    values: state.choices,
    choose: (field, value) => dispatch({ type: 'choose', field, value }),
  };
  return (
    <>
      <form
        ref={formRef}
        className="contact-form"
        data-contact-form
        method="dialog"
        aria-labelledby="contact-form-title"
        onSubmit={onSubmit}
        onChange={revalidate}
      >
        <div className="contact-form__head">
          <h2 className="contact-form__title" id="contact-form-title">
            {labels['contact.form.heading']}
          </h2>
          <p className="contact-form__required">
            <span className="field__required" aria-hidden="true">
              *
            </span>
            {` ${labels['contact.form.required']}`}
          </p>
        </div>
        <ErrorSummary
          fields={state.summary}
          errors={state.errors}
          attempt={state.attempts}
          title={labels['contact.errors.title']}
          onJump={(field) => formRef.current && focusField(formRef.current, field)}
        />
        <Fragment key={state.generation}>
          <InquirySection ui={ui} choices={choices} />
          <LocationSection ui={ui} locale={locale} choices={choices} />
          <PersonSection ui={ui} />
          <NotesSection
            ui={ui}
            length={state.notesLength}
            count={labels['contact.notes.count']}
            onNotes={(e) => dispatch({ type: 'notes', length: e.currentTarget.value.length })}
          />
          <PrivacySection ui={ui} privacyHtml={props.privacyHtml} />
          <HoneypotField label={labels['contact.trap']} />
        </Fragment>
        <div className="contact-form__actions">
          <button
            type="submit"
            className="button button--primary contact-form__submit"
            aria-busy={busy}
            aria-disabled={!state.ready || busy || undefined}
          >
            {busy ? <span className="spinner" aria-hidden="true" /> : null}
            {busy ? labels['contact.form.sending'] : labels['contact.form.submit']}
          </button>
        </div>
      </form>
      <MessageDialog
        open={outcome !== null}
        message={labels[OUTCOME_MESSAGE[outcome ?? 'saved']]}
        confirmLabel={labels['dialog.confirm']}
        tone={outcome === 'saved' ? 'success' : 'error'}
        onClose={closeOutcome}
      />
    </>
  );
}
