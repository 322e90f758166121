/**
 * The glossary as data: docs/glossary.md's tables read into variants to search for,
 * so the document writers read is the one the test enforces.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Variant {
  /** As written in the glossary: 'SAFEWIZ' or '/\bsmart ERP\b/'. */
  source: string;
  pattern: RegExp;
  /** What to write instead. */
  use: string;
}

const HANGUL = /\p{Script=Hangul}/u;

/** '| a | b \| c |' -> ['a', 'b | c'] (GFM escapes a pipe inside a cell as \|). */
export function cellsOf(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/** 'remote PPE locker (title case in menus)' -> 'remote PPE locker'; 'TBM(작업 전)' stays. */
function termOf(cell: string): string {
  return cell.replace(/\s+\(.*\)$/, '');
}

/** '`/\bx\b/`' -> /\bx\b/g; '`a.b`' -> /a\.b/g */
function patternOf(source: string): RegExp {
  const regex = /^\/(.+)\/$/.exec(source);
  return new RegExp(regex ? regex[1]! : source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g');
}

/**
 * Every variant in the 'Not' column of every table with 'Korean', 'English' and 'Not' columns.
 * ('| safewiz | safewiz | `SAFEWIZ` | .. |') -> [{ source: 'SAFEWIZ', use: 'safewiz', .. }]
 */
export function parseGlossary(markdown: string): Variant[] {
  const lines = markdown.split('\n');
  const variants: Variant[] = [];
  let columns: Record<string, number> | undefined;
  lines.forEach((line, i) => {
    if (!line.startsWith('|')) return void (columns = undefined);
    if (/^\|[-| ]+\|$/.test(line)) return;
    if (lines[i + 1]?.startsWith('|---')) {
      columns = Object.fromEntries(cellsOf(line).map((name, index) => [name, index]));
      return;
    }
    if (!columns || !['Korean', 'English', 'Not'].every((name) => name in columns!)) return;
    const cells = cellsOf(line);
    for (const [, source, arrow] of cells[columns.Not!]!.matchAll(
      /`([^`]+)`(?:\s*→\s*`([^`]+)`)?/g,
    )) {
      const use =
        arrow ?? termOf(HANGUL.test(source!) ? cells[columns.Korean!]! : cells[columns.English!]!);
      variants.push({ source: source!, pattern: patternOf(source!), use });
    }
  });
  return variants;
}

/**
 * The text of a line a reader can see: a messages file's string value, a content line without a
 * whole-line YAML comment. ("  'menu.x': '회사소개',", 'ts') -> '회사소개'; ('# note', 'yaml') -> ''
 */
export function readableLine(line: string, kind: 'ts' | 'yaml' | 'md'): string {
  if (kind === 'yaml') return line.trimStart().startsWith('#') ? '' : line;
  if (kind === 'md') return line;
  return /^\s*(['"]?)[\w.-]+\1\s*:\s*(['"`])(.*)\2,?\s*$/.exec(line)?.[3] ?? '';
}

/** 'file:line: "variant" -> use "term"' for every variant found in `text`. */
export function findVariants(file: string, text: string, variants: Variant[]): string[] {
  const kind = file.endsWith('.ts') ? 'ts' : /\.ya?ml$/.test(file) ? 'yaml' : 'md';
  return text
    .split('\n')
    .flatMap((line, i) =>
      variants.flatMap((variant) =>
        [...readableLine(line, kind).matchAll(variant.pattern)].map(
          (m) => `${file}:${i + 1}: "${m[0]}" -> use "${variant.use}"`,
        ),
      ),
    );
}

/**
 * The files the glossary governs, relative to root: content pages, press items, company facts, UI
 * messages.
 */
export function glossaryFiles(root: string): string[] {
  const under = (dir: string, ext: RegExp) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => ext.test(f))
      .map((f) => `${dir}/${f.split('\\').join('/')}`);
  return [...under('content', /\.(md|ya?ml)$/), ...under('site/messages', /\.ts$/)].sort();
}

/** Every finding in every governed file. */
export function glossaryFindings(root: string, variants: Variant[]): string[] {
  return glossaryFiles(root).flatMap((file) =>
    findVariants(file, readFileSync(join(root, file), 'utf8'), variants),
  );
}
