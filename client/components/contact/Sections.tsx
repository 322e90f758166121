/**
 * The sections of the contact form (SPEC §2 Contact page, DECISIONS §6), in the order the
 * visitor fills them. Fields are uncontrolled: the native controls hold the values, so the global
 * form helpers (client/forms) can enhance them and `form.reset()` clears them.
 */
import { useLayoutEffect, useRef, type ChangeEvent, type ReactNode, type RefObject } from 'react';
import type { ContactKey } from '../../../site/messages/contact.ts';
import { BUDGETS, BUSINESS_FIELDS, INQUIRY_TYPES, NOTES_MAX, TEXT_MAX, type InquiryField } from '../../../site/inquiry/fields.ts';
import { PROVINCES, districtsOf } from '../../../site/inquiry/regions.ts';
import { fillMessage } from '../../../site/messages/fill.ts';
import { ChoiceGroup, Field, controlAria, fieldIds, type FormUi } from './Field.tsx';
import type { Locale } from '../../../site/locales.ts';

type Change<E> = (event: ChangeEvent<E>) => void;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="form-section">
      <h3 className="form-section__title">{title}</h3>
      <div className="form-grid">{children}</div>
    </div>
  );
}

interface SelectProps {
  name: InquiryField;
  ui: FormUi;
  placeholder: string;
  options: readonly { value: string; text: string; key?: string }[];
  onChange?: Change<HTMLSelectElement>;
  selectRef?: RefObject<HTMLSelectElement | null>;
}

/** The placeholder comes first, so it is what the select shows, and what a form reset returns to. */
function Select({ name, ui, placeholder, options, onChange, selectRef }: SelectProps) {
  return (
    <select ref={selectRef} id={fieldIds(name).id} name={name} onChange={onChange} {...controlAria(name, ui.errors[name])}>
      <option value="">{placeholder}</option>
      {options.map((o) => <option key={o.key ?? o.value} value={o.value}>{o.text}</option>)}
    </select>
  );
}

interface TextProps {
  name: InquiryField;
  ui: FormUi;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  placeholder?: string;
}

function Text({ name, ui, type = 'text', autoComplete, placeholder }: TextProps) {
  return <input id={fieldIds(name).id} name={name} type={type} autoComplete={autoComplete} placeholder={placeholder} maxLength={TEXT_MAX} data-clearable {...controlAria(name, ui.errors[name])} />;
}

const labelled = (ui: FormUi, prefix: string, values: readonly string[]) => values.map((value) => ({ value, text: ui.text(`${prefix}.${value}` as ContactKey) }));

export function InquirySection({ ui, budget, onBudget }: { ui: FormUi; budget: string; onBudget: Change<HTMLSelectElement> }) {
  return (
    <Section title={ui.text('contact.section.inquiry')}>
      <ChoiceGroup name="inquiryType" ui={ui} values={INQUIRY_TYPES} />
      <Field name="businessField" ui={ui} wide>
        <Select name="businessField" ui={ui} placeholder={ui.text('contact.select.businessField')} options={labelled(ui, 'contact.businessField', BUSINESS_FIELDS)} />
      </Field>
      <Field name="budget" ui={ui}>
        <Select name="budget" ui={ui} placeholder={ui.text('contact.select.budget')} options={labelled(ui, 'contact.budget', BUDGETS)} onChange={onBudget} />
      </Field>
      {budget === 'direct' ? (
        <Field name="budgetAmount" ui={ui}>
          <input id={fieldIds('budgetAmount').id} name="budgetAmount" type="text" inputMode="numeric" autoComplete="off" maxLength={19} data-comma="integer" {...controlAria('budgetAmount', ui.errors.budgetAmount)} />
        </Field>
      ) : null}
    </Section>
  );
}

interface LocationProps { ui: FormUi; locale: Locale; province: string; onProvince: Change<HTMLSelectElement> }

