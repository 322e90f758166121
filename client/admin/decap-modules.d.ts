/**
 * Types for the parts of Decap CMS the editor reads that its packages ship without types (their
 * ES modules under dist/esm/, as client/admin/ and its tests import them).
 */
declare module 'decap-cms-locales/dist/esm/en/index.js' {
  /** Decap's English interface strings, nested as its `t('editor.editorToolbar.publish')` keys. */
  const en: { [key: string]: string | (typeof en)[string] };
  export default en;
}

declare module 'decap-cms-core/dist/esm/redux/index.js' {
  /**
   * Decap's Redux store; the editor reads the draft and the notices, and dispatches the actions
   * below.
   */
  export const store: {
    getState(): DecapState;
    dispatch(action: unknown): unknown;
    subscribe(listener: () => void): () => void;
  };
  /** The parts of Decap's state the editor reads. */
  export interface DecapState {
    entryDraft: { getIn(path: (string | number)[]): unknown; get(key: string): unknown };
    notifications: {
      notifications: { id: string; type: string; message: { key?: string; details?: unknown } }[];
    };
  }
}

declare module 'decap-cms-core/dist/esm/actions/entries.js' {
  /**
   * Sets the errors shown over one field, by its control's id ('title-field-12'); [] clears them.
   */
  export function changeDraftFieldValidation(
    uniquefieldId: string,
    errors: { type: string; message: string; parentIds?: string[] }[],
  ): unknown;
}

declare module 'decap-cms-core/dist/esm/actions/notifications.js' {
  export function dismissNotification(id: string): unknown;
}

declare module 'decap-cms-core/dist/esm/components/Editor/EditorControlPane/EditorControlPane.js' {
  /**
   * A form pane of Decap's editor: one language of the entry (site/builder/admin-plugins.ts lists
   * them).
   */
  export interface ControlPane {
    props: { locale?: string };
    state: { selectedLocale?: string };
    /** The top-level fields' widgets, by field name. */
    childRefs: Record<string, unknown>;
    /** Unfolds the lists on the way and focuses the field: 'blocks.1.markdown'. */
    focus(path: string): void;
  }
  export const OPEN_PANES: Set<ControlPane>;
}
