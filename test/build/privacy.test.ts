/**
 * The privacy policy and the consent notice (contracts §12) as built: every part the law asks
 * for under a stable anchor, the items exactly the contact form's fields, the retention period
 * from company.yaml, the four reporting bodies, the samples marked, the browser storage named,
 * and the policy linked in bold from every footer and from the consent notice.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROUTES, notFoundRoute, routeOf } from '../../site/routes.ts';
import { MESSAGES } from '../../site/i18n.ts';
import { CompanyFacts, PopupConfig } from '../../site/content/schemas.ts';
import { formatYears } from '../../site/content/facts.ts';
import { INQUIRY_FIELDS, OPTIONAL_FIELDS } from '../../site/inquiry/schema.ts';
import { LANGUAGE_KEY } from '../../client/lib/language.ts';
import { INTRO_STORAGE_KEY } from '../../client/lib/intro.ts';
import { FONTS_KEY } from '../../client/lib/fonts.ts';
import { VIDEO_PAUSED_KEY } from '../../client/lib/videoPause.ts';
import { page, must, ROOT } from '../helpers/dist.ts';
import type { Locale } from '../../site/locales.ts';

const LOCALES = ['ko', 'en'] as const;
const company = CompanyFacts.parse(parse(readFileSync(join(ROOT, 'content/company.yaml'), 'utf8')));
const popup = PopupConfig.parse(parse(readFileSync(join(ROOT, 'content/popup.yaml'), 'utf8')));

/**
 * The sections of PIPA Art. 30 / Decree Art. 31 and the PIPC's guide, in order, under the same
 * anchors in both languages.
 */
const ANCHORS = [
  'purpose',
  'items',
  'retention',
  'destruction',
  'third-party',
  'entrustment',
  'overseas',
  'rights',
  'security',
  'cookies',
  'officer',
  'remedies',
  'changes',
  'history',
];
/** What the visitor types into the form; privacyConsent is the consent itself, not an item. */
const FORM_FIELDS = INQUIRY_FIELDS.filter((field) => field !== 'privacyConsent');
/** Where to report an infringement (contracts §12): phone numbers and the bodies' sites. */
const REPORTING = [
  ['1833-6972', 'https://www.kopico.go.kr'],
  ['118', 'https://privacy.kisa.or.kr'],
  ['1301', 'https://www.spo.go.kr'],
  ['182', 'https://ecrm.police.go.kr'],
];
/** Everything the site keeps in a visitor's browser (cookie and localStorage). */
const STORAGE_KEYS = [
  LANGUAGE_KEY,
  INTRO_STORAGE_KEY,
  FONTS_KEY,
  VIDEO_PAUSED_KEY,
  popup.storageKey,
];

const policy = (locale: Locale) => page(routeOf('privacy', locale).outFile);
/**
 * The section of the policy whose heading has this anchor; its text with non-breaking hyphens made
 * plain.
 */
function section(locale: Locale, anchor: string): { el: Element; text: string } {
  const el = must(policy(locale), `#${anchor}`, routeOf('privacy', locale).url).closest('section')!;
  return { el, text: el.textContent!.replace(/\u2011/g, '-') };
}
const consentNotice = (locale: Locale) =>
  must(page(routeOf('contact', locale).outFile), '.privacy-box', `contact ${locale}`);

