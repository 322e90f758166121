/**
 * Say it once (issue 17): no two pages of one language carry the same sentence or the same long
 * run of words. Copy pasted from page to page reads as filler to a buyer who opens both; a page
 * that needs what another says links to it. Names and lists (three commas or more) may repeat.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/dist.ts';
import type { Locale } from '../../site/locales.ts';

/** A sentence this long (characters) said on two pages is a copy, in either language. */
const SENTENCE = 30;
/**
 * A run this long shared by two pages is a copy even when the sentences around it differ:
 * Korean packs about as much into 40 characters as English into 80 (one clause).
 */
const RUN = { ko: 40, en: 80 } as const;
/** Front-matter keys whose values are names of files, addresses or numbers, not prose; figures' one-line maps. */
const NOT_PROSE = /^\s*(-\s+)?((type|banner|icon|src|href|width|height|year|value):|\{)/;
/** Three or more separators: a list of names, which pages may share. */
const LIST = /([,·、/].*){3}/;

interface Line {
  where: string;
  text: string;
}

/** ('  - title: **현장** [우선](/x)') -> '현장 우선': the words a reader sees on a content line. */
function proseOf(line: string): string {
  if (NOT_PROSE.test(line)) return '';
  return line
    .replace(/^\s*(-\s+)?([\w.]+:\s*[|>]?\s*)?/, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|^#+\s*|^\d+\.\s+|^[-*]\s+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function pageLines(locale: Locale): Line[] {
  const dir = join(ROOT, 'content', locale);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .sort()
    .flatMap((f) =>
      readFileSync(join(dir, f), 'utf8')
        .split('\n')
        .map((line, i) => ({
          where: `content/${locale}/${f.split('\\').join('/')}:${i + 1}`,
          text: proseOf(line),
        })),
    );
}

const fileOf = (where: string) => where.replace(/:\d+$/, '');

/** 'a:1 and b:7 share "…"' for each piece (sentence or run) found in two files, once per pair of files. */
function shared(pieces: [string, string][]): string[] {
  const seen = new Map<string, string>();
  const pairs = new Map<string, string>();
  for (const [where, piece] of pieces) {
    const first = seen.get(piece);
    if (!first) seen.set(piece, where);
    else if (fileOf(first) !== fileOf(where) && !pairs.has(`${fileOf(first)} ${fileOf(where)}`)) {
      pairs.set(`${fileOf(first)} ${fileOf(where)}`, `${first} and ${where} share "${piece}"`);
    }
  }
  return [...pairs.values()];
}

/** Every sentence of SENTENCE characters or more that ends like a sentence. */
function sentences(lines: Line[]): [string, string][] {
  return lines.flatMap(({ where, text }) =>
    text
      .split(/(?<=[.!?])\s+/)
      .filter((s) => s.length >= SENTENCE && /[.!?]$/.test(s) && !LIST.test(s))
      .map((s): [string, string] => [where, s]),
  );
}

/** Every run of `size` characters of every line, lists left out. */
function runs(lines: Line[], size: number): [string, string][] {
  return lines.flatMap(({ where, text }) =>
    Array.from({ length: Math.max(0, text.length - size + 1) }, (_, i) => text.slice(i, i + size))
      .filter((run) => !LIST.test(run))
      .map((run): [string, string] => [where, run]),
  );
}

for (const locale of ['ko', 'en'] as const) {
  const lines = pageLines(locale);
  test(`repetition - no sentence of ${SENTENCE}+ characters on two ${locale} pages`, () => {
    assert.equal(shared(sentences(lines)), []);
  });
  test(`repetition - no run of ${RUN[locale]}+ characters shared by two ${locale} pages`, () => {
    assert.equal(shared(runs(lines, RUN[locale])), []);
  });
}

test('repetition - what counts as prose on a content line', () => {
  assert.is(proseOf('  - title: **현장** [우선](/company/intro)'), '현장 우선');
  assert.is(proseOf('    href: /contact'), '');
  assert.is(proseOf('      - { value: "130", unit: "+", label: 임직원 }'), '');
  assert.is(proseOf('## 이런 곳에 알맞습니다'), '이런 곳에 알맞습니다');
  assert.equal(
    shared([
      ['a.md:1', 'x'],
      ['a.md:2', 'x'],
      ['b.md:3', 'x'],
    ]),
    ['a.md:1 and b.md:3 share "x"'],
  );
});

test.run();
