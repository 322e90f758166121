/**
 * A radio button or checkbox wrapped by its label (spec §2 Form helpers), so the text is part of
 * the click target: `<label class="choice"><input><span class="choice__text">text</span></label>`.
 */
import type { ReactNode, InputHTMLAttributes } from 'react';

export interface ChoiceProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  type: 'radio' | 'checkbox';
  /** The label text, or text with marks (the required star). */
  text: ReactNode;
  /** A modifier of the label's class: 'card' -> `choice choice--card`. */
  variant?: string;
}

export function Choice({ text, variant, ...input }: ChoiceProps) {
  return (
    <label className={variant ? `choice choice--${variant}` : 'choice'}>
      <input {...input} />
      <span className="choice__text">{text}</span>
    </label>
  );
}
