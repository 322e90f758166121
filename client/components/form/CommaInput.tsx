/**
 * A comma field (spec §2 Form helpers): shows its number with thousands separators (`integer`
 * drops the decimal part), keeps the caret after the same digit, and gives the form the digits:
 * its `formdata` listener swaps the shown text for them, so FormData sees digits however the form
 * is read. Uncontrolled, like the other text inputs.
 */
import { type InputHTMLAttributes, useLayoutEffect, useRef } from 'react';
import { commaDigits, reformat } from './comma.ts';

export interface CommaInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'type' | 'role'> {
  name: string;
  integer?: boolean;
}

function show(input: HTMLInputElement, integer: boolean): void {
  const next = reformat(input.value, input.selectionStart ?? input.value.length, integer);
  if (next.text === input.value) return;
  input.value = next.text;
  if (document.activeElement === input) input.setSelectionRange(next.caret, next.caret);
}

export function CommaInput({ name, integer = false, onChange, ...input }: CommaInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const element = ref.current!;
    show(element, integer); // what was typed before hydration
    const form = element.form;
    const toDigits = (event: FormDataEvent) => {
      if (event.formData.has(name)) event.formData.set(name, commaDigits(element.value));
    };
    form?.addEventListener('formdata', toDigits);
    return () => form?.removeEventListener('formdata', toDigits);
  }, [name, integer]);
  return (
    <input
      ref={ref}
      type="text"
      inputMode={integer ? 'numeric' : 'decimal'}
      name={name}
      {...input}
      onChange={(event) => {
        show(event.currentTarget, integer);
        onChange?.(event);
      }}
    />
  );
}
