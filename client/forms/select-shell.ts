/**
 * The markup of a custom select list (client/forms/select.ts), placed right after its native
 * select: a combobox showing the chosen text, a reset button and the listbox.
 */

/** Attributes of the native select that the combobox repeats, so messages reach it too. */
export const MIRRORED = ['aria-invalid', 'aria-describedby', 'aria-required'];

export interface Shell {
  id: string;
  root: HTMLDivElement;
  combo: HTMLDivElement;
  value: HTMLSpanElement;
  reset: HTMLButtonElement;
  list: HTMLUListElement;
}

let counter = 0;

function make<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string>): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  return el;
}

/** The options the list offers: all but a first option with an empty value (the placeholder). */
export function offeredOptions(select: HTMLSelectElement): HTMLOptionElement[] {
  return [...select.options].filter((o) => !(o.index === 0 && o.value === ''));
}

export function buildShell(select: HTMLSelectElement, resetLabel: string): Shell {
  const id = select.id || `select-${(counter += 1)}`;
  const root = make('div', { class: 'select', 'data-select': '', 'data-open': 'false' });
  const combo = make('div', { id: `${id}-combo`, class: 'select__combo', role: 'combobox', tabindex: '0', 'aria-haspopup': 'listbox', 'aria-expanded': 'false', 'aria-controls': `${id}-listbox` });
  const value = make('span', { class: 'select__value' });
  const reset = make('button', { type: 'button', class: 'select__reset', 'aria-label': resetLabel });
  reset.innerHTML = '<svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false"><path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/></svg>';
  // data-lenis-prevent: the wheel scrolls the list, not the smooth-scrolled page behind it.
  const list = make('ul', { id: `${id}-listbox`, class: 'select__list', role: 'listbox', tabindex: '-1', 'data-lenis-prevent': '' });
  const label = select.labels?.[0];
  if (label) {
    label.id ||= `${id}-label`;
    combo.setAttribute('aria-labelledby', label.id);
    list.setAttribute('aria-labelledby', label.id);
  }
  combo.append(value);
  root.append(combo, reset, list);
  return { id, root, combo, value, reset, list };
}
