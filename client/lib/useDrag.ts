/**
 * Position of a fixed box that starts centred in the window, follows a drag on its handle (mouse,
 * pen or touch through pointer events) and goes back to the centre whenever the window or the
 * box changes size (contracts §7: re-centred on resize while open).
 */
import {
  type RefObject,
  type PointerEvent as ReactPointerEvent,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { centreIn, clampToView, type Point } from './popup.ts';

const viewSize = () => ({
  width: document.documentElement.clientWidth,
  height: window.innerHeight,
});
const boxSize = (el: HTMLElement) => ({ width: el.offsetWidth, height: el.offsetHeight });

export function useDrag(box: RefObject<HTMLElement | null>, active: boolean) {
  const [position, setPosition] = useState<Point | null>(null);
  const drag = useRef<{ pointerId: number; from: Point; start: Point } | null>(null);

  useLayoutEffect(() => {
    const el = box.current;
    if (!active || !el) return undefined;
    const recentre = () => setPosition(centreIn(boxSize(el), viewSize()));
    recentre();
    const sized = new ResizeObserver(recentre);
    sized.observe(el);
    window.addEventListener('resize', recentre);
    return () => {
      sized.disconnect();
      window.removeEventListener('resize', recentre);
    };
  }, [box, active]);

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (!position || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      from: { x: event.clientX, y: event.clientY },
      start: position,
    };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const d = drag.current;
    const el = box.current;
    if (!d || !el || d.pointerId !== event.pointerId) return;
    const at = { x: d.start.x + event.clientX - d.from.x, y: d.start.y + event.clientY - d.from.y };
    setPosition(clampToView(at, boxSize(el), viewSize()));
  };
  const onPointerEnd = (event: ReactPointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  };
  return {
    position,
    handleProps: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
    },
  };
}
