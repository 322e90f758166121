/**
 * The sections of the contact form (spec §2 Contact page, contracts §6 and §17), in the order
 * the visitor fills them, built from the form components (client/components/form). The four
 * selects are controlled by the form's state; text fields keep their values in the DOM.
 */
import type { ChangeEvent, ReactNode } from 'react';
import {
  BUDGETS,
  BUSINESS_FIELDS,
  INQUIRY_TYPES,
  NOTES_MAX,
  TEXT_MAX,
} from '../../../site/inquiry/fields.ts';
import type { InquiryField } from '../../../site/inquiry/schema.ts';
import {
  OVERSEAS,
  PROVINCE_CHOICES,
  districtsOf,
  regionName,
} from '../../../site/inquiry/regions.ts';
import { countryOptions } from '../../../site/inquiry/countries.ts';
import type { Locale } from '../../../site/locales.ts';
import { type MessageParts, withValues } from '../../../site/messages/parts.ts';
import { Choice } from '../form/Choice.tsx';
import { ClearableInput } from '../form/ClearableInput.tsx';
import { CommaInput } from '../form/CommaInput.tsx';
import { Select as SelectList, type SelectOption } from '../form/Select.tsx';
import {
  ChoiceGroup,
  Field,
  controlAria,
  fieldIds,
  type ContactText,
  type FormUi,
} from './Field.tsx';
import type { SelectField } from './form-state.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="form-section">
      <h3 className="form-section__title">{title}</h3>
      <div className="form-grid">{children}</div>
    </div>
  );
}

/** The selects' values and how a section changes one. */
export interface Choices {
  values: Record<SelectField, string>;
  choose: (field: SelectField, value: string) => void;
}

interface SelectProps {
  name: SelectField;
  ui: FormUi;
  choices: Choices;
  placeholder: string;
  options: readonly SelectOption[];
  disabled?: boolean;
  autoComplete?: string;
}

