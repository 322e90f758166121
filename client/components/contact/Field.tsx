/**
 * Building blocks of the contact form: a labelled field with its hint and its message, and the
 * ARIA wiring that ties a control to both (contracts §6: aria-invalid, aria-describedby,
 * `[data-error-for]`). Pure markup; ContactForm owns the state.
 */
import type { ReactNode } from 'react';
import type { PlainKey } from '../../../site/i18n.ts';
import type { ContactKey } from '../../../site/messages/contact.ts';
import type { InquiryErrors, InquiryField } from '../../../site/inquiry/schema.ts';
import { Choice } from '../form/Choice.tsx';

/** Fields that show a hint under the control. */
const HINTED: ReadonlySet<InquiryField> = new Set(['budgetAmount', 'phone', 'notes']);

/** The contact strings without values: the labels, hints and choices shown as they are. */
export type ContactText = Extract<ContactKey, PlainKey>;

/** Everything a section needs to render its fields. */
export interface FormUi {
  text: (key: ContactText) => string;
  errors: InquiryErrors;
}

/**
 * ('email') -> { id: 'contact-email', error: 'contact-email-error', hint: 'contact-email-hint',
 * label: ... }
 */
export function fieldIds(name: InquiryField) {
  const id = `contact-${name}`;
  return { id, label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error` };
}

/**
 * The attributes that tie a control to its hint and message: ('email', 'Invalid…') -> aria-invalid
 * true, described by hint? and error. Required is said with aria-required: the form validates
 * itself, so native `required` would add nothing but the browser's own bubbles.
 */
export function controlAria(name: InquiryField, error: string | undefined) {
  const ids = fieldIds(name);
  const describedBy = [HINTED.has(name) ? ids.hint : '', error ? ids.error : '']
    .filter(Boolean)
    .join(' ');
  return {
    'aria-required': name === 'notes' ? undefined : (true as const),
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

function Message({ name, ui }: { name: InquiryField; ui: FormUi }) {
  return (
    <p className="field__error" id={fieldIds(name).error} data-error-for={name}>
      {ui.errors[name] ?? ''}
    </p>
  );
}

function Hint({ name, ui }: { name: InquiryField; ui: FormUi }) {
  return HINTED.has(name) ? (
    <p className="field__hint" id={fieldIds(name).hint}>
      {ui.text(`contact.hint.${name}` as ContactText)}
    </p>
  ) : null;
}

function Marker({ required, ui }: { required: boolean; ui: FormUi }) {
  return required ? (
    <span className="field__required" aria-hidden="true">
      *
    </span>
  ) : (
    <span className="field__optional">{`(${ui.text('contact.form.optional')})`}</span>
  );
}

interface FieldProps {
  name: InquiryField;
  ui: FormUi;
  required?: boolean;
  wide?: boolean;
  children: ReactNode;
  /** Extra content under the control, before the message (the notes counter). */
  after?: ReactNode;
  /** In place of the field's own label: the district of an inquiry from abroad is its country. */
  label?: string;
}

export function Field({
  name,
  ui,
  required = true,
  wide = false,
  children,
  after,
  label,
}: FieldProps) {
  const ids = fieldIds(name);
  return (
    <div
      className={`field${wide ? ' field--wide' : ''}${ui.errors[name] ? ' field--invalid' : ''}`}
    >
      <label className="field__label" id={ids.label} htmlFor={ids.id}>
        {label ?? ui.text(`contact.field.${name}` as ContactText)}
        <Marker required={required} ui={ui} />
      </label>
      <div className="field__control">{children}</div>
      {HINTED.has(name) || after ? (
        <div className="field__foot">
          <Hint name={name} ui={ui} />
          {after}
        </div>
      ) : null}
      <Message name={name} ui={ui} />
    </div>
  );
}

interface ChoiceGroupProps {
  name: InquiryField;
  ui: FormUi;
  values: readonly string[];
}

/** Radio buttons wrapped by their labels, as one group with one message. */
export function ChoiceGroup({ name, ui, values }: ChoiceGroupProps) {
  const ids = fieldIds(name);
  const error = ui.errors[name];
  return (
    <fieldset
      className={`field field--wide field--choices${error ? ' field--invalid' : ''}`}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: radiogroup carries aria-required and aria-invalid for the group, which a plain fieldset cannot
      role="radiogroup"
      aria-labelledby={ids.label}
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? ids.error : undefined}
    >
      <legend className="field__label" id={ids.label}>
        {ui.text(`contact.field.${name}` as ContactText)}
        <Marker required ui={ui} />
      </legend>
      <div className="choices">
        {values.map((value, index) => (
          <Choice
            key={value}
            type="radio"
            variant="card"
            name={name}
            value={value}
            id={index === 0 ? ids.id : undefined}
            aria-invalid={error ? true : undefined}
            text={ui.text(`contact.${name}.${value}` as ContactText)}
          />
        ))}
      </div>
      <Message name={name} ui={ui} />
    </fieldset>
  );
}
