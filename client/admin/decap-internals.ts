/**
 * What the editor reaches in Decap beyond its public registry (CMS.register…): the Redux store, to
 * mark a field and to take over Decap's passing notices, and the form panes, to take the writer to
 * a field. Decap is bundled with this code (site/builder/admin-bundle.ts), one exact version, and
 * the panes are listed by a fix applied to it (site/builder/admin-plugins.ts); the browser tests of
 * the editor hold every use.
 */
import { changeDraftFieldValidation } from 'decap-cms-core/dist/esm/actions/entries.js';
import { dismissNotification } from 'decap-cms-core/dist/esm/actions/notifications.js';
import {
  OPEN_PANES,
  type ControlPane,
} from 'decap-cms-core/dist/esm/components/Editor/EditorControlPane/EditorControlPane.js';
import { store } from 'decap-cms-core/dist/esm/redux/index.js';

export { store };

/** The type of the marks the editor sets: Decap's save leaves them to the rules it runs again. */
export const REFUSED_AT_SAVE = 'REFUSED_AT_SAVE';

/** A widget of Decap's form, as far as the editor walks it. */
interface Widget {
  props?: { uniqueFieldId?: string; parentIds?: string[] };
  innerWrappedControl?: Control;
}
interface Control {
  childRefs?: Record<string, Widget | Control>;
  state?: { keys?: string[] };
}

/** The pane that shows `locale`, if one does. */
export function paneOf(locale: string): ControlPane | undefined {
  return [...OPEN_PANES].find(
    (pane) => (pane.state.selectedLocale ?? pane.props.locale) === locale,
  );
}

/**
 * The field at `path` in a pane, or the nearest field above it that is shown (a folded list
 * shows none of its items): ['blocks', 1, 'markdown'] -> the prose block's text, or the list.
 */
export function fieldAt(
  pane: ControlPane,
  path: readonly (string | number)[],
): { id: string; parentIds: string[] } | undefined {
  let node: Widget | Control | undefined = { childRefs: pane.childRefs as Control['childRefs'] };
  let found: Widget | undefined;
  for (const key of path) {
    const control: Control | undefined = (node as Widget).innerWrappedControl ?? (node as Control);
    const name: string | undefined = typeof key === 'number' ? control?.state?.keys?.[key] : key;
    node = name === undefined ? undefined : control?.childRefs?.[name];
    if (!node) break;
    if ((node as Widget).props?.uniqueFieldId) found = node as Widget;
  }
  const id = found?.props?.uniqueFieldId;
  return id ? { id, parentIds: found?.props?.parentIds ?? [] } : undefined;
}

/** Shows `message` over the field as Decap shows its own errors; null clears it. */
export function markField(
  field: { id: string; parentIds: string[] },
  message: string | null,
): void {
  store.dispatch(
    changeDraftFieldValidation(
      field.id,
      message ? [{ type: REFUSED_AT_SAVE, message, parentIds: field.parentIds }] : [],
    ),
  );
}

/** Removes a notice of Decap's before it shows as a passing toast. */
export function dismiss(id: string): void {
  store.dispatch(dismissNotification(id));
}
