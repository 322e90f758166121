/**
 * The always-present back-to-top button (spec §2 Layout). It scrolls through Lenis when smooth
 * scrolling runs (client/lib/scroll.ts); under reduced motion it jumps.
 */
import { scrollToTop } from '../lib/scroll.ts';
import { prefersReducedMotion } from '../lib/prefers.ts';
import type { Labels } from '../../site/i18n.ts';

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
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 19V5M5 12l7-7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
