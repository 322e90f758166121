/**
 * Fills `{{name}}` placeholders (the i18next syntax of the message files) where i18next does not
 * run: in islands and in the shared inquiry schema, which must stay small in the browser.
 * ('{{count}} items', { count: 3 }) -> '3 items'; ('{{x}}', {}) -> '{{x}}'
 */
export function fillMessage(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}
