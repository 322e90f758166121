/**
 * The custom list of ./Select.tsx, from Downshift's `useSelect` (the ARIA select-only combobox:
 * https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-select-only/): the arrow
 * keys, Home / End, Page Up / Down (10 options), type-ahead, Enter and Space choose, Escape
 * closes, an outside click closes. It shows the chosen text, a reset button returns to the
 * placeholder (hidden while it is shown), the options follow the `options` prop, and CSS gives the
 * 0.2 s open / close. One change from the pattern (docs/decisions.md): Tab leaves without choosing.
 */
import { useSelect, type UseSelectState, type UseSelectStateChangeOptions } from 'downshift';
import { useRef, useState, type RefObject } from 'react';
import type { SelectProps } from './Select.tsx';

export interface SelectOption {
  /** What the form submits. */
  value: string;
  /** What the visitor reads, in the page's language. */
  text: string;
}

interface Reported {
  /** A new choice. */
  change: (value: string) => void;
  /** The list opens. */
  open: () => void;
  /** The index of the chosen option, or -1. */
  index: () => number;
}

/**
 * Downshift's state reducer, which also reports what changed. Downshift calls its
 * `onSelectedItemChange` / `onIsOpenChange` from a plain effect, which Preact runs only after the
 * next paint: the choice would reach the form (and the screen) a frame late, and the list would
 * open before knowing which way. The reducer runs in the event handler, so reporting from here
 * puts the choice and the list in the very next render. A blur (Tab, a click elsewhere) closes
 * the list and keeps the value: a stray Tab must not change it.
 */
function reducerReporting(report: { current: Reported | null }) {
  return (
    state: UseSelectState<SelectOption>,
    { type, changes }: UseSelectStateChangeOptions<SelectOption>,
  ) => {
    const next =
      type === useSelect.stateChangeTypes.ToggleButtonBlur
        ? { ...changes, selectedItem: state.selectedItem }
        : changes;
    if (next.selectedItem !== state.selectedItem)
      report.current!.change(next.selectedItem?.value ?? '');
    if (!next.isOpen || state.isOpen) return next;
    report.current!.open();
    // Opened by a click, Enter or Space: the active option is the chosen one, else the first (APG).
    return next.highlightedIndex === undefined || next.highlightedIndex < 0
      ? { ...next, highlightedIndex: Math.max(report.current!.index(), 0) }
      : next;
  };
}

/** Opens downwards unless the viewport has less than 300 px below and more room above. */
function placementOf(combo: HTMLElement | null): 'top' | 'bottom' {
  if (!combo) return 'bottom';
  const box = combo.getBoundingClientRect();
  const below = document.documentElement.clientHeight - box.bottom;
  return below < 300 && box.top > below ? 'top' : 'bottom';
}

const RESET_ICON = (
  <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
    <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  </svg>
);

export function CustomSelect({
  id,
  labelId,
  placeholder,
  options,
  value,
  onChange,
  resetLabel,
  disabled = false,
  aria,
  comboRef,
}: SelectProps & { comboRef: RefObject<HTMLDivElement | null> }) {
  const [placement, setPlacement] = useState<'top' | 'bottom'>('bottom');
  const selected = options.find((o) => o.value === value) ?? null;
  const report = useRef<Reported | null>(null);
  report.current = {
    change: onChange,
    open: () => setPlacement(placementOf(comboRef.current)),
    index: () => (selected ? options.indexOf(selected) : -1),
  };
  const [stateReducer] = useState(() => reducerReporting(report));
  const { isOpen, highlightedIndex, getToggleButtonProps, getMenuProps, getItemProps, selectItem } =
    useSelect<SelectOption>({
      items: options as SelectOption[],
      selectedItem: selected,
      itemToString: (item) => item?.text ?? '',
      stateReducer,
      labelId,
      menuId: `${id}-listbox`,
      toggleButtonId: `${id}-combo`,
      getItemId: (index) => `${id}-option-${index}`,
    });
  const { disabled: _, ...combo } = getToggleButtonProps({
    ref: comboRef,
    className: 'select__combo',
    disabled,
    ...aria,
  });
  return (
    <div
      className="select"
      data-select=""
      data-open={String(isOpen && !disabled)}
      data-placement={placement}
    >
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role comes from downshift's props (combobox), which the rule cannot see through the spread */}
      <div
        {...combo}
        aria-activedescendant={combo['aria-activedescendant'] || undefined}
        aria-disabled={disabled}
        tabIndex={disabled ? -1 : 0}
      >
        <span className="select__value" data-placeholder={selected ? undefined : ''}>
          {selected?.text ?? placeholder}
        </span>
      </div>
      <button
        type="button"
        className="select__reset"
        aria-label={resetLabel}
        hidden={!selected || disabled}
        onClick={() => {
          selectItem(null);
          comboRef.current?.focus();
        }}
      >
        {RESET_ICON}
      </button>
      {/* data-lenis-prevent: the wheel scrolls the list, not the smooth-scrolled page behind it.
          tabIndex -1: Chromium makes a scrollable list a tab stop otherwise, and Tab would land
          there. A click on the list's scrollbar focuses it: focus goes back so the keys keep working. */}
      <ul
        {...getMenuProps({
          className: 'select__list',
          'aria-labelledby': labelId,
          onFocus: () => comboRef.current?.focus(),
        })}
        tabIndex={-1}
        data-lenis-prevent=""
      >
        {options.map((option, index) => (
          <li
            key={option.value}
            className={index === highlightedIndex ? 'select__option is-active' : 'select__option'}
            {...getItemProps({ item: option, index })}
          >
            {option.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
