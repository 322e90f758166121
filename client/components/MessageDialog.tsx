/**
 * A message with one confirm button (contracts §6 outcomes, the home news notice), shown as a
 * modal `role="alertdialog"` named by its message (WCAG 4.1.2): the message is
 * all it says, so a screen reader reads it once, as the dialog's name, then the button. Focus
 * moves to the button, Escape or the button closes it, and focus returns to where it was.
 *
 * Modal without `showModal()` where the browser has popovers (closing under 100 ms at
 * 4x CPU): a modal dialog makes the rest of the document inert, and Chromium restyles every
 * element of the page when it opens and again when it closes (on the home page 323 elements,
 * 30-70 ms of the close at 4x CPU in a trace). Shown with `show()` as a manual popover, it sits in
 * the top layer over its `::backdrop` as the modal did, with nothing of the page restyled; a layer
 * of its own takes the pointer off the page (dialog.css), the keyboard stays on the button (Tab,
 * Shift+Tab), Escape closes, and `aria-modal` keeps assistive technology in the dialog. A browser
 * without popovers gets `showModal()`.
 */
import { useId, useLayoutEffect, useRef } from 'react';

/** Opens the dialog in the top layer: a manual popover where the browser has them, else modal. */
function show(dialog: HTMLDialogElement): void {
  if (!('showPopover' in HTMLElement.prototype)) return dialog.showModal();
  // In the top layer first, so the button that show() focuses is where it will be seen.
  dialog.showPopover();
  dialog.show();
}

function hide(dialog: HTMLDialogElement): void {
  if ('hidePopover' in HTMLElement.prototype && dialog.matches(':popover-open'))
    dialog.hidePopover();
  dialog.close();
}

export interface MessageDialogProps {
  open: boolean;
  message: string;
  confirmLabel: string;
  tone: 'success' | 'error';
  onClose: () => void;
}

export function MessageDialog({ open, message, confirmLabel, tone, onClose }: MessageDialogProps) {
  // Each island is a root with its own identifierPrefix (client/lib/island-id.ts): unique on
  // the page. React's ids start with '_'; the word first keeps them ids that begin with a letter,
  // as the markup rules after hydration ask (test/helpers/markup.ts, valid-id).
  const messageId = `message${useId()}`;
  const ref = useRef<HTMLDialogElement>(null);
  const previous = useRef<HTMLElement | null>(null);
  // A layout effect: the dialog opens (and takes focus) in the render that opened it, before the
  // next key can arrive; React may run a plain effect only after the next paint.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      previous.current = document.activeElement as HTMLElement | null;
      show(dialog);
    } else if (!open && dialog.open) {
      // Closed before focus goes back: under showModal(), focus() while the page is still inert
      // fails, and only after a style and layout pass of the whole page.
      hide(dialog);
      previous.current?.focus();
      previous.current = null;
    }
  }, [open]);
  // Unmounted while open (the page's island re-rendered away): focus still goes back.
  useLayoutEffect(() => () => previous.current?.focus(), []);
  return (
    <dialog
      ref={ref}
      className={`message-dialog message-dialog--${tone}`}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={open ? messageId : undefined}
      popover="manual"
      // showModal()'s Escape (the fallback)
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onClose();
        } else if (e.key === 'Tab') e.preventDefault(); // the button is all there is to reach
      }}
      // A press on the backdrop or the dialog's margin leaves the focus on the button.
      onMouseDown={(e) => e.target === e.currentTarget && e.preventDefault()}
    >
      {open ? (
        <>
          <span className="message-dialog__icon" aria-hidden="true">
            {tone === 'error' ? '!' : '✓'}
          </span>
          <p className="message-dialog__text" id={messageId}>
            {message}
          </p>
          {/* biome-ignore lint/a11y/noAutofocus: an alert dialog moves focus to its one action (WAI-ARIA APG alertdialog) */}
          <button type="button" className="button button--primary" autoFocus onClick={onClose}>
            {confirmLabel}
          </button>
        </>
      ) : null}
    </dialog>
  );
}
