/**
 * Readers of the generated host files for the tests, written from each host's documentation and
 * not from the generator: `_headers` as Netlify and Cloudflare Pages match it, and nginx's choice
 * of `location` (exact, then the longest prefix, then regexes in order, nested ones first).
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Every file of a built site as its URL path ('/company/intro/index.html'), without the .br/.gz
 * pairs.
 */
export function distFiles(dist: string): string[] {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(?:br|gz)$/.test(entry.name))
    .map((entry) => `/${relative(dist, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .sort();
}

export interface HeadersRule {
  pattern: string;
  headers: Record<string, string[]>;
}

/**
 * '/*\n  A: 1\n' -> [{ pattern: '/*', headers: { a: ['1'] } }]; comments and blank lines skipped
 */
export function parseHeadersFile(text: string): HeadersRule[] {
  const rules: HeadersRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const [, name, value] = /^\s+([^:]+):\s*(.*)$/.exec(line) ?? [];
    if (!name || !rules.length) throw new Error(`_headers: cannot read "${line}"`);
    (rules.at(-1)!.headers[name.toLowerCase()] ??= []).push(value!);
  }
  return rules;
}

/**
 * ('/assets/*', '/assets/a/b.js') -> true; ('/favicon.ico', '/favicon.ico')
 * -> true: '*' takes anything, '/' included
 */
export function headersPatternMatches(pattern: string, url: string): boolean {
  const regex = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${regex}$`).test(url);
}

/**
 * Every value each header gets on `url`, from every matching rule (Cloudflare joins them with
 * commas).
 */
export function headersFileFor(rules: HeadersRule[], url: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const rule of rules.filter((r) => headersPatternMatches(r.pattern, url))) {
    for (const [name, values] of Object.entries(rule.headers)) (out[name] ??= []).push(...values);
  }
  return out;
}

export interface NginxLocation {
  modifier: '' | '=' | '^~' | '~';
  pattern: string;
  /** add_header values of this block, lower-case names; empty when it inherits its parent's. */
  headers: Record<string, string>;
  /** Its other directives, as written. */
  directives: string[];
  nested: NginxLocation[];
  parent?: NginxLocation;
}

/** The `location` blocks of a generated server block (one directive or brace per line). */
export function parseNginxLocations(conf: string): NginxLocation[] {
  const top: NginxLocation[] = [];
  const stack: NginxLocation[] = [];
  for (const raw of conf.split('\n')) {
    const line = raw.trim();
    const open = /^location\s+(=|\^~|~)?\s*(.+?)\s*\{$/.exec(line);
    if (open) {
      const parent = stack.at(-1);
      const location: NginxLocation = {
        modifier: (open[1] ?? '') as NginxLocation['modifier'],
        pattern: open[2]!.replace(/^"(.*)"$/, '$1'),
        headers: {},
        directives: [],
        nested: [],
        parent,
      };
      (parent ? parent.nested : top).push(location);
      stack.push(location);
    } else if (line === '}' && stack.length) {
      stack.pop();
    } else if (stack.length && line && !line.startsWith('#')) {
      const header = /^add_header\s+(\S+)\s+"((?:[^"\\]|\\.)*)"\s+always;$/.exec(line);
      if (header)
        stack.at(-1)!.headers[header[1]!.toLowerCase()] = header[2]!.replace(/\\(.)/g, '$1');
      else stack.at(-1)!.directives.push(line);
    }
  }
  return top;
}

/**
 * nginx's choice for `uri` among `locations` (one level; nested regexes of the chosen prefix
 * first).
 */
export function nginxLocationFor(
  locations: NginxLocation[],
  uri: string,
): NginxLocation | undefined {
  const exact = locations.find((l) => l.modifier === '=' && l.pattern === uri);
  if (exact) return exact;
  const prefix = locations
    .filter((l) => (l.modifier === '' || l.modifier === '^~') && uri.startsWith(l.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length)[0];
  if (prefix?.modifier === '^~') return prefix;
  const nested =
    prefix &&
    nginxLocationFor(
      prefix.nested.filter((l) => l.modifier === '~'),
      uri,
    );
  if (nested) return nested;
  return locations.find((l) => l.modifier === '~' && new RegExp(l.pattern).test(uri)) ?? prefix;
}

/** The add_header values nginx sends from `location`: its own, or its parent's when it has none. */
export function nginxHeaders(location: NginxLocation): Record<string, string> {
  return Object.keys(location.headers).length || !location.parent
    ? location.headers
    : nginxHeaders(location.parent);
}
