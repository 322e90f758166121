/**
 * One term per thing: no content file and no UI message uses a variant that
 * docs/glossary.md lists as wrong. Each hit is printed as `file:line: "variant" -> use "term"`.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/dist.ts';
import {
  findVariants,
  glossaryFiles,
  glossaryFindings,
  parseGlossary,
} from '../helpers/glossary.ts';

const variants = parseGlossary(readFileSync(join(ROOT, 'docs/glossary.md'), 'utf8'));

/**
 * Variants left in files that other issues own while they rewrite them (none today: every press
 * item and page has been rewritten to the glossary). Listed as
 * `file: "variant"`, they are the owners' to fix; the test fails on any finding not listed here
 * and on a listed one that is gone, so this list only shrinks.
 */
const OWNED_ELSEWHERE = new Set<string>([]);
/** 'content/x.md:12: "SAFEWIZ" -> use "safewiz"' -> 'content/x.md: "SAFEWIZ"' */
const ownerKey = (finding: string) => finding.replace(/:\d+: /, ': ').replace(/ -> use .*$/, '');

test('glossary - the document parses into variants, each with a term to use', () => {
  assert.ok(variants.length >= 80, `only ${variants.length} variants read from docs/glossary.md`);
  assert.equal(
    variants.filter((v) => !v.use.trim()).map((v) => v.source),
    [],
  );
  assert.ok(variants.some((v) => v.source === 'SAFEWIZ' && v.use === 'safewiz'));
  assert.ok(variants.some((v) => v.source.includes('[Ee]nquir') && v.use === 'inquiry'));
});

test('glossary - a variant is found with its file, line and the term to use', () => {
  const text = 'title: SAFEWIZ\nThe enquiry form, 10억원.\n';
  assert.equal(findVariants('content/x/en/index.md', text, variants), [
    'content/x/en/index.md:1: "SAFEWIZ" -> use "safewiz"',
    'content/x/en/index.md:2: "10억원" -> use "1만 원, 50억 원, 10억 원"',
    'content/x/en/index.md:2: "enquiry" -> use "inquiry"',
  ]);
});

test('glossary - a YAML comment does not count', () => {
  assert.equal(
    findVariants(
      'content/company.yaml',
      '# e-mail addresses\nemail: a@example.com # e-mail\n',
      variants,
    ),
    ['content/company.yaml:2: "e-mail" -> use "email"'],
  );
});

test('glossary - in a messages file only the string values count, not keys or comments', () => {
  const text =
    "  // organised by area\n  'footer.email.safewiz': 'Safewiz',\n  businessField: '조선·해양 ICT',\n";
  assert.equal(findVariants('site/messages/x.ts', text, variants), [
    'site/messages/x.ts:2: "Safewiz" -> use "safewiz"',
    'site/messages/x.ts:3: "조선·해양" -> use "조선해양 ICT"',
  ]);
});

test('glossary - British forms on English pages are found (the spelling check knows every kind)', () => {
  const text = [
    'The car park is at the centre, in grey.',
    'We organised and analysed the programme; labelled bays were modelled.',
    'Open at weekends, the colours of the licence match the catalogue.',
    'In Autumn we send a CV whilst travelling towards the enrolment.',
  ].join('\n');
  const found = findVariants('content/x/en/index.md', text, variants).map((f) => f.split('"')[1]);
  assert.equal(found.sort(), [
    'Autumn',
    'CV',
    'analysed',
    'at weekends',
    'bays',
    'car park',
    'catalogue',
    'centre',
    'colours',
    'enrolment',
    'grey',
    'labelled',
    'licence',
    'modelled',
    'organised',
    'programme',
    'towards',
    'travelling',
    'whilst',
  ]);
  assert.equal(
    findVariants(
      'content/x/en/index.md',
      'We organize, analyze and advise on license, color and center; a promise and an exercise.',
      variants,
    ),
    [],
  );
});

/** What a line's findings name: 'content/x.md:1: "Bay" -> use "…"' -> 'Bay' */
const found = (text: string, file = 'content/x/en/index.md') =>
  findVariants(file, text, variants).map((f) => f.split('"')[1]);

