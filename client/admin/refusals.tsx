/** @jsxImportSource react */
/**
 * A refused save, as the writer sees it (docs/editing.md): a panel that stays until the writer
 * closes it or the entry saves, one Korean sentence for each problem with a button to its field,
 * and each field marked where Decap marks its own errors, until the writer changes it. Decap's own
 * notices of a refusal (a toast that vanished after 8 s, "Error: …") are taken over here.
 */
import { useEffect, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { DECAP_KO } from '../../site/admin/decap-ko.ts';
import { editorText } from '../../site/admin/messages.ts';
import { DEFAULT_LOCALE } from '../../site/routes.ts';
import { REFUSED_AT_SAVE, dismiss, fieldAt, markField, paneOf, store } from './decap-internals.ts';

/** One refusal: its sentence, and the field it is about (in a language's pane), if any. */
export interface RefusalItem {
  text: string;
  locale?: string;
  path?: readonly (string | number)[];
  /** A field Decap marked itself, by its control's id. */
  fieldId?: string;
  /** The writer changed the field since. */
  fixed?: boolean;
}

/** The error a preSave handler throws to stop a save: the panel has said why. */
export class RefusedSave extends Error {
  override name = 'RefusedSave';
}

function Panel({ items, onClose }: { items: RefusalItem[]; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The writer's focus was on the publish menu, which closed: it moves to what to fix.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="refusals" aria-labelledby="refusals-title" role="alert">
      <h2 id="refusals-title" className="refusals__title" tabIndex={-1} ref={heading}>
        {editorText('refusals.title')}
      </h2>
      {/* A save over a changed file (./versions.ts) has no field to fix: its sentence says all. */}
      {items.some((item) => item.path || item.fieldId) ? (
        <p className="refusals__lead">{editorText('refusals.count', { count: items.length })}</p>
      ) : null}
      <ol className="refusals__list">
        {items.map((item) => (
          <li
            key={`${item.locale}:${item.path?.join('.')}:${item.text}`}
            className="refusals__item"
          >
            <p className={item.fixed ? 'refusals__text refusals__text--fixed' : 'refusals__text'}>
              {item.text}
            </p>
            {item.fixed ? <p className="refusals__fixed">{editorText('refusals.fixed')}</p> : null}
            {item.path || item.fieldId ? (
              <button type="button" className="refusals__go" onClick={() => goTo(item)}>
                {editorText('refusals.goTo')}
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      <button type="button" className="refusals__close" onClick={onClose}>
        {editorText('refusals.close')}
      </button>
    </section>
  );
}

let root: Root | undefined;
let shown: RefusalItem[] = [];
/** The marks set for `shown`, with the value each field had, to see it change. */
let marks: { item: RefusalItem; field: { id: string; parentIds: string[] }; value: string }[] = [];

const draftValue = (item: RefusalItem) => {
  const side = item.locale === DEFAULT_LOCALE ? [] : ['i18n', item.locale!];
  return JSON.stringify(
    store.getState().entryDraft.getIn(['entry', ...side, 'data', ...item.path!]),
  );
};

function render(): void {
  if (!root) {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host, { identifierPrefix: 'refusals-' });
  }
  root.render(shown.length ? <Panel items={shown} onClose={hideRefusals} /> : null);
}

/** The pane beside the form shows the other language (it may show the preview). */
function showBothLanguages(): void {
  const toggle = document.querySelector<HTMLElement>(
    `[title="${DECAP_KO.editor.editorInterface.toggleI18n}"]`,
  );
  toggle?.click();
}

function goTo(item: RefusalItem): void {
  if (item.fieldId) {
    const element = document.getElementById(item.fieldId);
    element?.scrollIntoView({ block: 'center' });
    element?.focus();
    return;
  }
  if (!paneOf(item.locale!)) showBothLanguages();
  // The other language's pane mounts on the next render.
  requestAnimationFrame(() => paneOf(item.locale!)?.focus(item.path!.join('.')));
}

function clearMarks(): void {
  for (const mark of marks) markField(mark.field, null);
  marks = [];
}

function markAll(): void {
  clearMarks();
  for (const item of shown) {
    if (!item.path || !item.locale) continue;
    const pane = paneOf(item.locale);
    const field = pane && fieldAt(pane, item.path);
    if (field) marks.push({ item, field, value: draftValue(item) });
  }
  for (const mark of marks) markField(mark.field, mark.item.text);
}

/** Shows the refusals of a save and marks their fields; replaces the last ones. */
export function showRefusals(items: RefusalItem[]): void {
  shown = items;
  render();
  const locales = new Set(items.map((item) => item.locale).filter(Boolean) as string[]);
  if ([...locales].some((locale) => !paneOf(locale))) showBothLanguages();
  // After the pane of the other language has mounted.
  requestAnimationFrame(() => requestAnimationFrame(markAll));
}

/** The entry saved, the writer closed the panel, or another entry opened. */
export function hideRefusals(): void {
  clearMarks();
  shown = [];
  render();
}

/** A refusal of Decap's own (a required field left empty, a pattern): its errors, as the panel. */
function showDecapErrors(): void {
  type FieldError = { type: string; message: string };
  const errors = store.getState().entryDraft.get('fieldsErrors') as {
    entrySeq(): { toArray(): [string, FieldError[]][] };
  };
  const items = errors
    .entrySeq()
    .toArray()
    .flatMap(([fieldId, list]) =>
      list
        .filter((error) => error.type !== REFUSED_AT_SAVE && error.message)
        .map((error) => ({ text: error.message, fieldId })),
    );
  if (items.length) {
    shown = items;
    render();
  }
}

/** Decap's notices of a refused save become the panel; a changed field loses its mark. */
export function takeOverRefusals(): void {
  store.subscribe(() => {
    for (const notice of store.getState().notifications.notifications) {
      if (notice.message.details instanceof RefusedSave) dismiss(notice.id);
      if (notice.message.key === 'ui.toast.missingRequiredField') {
        dismiss(notice.id);
        showDecapErrors();
      }
    }
    const changed = marks.filter(
      (mark) => !mark.item.fixed && draftValue(mark.item) !== mark.value,
    );
    if (!changed.length) return;
    for (const mark of changed) {
      mark.item.fixed = true;
      markField(mark.field, null);
    }
    shown = [...shown];
    render();
  });
  // Another entry, or the list: the refusals were about the entry that was open.
  window.addEventListener('hashchange', hideRefusals);
}
