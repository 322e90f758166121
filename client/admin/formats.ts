/**
 * How the editor reads and writes our files (contracts §19): a file the editor
 * read is written back as its own text with the writer's changes set into it (./yaml-edit.ts:
 * comments, key order, quoting and flow or block style kept, so a one-value change is a one-line
 * diff, and a file whose values did not change is written back byte for byte); a new file is
 * written in the style of the others (dates quoted, long lines kept whole, Markdown in `|` blocks),
 * empty optional values left out as the schemas expect.
 *
 * Decap hands a format only the values (`toFile(data, fieldOrder)`), never the file they came
 * from, so the values carry the number of the text they were read from (SOURCE, a key no field
 * has): each language of an entry is a file of its own and keeps its own text.
 */
import { Document, parse } from 'yaml';
import { editYaml, isAbsent, pruned } from './yaml-edit.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The key that carries the number of the text a file's values were read from. */
export const SOURCE = '__source';
/** Fields the editor needs that no file holds: the press slug's words are its file name. */
const EDITOR_ONLY = new Set(['slug', SOURCE]);

/**
 * Drops what the schemas call absent (empty strings, empty lists, unset flags, null) and
 * editor-only keys.
 */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([key]) => !EDITOR_ONLY.has(key))
      .map(([key, inner]) => [key, withoutEmpty(inner)] as const)
      .filter(([, inner]) => !isAbsent(inner));
    return Object.fromEntries(entries);
  }
  return value;
}

/** A file's text as the editor read it, and the text last saved from it in this page. */
interface Source {
  text: string;
  written?: string;
}
const sources = new Map<number, Source>();

/** The values with the number of the text they came from. */
function remember<T extends Record<string, unknown>>(data: T, text: string): T {
  const id = sources.size + 1;
  sources.set(id, { text });
  return { ...data, [SOURCE]: id };
}

/** The text these values were read from (undefined for an entry the writer created). */
export function sourceOf(data: Record<string, unknown> | undefined): string | undefined {
  return sources.get(Number(data?.[SOURCE]))?.text;
}

/**
 * After a save, the text just written is what these values were read from: the next save of the
 * same open entry compares against it (./versions.ts).
 */
export function markSaved(data: Record<string, unknown> | undefined): void {
  const source = sources.get(Number(data?.[SOURCE]));
  if (source?.written !== undefined) source.text = source.written;
}

/** The values a file holds: editor-only keys left out. */
function fileValues(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !EDITOR_ONLY.has(key)));
}

/** YAML in the files' style: dates quoted (a bare date reads as a Date), long lines unfolded. */
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

/**
 * A Markdown file's parts: '---\n', its YAML (with its last line break), '---\n', the body.
 * ('---\ntitle: A\n---\n\nText\n') -> ['---\n', 'title: A\n', '---\n', '\nText\n']
 */
function splitFrontMatter(text: string): [string, string, string, string] | undefined {
  const match = /^(---\r?\n)([\s\S]*?\r?\n)??(---(?:\r?\n|$))([\s\S]*)$/.exec(text);
  return match ? [match[1]!, match[2] ?? '', match[3]!, match[4]!] : undefined;
}

/** The body as the editor shows it: a blank line after the front matter is not part of it. */
const bodyValue = (body: string) => body.replace(/^\n/, '');

/** '---\n<yaml>---\n<body>' -> { ...front matter, body } */
export function fromFrontMatter(text: string): Record<string, unknown> {
  const parts = splitFrontMatter(text);
  const data = parts ? ((parse(parts[1]) ?? {}) as Record<string, unknown>) : {};
  return remember({ ...data, body: parts ? bodyValue(parts[3]) : text }, text);
}

/** A new body in the files' style: no blank lines around it, one line break at the end. */
const bodyText = (body: unknown) => {
  const text = String(body ?? '').trim();
  return text ? `${text}\n` : '';
};

export function toFrontMatter(
  data: Record<string, unknown>,
  order: readonly string[] = [],
): string {
  const { body = '', ...front } = fileValues(data);
  const source = sources.get(Number(data[SOURCE]));
  const parts = source && splitFrontMatter(source.text);
  if (!source || !parts) return `---\n${toYaml(front)}---\n${bodyText(body)}`;
  const [open, yaml, close, oldBody] = parts;
  const keep = body === bodyValue(oldBody) || (isAbsent(body) && !oldBody.trim());
  const gap = oldBody.startsWith('\n') ? '\n' : '';
  const text = `${open}${editYaml(yaml, pruned(front), order)}${close}${keep ? oldBody : gap + bodyText(body)}`;
  source.written = text;
  return text;
}

export function fromYamlFile(text: string): Record<string, unknown> {
  return remember((parse(text) ?? {}) as Record<string, unknown>, text);
}

export function toYamlFile(data: Record<string, unknown>, order: readonly string[] = []): string {
  const source = sources.get(Number(data[SOURCE]));
  if (!source) return toYaml(data);
  const text = editYaml(source.text, pruned(fileValues(data)), order);
  source.written = text;
  return text;
}
