/**
 * The custom list of ./Select.tsx, in the ARIA select-only combobox pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-select-only/): the arrow
 * keys, Home / End, Page Up / Down (10 options), type-ahead, Enter and Space choose, Escape
 * closes, a click elsewhere closes. It shows the chosen text, a reset button returns to the
 * placeholder (hidden while it is shown), the options follow the `options` prop, and CSS gives the
 * 0.2 s open / close. One change from the pattern (docs/decisions.md): Tab leaves without choosing.
 * Focus stays on the combobox throughout; the active option is `aria-activedescendant`.
 */
import {
  type RefObject,
  type KeyboardEvent as ReactKeyboardEvent,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  PAGE,
  TYPEAHEAD_MS,
  movedIndex,
  openingIndex,
  typedIndex,
  type SelectProps,
} from './select-list.ts';
import { StrokeIcon } from '../StrokeIcon.tsx';

/** Opens downwards unless the viewport has less than 300 px below and more room above. */
function placementOf(combo: HTMLElement | null): 'top' | 'bottom' {
  if (!combo) return 'bottom';
  const box = combo.getBoundingClientRect();
  const below = document.documentElement.clientHeight - box.bottom;
  return below < 300 && box.top > below ? 'top' : 'bottom';
}

/** Scrolls the list, and only the list, so that `option` is in view. */
function scrollIntoList(list: HTMLElement, option: HTMLElement): void {
  const box = list.getBoundingClientRect();
  const item = option.getBoundingClientRect();
  if (item.top < box.top) list.scrollTop -= box.top - item.top;
  else if (item.bottom > box.bottom) list.scrollTop += item.bottom - box.bottom;
}

/** Whether the list is open, and which option is active (-1: none). */
interface ListState {
  open: boolean;
  active: number;
}

const CLOSED: ListState = { open: false, active: -1 };

type KeyAction = (event: ReactKeyboardEvent<HTMLElement>) => void;

/** What the keys act on: the list as it is now, and the moves it can make. */
interface ListMoves {
  open: boolean;
  /** The active option (-1: none), within the options. */
  active: number;
  /** The chosen option (-1: none). */
  chosen: number;
  count: number;
  /** Opens the list (if closed) with `index` active, scrolled into view. */
  show: (index: number) => void;
  /** Closes the list and reports the option at `index` if it is a change. */
  choose: (index: number) => void;
  /** Adds a typed character to the type-ahead search. */
  typeAhead: (key: string) => void;
  /** A type-ahead search is under way: Space types a space instead of choosing. */
  typing: () => boolean;
}

/** What each key of the pattern does (Escape and type-ahead are the keydown's own). */
function keyActions(list: ListMoves): Map<string, KeyAction> {
  const { open, active, chosen, count, show, choose } = list;
  return new Map<string, KeyAction>([
    [
      'ArrowDown',
      (e) =>
        show(
          open
            ? movedIndex(active, 1, count)
            : e.altKey && chosen < 0
              ? -1
              : openingIndex(chosen, count, 'first'),
        ),
    ],
    [
      'ArrowUp',
      (e) => {
        if (open && e.altKey) choose(active);
        else show(open ? movedIndex(active, -1, count) : openingIndex(chosen, count, 'last'));
      },
    ],
    ['Home', () => show(count ? 0 : -1)],
    ['End', () => show(count - 1)],
    ['PageUp', () => open && show(movedIndex(active, -PAGE, count))],
    ['PageDown', () => open && show(movedIndex(active, PAGE, count))],
    ['Enter', () => (open ? choose(active) : show(openingIndex(chosen, count, 'first')))],
    [
      ' ',
      () => {
        if (!open) show(openingIndex(chosen, count, 'first'));
        else if (list.typing()) list.typeAhead(' ');
        else choose(active);
      },
    ],
  ]);
}

/** The combobox's keydown: Escape closes, a key of the pattern acts, a character types ahead. */
function keyDownHandler(list: ListMoves, close: () => void): KeyAction {
  const actions = keyActions(list);
  return (event) => {
    if (event.key === 'Escape') {
      if (list.open) close();
      return;
    }
    const action = actions.get(event.key);
    if (action) {
      // Page Up / Down scroll the page while the list is closed.
      if (list.open || !event.key.startsWith('Page')) event.preventDefault();
      action(event);
    } else if (/^\S$/u.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      list.typeAhead(event.key);
    }
  };
}

/**
 * Type-ahead's memory: the characters typed within TYPEAHEAD_MS of each other make one search.
 * `find` adds a character and gives the option the search reaches from `from`.
 */
function useTypedKeys() {
  const typed = useRef({ keys: '', timer: 0 });
  return {
    typing: () => typed.current.keys !== '',
    find: (key: string, texts: string[], from: number) => {
      const t = typed.current;
      window.clearTimeout(t.timer);
      t.keys += key;
      t.timer = window.setTimeout(() => (t.keys = ''), TYPEAHEAD_MS);
      return typedIndex(texts, t.keys, from);
    },
  };
}

