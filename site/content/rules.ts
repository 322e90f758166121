/**
 * The rules the content is refused by, as data: a rule's key and its values (a Refusal), which the
 * build prints in English (`npm run build` speaks to whoever runs it, `file:line: …`) and the
 * editor in Korean to the writer (site/admin/refusals.ts, typed from these keys, so a rule without
 * its Korean fails `tsc`). A schema names its rule where it states it: `.max(58, byRule(
 * 'title.tooLong', { max: 58 }))`; Markdown, links and the press twins return Refusals.
 * `{{name}}` placeholders are filled by fillMessage below. The site's own UI strings have no filler
 * of their own (i18next renders them at build time, docs/decisions.md "UI strings"); these
 * messages are the build's and the editor's, so they keep this one.
 */
import { z } from 'zod';

/**
 * Fills `{{name}}` placeholders of a rule's or an editor message's template.
 * ('at most {{max}} characters', { max: 58 }) -> 'at most 58 characters'; ('{{x}}', {}) -> '{{x}}'
 */
export function fillMessage(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  );
}

export const RULES_EN = {
  'text.tooShort': 'at least {{min}} characters',
  'text.tooLong': 'at most {{max}} characters',
  'title.tooLong':
    'at most {{max}} characters (the page title adds the company name; search results cut long titles)',
  'origin.form': 'an origin without path or trailing slash, like "{{example}}"',
  'routeId.form': 'a route id like "{{example}}"',
  'verification.empty':
    'empty (paste the code the search engine gives you, or delete the key to write no tag)',
  'verification.form':
    'letters, digits, "-" and "_" only: the content="..." value of the tag the search engine gives you',
  'addresses.headOffice':
    'one address needs the id "{{id}}": the privacy policy and the search engines\' company data name it',
  'indexNow.form': '8 to 128 letters, digits or "-" (the IndexNow protocol)',
  'popup.media': 'a file under /assets/img or /assets/video',
  'image.name': 'an image file name under static/assets/img, like "{{example}}"',
  'anchor.form':
    'an anchor of lowercase ASCII letters, digits and "-", starting with a letter, like "{{example}}"',
  'anchor.automatic':
    'block-<n> is the automatic id of unanchored blocks: choose a word, like "{{example}}"',
  'businessNumber.form':
    '"{{value}}" is not in the form 000-00-00000 (3, 2 and 5 digits joined by "-")',
  'businessNumber.checkDigit':
    '"{{value}}" fails the check digit: its last digit is {{last}}, the first nine call for {{expected}} (copy the number from the registration certificate)',
  'fact.sampleEmpty': '{{raw}}: a sample mark needs its value ({{sample: 홍길동}})',
  'fact.unknown': 'unknown company fact {{raw}} (expected one of: {{names}}, or sample: <value>)',
  'link.notPath': 'link "{{href}}": use a site path starting with "/" or an http(s) URL',
  'link.noFile': '"{{href}}" leads nowhere (no file static{{path}})',
  'link.noPage': 'link "{{href}}" leads nowhere (no page has this URL)',
  'link.otherLanguage': 'link "{{href}}" goes to a page in the other language (use {{own}})',
  'link.noCompanyLink': 'link "{{href}}": no such company link (expected one of: {{names}})',
  'link.companyOutsideCta':
    'link "{{href}}": company links work in a cta block\'s href only (write the address in Markdown)',
  'twin.missing': '{{language}} twin missing: write {{file}} (or set koreanOnly: true)',
  'twin.besideKoreanOnly':
    'koreanOnly: true, but {{file}} exists (remove the flag or the {{language}} file)',
  'twin.sampleDisagrees':
    'sample: {{twin}}, but the {{sourceLanguage}} twin {{sourceFile}} says sample: {{source}} (the twins tell one story: set the same value in both)',
  'press.dateDiffers': 'date "{{date}}" differs from the date in the file name ({{slugDate}})',
  'press.slug':
    'file name "{{slug}}" is not a press slug (expected YYYY-MM-DD-lowercase-ascii-words, like 2025-10-14-safewiz-mobile-update)',
  'press.bodyEmpty': 'the article text (body) is empty',
  'page.noRoute': 'no route uses this file',
} as const;

export type RuleKey = keyof typeof RULES_EN;
export type RuleValues = Readonly<Record<string, string | number>>;

/** What is wrong, as data: which rule, with which values. */
export interface Refusal {
  rule: RuleKey;
  values: RuleValues;
}

/** ('link.noPage', { href: '/x' }) -> { rule: 'link.noPage', values: { href: '/x' } } */
export const refusal = (rule: RuleKey, values: RuleValues = {}): Refusal => ({ rule, values });

/**
 * A refusal as the build prints it: ({ rule: 'link.noPage', values: { href: '/x' } })
 * -> 'link "/x" leads nowhere (no page has this URL)'
 */
export const inEnglish = ({ rule, values }: Refusal): string => fillMessage(RULES_EN[rule], values);

/** A zod check's error option that carries its rule instead of a sentence. */
type RuleError = (() => undefined) & { refusal: Refusal };

/**
 * The second argument of a zod check (`.max(58, byRule('title.tooLong', { max: 58 }))`): the
 * check's message comes from its rule, in the language of whoever parses (English by default,
 * below; the editor passes its Korean map).
 */
export function byRule(
  rule: RuleKey,
  values: RuleValues = {},
  options: { abort?: boolean } = {},
): { error: RuleError; abort?: boolean } {
  // Answering nothing lets zod ask the parse's own map, then the default one set below.
  const error = Object.assign(() => undefined, { refusal: refusal(rule, values) });
  return { error, ...options };
}

/** The parts of a zod issue, before zod fills its message, that say which rule raised it. */
interface RawIssue {
  inst?: { _zod?: { def?: { error?: unknown } } };
  params?: { refusal?: Refusal };
}

/**
 * The rule of an issue whose check was written with byRule (or added with `params: { refusal }`).
 */
export function refusalOfIssue(issue: RawIssue): Refusal | undefined {
  const error = issue.inst?._zod?.def?.error as Partial<RuleError> | undefined;
  return error?.refusal ?? issue.params?.refusal;
}

// Every parse that passes no map of its own (the build's) says a rule's English.
z.config({
  customError: (issue) => {
    const found = refusalOfIssue(issue as RawIssue);
    return found ? inEnglish(found) : undefined;
  },
});
