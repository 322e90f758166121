/**
 * A message of this site's own over the editor (an upload refused or made to fit: ./upload.ts):
 * at the top of the window, above Decap's dialogs, until the writer closes it, read out by screen
 * readers (role alert for a refusal, status for a note). Decap's own toasts vanish after seconds.
 */

import { editorText } from '../../site/admin/messages.ts';

const BOX = 'haeon-notes';
const COLORS = {
  refused: { background: '#fdecea', border: '#b3261e', text: '#5c1a16' },
  done: { background: '#e8f3ee', border: '#1b6b4a', text: '#123d2c' },
} as const;

/** The column the messages stack in, made once. */
function box(): HTMLElement {
  const existing = document.getElementById(BOX);
  if (existing) return existing;
  const column = document.createElement('div');
  column.id = BOX;
  Object.assign(column.style, {
    position: 'fixed',
    top: '16px',
    left: '50%',
    transform: 'translateX(-50%)',
    width: 'min(720px, calc(100vw - 32px))',
    zIndex: '2147483647',
    display: 'grid',
    gap: '8px',
  });
  document.body.append(column);
  return column;
}

/** Shows `text` (one paragraph a line) until its close button is pressed. */
export function showNote(text: string, kind: keyof typeof COLORS): HTMLElement {
  const color = COLORS[kind];
  const note = document.createElement('div');
  note.setAttribute('role', kind === 'refused' ? 'alert' : 'status');
  note.dataset.note = kind;
  Object.assign(note.style, {
    display: 'flex',
    gap: '12px',
    alignItems: 'flex-start',
    padding: '14px 16px',
    borderRadius: '6px',
    border: `1px solid ${color.border}`,
    borderLeftWidth: '6px',
    background: color.background,
    color: color.text,
    boxShadow: '0 4px 16px rgba(0, 0, 0, 0.18)',
    font: '15px/1.6 system-ui, "Noto Sans KR", sans-serif',
    wordBreak: 'keep-all',
  });
  const body = document.createElement('div');
  body.style.flex = '1';
  for (const line of text.split('\n')) {
    const paragraph = document.createElement('p');
    paragraph.style.margin = '0';
    paragraph.textContent = line;
    body.append(paragraph);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = editorText('refusals.close');
  Object.assign(close.style, {
    font: 'inherit',
    padding: '2px 12px',
    border: `1px solid ${color.border}`,
    borderRadius: '4px',
    background: '#fff',
    color: color.text,
    cursor: 'pointer',
  });
  close.addEventListener('click', () => note.remove());
  note.append(body, close);
  box().append(note);
  return note;
}
