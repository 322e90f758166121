/**
 * Law stated exactly: docs/claims.md registers every sentence of the site that carries
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
  ko: /(작은|소규모|중소|모든) (사업장|사업|회사|기업)[^.]*중대재해처벌법[^.]*의무를 (집|지게)|중대재해처벌법[^.]*(작은|소규모|모든) (사업장|사업|회사)[^.]*의무/,
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

/**
 * The law stated once and the same everywhere, as /business/safety#system states it.
 * SAPA Art. 4(1) asks for measures that take into account the nature and size of the business,
 * so no page says a small business's duties are the same whatever its size. Addendum Art. 1
 * deferred sole proprietors to 2024-01-27 along with the businesses under 50 regular workers, so
 * a sentence that says who the 2022 start covered names them. Regular workers are counted for the
 * whole business, not site by site (the Ministry of Employment and Labor's commentary), so a
 * threshold is a business's: "50인 미만 사업", "businesses with fewer than 50".
 */
const SAPA_SAME = {
  ko: /규모와 관계없이[^.]*의무|의무[^.]*가벼워지지|작다고[^.]*의무/,
  en: /(whatever|regardless of) the size|lighter duties|duties are the same|same duties/i,
};
const SAPA_2022 = /2022년 1월 27일|January 27, 2022/;
const SAPA_WHO = /50(명|인) (이상|미만)|\b(50|fifty) or more\b|fewer than (50|fifty)\b|\b5 to 49\b/;
const SOLE = /개인사업자|sole proprietor/;
const PER_WORKPLACE = {
  ko: /\d+(명|인) (이상|미만)( \d+(명|인) (이상|미만))?(인)? ?사업장/,
  en: /(?<!businesses (and|or) )\bworkplaces? with (at least |fewer than |under )?(\d+|five|fifty)\b/i,
};

test('claims - rule 1 and 3: the Act as /business/safety states it, on every page and press item', () => {
  const wrong = found.flatMap((s) => {
    const why = [
      SAPA_SAME.ko.test(s.text) || SAPA_SAME.en.test(s.text)
        ? 'duties said to be the same whatever the size (Art. 4(1): nature and size)'
        : '',
      SAPA_2022.test(s.text) && SAPA_WHO.test(s.text) && !SOLE.test(s.text)
        ? 'the 2022 start without the sole proprietors deferred to 2024-01-27 (Addendum Art. 1)'
        : '',
      PER_WORKPLACE.ko.test(s.text) || PER_WORKPLACE.en.test(s.text)
        ? 'a worker threshold per workplace (workers are counted per business)'
        : '',
    ].filter(Boolean);
    return why.map((w) => `${s.file}:${s.line}: ${w}: ${s.text.slice(0, 90)}`);
  });
  assert.equal(wrong, []);
});

test('claims - the checks of the Act find what they look for', () => {
  assert.match('사업장 규모와 관계없이 의무의 내용은 같지만', SAPA_SAME.ko);
  assert.match('사업장이 작다고 의무의 내용이 가벼워지지 않습니다.', SAPA_SAME.ko);
  assert.match('a smaller business does not carry lighter duties', SAPA_SAME.en);
  assert.match('The duties are the same whatever the size of the workplace', SAPA_SAME.en);
  const start =
    '2022년 1월 27일 상시 근로자 50명 이상 사업장과 공사금액 50억 원 이상 공사에 먼저 시행되었고';
  assert.ok(SAPA_2022.test(start) && SAPA_WHO.test(start) && !SOLE.test(start));
  assert.ok(
    SAPA_WHO.test('The Act took effect on January 27, 2022, for workplaces with 50 or more'),
  );
  assert.match(
    '상시 근로자 5인 이상 50인 미만 사업장도 법 적용 대상이 되는 만큼',
    PER_WORKPLACE.ko,
  );
  assert.match('상시 근로자 5명 미만 사업장에는', PER_WORKPLACE.ko);
  assert.not.match('상시 근로자 5명 이상인 사업 또는 사업장.', PER_WORKPLACE.ko);
  assert.match('also apply to workplaces with at least 5 and fewer than 50', PER_WORKPLACE.en);
  assert.not.match('Businesses and workplaces with 5 or more regular workers', PER_WORKPLACE.en);
});

test.run();
