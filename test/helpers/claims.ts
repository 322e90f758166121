/**
 * docs/claims.md as data: its rules, its legal terms and its register of every legal
 * sentence on the site, so the document the writers and reviewers read is the one the test
 * enforces.
 */
import { cellsOf } from './glossary.ts';
import { contentFiles, fileSentences, type Sentence } from './prose.ts';

export interface Entry {
  file: string;
  /** The rules the sentence rests on: [1, 3]. */
  rules: number[];
  text: string;
  /** Line of docs/claims.md, for messages. */
  line: number;
}

export interface Claims {
  /** The numbers of the rules table. */
  rules: Set<number>;
  terms: RegExp[];
  entries: Entry[];
}

/** The lines of the section under '## <title>' up to the next '## '. */
function section(markdown: string, title: string): { text: string; from: number }[] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(`## ${title}`);
  if (start < 0) throw new Error(`docs/claims.md has no "## ${title}" section`);
  const out: { text: string; from: number }[] = [];
  for (let i = start + 1; i < lines.length && !lines[i]!.startsWith('## '); i++)
    out.push({ text: lines[i]!, from: i + 1 });
  return out;
}

/** Reads the rules' numbers, the terms (first backticked /regex/ of each row) and the register. */
export function parseClaims(markdown: string): Claims {
  const rules = new Set(
    section(markdown, 'Rules')
      .map(({ text }) => /^\|\s*(\d+)\s*\|/.exec(text)?.[1])
      .filter((n): n is string => !!n)
      .map(Number),
  );
  const terms = section(markdown, 'Legal terms')
    .filter(({ text }) => text.startsWith('|') && !/^\|[-| ]+\|$/.test(text))
    .map(({ text }) => /`\/(.+)\/`/.exec(cellsOf(text)[1] ?? '')?.[1])
    .filter((source): source is string => !!source)
    .map((source) => new RegExp(source, 'u'));
  const entries: Entry[] = [];
  let file = '';
  for (const { text, from } of section(markdown, 'Register')) {
    const heading = /^### (\S+)$/.exec(text);
    if (heading) file = heading[1]!;
    const item = /^- \[([\d, ?]+)\] (.+)$/.exec(text);
    if (item)
      entries.push({
        file,
        rules: item[1]!.split(',').map((n) => Number(n.trim())),
        text: item[2]!,
        line: from,
      });
  }
  return { rules, terms, entries };
}

/** The legal term a sentence carries, or undefined: ('제36조에 따른') -> '제36조' */
export function legalTermIn(text: string, terms: RegExp[]): string | undefined {
  for (const term of terms) {
    const m = term.exec(text);
    if (m) return m[0];
  }
  return undefined;
}

/** Every sentence of the site's content with a legal term in it. */
export function legalSentences(root: string, terms: RegExp[]): (Sentence & { term: string })[] {
  return contentFiles(root).flatMap((file) =>
    fileSentences(root, file).flatMap((s) => {
      const term = legalTermIn(s.text, terms);
      return term ? [{ ...s, term }] : [];
    }),
  );
}

export interface Promises {
  /** One row of the table: what kind of promise, and its pattern in each language. */
  kinds: { kind: string; ko: RegExp; en: RegExp }[];
  /** Phrases confirmed as facts, as the built page shows them, with their basis. */
  confirmed: { phrase: string; basis: string }[];
}

/** '`/a\|b/`' -> /a|b/u (a table cell's backticked regular expression, its escaped pipes read). */
function regexOfCell(cell: string, flags: string): RegExp {
  const m = /^`\/(.+)\/([a-z]*)`$/.exec(cell.trim());
  if (!m) throw new Error(`docs/claims.md: not a /pattern/ in backticks: ${cell}`);
  return new RegExp(m[1]!, `${m[2]!}${flags}`);
}

/**
 * docs/claims.md's "Company promises" section: the table of promise patterns and the list of
 * confirmed promises under "### Confirmed promises" ('- phrase — basis').
 */
export function parsePromises(markdown: string): Promises {
  const lines = section(markdown, 'Company promises').map(({ text }) => text);
  const kinds = lines
    .filter((line) => line.startsWith('|') && !/^\|[-| ]+\|$/.test(line))
    .map(cellsOf)
    .filter(([kind]) => kind !== 'Kind')
    .map(([kind, ko, en]) => ({
      kind: kind!,
      ko: regexOfCell(ko!, 'u'),
      en: regexOfCell(en!, 'u'),
    }));
  const from = lines.indexOf('### Confirmed promises');
  const confirmed = lines
    .slice(from + 1)
    .map((line) => /^- (.+?) — (.+)$/.exec(line))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => ({ phrase: m[1]!, basis: m[2]! }));
  return { kinds, confirmed };
}
