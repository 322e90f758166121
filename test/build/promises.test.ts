/**
 * Promises shown as facts (contracts §18): what the company says it does, how fast, what
 * it has done before, where it sits and how long it keeps or announces something is a sample until
 * the company confirms it. One rule over every page the build writes, in both languages: a match of
 * docs/claims.md's promise patterns ("Company promises") stands in a sample block, a sample mark, a
 * sample press item or an address marked as a sample, or inside a phrase the document lists as a
 * confirmed promise with its basis.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePromises } from '../helpers/claims.ts';
import { PAGES, ROOT, page } from '../helpers/dist.ts';

const { kinds, confirmed } = parsePromises(readFileSync(join(ROOT, 'docs/claims.md'), 'utf8'));

/** The elements whose text a reader takes as one statement. */
const TEXT = 'h1, h2, h3, h4, p, li, td, th, dt, dd, figcaption, caption, address, summary, label';
/** An address that says on its face that it is a sample (company.yaml writes it so). */
const SAMPLE_ADDRESS = /\((샘플 주소|sample address)\)/;

/**
 * Whether a statement is marked as a sample where it stands: inside a `{{sample: …}}` mark, in a
 * block whose note says it is a sample, or in a sample press article.
 */
function markedSample(el: Element): boolean {
  if (el.closest('.sample')) return true;
  const block = el.closest('section.block');
  if (block?.querySelector(':scope > .container > .block__sample')) return true;
  return !!el.closest('main')?.querySelector('article [data-press-sample]');
}

/** A statement's own text, without what its nested statements say (a list inside a list item). */
function ownText(el: Element): string {
  const copy = el.cloneNode(true) as Element;
  // A `{{sample: …}}` mark inside the statement is marked where it stands.
  for (const nested of copy.querySelectorAll(`${TEXT}, .sample`)) nested.remove();
  return (copy.textContent ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\u2011/g, '-')
    .trim();
}

/** Whether the match at `index` lies inside a confirmed phrase of `text`. */
function confirmedAt(text: string, index: number, length: number): boolean {
  return confirmed.some(({ phrase }) => {
    for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1))
      if (at <= index && index + length <= at + phrase.length) return true;
    return false;
  });
}

/** Every unmarked promise in a text: 'kind: "match" in "…"'. */
export function promisesIn(text: string, locale: 'ko' | 'en'): string[] {
  return kinds.flatMap(({ kind, ko, en }) => {
    const pattern = new RegExp((locale === 'ko' ? ko : en).source, `g${en.flags}`);
    return [...text.matchAll(pattern)]
      .filter((m) => !confirmedAt(text, m.index!, m[0].length) && !SAMPLE_ADDRESS.test(text))
      .map((m) => `${kind}: "${m[0]}" in "${text.slice(0, 100)}"`);
  });
}

test('promises - the document gives the patterns of each kind and the confirmed phrases', () => {
  assert.equal(
    kinds.map((k) => k.kind),
    [
      'how a project runs',
      'response and reaction times',
      'what the company has done before',
      'where the head office is (the address is a sample)',
      'how long something is kept or announced ahead',
    ],
  );
  assert.ok(confirmed.length >= 2 && confirmed.every((c) => c.basis.length > 10));
});

test('promises - what counts as a promise, and what a confirmed phrase allows', () => {
  const ko = [
    '본격 가동 후 첫 월 마감과 결산을 함께 점검합니다.',
    '센서가 감지한 정보는 몇 초 안에 안내판과 관제 화면에 함께 반영됩니다.',
    '비슷한 현장에서 쌓은 경험이 필요한 과제가 있다면 알려 주세요.',
    '당사는 부산 해운대 센텀시티에 본사를 둔 정보기술 기업입니다.',
    '시행 7일 전부터 웹사이트를 통하여 알려 드립니다.',
    '파기 사유가 생긴 날부터 5일 이내에 파기합니다.',
    '지원사업 참여 여부와 관계없이 같은 기준으로 구축합니다.',
  ];
  assert.equal(
    ko.filter((s) => promisesIn(s, 'ko').length === 0),
    [],
  );
  const en = [
    'the old and new ways run side by side for a while',
    'What a sensor detects reaches the signs and the console within seconds.',
    'If you have a challenge where experience from similar sites would help, tell us.',
    'From Centum City, Busan, we build software.',
    'destroyed within five days of the reason for destruction arising',
    'During consultation we check the rules that currently apply at your site.',
  ];
  assert.equal(
    en.filter((s) => promisesIn(s, 'en').length === 0),
    [],
  );
  assert.equal(
    promisesIn('회사는 요구를 받은 날부터 10일 이내에 조치하고 알려 드립니다.', 'ko'),
    [],
  );
  assert.equal(
    promisesIn('The Company acts on a request within 10 days of receiving it.', 'en'),
    [],
  );
  assert.equal(promisesIn('부산광역시 해운대구 센텀중앙로 (샘플 주소)', 'ko'), []);
  assert.equal(
    promisesIn('부산에 본사를 둔 정보기술 기업입니다. 같은 유해요인으로 1년 안에 3명 이상', 'ko'),
    [],
  );
});

test('promises - every page states a promise only as a sample or as a confirmed one', () => {
  const found = PAGES.flatMap((route) => {
    const doc = page(route.outFile);
    const heads = [
      doc.querySelector('title')?.textContent ?? '',
      doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    ];
    const head = heads.flatMap((text) => promisesIn(text, route.locale));
    const body = [...doc.querySelectorAll(`body :is(${TEXT})`)]
      .filter((el) => !markedSample(el))
      .flatMap((el) => promisesIn(ownText(el), route.locale));
    return [...new Set([...head, ...body])].map((finding) => `${route.url}: ${finding}`);
  });
  assert.equal(found, []);
});

test.run();