function Select({ name, ui, choices, placeholder, options, disabled, autoComplete }: SelectProps) {
  const ids = fieldIds(name);
  return (
    <SelectList
      id={ids.id}
      name={name}
      labelId={ids.label}
      placeholder={placeholder}
      options={options}
      disabled={disabled}
      autoComplete={autoComplete}
      value={choices.values[name]}
      onChange={(value) => choices.choose(name, value)}
      resetLabel={ui.text('contact.form.resetSelect')}
      aria={controlAria(name, ui.errors[name])}
    />
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
  return (
    <ClearableInput
      id={fieldIds(name).id}
      name={name}
      type={type}
      autoComplete={autoComplete}
      placeholder={placeholder}
      maxLength={TEXT_MAX}
      clearLabel={ui.text('contact.form.clear')}
      {...controlAria(name, ui.errors[name])}
    />
  );
}

const labelled = (ui: FormUi, prefix: string, values: readonly string[]) =>
  values.map((value) => ({ value, text: ui.text(`${prefix}.${value}` as ContactText) }));

export function InquirySection({ ui, choices }: { ui: FormUi; choices: Choices }) {
  return (
    <Section title={ui.text('contact.section.inquiry')}>
      <ChoiceGroup name="inquiryType" ui={ui} values={INQUIRY_TYPES} />
      <Field name="businessField" ui={ui} wide>
        <Select
          name="businessField"
          ui={ui}
          choices={choices}
          placeholder={ui.text('contact.select.businessField')}
          options={labelled(ui, 'contact.businessField', BUSINESS_FIELDS)}
        />
      </Field>
      <Field name="budget" ui={ui}>
        <Select
          name="budget"
          ui={ui}
          choices={choices}
          placeholder={ui.text('contact.select.budget')}
          options={labelled(ui, 'contact.budget', BUDGETS)}
        />
      </Field>
      {choices.values.budget === 'direct' ? (
        <Field name="budgetAmount" ui={ui}>
          <CommaInput
            id={fieldIds('budgetAmount').id}
            name="budgetAmount"
            integer
            autoComplete="off"
            maxLength={19}
            {...controlAria('budgetAmount', ui.errors.budgetAmount)}
          />
        </Field>
      ) : null}
    </Section>
  );
}

interface LocationProps {
  ui: FormUi;
  locale: Locale;
  choices: Choices;
}

/**
 * The district list of a province: its districts, for OVERSEAS the countries (named and sorted
 * in the page's language by the browser's Intl, as the build names them: the site's font holds
 * their characters, site/builder/site-font.ts), nothing before a choice.
 */
function districtOptions(province: string, locale: Locale): readonly SelectOption[] {
  if (province === OVERSEAS.ko) return countryOptions(locale);
  return districtsOf(province).map((d) => ({ value: d.ko, text: regionName(d, locale) }));
}

export function LocationSection({ ui, locale, choices }: LocationProps) {
  const province = choices.values.province;
  const overseas = province === OVERSEAS.ko;
  const districtPlaceholder = overseas
    ? 'contact.select.country'
    : province
      ? 'contact.select.district'
      : 'contact.select.districtFirst';
  return (
    <Section title={ui.text('contact.section.location')}>
      <Field name="province" ui={ui}>
        <Select
          name="province"
          ui={ui}
          choices={choices}
          placeholder={ui.text('contact.select.province')}
          autoComplete="address-level1"
          options={PROVINCE_CHOICES.map((p) => ({ value: p.ko, text: regionName(p, locale) }))}
        />
      </Field>
      <Field
        name="district"
        ui={ui}
        label={overseas ? ui.text('contact.field.country') : undefined}
      >
        <Select
          name="district"
          ui={ui}
          choices={choices}
          placeholder={ui.text(districtPlaceholder)}
          options={districtOptions(province, locale)}
          autoComplete={overseas ? 'off' : 'address-level2'}
          disabled={!province}
        />
      </Field>
      <Field name="addressDetail" ui={ui} wide>
        <Text
          name="addressDetail"
          ui={ui}
          autoComplete={overseas ? 'street-address' : 'address-line1'}
          placeholder={ui.text('contact.placeholder.addressDetail')}
        />
      </Field>
    </Section>
  );
}

export function PersonSection({ ui }: { ui: FormUi }) {
  return (
    <Section title={ui.text('contact.section.person')}>
      <Field name="name" ui={ui}>
        <Text name="name" ui={ui} autoComplete="name" />
      </Field>
      <Field name="position" ui={ui}>
        <Text name="position" ui={ui} autoComplete="organization-title" />
      </Field>
      <Field name="company" ui={ui}>
        <Text name="company" ui={ui} autoComplete="organization" />
      </Field>
      <Field name="phone" ui={ui}>
        <Text name="phone" ui={ui} type="tel" autoComplete="tel" />
      </Field>
      <Field name="email" ui={ui} wide>
        <Text
          name="email"
          ui={ui}
          type="email"
          autoComplete="email"
          placeholder={ui.text('contact.placeholder.email')}
        />
      </Field>
    </Section>
  );
}

export function NotesSection({
  ui,
  length,
  count,
  onNotes,
}: {
  ui: FormUi;
  length: number;
  /** [{ value: 'count' }, ' / ', { value: 'max' }, '자']: the counter under the notes. */
  count: MessageParts<'count' | 'max'>;
  onNotes: (event: ChangeEvent<HTMLTextAreaElement>) => void;
}) {
  const counter = (
    <p className="field__counter">
      {withValues(count, {
        count: length.toLocaleString('en-US'),
        max: NOTES_MAX.toLocaleString('en-US'),
      })}
    </p>
  );
  return (
    <Section title={ui.text('contact.section.notes')}>
      <Field name="notes" ui={ui} required={false} wide after={counter}>
        <textarea
          id={fieldIds('notes').id}
          name="notes"
          rows={6}
          maxLength={NOTES_MAX}
          onChange={onNotes}
          {...controlAria('notes', ui.errors.notes)}
        />
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
        <section
          className="privacy-box prose"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so a keyboard can scroll it (WCAG 2.1.1)
          tabIndex={0}
          data-lenis-prevent=""
          aria-label={ui.text('contact.privacy.label')}
          dangerouslySetInnerHTML={{ __html: privacyHtml }}
        />
        <Choice
          type="checkbox"
          variant="consent"
          id={ids.id}
          name="privacyConsent"
          value="true"
          // Native `required`, the state every accessibility API maps for a checkbox (ARIA 1.2's
          // aria-required on one is newer and not read everywhere); the form
          // checks it itself (noValidate), so aria-invalid says "false" until an attempt fails,
          // not the browser's own "invalid" while it is unticked. The name says it too, below.
          required
          aria-invalid={Boolean(error)}
          aria-describedby={error ? ids.error : undefined}
          text={
            <>
              {ui.text('contact.field.privacyConsent')}
              <span className="field__required" aria-hidden="true">
                *
              </span>
              <span className="sr-only">{` (${ui.text('contact.form.requiredMark')})`}</span>
            </>
          }
        />
        <p className="field__error" id={ids.error} data-error-for="privacyConsent">
          {error ?? ''}
        </p>
      </div>
    </Section>
  );
}

/**
 * The honeypot `website` (contracts §15): out of sight (off-screen), out of the accessibility
 * tree (aria-hidden), out of the tab order and autofill, so only a script that fills every input
 * fills it. Its label asks anyone who does meet it, with styles off, to leave it empty.
 */
export function HoneypotField({ label }: { label: string }) {
  return (
    <div className="contact-form__trap" aria-hidden="true">
      <label htmlFor="contact-website">{label}</label>
      <input
        id="contact-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
