/**
 * Company facts and sample marks in Markdown (site/content/facts.ts, markdown.ts), and the
 * outline rules of anchored blocks (site/content/outline.ts).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { formatYears, toFacts } from '../../site/content/facts.ts';
import { markdownToHtml, sampleHtml } from '../../site/content/markdown.ts';
import { checkOutline, outlineOf } from '../../site/content/outline.ts';
import { loadPages } from '../../site/content/load.ts';
import { CompanyFacts } from '../../site/content/schemas.ts';
import { routeOf } from '../../site/routes.ts';
import type { Block } from '../../site/content/blocks.ts';
import { ROOT } from '../helpers/dist.ts';

const company = CompanyFacts.parse(parse(readFileSync(join(ROOT, 'content/company.yaml'), 'utf8')));
const ko = { facts: toFacts(company, 'ko'), sampleLabel: '샘플' };
const en = { facts: toFacts(company, 'en'), sampleLabel: 'sample' };
const html = (markdown: string, options = ko) => markdownToHtml(markdown, options).html.trim();

test('facts - names resolve in the page language; contacts become links', () => {
  assert.is(ko.facts.get('name')!.text, company.name.ko);
  assert.is(en.facts.get('name')!.text, company.name.en);
  assert.equal(ko.facts.get('emails.business'), {
    text: company.emails.business,
    href: `mailto:${company.emails.business}`,
  });
  assert.equal(toFacts({ ...company, samples: [] }, 'ko').get('phone'), {
    text: company.phone.replace(/-/g, '\u2011'),
    href: `tel:${company.phone.replace(/\D/g, '')}`,
  });
  assert.is(
    en.facts.get('addresses.head-office')!.text,
    company.addresses.find((a) => a.id === 'head-office')!.address.en,
  );
  assert.is(ko.facts.get('inquiryRetentionYears')!.text, String(company.inquiryRetentionYears));
});

test('facts - the retention period in words', () => {
  assert.is(formatYears(3, 'ko'), '3년');
  assert.is(formatYears(3, 'en'), '3 years');
  assert.is(formatYears(1, 'en'), '1 year');
  assert.is(
    ko.facts.get('inquiryRetention')!.text,
    formatYears(company.inquiryRetentionYears, 'ko'),
  );
});

test('markdown facts - a fact is written as text or as its link, escaped', () => {
  assert.is(
    html('보관 기간: {{inquiryRetention}}'),
    `<p>보관 기간: ${formatYears(company.inquiryRetentionYears, 'ko')}</p>`,
  );
  assert.is(
    html('{{ emails.business }}'),
    `<p><a href="mailto:${company.emails.business}">${company.emails.business}</a></p>`,
  );
  assert.match(html('전화 {{phone}}'), /<a href="tel:\d+">[\d\u2011]+<\/a>/);
});

test('facts - the ones listed under samples are marked, whole groups included; the list is not a fact', () => {
  const facts = toFacts(
    { ...company, samples: ['processors', 'businessRegistrationNumber'] },
    'en',
  );
  assert.equal(facts.get('processors.hosting'), {
    text: company.processors.hosting.en,
    sample: true,
  });
  assert.equal(facts.get('businessRegistrationNumber'), {
    text: company.businessRegistrationNumber,
    sample: true,
  });
  assert.equal(facts.get('representative'), { text: company.representative.en });
  assert.not.ok([...facts.keys()].some((key) => key.startsWith('samples')));
});

test('markdown facts - a sample fact carries the tag after its text or link', () => {
  const facts = toFacts({ ...company, samples: ['phone', 'processors'] }, 'ko');
  const tel = `tel:${company.phone.replace(/\D/g, '')}`;
  assert.is(
    html('{{processors.email}}', { facts, sampleLabel: '샘플' }),
    `<p>${sampleHtml(company.processors.email.ko, '샘플')}</p>`,
  );
  assert.is(
    html('{{phone}}', { facts, sampleLabel: '샘플' }),
    `<p><span class="sample"><a href="${tel}">${company.phone.replace(/-/g, '\u2011')}</a> <small class="sample__tag">샘플</small></span></p>`,
  );
});

test('markdown facts - inside a link a fact is text, so no link nests in a link', () => {
  const out = html('[메일: {{emails.business}}](/contact)');
  assert.is(out.match(/<a /g)!.length, 1, out);
});

test('markdown facts - a sample mark shows its value with the tag, escaped', () => {
  assert.is(html('책임자 {{sample: 홍길동}}'), `<p>책임자 ${sampleHtml('홍길동', '샘플')}</p>`);
  assert.is(
    html('{{sample: <b>x</b>}}', en),
    '<p><span class="sample">&lt;b&gt;x&lt;/b&gt; <small class="sample__tag">sample</small></span></p>',
  );
});

test('markdown facts - an unknown name is a problem at its line; code spans stay literal', () => {
  const { problems } = markdownToHtml('첫 줄\n\n셋째 줄 {{retention}}', ko);
  assert.is(problems.length, 1);
  assert.is(problems[0]!.offsetLine, 2);
  assert.match(
    problems[0]!.message,
    /^unknown company fact \{\{retention\}\} \(expected one of: name, legalName, representative, /,
  );
  const code = markdownToHtml('`{{retention}}`', ko);
  assert.equal(code.problems, []);
  assert.is(code.html.trim(), '<p><code>{{retention}}</code></p>');
});

test('markdown facts - without the company facts (company.yaml broken) facts are not judged', () => {
  assert.equal(markdownToHtml('{{anything}}', { sampleLabel: '샘플' }).problems, []);
});

test('markdown - raw HTML is shown as text, escaped by entities as the feed and sitemap are', () => {
  // One escape for the build's HTML and XML (entities' escapeUTF8): ' is &apos; everywhere.
  assert.is(
    html(`<b title='x'>a & "b"</b>`),
    '<p>&lt;b title=&apos;x&apos;&gt;a &amp; &quot;b&quot;&lt;/b&gt;</p>',
  );
});

test('markdown tables - column headers have scope, body cells name their column', () => {
  const out = html('| 이름 | 보관 기간 |\n|---|---|\n| language | 30일 |');
  assert.match(out, /<th scope="col">이름<\/th><th scope="col">보관 기간<\/th>/);
  assert.match(out, /<td data-label="이름">language<\/td><td data-label="보관 기간">30일<\/td>/);
});

test('markdown links - a phone link never breaks its number across lines', () => {
  assert.is(html('[1833-6972](tel:18336972)'), '<p><a href="tel:18336972">1833\u20116972</a></p>');
});

const prose = (id: string | undefined, heading?: string): Block => ({
  type: 'prose',
  markdown: 'x',
  ...(id ? { id } : {}),
  ...(heading ? { heading } : {}),
});

test('outline - anchored blocks with headings, in page order', () => {
  const blocks: Block[] = [
    { type: 'toc' },
    prose('purpose', '목적'),
    prose(undefined, '제목만'),
    prose('items', '항목'),
  ];
  assert.equal(outlineOf(blocks), [
    { id: 'purpose', heading: '목적' },
    { id: 'items', heading: '항목' },
  ]);
  assert.equal(checkOutline(blocks), []);
});

test('outline - a toc with nothing to list is refused at the toc', () => {
  assert.equal(checkOutline([{ type: 'toc', heading: '목차' }, prose(undefined, '제목')]), [
    {
      path: ['blocks', 0, 'type'],
      message:
        'blocks.0: a toc block lists the blocks that have an id and a heading, and this page has none (add id: to the sections it should list)',
    },
  ]);
});

test("retention - the policy and the consent notice print company.yaml's value, never a typed copy", () => {
  const routes = [
    routeOf('privacy', 'ko'),
    routeOf('privacy', 'en'),
    routeOf('contact', 'ko'),
    routeOf('contact', 'en'),
  ];
  const { pages, errors } = loadPages(ROOT, routes, { ...company, inquiryRetentionYears: 7 });
  assert.equal(errors, []);
  for (const route of routes) {
    const page = pages.get(route.url)!;
    const text =
      page.kind === 'contact'
        ? page.privacyHtml
        : page.kind === 'legal'
          ? [page.html, ...page.blockHtml].join('')
          : '';
    const years = formatYears(7, route.locale);
    assert.ok(text.includes(years), `${route.url} states ${years}`);
    assert.not.ok(
      text.includes(formatYears(company.inquiryRetentionYears, route.locale)),
      `${route.url} has no other period`,
    );
  }
});

test.run();
