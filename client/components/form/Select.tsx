/**
 * A select list (SPEC §2 Form helpers, DECISIONS §6). The server renders a native select, which is
 * what a visitor without JavaScript uses; once the script runs, a custom list in the ARIA
 * select-only combobox pattern (./CustomSelect.tsx) takes its place on screen, and the native
 * select stays in the form, hidden, holding the value the form submits. Controlled: the form owns
 * the value, so a choice is an ordinary state change wherever it is made.
 */
import { useRef, type AriaAttributes } from 'react';
import { CustomSelect, type SelectOption } from './CustomSelect.tsx';
import { useMounted } from './useMounted.ts';

export type { SelectOption };

export interface SelectProps {
  /** The native select's id, the one its label points at; the list's ids derive from it. */
  id: string;
  name: string;
  /** The id of the visible label, which names the list too. */
  labelId: string;
  /** The first option, with an empty value: what the list shows before a choice and after a reset. */
  placeholder: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  /** The reset button's accessible name, in the page's language. */
  resetLabel: string;
  /** Only ever true once the script runs: without it every native control stays usable. */
  disabled?: boolean;
  /** Required, invalid and described-by, said by whichever control the visitor uses. */
  aria: Pick<AriaAttributes, 'aria-required' | 'aria-invalid' | 'aria-describedby'>;
}

export function Select(props: SelectProps) {
  const { id, name, placeholder, options, value, aria } = props;
  const mounted = useMounted();
  const combo = useRef<HTMLDivElement>(null);
  // Uncontrolled until mounted: the server writes no `selected` (the placeholder comes first), and
  // hydration keeps what the visitor chose before it; the form takes that in as it mounts.
  const native = (
    <select
      id={id}
      name={name}
      {...(mounted
        ? {
            value,
            'data-enhanced': '',
            tabIndex: -1,
            'aria-hidden': true as const,
            disabled: props.disabled,
            onFocus: () => combo.current?.focus(),
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
