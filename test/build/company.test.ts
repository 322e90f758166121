/**
 * What a Korean corporate site shows about the company (contracts §18), as built: the footer's
 * company details and legal links on every page, the e-mail harvesting notice, the HTML sitemap.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { CompanyFacts, type SampleFact } from '../../site/content/schemas.ts';
import { MESSAGES } from '../../site/i18n.ts';
import { LOCALES, navOf, routeOf, ROUTES } from '../../site/routes.ts';
import { feedUrl } from '../../site/builder/feed.ts';
import { DIST, PAGES, ROOT, must, page } from '../helpers/dist.ts';

const company = CompanyFacts.parse(parse(readFileSync(join(ROOT, 'content/company.yaml'), 'utf8')));
/**
 * Text as a reader sees it: non-breaking hyphens (phone numbers) as plain ones, spaces collapsed.
 */
const plain = (el: Element) =>
  el
    .textContent!.replace(/\u2011/g, '-')
    .replace(/\s+/g, ' ')
    .trim();

test('footer - every page of both languages, 404 too, shows the legal name, representative, registration number, phone and head office', () => {
  const problems: string[] = [];
  for (const route of PAGES) {
    const { locale } = route;
    const footer = must(page(route.outFile), 'footer[data-footer]', route.url);
    const text = plain(footer);
    const facts: [SampleFact | 'head office', string][] = [
      ['legalName', company.legalName[locale]],
      [
        'representative',
        `${MESSAGES[locale]['footer.representative']} ${company.representative[locale]}`,
      ],
      [
        'businessRegistrationNumber',
        `${MESSAGES[locale]['footer.businessNumber']} ${company.businessRegistrationNumber}`,
      ],
      ['phone', `${MESSAGES[locale]['footer.phone']} ${company.phone}`],
      ['head office', company.addresses.find((a) => a.id === 'head-office')!.address[locale]],
    ];
    for (const [name, shown] of facts)
      if (!text.includes(shown)) problems.push(`${route.url}: no "${shown}" (${name})`);
  }
  assert.equal(problems, []);
});

test('footer - each company detail listed under samples carries the sample tag, in the page language', () => {
  for (const locale of LOCALES) {
    const footer = must(page(routeOf('home', locale).outFile), 'footer[data-footer]');
    const tagged = [
      must(footer, '.footer__name'),
      ...footer.querySelectorAll('.footer__company dd'),
    ].filter(
      (el) => el.querySelector('.sample__tag')?.textContent === MESSAGES[locale]['sample.tag'],
    );
    const expected = (
      ['legalName', 'representative', 'businessRegistrationNumber', 'phone'] as const
    ).filter((fact) => company.samples.includes(fact));
    assert.is(tagged.length, expected.length, `${locale}: ${footer.innerHTML.slice(0, 600)}`);
  }
});

test('footer - the bottom row links the privacy policy (bold), the e-mail harvesting notice and the sitemap, in that order, on every page', () => {
  const wrong = PAGES.flatMap((route) => {
    const links = [...page(route.outFile).querySelectorAll('footer[data-footer] .footer__legal a')];
    const got = links.map((a) => `${a.getAttribute('href')} ${a.textContent}`);
    const want = (['privacy', 'email-policy', 'sitemap'] as const).map(
      (id) =>
        `${routeOf(id, route.locale).url} ${MESSAGES[route.locale][routeOf(id, route.locale).titleKey]}`,
    );
    return got.join('|') === want.join('|') && links[0]!.classList.contains('footer__privacy')
      ? []
      : [`${route.url}: ${got.join(', ')}`];
  });
  assert.equal(wrong, []);
});

for (const locale of LOCALES) {
  const route = routeOf('email-policy', locale);
  const doc = () => page(route.outFile);

  test(`email policy - ${route.url}: the refusal, Network Act Art. 50-2 and the penalty of Art. 74(1), dated`, () => {
    assert.is(must(doc(), 'h1').textContent, MESSAGES[locale]['menu.emailPolicy']);
    const text = plain(must(doc(), 'main'));
    const cites =
      locale === 'ko'
        ? [
            '정보통신망 이용촉진 및 정보보호 등에 관한 법률',
            '제50조의2(전자우편주소의 무단 수집행위 등 금지)',
            '제74조 제1항에 따라',
            '1년 이하의 징역 또는 1천만 원 이하의 벌금',
          ]
        : [
            'Act on Promotion of Information and Communications Network Utilization and Information Protection',
            'Article 50-2',
            'Article 74(1) of the same Act',
            'imprisonment of up to one year or a fine of up to KRW 10 million',
          ];
    assert.equal(
      cites.filter((cite) => !text.includes(cite)),
      [],
    );
    // The item of Art. 74(1) has moved between versions of the Act (docs/claims.md rule 19).
    assert.not.match(text, /제74조 제1항 제\d+호|Article 74\(1\)\d|item \d/);
    // The posting date is the company's: a sample, with the note.
    must(doc(), '.history .block__sample');
    assert.match(plain(must(doc(), '.history__effective')), /2026/);
  });

  test(`email policy - ${route.url} is indexable and in sitemap.xml`, () => {
    assert.is(doc().querySelector('meta[name="robots"]'), null);
    assert.ok(
      readFileSync(join(DIST, 'sitemap.xml'), 'utf8').includes(
        `<loc>${company.origin}${route.url}</loc>`,
      ),
    );
  });
}

for (const locale of LOCALES) {
  const route = routeOf('sitemap', locale);
  const nav = () => must(page(route.outFile), 'nav[data-sitemap]', route.url);
  const t = MESSAGES[locale];

  test(`sitemap - ${route.url}: each menu group under its heading with its pages in menu order`, () => {
    const groups = [...nav().querySelectorAll('.sitemap__group')];
    const menu = navOf(locale);
    assert.equal(
      groups.slice(0, menu.length).map((g) => must(g, 'h2').textContent),
      menu.map((g) => t[g.title]),
    );
    menu.forEach((group, i) => {
      const links = [...groups[i]!.querySelectorAll(':scope > ul > li > a')].map(
        (a) => `${a.getAttribute('href')} ${a.textContent}`,
      );
      assert.equal(
        links,
        group.items.map((r) => `${r.url} ${t[r.titleKey]}`),
      );
    });
  });

  test(`sitemap - ${route.url}: the pages outside the groups last, every visible page once, nothing hidden`, () => {
    const other = [...nav().querySelectorAll('.sitemap__group')].at(-1)!;
    assert.is(must(other, 'h2').textContent, t['sitemap.other']);
    const hrefs = [...nav().querySelectorAll('a')].map((a) => a.getAttribute('href'));
    const visible = ROUTES.filter(
      (r) => r.locale === locale && !r.hidden && r.id !== 'sitemap',
    ).map((r) => r.url);
    assert.equal([...hrefs].filter((h) => h !== feedUrl(locale)).sort(), [...visible].sort());
    assert.not.ok(hrefs.includes(routeOf('resources/pressView', locale).url));
  });

  test(`sitemap - ${route.url}: press articles through the list and its feed; the page is indexable and in sitemap.xml`, () => {
    must(
      nav(),
      `a[href="${routeOf('resources/press', locale).url}"] + ul a[href="${feedUrl(locale)}"]`,
    );
    assert.is(page(route.outFile).querySelector('meta[name="robots"]'), null);
    assert.ok(
      readFileSync(join(DIST, 'sitemap.xml'), 'utf8').includes(
        `<loc>${company.origin}${route.url}</loc>`,
      ),
    );
  });
}

test.run();
