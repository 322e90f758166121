/**
 * The labels the search results say (contracts §21), apart from the code that renders them: the
 * header and the mobile menu carry these strings on every page, while the results' renderer
 * (./SearchResults.tsx) loads only when a visitor searches.
 */
import type { Labels } from '../../../site/i18n.ts';

export const SEARCH_RESULT_LABELS = [
  'search.count',
  'search.countOne',
  'search.none',
  'search.loading',
  'search.error',
] as const;
export type ResultLabels = Labels<(typeof SEARCH_RESULT_LABELS)[number]>;
