import { StrokeIcon } from '../StrokeIcon.tsx';

/**
 * The magnifier of the header's search toggle and the search fields' submit button (decorative):
 * a closed ring (two half arcs) and its handle, as one stroke.
 */
const MAGNIFIER = 'M17 10.5a6.5 6.5 0 0 1-13 0a6.5 6.5 0 0 1 13 0zM15.5 15.5 21 21';

export function SearchIcon({ size }: { size: number }) {
  return <StrokeIcon d={MAGNIFIER} box={24} size={size} weight={2} />;
}