test('glossary - a form is found with another ending, a capital or a hyphen', () => {
  assert.equal(
    found(
      [
        'Injection moulding, Moulded parts and Bay lights over the bays; the car-park is full.',
        'Meet your health-and-safety duties with near-miss reports and a toolbox-meeting.',
        'Smart-factory software, a digital-twin view, a smart-city service, Digital-twin-based tools.',
        'The RFID materials management system; enov also analyses the load.',
      ].join('\n'),
    ).sort(),
    [
      'Bay',
      'Digital-twin',
      'Moulded',
      'RFID materials',
      'Smart-factory',
      'also analyses',
      'bays',
      'car-park',
      'digital-twin',
      'health-and-safety',
      'moulding',
      'near-miss',
      'smart-city',
      'toolbox-meeting',
    ],
  );
  assert.equal(found('Analyses of the data, near miss reports and a digital twin view.'), []);
  assert.equal(
    found('[스마트팩토리](/business/smart-factory), banner-business-digital-twin.webp', 'x.md'),
    [],
    'addresses and file names are not words',
  );
});

test('glossary - a record is never evidence or 증빙, in press items too', () => {
  assert.equal(found('the date, the person in charge and photographic evidence'), ['evidence']);
  assert.equal(found('평가 결과와 증빙 서류 보관', 'content/press/ko/x.md'), ['증빙']);
});

test('glossary - one name per product, page and mailbox', () => {
  assert.equal(
    found(
      [
        'enov, its energy management solution; enov is energy management software.',
        'hatna, an investment service; the parking-space management system parkdian.',
        'See our [Publicity](/eng/resources/publicity) page or the publicity materials page.',
        'Email our press team, our press contact or the communications team.',
      ].join('\n'),
    ).sort(),
    [
      'Publicity](/eng/resources/publicity) page',
      'communications team',
      'enov is energy management software',
      'enov, its energy management solution',
      'hatna, an investment service',
      'parking-space management system',
      'press contact',
      'press team',
      'publicity materials page',
    ],
  );
  assert.equal(
    found(
      '안전보건관리 플랫폼 safewiz, 에너지 관리 솔루션 enov, 투자 서비스 hatna, 보도 문의 이메일',
      'content/press/ko/x.md',
    ).sort(),
    ['보도 문의 이메일', '서비스 hatna', '솔루션 enov', '안전보건관리 플랫폼', '플랫폼 safewiz'],
  );
  assert.equal(
    found(
      'safewiz, our safety and health management software; the enov energy management platform; the hatna solution page; Email the press office.',
    ),
    [],
  );
});

test('glossary - English that reads as English: no calques of the Korean', () => {
  assert.equal(
    found(
      'Fine dust sensors for root industry companies; our job is to make those systems used; our field products.',
    ).sort(),
    ['Fine dust', 'field products', 'make those systems used', 'root industry'],
  );
});

test('glossary - the files it governs include the press items of both languages, the pages, the company facts and the UI messages', () => {
  const files = glossaryFiles(ROOT);
  for (const dir of [
    'content/press/en/',
    'content/press/ko/',
    'content/company/en/',
    'content/company/ko/',
    'site/messages/',
  ])
    assert.ok(
      files.some((f) => f.startsWith(dir)),
      dir,
    );
  assert.ok(files.includes('content/company.yaml') && files.includes('content/popup.yaml'));
});

const findings = glossaryFindings(ROOT, variants);

test('glossary - content files and UI messages use the glossary terms', () => {
  assert.equal(
    findings.filter((finding) => !OWNED_ELSEWHERE.has(ownerKey(finding))),
    [],
  );
});

test('glossary - every variant listed as owned elsewhere is still there (else remove it from the list)', () => {
  const left = new Set(findings.map(ownerKey));
  assert.equal(
    [...OWNED_ELSEWHERE].filter((key) => !left.has(key)),
    [],
  );
});

test.run();
