/**
 * What Decap passes a widget's control (decap-cms-core's Widget.js), as far as the editor's own
 * widgets read it. A control is a class: Decap keeps a ref to it for `isValid`, `focus` and
 * `getValidateValue`, which a function component would not give.
 */
export interface ControlProps<T = string> {
  value?: T;
  onChange(value: T): void;
  /** The id Decap's label points at ('title-field-12'). */
  forID: string;
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
  /** The field's configuration (site/admin/config.ts), as an Immutable Map. */
  field: { get(key: string): unknown };
  /** The entry being edited, as an Immutable Map. */
  entry: { get(key: string): unknown };
  /** The language of the pane, in collections with languages side by side. */
  locale?: string;
}
