/**
 * The always-present back-to-top button (spec §2 Layout). It scrolls through Lenis when smooth
 * scrolling runs (client/lib/scroll.ts); under reduced motion it jumps.
 */
import { scrollToTop } from '../lib/scroll.ts';
import { prefersReducedMotion } from '../lib/prefers.ts';
import type { Labels } from '../../site/i18n.ts';
import { StrokeIcon } from '../components/StrokeIcon.tsx';

export const SCROLL_TOP_LABELS = ['layout.scrollTop'] as const;

export interface ScrollTopProps {
  labels: Labels<(typeof SCROLL_TOP_LABELS)[number]>;
}

function onClick(): void {
  scrollToTop({ immediate: prefersReducedMotion() });
}

export default function ScrollTop({ labels }: ScrollTopProps) {
  const label = labels['layout.scrollTop'];
  return (
    <button
      type="button"
      className="scroll-top"
      data-scroll-top
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <StrokeIcon d="M12 19V5M5 12l7-7 7 7" box={24} size={20} weight={2} />
    </button>
  );
}
