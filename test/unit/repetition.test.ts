/**
 * Say it once: no two pages of one language carry the same sentence, the same
 * long run of words, or a near copy of a paragraph reworded. Copy pasted from page to page reads
 * as filler to a buyer who opens both; a page that needs what another says links to it. The
 * delivery process is described once (/business#process), the claim that software, hardware and
 * design sit in one organization once (/company/organization#one-team), and words that wear out
 * with use ("실시간으로") at most once a page. Names and lists (three commas or more) may repeat.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { join } from 'node:path';
import { ROOT } from '../helpers/dist.ts';
import type { Locale } from '../../site/locales.ts';
import { contentFiles, readerText } from '../helpers/prose.ts';
import { pageOfContentFile, toContentFile } from '../../site/routes.ts';

/** A sentence this long (characters) said on two pages is a copy, in either language. */
const SENTENCE = 30;
/**
 * A run this long shared by two pages is a copy even when the sentences around it differ:
 * Korean packs about as much into 40 characters as English into 80 (one clause).
 */
const RUN = { ko: 40, en: 80 } as const;
/**
 * Front-matter keys whose values are names of files, addresses or numbers, not prose; figures'
 * one-line maps.
 */
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

/** The page files of a language: 'content/company/ko/intro.md', … (press items are not pages). */
const pageFiles = (locale: Locale) =>
  contentFiles(ROOT).filter((f) => pageOfContentFile(f)?.locale === locale);

function pageLines(locale: Locale): Line[] {
  return pageFiles(locale).flatMap((f) =>
    readFileSync(join(ROOT, f), 'utf8')
      .split('\n')
      .map((line, i) => ({ where: `${f}:${i + 1}`, text: proseOf(line) })),
  );
}

const fileOf = (where: string) => where.replace(/:\d+$/, '');

/**
 * 'a:1 and b:7 share "…"' for each piece (sentence or run) found in two files, once per pair of
 * files.
 */
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

/**
 * A near copy: two paragraphs (or cards, rows, list items) on different pages whose content words
 * overlap this much (the share of the smaller one's words found in the other). Reworded copies of
 * the same paragraph score 0.6 to 1; paragraphs that merely share a subject stay under 0.5.
 */
const NEAR = 0.6;
/**
 * Paragraphs with fewer content words than this are not compared: a short card or tile that
 * names the same product on two pages is a summary, not a copy.
 */
const NEAR_MIN_WORDS = { ko: 14, en: 12 } as const;
/** Korean two-syllable stems and English words too common to tell two paragraphs apart. */
const KO_STOP = new Set(
  '있습 합니 하는 하고 하며 있는 있어 위해 대한 같은 통해 함께 바로 모든 각각 그리 이런 어떤 따라 하나 가장 먼저 없이 에서 으로 습니 니다 입니 됩니 드립 주세 해야 했습 하면 이며 이고 되어 되는 되고 하기 한다 된다 우리 당사'.split(
    ' ',
  ),
);
const EN_STOP = new Set(
  'the and for with from that this which who what when where how your you our they their there than then not but also more most each every any all one two such into out about after before only other same own can are was were has have had will would could should its into over under'.split(
    ' ',
  ),
);

/**
 * The words that carry a paragraph's content: Korean words by their first two syllables (a stem
 * without its endings: '확인해야', '확인합니다' -> '확인'), English words without plural or tense
 * endings; stop words left out. ('지원 대상과 비율을 확인해야 합니다', 'ko') -> {'지원', '대상', '비율', '확인'}
 */
export function contentWords(text: string, locale: Locale): Set<string> {
  const words = new Set<string>();
  if (locale === 'ko') {
    for (const w of text.match(/[\p{Script=Hangul}A-Za-z0-9]+/gu) ?? []) {
      const stem = /[A-Za-z]/.test(w) ? w.toLowerCase() : w.slice(0, 2);
      if (stem.length >= 2 && !KO_STOP.has(stem)) words.add(stem);
    }
  } else {
    for (const w of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
      if (w.length < 3 || EN_STOP.has(w)) continue;
      words.add(w.replace(/(ies|es|s|ed|ing|ly)$/, ''));
    }
  }
  return words;
}

