/** @jsxImportSource react */
/**
 * The press item's file name words (contracts §11: YYYY-MM-DD-words): typed for a new item, whose
 * file they name, and shown, not editable, for a saved one, whose file name Decap keeps. The field
 * is required, so it is never labelled optional; a saved item answers Decap's check with the words
 * of its file name.
 */
import { Component, type ChangeEvent } from 'react';
import { editorText } from '../../../site/admin/messages.ts';
import type { ControlProps } from './decap-widget.ts';

/** '2025-10-14-safewiz-mobile-update' -> 'safewiz-mobile-update' */
export const wordsOf = (slug: string) => slug.replace(/^\d{4}-\d{2}-\d{2}-/, '');

export class PressSlugControl extends Component<ControlProps> {
  private isNew(): boolean {
    return this.props.entry.get('newRecord') === true;
  }

  /** What Decap's required and pattern checks read (decap-cms-core Widget.getValidateValue). */
  getValidateValue(): string {
    return this.isNew() ? (this.props.value ?? '') : wordsOf(String(this.props.entry.get('slug')));
  }

  private readonly change = (event: ChangeEvent<HTMLInputElement>) =>
    this.props.onChange(event.target.value);

  override render() {
    const { forID, value, classNameWrapper, setActiveStyle, setInactiveStyle, entry } = this.props;
    if (!this.isNew())
      return (
        <p id={forID} className="press-slug__fixed" tabIndex={-1}>
          {editorText('slug.fixed', { slug: String(entry.get('slug')) })}
        </p>
      );
    return (
      <input
        type="text"
        id={forID}
        className={classNameWrapper}
        value={value ?? ''}
        placeholder={editorText('slug.placeholder')}
        onChange={this.change}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
        autoCapitalize="off"
        spellCheck={false}
      />
    );
  }
}
