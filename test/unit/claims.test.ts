/**
 * Law stated exactly (issue 28): docs/claims.md registers every sentence of the site that carries
 * a legal term, with the rules it rests on. A legal sentence a writer adds or changes without an
 * entry fails here, so it reaches a reviewer together with its rule; so does an entry whose
 * sentence is gone, and an entry that names a rule the table does not have.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/dist.ts';
import { legalSentences, legalTermIn, parseClaims } from '../helpers/claims.ts';
import { fileSentences, readerText, sentencesOf } from '../helpers/prose.ts';

const claims = parseClaims(readFileSync(join(ROOT, 'docs/claims.md'), 'utf8'));
const found = legalSentences(ROOT, claims.terms);
const key = (file: string, text: string) => `${file}\n${text}`;
const registered = new Set(claims.entries.map((entry) => key(entry.file, entry.text)));

test('claims - the document parses: rules 1 to its last, terms, and a register', () => {
  assert.ok(claims.rules.size >= 20, `only ${claims.rules.size} rules`);
  assert.equal(
    [...claims.rules],
    Array.from({ length: claims.rules.size }, (_, i) => i + 1),
  );
  assert.ok(claims.terms.length >= 8, `only ${claims.terms.length} terms`);
  assert.ok(claims.entries.length >= 300, `only ${claims.entries.length} entries`);
});

test('claims - what counts as a legal sentence', () => {
  const legal = [
    '중대재해처벌법 제4조 제1항은 네 가지 조치를 정합니다.',
    '법인에는 50억 원 이하의 벌금이 부과될 수 있습니다.',
    '이 의무는 2024년 1월 28일부터 단계적으로 적용되었습니다.',
    '원금과 수익이 보장되지 않습니다.',
    'The company can be fined up to KRW 5 billion (Art. 7).',
    'Barrier-free kiosks are now mandatory under the Act.',
    'Neither your capital nor any return is guaranteed.',
  ];
  assert.equal(
    legal.filter((s) => !legalTermIn(s, claims.terms)),
    [],
  );
  const plain = [
    '좋은 방법을 찾는 해법은 현장에 있습니다.',
    '산업안전보건 분야의 사업을 소개합니다.',
    'License-plate recognition and fine dust sensors are supported.',
  ];
  assert.equal(
    plain.filter((s) => legalTermIn(s, claims.terms)),
    [],
  );
});

test('claims - a reader sees text without Markdown, and an English article reference does not end a sentence', () => {
  assert.is(
    readerText('      - **의무**: [safewiz](/solution/safewiz)가 돕습니다.'),
    '의무: safewiz가 돕습니다.',
  );
  assert.is(
    readerText('      | 필수 | 이름, 직책 | 답변하기 위해 |'),
    '필수 | 이름, 직책 | 답변하기 위해',
  );
  assert.is(readerText('      |---|---|'), '');
  assert.is(readerText('# a YAML comment'), '');
  assert.equal(sentencesOf('It is fined (Art. 7). Then Co., Ltd. agrees.'), [
    'It is fined (Art. 7).',
    'Then Co., Ltd. agrees.',
  ]);
});

test('claims - every legal sentence of the site has its entry in docs/claims.md', () => {
  const missing = found
    .filter((s) => !registered.has(key(s.file, s.text)))
    .map((s) => `${s.file}:${s.line}: (${s.term}) add under "### ${s.file}": - [?] ${s.text}`);
  assert.equal(missing, []);
});

test('claims - every entry is still a sentence of its file (else update or delete it)', () => {
  const sentences = new Map<string, Set<string>>();
  const stale = claims.entries.filter((entry) => {
    if (!sentences.has(entry.file)) {
      try {
        sentences.set(entry.file, new Set(fileSentences(ROOT, entry.file).map((s) => s.text)));
      } catch {
        sentences.set(entry.file, new Set());
      }
    }
    return !sentences.get(entry.file)!.has(entry.text);
  });
  assert.equal(
    stale.map((entry) => `docs/claims.md:${entry.line}: ${entry.file}: ${entry.text}`),
    [],
  );
});

test('claims - every entry rests on rules the table has', () => {
  const wrong = claims.entries.filter(
    (entry) => entry.rules.length === 0 || entry.rules.some((rule) => !claims.rules.has(rule)),
  );
  assert.equal(
    wrong.map((entry) => `docs/claims.md:${entry.line}: [${entry.rules.join(', ')}]`),
    [],
  );
});

test('claims - no sentence is registered twice under one file', () => {
  const seen = new Set<string>();
  const twice = claims.entries.filter((entry) => {
    const k = key(entry.file, entry.text);
    if (seen.has(k)) return true;
    seen.add(k);
    return false;
  });
  assert.equal(
    twice.map((entry) => `docs/claims.md:${entry.line}`),
    [],
  );
});

/**
 * Rule 1: the Serious Accidents Punishment Act does not cover workplaces with fewer than 5
 * regular workers, so a sentence that says small or all workplaces carry its duties names the
 * threshold (or the date it reached them) in the same sentence.
 */
const SMALL_PLACES = {
  ko: /(작은|소규모|중소|모든) 사업장[^.]*중대재해처벌법[^.]*의무를 (집|지게)|중대재해처벌법[^.]*(작은|소규모|모든) 사업장[^.]*의무/,
  en: /(small|smaller|every|all) (workplaces|businesses)[^.]*(carry|have carried|bear) the duties of[^.]*Serious Accidents/i,
};
const THRESHOLD = /5명|5인|50명|50인|2024년 1월 27일|\bfive\b|\b5\b|January 27, 2024/;

test("claims - rule 1: a sentence that says small workplaces carry the Act's duties names the threshold", () => {
  const wrong = found.filter(
    (s) =>
      (SMALL_PLACES.ko.test(s.text) || SMALL_PLACES.en.test(s.text)) && !THRESHOLD.test(s.text),
  );
  assert.equal(
    wrong.map((s) => `${s.file}:${s.line}: ${s.text}`),
    [],
  );
  assert.ok(SMALL_PLACES.ko.test('작은 사업장도 이제 중대재해처벌법의 의무를 집니다.'));
  assert.ok(
    SMALL_PLACES.en.test(
      "Small workplaces now carry the duties of Korea's Serious Accidents Punishment Act.",
    ),
  );
  assert.ok(
    found.some((s) => SMALL_PLACES.ko.test(s.text)),
    "the company page's sentence is found",
  );
});

test.run();