export function LocationSection({ ui, locale, province, onProvince }: LocationProps) {
  const provinces = PROVINCES.map((p) => ({ value: p.ko, text: p[locale] }));
  // Keys carry the province, so a new province replaces every option and the choice resets.
  const districts = districtsOf(province).map((d) => ({ value: d.ko, text: d[locale], key: `${province}/${d.ko}` }));
  // Disabled from the script, not the markup: without JavaScript every native control stays usable.
  // A layout effect, so the district list is usable in the render that chose the province (Preact
  // runs plain effects after the next paint, when a keyboard user may already have tabbed on).
  const district = useRef<HTMLSelectElement>(null);
  useLayoutEffect(() => {
    if (district.current) district.current.disabled = !province;
  }, [province]);
  return (
    <Section title={ui.text('contact.section.location')}>
      <Field name="province" ui={ui}>
        <Select name="province" ui={ui} placeholder={ui.text('contact.select.province')} options={provinces} onChange={onProvince} />
      </Field>
      <Field name="district" ui={ui}>
        <Select name="district" ui={ui} placeholder={ui.text(province ? 'contact.select.district' : 'contact.select.districtFirst')} options={districts} selectRef={district} />
      </Field>
      <Field name="addressDetail" ui={ui} wide>
        <Text name="addressDetail" ui={ui} autoComplete="address-line1" placeholder={ui.text('contact.placeholder.addressDetail')} />
      </Field>
    </Section>
  );
}

export function PersonSection({ ui }: { ui: FormUi }) {
  return (
    <Section title={ui.text('contact.section.person')}>
      <Field name="name" ui={ui}><Text name="name" ui={ui} autoComplete="name" /></Field>
      <Field name="position" ui={ui}><Text name="position" ui={ui} autoComplete="organization-title" /></Field>
      <Field name="company" ui={ui}><Text name="company" ui={ui} autoComplete="organization" /></Field>
      <Field name="phone" ui={ui}><Text name="phone" ui={ui} type="tel" autoComplete="tel" /></Field>
      <Field name="email" ui={ui} wide><Text name="email" ui={ui} type="email" autoComplete="email" placeholder={ui.text('contact.placeholder.email')} /></Field>
    </Section>
  );
}

export function NotesSection({ ui, length, onNotes }: { ui: FormUi; length: number; onNotes: Change<HTMLTextAreaElement> }) {
  const counter = <p className="field__counter">{fillMessage(ui.text('contact.notes.count'), { count: length.toLocaleString('en-US'), max: NOTES_MAX.toLocaleString('en-US') })}</p>;
  return (
    <Section title={ui.text('contact.section.notes')}>
      <Field name="notes" ui={ui} required={false} wide after={counter}>
        <textarea id={fieldIds('notes').id} name="notes" rows={6} maxLength={NOTES_MAX} onChange={onNotes} {...controlAria('notes', ui.errors.notes)} />
      </Field>
    </Section>
  );
}

export function PrivacySection({ ui, privacyHtml }: { ui: FormUi; privacyHtml: string }) {
  const ids = fieldIds('privacyConsent');
  const error = ui.errors.privacyConsent;
  return (
    <Section title={ui.text('contact.section.privacy')}>
      <div className={`field field--wide${error ? ' field--invalid' : ''}`}>
        <section className="privacy-box prose" tabIndex={0} data-lenis-prevent="" aria-label={ui.text('contact.privacy.label')} dangerouslySetInnerHTML={{ __html: privacyHtml }} />
        <label className="choice choice--consent">
          <input type="checkbox" id={ids.id} name="privacyConsent" value="true" aria-required="true" aria-invalid={error ? true : undefined} aria-describedby={error ? ids.error : undefined} />
          <span className="choice__text">{ui.text('contact.field.privacyConsent')}<span className="field__required" aria-hidden="true">*</span></span>
        </label>
        <p className="field__error" id={ids.error} data-error-for="privacyConsent">{error ?? ''}</p>
      </div>
    </Section>
  );
}

/**
 * The honeypot `website` (DECISIONS §15): out of sight (off-screen), out of the accessibility
 * tree (aria-hidden), out of the tab order and autofill, so only a script that fills every input
 * fills it. Its label asks anyone who does meet it, with styles off, to leave it empty.
 */
export function HoneypotField({ label }: { label: string }) {
  return (
    <div className="contact-form__trap" aria-hidden="true">
      <label htmlFor="contact-website">{label}</label>
      <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
