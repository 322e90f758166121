/**
 * A clearable text input (spec §2 Form helpers): once the script runs, a 15 x 15 px button after
 * the input empties it and hides while it is empty. Keyboard users clear with Escape (as in a
 * search field), so the button stays out of the tab order. Uncontrolled: the input keeps what
 * the visitor typed before the form hydrated, and the form reads it with FormData.
 */
import { type InputHTMLAttributes, useLayoutEffect, useRef, useState } from 'react';
import { useMounted } from './useMounted.ts';
import { StrokeIcon } from '../StrokeIcon.tsx';

export interface ClearableInputProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'defaultValue' | 'type' | 'role' | 'list'
  > {
  type?: 'text' | 'email' | 'tel';
  /** The clear button's accessible name, in the page's language. */
  clearLabel: string;
}

/** A white cross on a disc of the text's colour. */
const ICON = (
  <StrokeIcon d="M5 5l5 5M10 5l-5 5" box={15} size={15} weight={1.5} stroke="#fff">
    <circle cx="7.5" cy="7.5" r="7.5" fill="currentColor" />
  </StrokeIcon>
);

export function ClearableInput({
  clearLabel,
  type = 'text',
  onChange,
  onKeyDown,
  ...input
}: ClearableInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  const mounted = useMounted();
  const [filled, setFilled] = useState(false);
  // What the visitor typed before hydration counts too.
  useLayoutEffect(() => setFilled(Boolean(ref.current?.value)), []);
  /**
   * Empties the input as typing does: through the native value setter, which React's change
   * tracking does not watch, then an `input` event, so React's `onChange` (here and the form's)
   * sees a change, as it would for a key.
   */
  const clear = () => {
    const element = ref.current!;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(element, '');
    element.dispatchEvent(new Event('input', { bubbles: true }));
  };
  return (
    <>
      <input
        ref={ref}
        type={type}
        {...input}
        onChange={(event) => {
          setFilled(Boolean(event.currentTarget.value));
          onChange?.(event);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.key !== 'Escape' || !event.currentTarget.value) return;
          event.preventDefault();
          clear();
        }}
      />
      {mounted ? (
        <button
          type="button"
          className="clear-button"
          tabIndex={-1}
          aria-label={clearLabel}
          hidden={!filled || input.disabled || input.readOnly}
          onClick={() => {
            clear();
            ref.current!.focus();
          }}
        >
          {ICON}
        </button>
      ) : null}
    </>
  );
}
