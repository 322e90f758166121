/**
 * The site's line icons (arrows, crosses, the magnifier), written once: one path drawn in the
 * text's colour with round ends and joins, in a square viewBox, decorative (hidden from assistive
 * technology and never a focus stop: the control around it carries the name). Both sides render
 * it: the templates (press pages, pagination) and the islands (back to top, search, forms).
 */
import type { ReactNode } from 'react';

export interface StrokeIconProps {
  /** The path, every stroke of the icon as one `d`: 'M4 4l8 8M12 4l-8 8' (a cross). */
  d: string;
  /** The side of the square viewBox, in the path's units: 16 -> viewBox '0 0 16 16'. */
  box: number;
  /** Width and height drawn, in CSS pixels. */
  size: number;
  /** The stroke's width, in the path's units. */
  weight: number;
  /** The stroke's colour: the text's (currentColor) unless given. */
  stroke?: string;
  /** Shapes drawn under the path (the clear button's filled disc). */
  children?: ReactNode;
}

/**
 * The chevrons of a 16-unit box: the press list's previous and next pages, and the article's link
 * back to the list (`prev`).
 */
export const CHEVRON = { prev: 'M10 3L5 8l5 5', next: 'M6 3l5 5-5 5' } as const;

export function StrokeIcon({
  d,
  box,
  size,
  weight,
  stroke = 'currentColor',
  children,
}: StrokeIconProps) {
  return (
    <svg
      viewBox={`0 0 ${box} ${box}`}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      {children}
      <path
        d={d}
        fill="none"
        stroke={stroke}
        strokeWidth={weight}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
