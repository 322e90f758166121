import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { ROUTES } from '../../site/routes.ts';
import { join } from 'node:path';
import { loadSite } from '../../site/content/load.ts';
import { CompanyFacts } from '../../site/content/schemas.ts';
import { parseYaml, validate } from '../../site/content/yaml.ts';
import { ContentErrors, formatError } from '../../site/content/errors.ts';
import { ROOT } from '../helpers/dist.ts';

const BROKEN = join(ROOT, 'test/fixtures/broken');
const { content, errors } = loadSite(BROKEN);
const lines = errors.map(formatError);
/**
 * A company.yaml with every new fact wrong; kept apart so its errors do not hide the pages' facts.
 */
const company = loadSite(join(ROOT, 'test/fixtures/broken-company'));
const companyLines = company.errors.map(formatError);

/** Each broken fixture gives exactly this message, with its file and line. */
const EXPECTED = [
  'content/company/ko/intro.md:11: blocks.1.type: unknown block type "carousel" (expected one of: features, figures, steps, specs, timeline, org, gallery, cta, prose, toc, history)',
  'content/company/ko/intro.md:3: description: at least 20 characters',
  'content/company/ko/intro.md:15: blocks.2.items.0.value: Invalid input: expected string, received number',
  'content/company/ko/intro.md:20: link "/company/nowhere" leads nowhere (no page has this URL)',
  'content/company/ko/intro.md:20: link "/eng/contact" goes to a page in the other language (use /contact)',
  'content/company/en/intro.md:3: YAML syntax: Missing closing "quote',
  'content/company/en/history.md:1: missing front matter (expected "---" on the first line)',
  'content/company/ko/orphan.md:1: no route uses this file (routes come from site/menu.ts; rename or delete it)',
  'content/company/ko/history.md:1: file missing: the route /company/history (site/menu.ts) needs it',
  // A page file where pages were before content/<folder>/<locale>/ (an older branch merged): told
  // where it goes.
  'content/ko/company/history.md:1: no route uses this file: the page /company/history is content/company/ko/history.md (move the text there)',
  'content/company/ko/talent.md:10: link "company:careers": no such company link (expected one of: company:recruit, company:webzine, company:press, company:design)',
  'content/company/ko/talent.md:12: link "company:recruit": company links work in a cta block\'s href only (write the address in Markdown)',
  'content/popup.yaml:4: mediaSrc: a file under /assets/img or /assets/video',
  'content/popup.yaml:5: mediaType: Invalid option: expected one of "image"|"video"',
  'content/press/ko/2024-01-01-bad-date.md:4: date: Invalid ISO date',
  'content/press/ko/2024-01-01-bad-date.md:5: link: Invalid URL',
  // The newsroom's rules (contracts §11): twins, slugs, dates, koreanOnly, the folder layout.
  'content/press/ko/2024-02-01-no-twin.md:1: English twin missing: write content/press/en/2024-02-01-no-twin.md (or set koreanOnly: true)',
  'content/press/en/2024-02-02-no-korean.md:1: Korean twin missing: no content/press/ko/2024-02-02-no-korean.md (every item starts in Korean; rename or delete this file)',
  'content/press/ko/2024-02-03-Bad_Slug.md:1: file name "2024-02-03-Bad_Slug" is not a press slug (expected YYYY-MM-DD-lowercase-ascii-words, like 2025-10-14-safewiz-mobile-update)',
  'content/press/ko/2024-02-04-date-mismatch.md:4: date "2024-02-05" differs from the date in the file name (2024-02-04)',
  'content/press/ko/2024-02-06-korean-only-with-twin.md:1: koreanOnly: true, but content/press/en/2024-02-06-korean-only-with-twin.md exists (remove the flag or the English file)',
  'content/press/en/2024-02-06-korean-only-with-twin.md:2: Unrecognized key: "koreanOnly"',
  'content/press/2024-01-15-old-layout.md:1: press items live in content/press/ko/ and content/press/en/ (move this file there)',
  // A press body is Markdown like a page's: its links are checked the same way.
  'content/press/ko/2024-03-01-broken-body.md:9: link "/company/nowhere" leads nowhere (no page has this URL)',
  // A sample is a sample in both languages (contracts §18): the English twin is reported where it
  // differs.
  'content/press/en/2024-02-07-sample-differs.md:5: sample: false, but the Korean twin content/press/ko/2024-02-07-sample-differs.md says sample: true (the twins tell one story: set the same value in both)',
  'content/press/en/2024-02-08-sample-unsaid.md:2: sample: not set, but the Korean twin content/press/ko/2024-02-08-sample-unsaid.md says sample: true (the twins tell one story: set the same value in both)',
  'content/privacy/en/index.md:6: blocks.0.id: an anchor of lowercase ASCII letters, digits and "-", starting with a letter, like "purpose"',
  'content/privacy/ko/index.md:19: blocks.3.id: "items" is already the id of blocks.2 (each anchor names one section)',
  'content/privacy/ko/index.md:24: blocks.4.id: a block with an id needs a heading (the table of contents lists it by its heading)',
  'content/privacy/ko/index.md:34: blocks.5.entries.1.date: 2025-06-01 is newer than the entry above it (list versions newest first: the first is the one in force)',
  'content/privacy/ko/index.md:22: {{sample:}}: a sample mark needs its value ({{sample: 홍길동}})',
];

