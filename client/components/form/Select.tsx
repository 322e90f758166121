/**
 * A select list (spec §2 Form helpers, contracts §6). The server renders a native select, which is
 * what a visitor without JavaScript uses; once the script runs, a custom list in the ARIA
 * select-only combobox pattern (./CustomSelect.tsx) takes its place on screen, and the native
 * select stays in the form, hidden, holding the value the form submits. Controlled: the form owns
 * the value, so a choice is an ordinary state change wherever it is made, the native select
 * included: a browser's autofill sets it and fires `change`, and the form takes the value, so the
 * custom list shows what is submitted.
 */
import { useRef } from 'react';
import { CustomSelect } from './CustomSelect.tsx';
import type { SelectProps } from './select-list.ts';
import { useMounted } from './useMounted.ts';

export type { SelectOption, SelectProps } from './select-list.ts';

export function Select(props: SelectProps) {
  const { id, name, placeholder, options, value, aria, autoComplete } = props;
  const mounted = useMounted();
  const combo = useRef<HTMLDivElement>(null);
  // Uncontrolled until mounted: the server writes no `selected` (the placeholder comes first), and
  // hydration keeps what the visitor chose before it; the form takes that in as it mounts.
  const follow = (event: { currentTarget: HTMLSelectElement }) => {
    const next = event.currentTarget.value;
    if (next !== value) props.onChange(next);
  };
  const native = (
    <select
      id={id}
      name={name}
      autoComplete={autoComplete}
      {...(mounted
        ? {
            value,
            'data-enhanced': '',
            tabIndex: -1,
            'aria-hidden': true as const,
            disabled: props.disabled,
            onFocus: () => combo.current?.focus(),
            onChange: follow,
          }
        : aria)}
    >
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.text}
        </option>
      ))}
    </select>
  );
  if (!mounted) return native;
  return (
    <>
      {native}
      <CustomSelect {...props} comboRef={combo} />
    </>
  );
}
