/**
 * The words a reader sees in a content file, line by line and sentence by sentence:
 * shared by the legal register test (claims), the repetition tests and the sample-mark tests, so
 * they all read the same text. Works on the source files, so each finding names `file:line`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Sentence {
  /** 'content/business/ko/safety.md' */
  file: string;
  /** 1-based line of the file the sentence stands on. */
  line: number;
  /** The sentence as a reader sees it: no Markdown, no YAML key, single spaces. */
  text: string;
}

/**
 * Front-matter keys whose values are names of files, addresses, dates, numbers or switches, not
 * sentences; a figures block's one-line map (`- { value: … }`) is a number and a short label.
 */
const NOT_PROSE =
  /^\s*(-\s+)?((type|banner|icon|src|href|width|height|year|id|date|version|sample|mediaSrc|mediaType|storageKey|link|koreanOnly|startDate|endDate|origin|recruitUrl|webzineUrl|mailbox|allOffices|samples):|\{)/;

/** The content files a reader's text comes from: pages, press items, company facts and popup. */
export function contentFiles(root: string): string[] {
  return readdirSync(join(root, 'content'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(md|ya?ml)$/.test(f))
    .map((f) => `content/${f.split('\\').join('/')}`)
    .sort();
}

/**
 * ('  - title: **현장** [우선](/company/intro)') -> '현장 우선'; a table row's cells joined by
 * ' | '; a YAML comment, a table rule or a key without text -> ''.
 */
export function readerText(line: string): string {
  if (NOT_PROSE.test(line) || /^\s*#(?!#)/.test(line) || /^\s*\|?[-:| ]+\|[-:| ]*$/.test(line))
    return '';
  let text = line
    .replace(/^\s*(-\s+)?([\w.-]+:\s*[|>]?\s*)?/, '')
    .replace(/^(["'])(.*)\1$/, '$2')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|`/g, '')
    .replace(/^#+\s*|^\d+\\?\.\s+|^[-*]\s+/g, '');
  if (text.startsWith('|'))
    text = text
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim())
      .join(' | ');
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * A line's text cut into sentences: after '.', '!' or '?' and a space, except after the
 * abbreviations an English legal sentence uses ('Art. 4', 'Co., Ltd.').
 */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])(?<!\b(?:Art|Arts|No|approx|Approx|e\.g|i\.e|Co|Ltd|vs|Mr|Ms|Dr)\.)\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Every sentence a reader sees in a file, with its line. */
export function fileSentences(root: string, file: string): Sentence[] {
  return readFileSync(join(root, file), 'utf8')
    .split('\n')
    .flatMap((line, i) =>
      sentencesOf(readerText(line)).map((text) => ({ file, line: i + 1, text })),
    );
}
