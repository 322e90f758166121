/**
 * The home intro overlay (DECISIONS §7): the company's Korean name on a full-screen layer while
 * the intro holds the page (client/lib/intro.ts). Script-only: the server renders nothing, so
 * no-JS visitors and the first paint (the hero poster, the LCP) are never covered. `[data-intro]`
 * exists only while it is shown.
 */
import { useLayoutEffect, useState } from 'react';
import { INTRO_MS, introRun } from '../lib/intro.ts';

export interface IntroOverlayProps {
  /** The company's Korean name, shown on both languages' home pages. */
  name: string;
}

export default function IntroOverlay({ name }: IntroOverlayProps) {
  const [shown, setShown] = useState(false);
  // A layout effect, so the overlay is drawn in the same frame as hydration.
  useLayoutEffect(() => {
    const run = introRun();
    if (!run.shown) return undefined;
    let live = true;
    setShown(true);
    void run.done.then(() => { if (live) setShown(false); });
    return () => { live = false; };
  }, []);
  if (!shown) return null;
  return (
    <div className="home-intro" data-intro aria-hidden="true" style={{ '--intro-ms': `${INTRO_MS}ms` } as React.CSSProperties}>
      {/* The fade-in on a layer of its own: two opacity animations on one element are not run by the compositor. */}
      <div className="home-intro__layer">
        <div className="home-intro__inner">
          <span className="home-intro__name">
            {[...name].map((char, i) => (
              <span key={i} className="home-intro__char" style={{ '--i': i } as React.CSSProperties}>{char}</span>
            ))}
          </span>
          <span className="home-intro__line" />
        </div>
      </div>
    </div>
  );
}