/**
 * The list's state and what each key does to it. A choice is reported at once, in the event, so
 * it reaches the form in the next render; Escape, Tab and a click elsewhere close without choosing.
 */
function useSelectList(
  { options, value, onChange }: Pick<SelectProps, 'options' | 'value' | 'onChange'>,
  onOpen: () => void,
) {
  const [state, setState] = useState<ListState>(CLOSED);
  const typed = useTypedKeys();
  /** The active option moved by a key, not the mouse: it scrolls into view. */
  const scroll = useRef(false);
  const chosen = options.findIndex((o) => o.value === value);
  const count = options.length;
  const active = Math.min(state.active, count - 1);
  const { open } = state;

  const show = (index: number) => {
    scroll.current = true;
    if (!open) onOpen();
    setState({ open: true, active: index });
  };
  const choose = (index: number) => {
    setState(CLOSED);
    const next = options[index];
    if (next && next.value !== value) onChange(next.value);
  };
  const typeAhead = (key: string) =>
    show(
      typed.find(
        key,
        options.map((o) => o.text),
        open ? active : chosen,
      ),
    );
  const moves = { open, active, chosen, count, show, choose, typeAhead, typing: typed.typing };

  return {
    open,
    active,
    chosen,
    scroll,
    onKeyDown: keyDownHandler(moves, () => setState(CLOSED)),
    toggle: () => (open ? setState(CLOSED) : show(openingIndex(chosen, count, 'first'))),
    close: () => open && setState(CLOSED),
    /**
     * The pointer moving over an option makes it active, without scrolling the list under it.
     * Leaving the list keeps it: Chromium reports a leave when the list closes under a resting
     * pointer, which would take the active option away from the list that opens next.
     */
    point: (index: number) => open && index !== active && setState({ open: true, active: index }),
    choose,
  };
}

const RESET_ICON = <StrokeIcon d="M4 4l8 8M12 4l-8 8" box={16} size={14} weight={1.8} />;

export function CustomSelect(props: SelectProps & { comboRef: RefObject<HTMLDivElement | null> }) {
  const { id, labelId, placeholder, options, onChange, resetLabel, aria, comboRef } = props;
  const disabled = props.disabled ?? false;
  const [placement, setPlacement] = useState<'top' | 'bottom'>('bottom');
  const listRef = useRef<HTMLUListElement>(null);
  const list = useSelectList(props, () => setPlacement(placementOf(comboRef.current)));
  const open = list.open && !disabled;
  const selected = options[list.chosen];
  const optionId = (index: number) => `${id}-option-${index}`;

  useLayoutEffect(() => {
    if (!list.scroll.current || !open || list.active < 0) return;
    list.scroll.current = false;
    const option = listRef.current?.children[list.active];
    if (option instanceof HTMLElement) scrollIntoList(listRef.current!, option);
  });

  return (
    <div className="select" data-select="" data-open={String(open)} data-placement={placement}>
      <div
        ref={comboRef}
        id={`${id}-combo`}
        className="select__combo"
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-listbox`}
        aria-labelledby={labelId}
        aria-activedescendant={open && list.active >= 0 ? optionId(list.active) : undefined}
        aria-disabled={disabled}
        {...aria}
        tabIndex={disabled ? -1 : 0}
        onClick={disabled ? undefined : list.toggle}
        onKeyDown={disabled ? undefined : list.onKeyDown}
        onBlur={list.close}
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
          onChange('');
          comboRef.current?.focus();
        }}
      >
        {RESET_ICON}
      </button>
      {/* data-lenis-prevent: the wheel scrolls the list, not the smooth-scrolled page behind it.
          tabIndex -1: Chromium makes a scrollable list a tab stop otherwise, and Tab would land
          there. A press in the list keeps focus on the combobox (so its blur means "elsewhere");
          should the list take focus all the same, it goes back so the keys keep working. */}
      <ul
        ref={listRef}
        id={`${id}-listbox`}
        className="select__list"
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox of the select-only combobox pattern: the keys go to the combobox, which names the active option
        role="listbox"
        aria-labelledby={labelId}
        tabIndex={-1}
        data-lenis-prevent=""
        onMouseDown={(e) => e.preventDefault()}
        onFocus={() => comboRef.current?.focus()}
      >
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: an option of the pattern: focus stays on the combobox, which takes the keys and names it active (aria-activedescendant)
          <li
            key={option.value}
            id={optionId(index)}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the select-only combobox pattern
            role="option"
            aria-selected={index === list.chosen}
            className={index === list.active ? 'select__option is-active' : 'select__option'}
            onMouseMove={() => list.point(index)}
            onClick={() => list.choose(index)}
          >
            {option.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
