/**
 * Clearable inputs (SPEC §2 Form helpers): `<input data-clearable>` gets a 15 x 15 px button that
 * empties it and hides while it is empty. Keyboard users clear with Escape (as in a search
 * field), so the button stays out of the tab order. The input's parent positions the button.
 */
import { setNativeValue } from './value.ts';

/** Empties the input the way typing does, so listeners and value trackers (React's) see it. */
function clear(input: HTMLInputElement): void {
  setNativeValue(input, '');
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const ICON = '<svg viewBox="0 0 15 15" width="15" height="15" aria-hidden="true" focusable="false"><circle cx="7.5" cy="7.5" r="7.5" fill="currentColor"/><path d="M5 5l5 5M10 5l-5 5" stroke="#fff" stroke-width="1.5" stroke-linecap="round"/></svg>';

export function enhanceClearable(input: HTMLInputElement, label: string): void {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'clear-button';
  button.tabIndex = -1;
  button.setAttribute('aria-label', label);
  button.innerHTML = ICON;
  const update = () => {
    button.hidden = !input.value || input.disabled || input.readOnly;
  };
  button.addEventListener('click', () => {
    clear(input);
    update();
    input.focus();
  });
  input.addEventListener('input', update);
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !input.value) return;
    event.preventDefault();
    clear(input);
    update();
  });
  // 'reset' fires before the form resets its fields.
  input.form?.addEventListener('reset', () => setTimeout(update));
  input.after(button);
  update();
}
