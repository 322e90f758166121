/**
 * Twins that say the same: the English of a page or press item says what its Korean
 * says, no more and no less. What a test can hold: a count the Korean gives ("세 번의 터치",
 * "최대 8명", "세 단계") is in the English of the same field as a number or a number word, not
 * "a few"; and the English promises no one universal access ("anyone can take part") the Korean
 * does not. Fields are compared by their place in the front matter (blocks.2.items.0.text), the
 * body as a whole.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../helpers/dist.ts';
import { contentFiles } from '../helpers/prose.ts';

const NATIVE: Record<string, number> = {
  두: 2,
  세: 3,
  네: 4,
  다섯: 5,
  여섯: 6,
  일곱: 7,
  여덟: 8,
  아홉: 9,
  열: 10,
};
const WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  twice: 2,
};
/**
 * A Korean count: a number or a native number word, then a counter (번, 명, 가지 …). `한` (one)
 * is left out: "한 번에", "한곳", "한 화면" are idioms, not counts. `N명 미만` (under N) may be
 * "N - 1" in English ("5명 이상 50명 미만" is "5 to 49").
 */
const KO_COUNT =
  /(?<![\d,.])(?:(\d+) ?|(두|세|네|다섯|여섯|일곱|여덟|아홉|열) )(번|명|개|가지|단계|곳|칸|척|층|종류|건)( 미만)?/g;
const EN_NUMBER =
  /\b(\d[\d,]*)\b|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twice)\b/gi;
const EN_ANYONE = /\b(anyone|everyone|anybody) (can|may|is able to)\b/i;
const KO_ANYONE = /누구나|아무나|모든|모두/;

/** ('세 번의 터치, 5명 이상 50명 미만') -> [{ n: 3 }, { n: 5 }, { n: 50, under: true }] */
export function koreanCounts(text: string): { n: number; under: boolean }[] {
  return [...text.matchAll(KO_COUNT)].map((m) => ({
    n: m[1] ? Number(m[1]) : NATIVE[m[2]!]!,
    under: !!m[4],
  }));
}

/** ('up to eight, 1,200 mm') -> {8, 1200} */
export function englishNumbers(text: string): Set<number> {
  return new Set(
    [...text.matchAll(EN_NUMBER)].map((m) =>
      m[1] ? Number(m[1].replace(/,/g, '')) : WORDS[m[2]!.toLowerCase()]!,
    ),
  );
}

/** Every string of a front matter by its place: { 'blocks.1.intro': '…' }. */
function fields(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => fields(v, `${path}.${i}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => fields(v, path ? `${path}.${k}` : k));
  return [];
}

/** A content file as its fields and its body. */
function read(file: string): Map<string, string> {
  const [, front = '', ...body] = readFileSync(join(ROOT, file), 'utf8').split(/^---$/m);
  return new Map([...fields(parse(front) ?? {}), ['body', body.join('---')]]);
}

/** What an English field leaves out or adds against its Korean field. */
export function twinDifferences(ko: string, en: string): string[] {
  const numbers = englishNumbers(en);
  return [
    ...koreanCounts(ko)
      .filter(({ n, under }) => !numbers.has(n) && !(under && numbers.has(n - 1)))
      .map(({ n }) => `the Korean counts ${n}, the English does not`),
    ...(EN_ANYONE.test(en) && !KO_ANYONE.test(ko)
      ? [`the English says "${EN_ANYONE.exec(en)![0]}", the Korean says no such thing`]
      : []),
  ];
}

test('twins - a count and a universal claim are compared', () => {
  assert.equal(
    twinDifferences(
      '작업자는 세 번의 터치로 보호구를 받습니다.',
      'Workers get their PPE in a few taps.',
    ),
    ['the Korean counts 3, the English does not'],
  );
  assert.equal(
    twinDifferences(
      '발전소 한 곳의 사업을 작은 단위로 나누어 1만 원부터 참여할 수 있도록 한 서비스다.',
      'so that anyone can take part from KRW 10,000',
    ),
    ['the English says "anyone can", the Korean says no such thing'],
  );
  assert.equal(twinDifferences('교육생 최대 8명이 한 번에', 'up to eight trainees at once'), []);
  assert.equal(
    twinDifferences(
      '상시 근로자 5명 이상 50명 미만인 사업',
      'businesses with 5 to 49 regular workers',
    ),
    [],
  );
  assert.equal(twinDifferences('세안·세척까지 한곳에서', 'rinsing, all in one place'), []);
});

test('twins - every English page and press item says the counts its Korean says, and no more', () => {
  const found = contentFiles(ROOT)
    .filter((file) => /\/ko\/[^/]+\.md$/.test(file))
    .flatMap((file) => {
      const ko = read(file);
      const en = read(file.replace('/ko/', '/en/'));
      return [...ko].flatMap(([path, text]) =>
        twinDifferences(text, en.get(path) ?? '').map((d) => `${file} ${path}: ${d}`),
      );
    });
  assert.equal(found, []);
});

test.run();
