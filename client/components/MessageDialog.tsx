/**
 * A message with one confirm button (DECISIONS §6 outcomes, the home news notice), shown as a
 * modal `role="alertdialog"`: focus moves to the button, Escape or the button closes it, and
 * focus returns to where it was.
 */
import { useLayoutEffect, useRef } from 'preact/hooks';

export interface MessageDialogProps {
  /**
   * Unique on the page; names the message for aria-describedby. Given, not useId(): every island
   * is a root of its own, where useId counts from the same start, so two islands' ids could meet.
   */
  id: string;
  open: boolean;
  message: string;
  confirmLabel: string;
  tone: 'success' | 'error';
  onClose: () => void;
}

export function MessageDialog({
  id,
  open,
  message,
  confirmLabel,
  tone,
  onClose,
}: MessageDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const previous = useRef<HTMLElement | null>(null);
  // A layout effect: the dialog opens (and takes focus) in the render that opened it, before the
  // next key can arrive; Preact runs plain effects only after the next paint.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      previous.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      // Closed before focus goes back: focus() while the modal still makes the page inert fails,
      // and only after a style and layout pass of the whole page of its own (issue 15, the close latency).
      dialog.close();
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
      aria-describedby={`${id}-msg`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <>
          <span className="message-dialog__icon" aria-hidden="true">
            {tone === 'error' ? '!' : '✓'}
          </span>
          <p className="message-dialog__text" id={`${id}-msg`}>
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