/** The fact names the fixture's company offers, as the unknown-fact message lists them. */
const FACT_NAMES =
  'name, legalName, representative, businessRegistrationNumber, phone, origin, recruitUrl, webzineUrl, emails.business, emails.safewiz, emails.product, emails.design, emails.press, addresses.head-office, addresses.design-lab, addresses.tech-lab, addresses.naju, addresses.ulsan, addresses.changwon, addresses.gyeongin, inquiryRetentionYears, processors.hosting, processors.email, inquiryRetention';
EXPECTED.push(
  `content/privacy/ko/index.md:17: unknown company fact {{retentionYears}} (expected one of: ${FACT_NAMES}, or sample: <value>)`,
  `content/press/ko/2024-03-01-broken-body.md:9: unknown company fact {{emails.nobody}} (expected one of: ${FACT_NAMES}, or sample: <value>)`,
);

const COMPANY_EXPECTED = [
  'content/company.yaml:10: businessRegistrationNumber: "124-81-00997" fails the check digit: its last digit is 7, the first nine call for 8 (copy the number from the registration certificate)',
  'content/company.yaml:17: inquiryRetentionYears: Too small: expected number to be >=1',
  'content/company.yaml:19: processors.email: Invalid input: expected object, received undefined',
  'content/company.yaml:20: samples.1: Invalid option: expected one of "name"|"legalName"|"representative"|"businessRegistrationNumber"|"phone"|"processors"',
  'content/company.yaml:22: naverSiteVerification: empty (paste the code the search engine gives you, or delete the key to write no tag)',
  'content/company.yaml:23: googleSiteVerification: letters, digits, "-" and "_" only: the content="..." value of the tag the search engine gives you',
  'content/company.yaml:31: addresses: one address needs the id "head-office": the privacy policy and the search engines\' company data name it',
];

for (const message of EXPECTED) {
  test(`content errors - ${message.split(': ')[0]} ${message.split(': ')[1]}`, () => {
    assert.ok(
      lines.includes(message),
      `expected:\n${message}\nin:\n${lines.filter((l) => !l.includes('file missing')).join('\n')}`,
    );
  });
}

for (const message of COMPANY_EXPECTED) {
  test(`content errors - company facts: ${message.split(': ')[1]}`, () => {
    assert.ok(
      companyLines.includes(message),
      `expected:\n${message}\nin:\n${companyLines.filter((l) => !l.includes('file missing')).join('\n')}`,
    );
  });
}

test('content errors - company facts: a business registration number not written 000-00-00000 is one error with its line', () => {
  const text = readFileSync(
    join(ROOT, 'test/fixtures/broken-company/content/company.yaml'),
    'utf8',
  ).replace('124-81-00997', '1248100998');
  const { source, data } = parseYaml('content/company.yaml', text, 1);
  const found = validate(source, data, CompanyFacts)
    .errors.map(formatError)
    .filter((l) => l.includes(': businessRegistrationNumber: '));
  assert.equal(found, [
    'content/company.yaml:10: businessRegistrationNumber: "1248100998" is not in the form 000-00-00000 (3, 2 and 5 digits joined by "-")',
  ]);
});

test('content errors - an empty verification code is one error, not two', () => {
  assert.is(companyLines.filter((l) => l.includes('naverSiteVerification')).length, 1);
});

test('content errors - each press file is reported for its own problems only', () => {
  const press = lines.filter((l) => l.startsWith('content/press/'));
  assert.is(
    press.length,
    EXPECTED.filter((l) => l.startsWith('content/press/')).length,
    press.join('\n'),
  );
});

test('content errors - nothing is built from broken content', () => {
  assert.is(content, undefined);
});

test('content errors - every route without its file is reported once', () => {
  const missing = lines.filter((l) => l.includes('file missing: the route'));
  const present = ROUTES.filter((r) => existsSync(join(BROKEN, r.contentFile)));
  assert.ok(present.length > 0);
  assert.is(missing.length, ROUTES.length - present.length);
  assert.is(new Set(missing).size, missing.length);
});

test('content errors - the build message lists each error, then the count', () => {
  const message = new ContentErrors(errors).message.split('\n');
  assert.is(message.at(-1), `${errors.length} content errors`);
  assert.is(message.length, errors.length + 1);
});

test.run();
