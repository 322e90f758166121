/**
 * Desktop drop-down (spec §2 Header, contracts §8): opens on hover or keyboard focus over a menu
 * group, closes on leaving the menu, on focus leaving it, or on Escape (focus then stays on the
 * group's top link). The panel's height is the header height plus the tallest submenu; an
 * underline follows the hovered item, shown the first time only after 700 ms.
 */
import {
  type CSSProperties,
  type RefObject,
  type FocusEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';

export const UNDERLINE_FIRST_DELAY_MS = 700;

interface Box {
  left: number;
  width: number;
}

/** Where `item` sits horizontally inside `container`: the underline's position. */
function measureItem(item: HTMLElement, container: HTMLElement): Box {
  const top = item.querySelector<HTMLElement>('.gnb__top') ?? item;
  const rect = top.getBoundingClientRect();
  return { left: rect.left - container.getBoundingClientRect().left, width: rect.width };
}

/** Header height plus the tallest submenu (spec §2 Header). */
function measurePanel(nav: HTMLElement): number {
  const header = nav.closest<HTMLElement>('header') ?? nav;
  const subs = [...nav.querySelectorAll<HTMLElement>('.gnb__sub')];
  return header.offsetHeight + Math.max(0, ...subs.map((ul) => ul.scrollHeight));
}

/**
 * The underline under the hovered item. `follow` moves it to an item: at once once it has been
 * shown, otherwise after 700 ms spent in the menu; `hide` removes it and restarts that wait.
 */
function useUnderline(underlineRef: RefObject<HTMLElement | null>) {
  const [underline, setUnderline] = useState<Box | null>(null);
  const shownOnce = useRef(false);
  const hovered = useRef<HTMLElement | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const show = useCallback(() => {
    const item = hovered.current;
    const container = underlineRef.current?.offsetParent;
    if (item && container instanceof HTMLElement) setUnderline(measureItem(item, container));
  }, [underlineRef]);

  const follow = useCallback(
    (item: HTMLElement) => {
      hovered.current = item;
      if (shownOnce.current) show();
      else if (timer.current === undefined) {
        timer.current = window.setTimeout(() => {
          shownOnce.current = true;
          show();
        }, UNDERLINE_FIRST_DELAY_MS);
      }
    },
    [show],
  );

  const hide = useCallback(() => {
    setUnderline(null);
    hovered.current = null;
    // The first underline waits for 700 ms spent in the menu, not since the first visit.
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const style: CSSProperties = underline
    ? { opacity: 1, transform: `translateX(${underline.left}px)`, width: `${underline.width}px` }
    : { opacity: 0 };
  return { follow, hide, style };
}

/**
 * While the menu is open, Escape closes it and leaves focus on the group's top link. Listening all
 * the time, not from an effect of `open`: an effect runs after paint, so an Escape pressed right
 * after the panel opened could come before its listener.
 */
function useEscapeCloses(
  open: boolean,
  navRef: RefObject<HTMLElement | null>,
  close: () => void,
): void {
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !openRef.current) return;
      const item = (document.activeElement as HTMLElement | null)?.closest<HTMLElement>(
        '.gnb__group',
      );
      // Focus first (its focus event re-enters the group), then close: the close wins the batch.
      if (item && navRef.current?.contains(item))
        item.querySelector<HTMLElement>('.gnb__top')?.focus({ preventScroll: true });
      close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [close, navRef]);
}

export function useDropdown(
  navRef: RefObject<HTMLElement | null>,
  underlineRef: RefObject<HTMLElement | null>,
) {
  const [open, setOpen] = useState(false);
  const [height, setHeight] = useState(0);
  const { follow, hide, style: underlineStyle } = useUnderline(underlineRef);

  const close = useCallback(() => {
    setOpen(false);
    hide();
  }, [hide]);

  /** `withPanel` is false for the single links (contact): underline, no drop-down. */
  const enter = useCallback(
    (item: HTMLElement, withPanel: boolean) => {
      const nav = navRef.current;
      if (!nav) return;
      if (withPanel) setHeight(measurePanel(nav));
      setOpen(withPanel);
      follow(item);
    },
    [navRef, follow],
  );

  useEscapeCloses(open, navRef, close);

  // Hydrated while the pointer or focus is in the menu (CSS opened it until now,
  // client/styles/header.css): the island opens the same group, before the next paint.
  useLayoutEffect(() => {
    const nav = navRef.current;
    const focused = document.activeElement?.closest<HTMLElement>('.gnb__group');
    const item = nav?.querySelector<HTMLElement>('.gnb__group:hover') ?? focused;
    if (nav && item && nav.contains(item)) enter(item, Boolean(item.querySelector('.gnb__sub')));
  }, [navRef, enter]);

  return {
    open,
    panelStyle: { height: `${open ? height : 0}px` } satisfies CSSProperties,
    underlineStyle,
    navProps: {
      onMouseLeave: close,
      // React's focus and blur bubble (they are focusin and focusout): from the links inside.
      onBlur: (e: FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close();
      },
    },
    /** Props of a top-level item; groups with a submenu open the panel. */
    itemProps: (withPanel: boolean) => ({
      // A pointer's arrival is a continuous event, whose updates React renders in a later task
      // (after the next frame, at worst); the panel opens in this one, as a focus opens it.
      onMouseEnter: (e: MouseEvent<HTMLElement>) => {
        const item = e.currentTarget;
        flushSync(() => enter(item, withPanel));
      },
      onFocus: (e: FocusEvent<HTMLElement>) => enter(e.currentTarget, withPanel),
    }),
  };
}
