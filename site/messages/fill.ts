/**
 * Fills `{{name}}` placeholders of the message files: `t` at build time (site/i18n.ts), the
 * islands and the shared inquiry schema in the browser.
 * ('{{count}} items', { count: 3 }) -> '3 items'; ('{{x}}', {}) -> '{{x}}'
 */
export function fillMessage(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  );
}