/** The share of the smaller set found in the other: ({a,b}, {a,b,c}) -> 1 */
export function overlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / Math.min(a.size, b.size);
}

interface Paragraph extends Line {
  words: Set<string>;
}

/**
 * A page's paragraphs: lines of Markdown between blank lines, and each list item, card, row or
 * YAML text on its own. Lists of names and the page's description and lead (summaries by
 * design, shown in search results and the banner) are left out.
 */
function paragraphs(locale: Locale): Paragraph[] {
  return pageFiles(locale)
    .filter((f) => !f.includes('brochure'))
    .flatMap((f) => {
      const out: Paragraph[] = [];
      let text: string[] = [];
      let start = 0;
      const flush = () => {
        const joined = text.join(' ');
        text = [];
        if (!joined || LIST.test(joined)) return;
        const words = contentWords(joined, locale);
        if (words.size >= NEAR_MIN_WORDS[locale])
          out.push({ where: `${f}:${start}`, text: joined, words });
      };
      readFileSync(join(ROOT, f), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const seen = /^(description|lead|title):/.test(line) ? '' : readerText(line);
          const item = /^\s*(-\s|\d+\.\s)/.test(line) || /^\s*(-\s+)?[\w.-]+:\s/.test(line);
          if (!seen || item) flush();
          if (!seen) return;
          if (!text.length) start = i + 1;
          text.push(seen);
          if (item) flush();
        });
      flush();
      return out;
    });
}

/**
 * 'a:1 ~ b:7 (0.83): "…" / "…"' for every pair of paragraphs on different pages that overlap NEAR
 * or more.
 */
function nearCopies(list: Paragraph[]): string[] {
  const found: string[] = [];
  list.forEach((a, i) => {
    for (const b of list.slice(i + 1)) {
      if (fileOf(a.where) === fileOf(b.where)) continue;
      const score = overlap(a.words, b.words);
      if (score >= NEAR)
        found.push(
          `${a.where} ~ ${b.where} (${score.toFixed(2)}): "${a.text.slice(0, 60)}…" / "${b.text.slice(0, 60)}…"`,
        );
    }
  });
  return found;
}

/**
 * The stages of a generic delivery process, as step titles name them: a steps block whose titles
 * walk through four or more is the delivery process, which the site describes once.
 */
const STAGES = {
  ko: [
    /진단|조사|분석|이해|현황/,
    /설계|계획|정의|범위|목표/,
    /시범|검증|PoC/,
    /구축|설치|개발|제작|연동|도입|적용/,
    /교육|정착/,
    /운영|개선|고도화|안정화|지원/,
  ],
  en: [
    /assess|survey|review|understand|analys/i,
    /design|plan|defin|scope|goal|criteria/i,
    /pilot|proof|validat/i,
    /build|install|deploy|develop|produc|integrat|roll-out|setup|set up/i,
    /train|adopt|onboard/i,
    /operat|improv|support|stabiliz|extend/i,
  ],
} as const;
const PROCESS_PAGE = 'business';

/**
 * ['content/business/ko/index.md#2', …]: the steps blocks of a language that walk through the
 * delivery process.
 */
function processBlocks(locale: Locale): string[] {
  return pageFiles(locale).flatMap((f) => {
    const front = readFileSync(join(ROOT, f), 'utf8').split(/^---$/m)[1] ?? '';
    const blocks =
      (parse(front) as { blocks?: { type: string; items?: { title: string }[] }[] })?.blocks ?? [];
    return blocks.flatMap((block, i) => {
      if (block.type !== 'steps') return [];
      const titles = block.items!.map((item) => item.title).join(' ');
      const stages = STAGES[locale].filter((stage) => stage.test(titles)).length;
      return stages >= 4 ? [`${f}#${i}`] : [];
    });
  });
}

