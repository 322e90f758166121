/**
 * How the editor reads and writes our files (DECISIONS §19): front matter and YAML in the style
 * the files already have (dates quoted, long lines kept whole, Markdown in `|` blocks), empty
 * optional values left out as the schemas expect, and a file whose values did not change written
 * back byte for byte, so saving one language never rewrites the other.
 */
import { Document, parse } from 'yaml';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Fields the editor needs that the file does not hold: the press slug's words are its file name. */
const EDITOR_ONLY = new Set(['slug']);

/** Drops what the schemas call absent: empty strings, empty lists, unset flags, null. */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([key]) => !EDITOR_ONLY.has(key))
      .map(([key, inner]) => [key, withoutEmpty(inner)] as const)
      .filter(
        ([, inner]) =>
          inner !== undefined &&
          inner !== null &&
          inner !== '' &&
          inner !== false &&
          !(Array.isArray(inner) && inner.length === 0),
      );
    return Object.fromEntries(entries);
  }
  return value;
}

/** The text each file had when read, by its values: unchanged values are written back as they were. */
const originals = new Map<string, string>();
const keyOf = (data: unknown) => JSON.stringify(withoutEmpty(data));

/** YAML in the files' style: dates in quotes (a bare date reads as a Date), no folding of long lines. */
export function toYaml(data: unknown): string {
  const doc = new Document(withoutEmpty(data));
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const scalar = node as { value?: unknown; type?: string; items?: unknown[] };
    if (typeof scalar.value === 'string' && DATE.test(scalar.value)) scalar.type = 'QUOTE_DOUBLE';
    for (const item of scalar.items ?? []) {
      const pair = item as { key?: unknown; value?: unknown };
      if ('value' in pair && 'key' in pair) visit(pair.value);
      else visit(item);
    }
    if ('value' in scalar && scalar.value && typeof scalar.value === 'object') visit(scalar.value);
  };
  visit(doc.contents);
  return doc.toString({ lineWidth: 0, minContentWidth: 0 });
}

/** '---\n<yaml>---\n<body>' -> { ...front matter, body } */
export function fromFrontMatter(text: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n?---\r?\n?([\s\S]*)$/.exec(text);
  const data = match ? ((parse(match[1]!) ?? {}) as Record<string, unknown>) : {};
  const result = { ...data, body: match ? match[2]!.replace(/^\n/, '') : text };
  originals.set(keyOf(result), text);
  return result;
}

export function toFrontMatter(data: Record<string, unknown>): string {
  const original = originals.get(keyOf(data));
  if (original !== undefined) return original;
  const { body = '', ...front } = data;
  const text = String(body).trim();
  return `---\n${toYaml(front)}---\n${text ? `${text}\n` : ''}`;
}

export function fromYamlFile(text: string): Record<string, unknown> {
  const data = (parse(text) ?? {}) as Record<string, unknown>;
  originals.set(keyOf(data), text);
  return data;
}

export function toYamlFile(data: Record<string, unknown>): string {
  return originals.get(keyOf(data)) ?? toYaml(data);
}
