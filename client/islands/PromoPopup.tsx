/**
 * The dated home popup (contracts §7). Opens on mount when today's UTC day is inside a show
 * period and the visitor did not hide it today, after the intro if one plays; 'do not show again
 * today' + close stores today's UTC day under the configured key. A dialog: centred, re-centred
 * on resize while open, draggable by its bar with mouse or touch (pointer events), closed by
 * Escape. It takes focus once it shows, keeps Tab among its controls (the links it covers must
 * not take focus hidden under it, WCAG 2.4.11) and gives focus back when it closes; the pointer
 * may still use the page around it.
 */
import {
  type RefObject,
  type KeyboardEvent as ReactKeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { introRun } from '../lib/intro.ts';
import { isPopupDue, toUtcDay, type ShowPeriod } from '../lib/popup.ts';
import { useDrag } from '../lib/useDrag.ts';
import type { Labels } from '../../site/i18n.ts';

export const PROMO_POPUP_LABELS = [
  'home.popup.title',
  'home.popup.hideToday',
  'home.popup.close',
] as const;

export interface PromoPopupProps {
  showPeriods: ShowPeriod[];
  /** '/assets/img/popup-2025.webp' or an mp4 under /assets/video. */
  mediaSrc: string;
  mediaType: 'image' | 'video';
  storageKey: string;
  /** Text alternative of the media in the page's language. */
  alt: string;
  labels: Labels<(typeof PROMO_POPUP_LABELS)[number]>;
}

/** The page's main element (templates/Layout.tsx), where focus goes when nothing had it before. */
const CONTENT_ID = 'main';

function readHidden(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function storeHidden(key: string, day: string): void {
  try {
    localStorage.setItem(key, day);
  } catch {
    // storage blocked: the popup shows again on the next visit
  }
}

/** Where focus goes back to: what had it before, or the start of the page's content. */
function focusBack(previous: Element | null): void {
  const target =
    previous instanceof HTMLElement && previous !== document.body && previous.isConnected
      ? previous
      : document.getElementById(CONTENT_ID);
  target?.focus({ preventScroll: true });
}

/** Tab and Shift+Tab go round the popup's controls instead of leaving it. */
function holdTab(event: ReactKeyboardEvent<HTMLDivElement>): void {
  if (event.key !== 'Tab') return;
  const controls = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('button, input, a[href], [tabindex="0"]'),
  ];
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Whether the popup is open and how it closes: opened on mount when due, closed by its button or
 * Escape, storing today when the visitor ticked 'do not show again today'; focus goes back then.
 */
function usePopup({
  showPeriods,
  storageKey,
}: Pick<PromoPopupProps, 'showPeriods' | 'storageKey'>) {
  const [open, setOpen] = useState(false);
  const [hideToday, setHideToday] = useState(false);
  const previous = useRef<Element | null>(null);
  // Due when the page opens, shown once the home intro has let the page go (at once when none
  // plays): its overlay lies over everything for 2.8 s, and the popup takes focus as it shows
  // (WCAG 2.4.11). Both are the home page's; whichever island hydrates first
  // starts the one intro run (client/lib/intro.ts).
  useEffect(() => {
    if (!isPopupDue(showPeriods, toUtcDay(Date.now()), readHidden(storageKey))) return undefined;
    let live = true;
    void introRun().done.then(() => {
      if (!live) return;
      previous.current = document.activeElement;
      setOpen(true);
    });
    return () => {
      live = false;
    };
  }, [showPeriods, storageKey]);
  const close = () => {
    if (hideToday) storeHidden(storageKey, toUtcDay(Date.now()));
    setOpen(false);
    focusBack(previous.current);
  };
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return { open, hideToday, setHideToday, close };
}

/**
 * Focus moves into the popup once it shows: it stays hidden until its place is measured, and a
 * hidden element cannot take focus (it would stay on the page behind). With reduced motion
 * it shows a frame or two late: base.css gives every element a 0.01 ms transition then, and
 * `transition-property` defaults to `all`, so dropping `visibility: hidden` is itself a transition
 * that keeps the box hidden until the animation clock next ticks (one frame is not always
 * enough). So it tries again each frame until focus lands, for at most a second's frames.
 */
function useFocusWhenShown(box: RefObject<HTMLDivElement | null>, shown: boolean): void {
  useLayoutEffect(() => {
    const dialog = box.current;
    if (!shown || !dialog) return undefined;
    let frame = 0;
    let tries = 60;
    const attempt = () => {
      dialog.focus({ preventScroll: true });
      if (document.activeElement !== dialog && --tries > 0) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [box, shown]);
}

function PopupMedia({
  mediaSrc,
  mediaType,
  alt,
}: Pick<PromoPopupProps, 'mediaSrc' | 'mediaType' | 'alt'>) {
  return mediaType === 'video' ? (
    <video
      className="home-popup__media"
      src={mediaSrc}
      muted
      autoPlay
      playsInline
      loop
      aria-label={alt}
    />
  ) : (
    <img
      className="home-popup__media"
      src={mediaSrc}
      alt={alt}
      width={600}
      height={800}
      draggable={false}
    />
  );
}

export default function PromoPopup(props: PromoPopupProps) {
  const { labels } = props;
  const box = useRef<HTMLDivElement>(null);
  const { open, hideToday, setHideToday, close } = usePopup(props);
  const { position, handleProps } = useDrag(box, open);
  useFocusWhenShown(box, open && position !== null);
  // Each island is a root with its own identifierPrefix (client/lib/island-id.ts): unique on
  // the page. React's ids start with '_'; the word first keeps them ids that begin with a letter,
  // as the markup rules after hydration ask (test/helpers/markup.ts, valid-id).
  const titleId = `popup-title${useId()}`;
  if (!open) return null;
  return (
    <div
      ref={box}
      className="home-popup"
      data-popup
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={holdTab}
      style={{
        transform: position ? `translate3d(${position.x}px, ${position.y}px, 0)` : undefined,
        visibility: position ? undefined : 'hidden',
      }}
    >
      <div className="home-popup__handle" {...handleProps}>
        <div className="home-popup__bar">
          <h2 className="home-popup__title" id={titleId}>
            {labels['home.popup.title']}
          </h2>
          <span className="home-popup__grip" aria-hidden="true" />
        </div>
        <PopupMedia {...props} />
      </div>
      <div className="home-popup__footer">
        <label className="home-popup__hide">
          <input
            type="checkbox"
            checked={hideToday}
            onChange={(e) => setHideToday(e.currentTarget.checked)}
          />
          <span>{labels['home.popup.hideToday']}</span>
        </label>
        <button type="button" className="home-popup__close" onClick={close}>
          {labels['home.popup.close']}
        </button>
      </div>
    </div>
  );
}
