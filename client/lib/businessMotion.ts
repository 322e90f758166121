/**
 * The pinned business animation (contracts §7): the section holds still while the row of cards
 * slides left as the visitor scrolls, with a progress bar. Imported on demand by the
 * HomeBusiness island only, so GSAP is a chunk of the home page alone. gsap.matchMedia undoes
 * everything (pin, transforms, the section's data-motion) when the window narrows to 768 px.
 */
import { gsap } from 'gsap';
import { ScrollTrigger } from 'gsap/ScrollTrigger';
import { WIDE_MOTION } from './prefers.ts';

gsap.registerPlugin(ScrollTrigger);

/** Width of the container's content box: the part of the row in view. */
function innerWidth(frame: HTMLElement): number {
  const style = getComputedStyle(frame);
  return frame.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
}

/** How far the row must move so its last card ends at the container's right edge. */
function overflowOf(list: HTMLElement, frame: HTMLElement): number {
  return Math.max(0, list.scrollWidth - innerWidth(frame));
}

/** Scrolls so that a card reached by keyboard is inside the visible part of the row. */
function revealFocused(
  trigger: ScrollTrigger,
  list: HTMLElement,
  frame: HTMLElement,
  card: HTMLElement,
): void {
  const shift = overflowOf(list, frame);
  if (!shift) return;
  const view = innerWidth(frame);
  const current = trigger.progress * shift;
  let offset = current;
  if (card.offsetLeft < current) offset = card.offsetLeft;
  else if (card.offsetLeft + card.offsetWidth > current + view)
    offset = card.offsetLeft + card.offsetWidth - view;
  const progress = Math.min(1, Math.max(0, offset / shift));
  trigger.scroll(trigger.start + progress * (trigger.end - trigger.start));
}

/** Starts the animation; returns a function that removes it. */
export function startBusinessMotion(list: HTMLElement): () => void {
  const section = list.closest<HTMLElement>('section');
  const frame = list.closest<HTMLElement>('.container');
  if (!section || !frame) return () => undefined;
  const bar = section.querySelector<HTMLElement>('.home-biz__progress-fill');
  const mm = gsap.matchMedia();
  mm.add(WIDE_MOTION, () => {
    section.dataset.motion = 'pinned';
    const shift = () => overflowOf(list, frame);
    const timeline = gsap.timeline({
      scrollTrigger: {
        trigger: section,
        start: 'top top',
        end: () => `+=${shift() + window.innerHeight * 0.25}`,
        pin: true,
        scrub: 0.6,
        invalidateOnRefresh: true,
      },
    });
    timeline.to(list, { x: () => -shift(), ease: 'none' }, 0);
    if (bar) timeline.fromTo(bar, { scaleX: 0 }, { scaleX: 1, ease: 'none' }, 0);
    const onFocus = (event: FocusEvent) => {
      const card = (event.target as HTMLElement).closest<HTMLElement>('.home-biz__item');
      if (card && timeline.scrollTrigger) revealFocused(timeline.scrollTrigger, list, frame, card);
    };
    list.addEventListener('focusin', onFocus);
    return () => {
      list.removeEventListener('focusin', onFocus);
      delete section.dataset.motion;
    };
  });
  return () => mm.revert();
}
