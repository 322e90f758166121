/**
 * The contact form's state (client/islands/ContactForm.tsx) as one reducer: the chosen values of
 * its four selects (the form owns them; the text fields keep theirs in the DOM), the length of
 * the notes, the messages, whether the visitor has tried to send (from then on messages follow
 * each change), the fields the last attempt found wrong (the error summary), where focus goes
 * next, and the generation that a reset starts afresh.
 */
import type { InquiryErrors, InquiryField } from '../../../site/inquiry/schema.ts';

/**
 * The fields the form shows as selects; their values are its state, the other fields' the DOM's.
 */
export const SELECTS = [
  'businessField',
  'budget',
  'province',
  'district',
] as const satisfies readonly InquiryField[];
export type SelectField = (typeof SELECTS)[number];

export interface FormState {
  choices: Record<SelectField, string>;
  notesLength: number;
  errors: InquiryErrors;
  /** The visitor has tried to send: messages now follow every change. */
  checked: boolean;
  /** A field to focus after the render that shows its message (a new object each time). */
  focus: { field: InquiryField } | null;
  /**
   * The fields the last attempt to send found wrong, in form order: the error summary lists them.
   */
  summary: InquiryField[];
  /** Attempts to send so far: each one announces the summary again, even with the same fields. */
  attempts: number;
  /** Bumped by a reset: the fields are keyed by it, so they start again empty. */
  generation: number;
  /** The form has hydrated and taken in its values: the submit button stops looking disabled. */
  ready: boolean;
}

export type FormAction =
  | { type: 'choose'; field: SelectField; value: string }
  | { type: 'notes'; length: number }
  | { type: 'restore'; choices: Record<SelectField, string>; notesLength: number }
  | { type: 'checked'; errors: InquiryErrors; focus?: InquiryField }
  | { type: 'errors'; errors: InquiryErrors }
  | { type: 'reset' };

/** ((field) => 'x') -> { businessField: 'x', budget: 'x', province: 'x', district: 'x' } */
function eachSelect(value: (field: SelectField) => string): Record<SelectField, string> {
  return Object.fromEntries(SELECTS.map((field) => [field, value(field)])) as Record<
    SelectField,
    string
  >;
}

const NO_CHOICES = eachSelect(() => '');

export const INITIAL: FormState = {
  choices: NO_CHOICES,
  notesLength: 0,
  errors: {},
  checked: false,
  focus: null,
  summary: [],
  attempts: 0,
  generation: 0,
  ready: false,
};

/**
 * ({ province: '부산광역시', district: '해운대구' }, 'province', '해외') -> { province: '해외', district: '' }:
 * a new province empties the district.
 */
export function choose(
  choices: Record<SelectField, string>,
  field: SelectField,
  value: string,
): Record<SelectField, string> {
  if (field === 'province' && value !== choices.province)
    return { ...choices, province: value, district: '' };
  return { ...choices, [field]: value };
}

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'choose':
      return { ...state, choices: choose(state.choices, action.field, action.value) };
    case 'notes':
      return { ...state, notesLength: action.length };
    case 'restore':
      return { ...state, choices: action.choices, notesLength: action.notesLength, ready: true };
    case 'checked':
      return {
        ...state,
        errors: action.errors,
        checked: true,
        focus: action.focus ? { field: action.focus } : state.focus,
        // The errors come in form order (validateInquiry and localErrors build them so).
        summary: Object.keys(action.errors) as InquiryField[],
        attempts: state.attempts + 1,
      };
    case 'errors':
      return { ...state, errors: action.errors };
    case 'reset':
      return { ...INITIAL, generation: state.generation + 1, ready: true };
  }
}

/** The selects' values as the DOM has them: what a visitor chose before the form hydrated. */
export function choicesIn(form: HTMLFormElement): Record<SelectField, string> {
  const value = (name: string) =>
    (form.elements.namedItem(name) as HTMLSelectElement | null)?.value ?? '';
  return eachSelect(value);
}
