/**
 * A message with values only the browser knows (a search's result count and query, the number of
 * wrong fields, the notes' length): i18next renders it at build time in the page's language with
 * a mark where each value goes, and the island receives it cut at the marks (site/i18n.ts
 * partsOf), as JSON like any other prop. The island puts its values between the parts; no i18n
 * library and no placeholder syntax reach the browser (docs/decisions.md, "UI strings").
 * '검색 결과 {{count}}건' -> ['검색 결과 ', { value: 'count' }, '건']
 */

/** The parts of a message around its values; `V` names the values the island must give. */
export type MessageParts<V extends string> = readonly (string | { value: V })[];

/** (['검색 결과 ', { value: 'count' }, '건'], { count: 3 }) -> '검색 결과 3건' */
export function withValues<V extends string>(
  parts: MessageParts<V>,
  values: Record<V, string | number>,
): string {
  let text = '';
  for (const part of parts) text += typeof part === 'string' ? part : String(values[part.value]);
  return text;
}
