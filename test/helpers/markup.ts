/**
 * The html-validate rules that hold KWCAG 2.2 check 4.1.1 (마크업 오류 방지: complete tags, nesting
 * as the HTML spec allows, no duplicate attribute or id; docs/accessibility.md). The built pages
 * run the whole recommended preset, which must keep these; the DOM after hydration runs these alone
 * (the preset's style rules read the serializer's habits, not the page).
 */
export const MARKUP_RULES = [
  'close-attr',
  'close-order',
  'no-implicit-close',
  'element-name',
  'element-permitted-content',
  'element-permitted-occurrences',
  'element-permitted-order',
  'element-permitted-parent',
  'element-required-ancestor',
  'element-required-content',
  'void-content',
  'no-dup-attr',
  'no-dup-id',
  'valid-id',
  'attr-quotes',
  'attr-delimiter',
  'attr-spacing',
  'no-raw-characters',
  'unrecognized-char-ref',
  'doctype-html',
] as const;
