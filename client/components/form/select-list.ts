/**
 * What a select list is given (./Select.tsx) and the moves of its active option in the ARIA
 * select-only combobox pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-select-only/),
 * as pure functions of indexes: ./CustomSelect.tsx applies them to keys and clicks.
 */
import type { AriaAttributes } from 'react';

export interface SelectOption {
  /** What the form submits. */
  value: string;
  /** What the visitor reads, in the page's language. */
  text: string;
}

export interface SelectProps {
  /** The native select's id, the one its label points at; the list's ids derive from it. */
  id: string;
  name: string;
  /** The id of the visible label, which names the list too. */
  labelId: string;
  /**
   * The first option, with an empty value: what the list shows before a choice and after a reset.
   */
  placeholder: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  /** The reset button's accessible name, in the page's language. */
  resetLabel: string;
  /**
   * The native select's autocomplete token ('address-level1'): what a browser's autofill puts
   * there, the custom list follows.
   */
  autoComplete?: string;
  /** Only ever true once the script runs: without it every native control stays usable. */
  disabled?: boolean;
  /** Required, invalid and described-by, said by whichever control the visitor uses. */
  aria: Pick<AriaAttributes, 'aria-required' | 'aria-invalid' | 'aria-describedby'>;
}

/**
 * Page Up / Page Down move the active option by this many (as Downshift and the APG example do).
 */
export const PAGE = 10;

/** Typed letters make one search while each follows the last within this time (ms). */
export const TYPEAHEAD_MS = 500;

/**
 * The option a list opens on: the chosen one, else the first, or the last when opened upwards
 * (ArrowUp). (chosen 3, 11 options, 'first') -> 3; (-1, 11, 'last') -> 10; (-1, 0, 'first') -> -1
 */
export function openingIndex(chosen: number, count: number, from: 'first' | 'last'): number {
  if (count === 0) return -1;
  if (chosen >= 0 && chosen < count) return chosen;
  return from === 'first' ? 0 : count - 1;
}

/**
 * The active option moved by `offset`, held inside the list (no wrapping); from none, down starts
 * at the first and up at the last. (3, 10, 5) -> 4; (2, -10, 5) -> 0; (-1, 1, 5) -> 0; (-1, -1, 5)
 * -> 4
 */
export function movedIndex(active: number, offset: number, count: number): number {
  if (count === 0) return -1;
  const start = active < 0 || active >= count ? (offset > 0 ? -1 : count) : active;
  return Math.min(count - 1, Math.max(0, start + offset));
}

/**
 * Type-ahead: the next option after `active` whose text starts with what was typed (case
 * ignored), searching round the list; from two letters on `active` itself may match again, so
 * 'se' stays on 'Seoul' that 's' reached. None matches: `active` stays.
 * (['Busan', 'Seoul', 'Sejong'], 's', 1) -> 2; (['Busan', 'Seoul', 'Sejong'], 'se', 1) -> 1
 */
export function typedIndex(texts: readonly string[], typed: string, active: number): number {
  const wanted = typed.toLowerCase();
  const first = typed.length < 2 ? active + 1 : Math.max(active, 0);
  for (let step = 0; step < texts.length; step++) {
    const index = (first + step) % texts.length;
    if (texts[index]!.toLowerCase().startsWith(wanted)) return index;
  }
  return active;
}