for (const locale of LOCALES) {
  const url = routeOf('privacy', locale).url;

  test(`privacy - ${url} has every required section under its anchor, and the table of contents links them in order`, () => {
    const headings = [...policy(locale).querySelectorAll('main h2[id]')]
      .map((h) => h.id)
      .filter((id) => !id.startsWith('block-'));
    assert.equal(headings, ANCHORS);
    const toc = [...policy(locale).querySelectorAll('.toc nav a')].map((a) =>
      a.getAttribute('href'),
    );
    assert.equal(
      toc,
      ANCHORS.map((id) => `#${id}`),
    );
    assert.is(must(policy(locale), 'h1').textContent, MESSAGES[locale]['menu.privacy']);
  });

  test(`privacy - ${url}: the items are exactly the contact form's fields, by their form labels`, () => {
    const { text } = section(locale, 'items');
    const missing = FORM_FIELDS.map((field) => MESSAGES[locale][`contact.field.${field}`]).filter(
      (label) => !text.includes(label),
    );
    assert.equal(missing, []);
  });

  test(`privacy - ${url}: every required item of the form says why it is needed (the policy's purposes table)`, () => {
    const rows = [...section(locale, 'items').el.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent!.trim()),
    );
    assert.ok(
      rows.every((cells) => cells.length === 3 && cells[2]!.length > 10),
      'a reason in every row',
    );
    const required = FORM_FIELDS.filter((field) => !OPTIONAL_FIELDS.has(field));
    const unexplained = required
      .map((field) => MESSAGES[locale][`contact.field.${field}`])
      .filter((label) => !rows.some((cells) => cells[1]!.includes(label) && cells[2]!.length > 10));
    assert.equal(unexplained, []);
  });

  test(`privacy - ${url}: the retention period is company.yaml's, in the summary and the retention section`, () => {
    const years = formatYears(company.inquiryRetentionYears, locale);
    assert.ok(section(locale, 'retention').text.includes(years));
    assert.ok(must(policy(locale), '.intro').textContent!.includes(years));
  });

  test(`privacy - ${url}: rights by e-mail, phone and letter, answered within 10 days`, () => {
    const { el, text } = section(locale, 'rights');
    must(el, `a[href="mailto:${company.emails.business}"]`);
    must(el, `a[href="tel:${company.phone.replace(/\D/g, '')}"]`);
    assert.ok(
      text.includes(company.addresses.find((a) => a.id === 'head-office')!.address[locale]),
    );
    assert.match(text, locale === 'ko' ? /10일 이내/ : /within 10 days/);
  });

  test(`privacy - ${url}: the four reporting bodies with their numbers and sites`, () => {
    const { el } = section(locale, 'remedies');
    for (const [phone, site] of REPORTING) {
      assert.is(
        must(el, `a[href="tel:${phone!.replace(/\D/g, '')}"]`).textContent!.replace(/\u2011/g, '-'),
        phone,
      );
      must(el, `a[href="${site}"]`);
    }
  });

  test(`privacy - ${url}: no third party and no transfer abroad are stated`, () => {
    assert.match(
      section(locale, 'third-party').text,
      locale === 'ko'
        ? /제3자에게 제공하지 않습니다/
        : /provides no personal information to third parties/,
    );
    assert.match(
      section(locale, 'overseas').text,
      locale === 'ko'
        ? /국외로 이전하지 않습니다/
        : /does not transfer personal information abroad/,
    );
  });

  test(`privacy - ${url}: company-specific values are marked as samples, and the page says what the mark means`, () => {
    must(policy(locale), '[data-sample-legend]');
    const samples = (anchor: string) =>
      section(locale, anchor).el.querySelectorAll('.sample .sample__tag').length;
    assert.ok(samples('officer') >= 3, 'officer name, title and department');
    assert.is(samples('entrustment'), 2, 'the two providers');
    must(section(locale, 'history').el, '.block__sample');
    assert.ok(
      [...policy(locale).querySelectorAll('.sample__tag')].every(
        (tag) => tag.textContent === MESSAGES[locale]['sample.tag'],
      ),
    );
  });

  test(`privacy - ${url}: the storage table names exactly the values the site stores in the browser`, () => {
    const names = [...section(locale, 'cookies').el.querySelectorAll('tbody tr')].map((row) =>
      row.querySelector('td')!.textContent!.trim(),
    );
    assert.equal(names.sort(), [...STORAGE_KEYS].sort());
  });

  test(`consent notice - ${routeOf('contact', locale).url}: purpose, every field, the retention period, the right to refuse, the policy link`, () => {
    const notice = consentNotice(locale);
    const text = notice.textContent!;
    assert.equal(
      FORM_FIELDS.map((field) => MESSAGES[locale][`contact.field.${field}`]).filter(
        (label) => !text.includes(label),
      ),
      [],
    );
    assert.ok(text.includes(formatYears(company.inquiryRetentionYears, locale)));
    assert.match(text, locale === 'ko' ? /동의를 거부할 권리/ : /right to refuse/);
    assert.match(
      text,
      locale === 'ko'
        ? /동의하지 않으시면 이 양식으로 문의를 접수할 수 없습니다/
        : /without your consent this form cannot receive your inquiry/,
    );
    assert.match(text, locale === 'ko' ? /수집·이용 목적/ : /Purposes/);
    must(notice, `a[href="${url}"]`);
  });
}

test('footer - every page of both languages, the 404 pages too, links the policy of its language in bold', () => {
  const wrong = [...ROUTES, notFoundRoute('ko'), notFoundRoute('en')].flatMap((route) => {
    const link = page(route.outFile).querySelector('footer[data-footer] a.footer__privacy');
    const expected = routeOf('privacy', route.locale);
    const ok =
      link?.getAttribute('href') === expected.url &&
      link.textContent === MESSAGES[route.locale]['menu.privacy'];
    return ok ? [] : [`${route.url}: ${link?.outerHTML ?? 'no privacy link'}`];
  });
  assert.equal(wrong, []);
  assert.match(
    readFileSync(join(ROOT, 'client/styles/footer.css'), 'utf8'),
    /\.footer__privacy \{[^}]*font-weight: 700/,
  );
});

test('privacy - "no other company\'s scripts": every page loads scripts and styles from the site itself', () => {
  const foreign = [...ROUTES, notFoundRoute('ko')].flatMap((route) =>
    [
      ...page(route.outFile).querySelectorAll(
        'script[src], link[rel="stylesheet"], link[rel="modulepreload"]',
      ),
    ]
      .map((el) => el.getAttribute('src') ?? el.getAttribute('href')!)
      .filter((src) => !src.startsWith('/') || src.startsWith('//'))
      .map((src) => `${route.url}: ${src}`),
  );
  assert.equal(foreign, []);
});

test('verification - no search-engine verification tag while company.yaml sets no code', () => {
  assert.not.ok(
    company.naverSiteVerification ?? company.googleSiteVerification,
    'this test assumes no code is set',
  );
  const tagged = ROUTES.filter((route) =>
    page(route.outFile).querySelector('meta[name$="-site-verification"]'),
  ).map((r) => r.url);
  assert.equal(tagged, []);
});

test.run();