/** Words that wear out when a site repeats them: at most once a page. */
const WORN = { ko: /실시간/g, en: /real[- ]time/gi } as const;
/**
 * The claim that software, hardware and design sit in one organization: made on one page, linked
 * from others.
 */
const ONE_TEAM = {
  ko: /(?<![가-힣])한 (팀|조직)|하나의 팀/,
  en: /\bone (team|organization)\b|under one roof/i,
} as const;
const ONE_TEAM_PAGE = 'company/organization';

for (const locale of ['ko', 'en'] as const) {
  const lines = pageLines(locale);
  test(`repetition - no sentence of ${SENTENCE}+ characters on two ${locale} pages`, () => {
    assert.equal(shared(sentences(lines)), []);
  });
  test(`repetition - no run of ${RUN[locale]}+ characters shared by two ${locale} pages`, () => {
    assert.equal(shared(runs(lines, RUN[locale])), []);
  });
  test(`repetition - no paragraph on two ${locale} pages is a near copy (content words overlap ${NEAR} or more)`, () => {
    assert.equal(nearCopies(paragraphs(locale)), []);
  });
  test(`repetition - the delivery process is one steps block of the ${locale} site, on ${PROCESS_PAGE}`, () => {
    assert.equal(
      processBlocks(locale).map((where) => where.replace(/#\d+$/, '')),
      [toContentFile(PROCESS_PAGE, locale)],
    );
  });
  test(`repetition - "${WORN[locale].source}" at most once on a ${locale} page`, () => {
    const worn = pageLines(locale).reduce((count, { where, text }) => {
      const file = fileOf(where);
      count.set(file, (count.get(file) ?? 0) + (text.match(WORN[locale])?.length ?? 0));
      return count;
    }, new Map<string, number>());
    assert.equal(
      [...worn].filter(([, n]) => n > 1).map(([file, n]) => `${file}: ${n}`),
      [],
    );
  });
  test(`repetition - the one-organization claim is made on ${ONE_TEAM_PAGE}, and elsewhere only in a sentence that links it`, () => {
    const raw = (where: string) =>
      readFileSync(join(ROOT, fileOf(where)), 'utf8').split('\n')[
        Number(where.split(':').pop()) - 1
      ]!;
    assert.equal(
      pageLines(locale)
        .filter(
          ({ where, text }) =>
            ONE_TEAM[locale].test(text) && !where.startsWith(toContentFile(ONE_TEAM_PAGE, locale)),
        )
        .filter(({ where }) => !raw(where).includes('/company/organization#one-team'))
        .map(({ where, text }) => `${where}: ${text.slice(0, 80)}`),
      [],
    );
  });
}

test('repetition - content words and their overlap: a reworded copy is near, a paragraph on the same subject is not', () => {
  const a = contentWords(
    '지원 대상과 지원 비율, 한도, 신청 시기와 요건은 연도와 사업별 공고에 따라 달라지므로 반드시 해당 공고를 확인해야 합니다.',
    'ko',
  );
  const b = contentWords(
    '지원 대상과 비율, 한도, 신청 요건은 해당 연도의 사업 공고에 따라 달라지므로 반드시 공고를 먼저 확인해야 합니다.',
    'ko',
  );
  const other = contentWords(
    '스마트 MES는 작업지시부터 생산 실적, 설비 상태, 품질 검사, LOT 이력까지 현장에서 일어나는 일을 그 자리에서 데이터로 남깁니다.',
    'ko',
  );
  assert.ok(overlap(a, b) >= NEAR, String(overlap(a, b)));
  assert.ok(overlap(a, other) < 0.3, String(overlap(a, other)));
  assert.ok(contentWords('확인해야 합니다', 'ko').has('확인'));
  assert.equal([...contentWords('The plants are running', 'en')].sort(), ['plant', 'runn']);
});

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
