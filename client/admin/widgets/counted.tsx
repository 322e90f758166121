/** @jsxImportSource react */
/**
 * A line with its length against the schema's limit (site/admin/fields.ts gives a string with a
 * maximum this widget): "23 / 58자" under the field, red with how far over once it passes, so a
 * writer sees the limit while writing rather than at save.
 */
import { Component, type ChangeEvent } from 'react';
import { editorText } from '../../../site/admin/messages.ts';
import type { ControlProps } from './decap-widget.ts';

/** (23, 58) -> '23 / 58자'; (63, 58) -> '63 / 58자 · 5자 넘었습니다' */
export function countText(length: number, max: number): string {
  const count = editorText('count.length', { length, max });
  return length > max ? `${count} · ${editorText('count.over', { over: length - max })}` : count;
}

export class CountedControl extends Component<ControlProps> {
  private readonly change = (event: ChangeEvent<HTMLInputElement>) =>
    this.props.onChange(event.target.value);

  override render() {
    const { forID, value, classNameWrapper, setActiveStyle, setInactiveStyle, field } = this.props;
    const max = Number(field.get('max_length'));
    const length = (value ?? '').length;
    return (
      <div className="counted">
        <input
          type="text"
          id={forID}
          className={classNameWrapper}
          value={value ?? ''}
          onChange={this.change}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
          aria-describedby={`count-${forID}`}
        />
        <p
          id={`count-${forID}`}
          className={length > max ? 'counted__count counted__count--over' : 'counted__count'}
        >
          {countText(length, max)}
        </p>
      </div>
    );
  }
}
