/**
 * The home intro overlay (contracts §7): the company's Korean name on a full-screen layer while
 * the intro holds the page (client/lib/intro.ts). Script-only: the server renders nothing, so
 * no-JS visitors and the first paint (the hero poster, the LCP) are never covered. `[data-intro]`
 * exists only while it is shown.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { heldStep, INTRO_MS, introRun } from '../lib/intro.ts';

export interface IntroOverlayProps {
  /** The company's Korean name, shown on both languages' home pages. */
  name: string;
}

/** --ease-out of client/styles/tokens.css. */
const EASE_OUT = 'cubic-bezier(0.16, 1, 0.3, 1)';

/**
 * The intro's steps, ms from its start: the layer fades in (0-300), each character rises in turn
 * (200 + 90 i, for 800), the line draws (300 to 600 before the end), the overlay fades out (the
 * last 500). Every animation starts at once and lasts the intro (lib/intro.ts, heldStep), on
 * opacity and transform: the compositor runs them. Returns a function that stops them.
 */
function playIntro(root: HTMLElement): () => void {
  const step = (
    el: Element | null,
    from: Keyframe,
    to: Keyframe,
    start: number,
    end: number,
    easing: string,
  ) =>
    el?.animate(heldStep(from, to, start, end, INTRO_MS, easing), {
      duration: INTRO_MS,
      fill: 'forwards',
    });
  const rise = { opacity: 0, transform: 'translateY(0.6em)' };
  const animations = [
    // The fade-in on a layer of its own: two opacity animations on one element are not run by the
    // compositor.
    step(
      root.querySelector('.home-intro__layer'),
      { opacity: 0 },
      { opacity: 1 },
      0,
      300,
      'ease-out',
    ),
    ...[...root.querySelectorAll('.home-intro__char')].map((char, i) =>
      step(char, rise, { opacity: 1, transform: 'none' }, 200 + i * 90, 1000 + i * 90, EASE_OUT),
    ),
    step(
      root.querySelector('.home-intro__line'),
      { transform: 'scaleX(0)' },
      { transform: 'scaleX(1)' },
      300,
      INTRO_MS - 600,
      EASE_OUT,
    ),
    step(root, { opacity: 1 }, { opacity: 0 }, INTRO_MS - 500, INTRO_MS, 'ease-in'),
  ];
  return () => {
    for (const animation of animations) animation?.cancel();
  };
}

export default function IntroOverlay({ name }: IntroOverlayProps) {
  const [shown, setShown] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  // A layout effect, so the overlay is drawn in the same frame as hydration.
  useLayoutEffect(() => {
    const run = introRun();
    if (!run.shown) return undefined;
    let live = true;
    setShown(true);
    void run.done.then(() => {
      if (live) setShown(false);
    });
    return () => {
      live = false;
    };
  }, []);
  // Started before the overlay's first paint, so it never shows a frame unanimated.
  useLayoutEffect(() => (shown && ref.current ? playIntro(ref.current) : undefined), [shown]);
  if (!shown) return null;
  return (
    <div ref={ref} className="home-intro" data-intro aria-hidden="true">
      <div className="home-intro__layer">
        <div className="home-intro__inner">
          <span className="home-intro__name">
            {[...name].map((char, i) => (
              <span key={i} className="home-intro__char">
                {char}
              </span>
            ))}
          </span>
          <span className="home-intro__line" />
        </div>
      </div>
    </div>
  );
}
