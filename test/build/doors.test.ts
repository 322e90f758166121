/**
 * Each visitor's door and what the contact page promises, as built: journalists reach
 * the press mailbox from the contact page, the press list and pressView; job seekers the
 * recruitment site; webzine readers the webzine. The consent notice names the entrusted processors
 * and says how to ask for access, correction or deletion without the form (contracts §18).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { CompanyFacts } from '../../site/content/schemas.ts';
import { LOCALES, routeOf, type Locale } from '../../site/routes.ts';
import { MESSAGES } from '../../site/i18n.ts';
import { ROOT, must, page } from '../helpers/dist.ts';

const company = CompanyFacts.parse(parse(readFileSync(join(ROOT, 'content/company.yaml'), 'utf8')));
const PRESS_MAIL = `mailto:${company.emails.press}`;
const main = (id: string, locale: Locale) =>
  must(page(routeOf(id, locale).outFile), 'main', `${id} ${locale}`);
/** The cta blocks' buttons of a page: where each sends the reader. */
const ctaHrefs = (id: string, locale: Locale) =>
  [...main(id, locale).querySelectorAll('.cta a.button')].map((a) => a.getAttribute('href'));

for (const locale of LOCALES) {
  const contact = routeOf('contact', locale);

  test(`doors - ${locale}: the contact page sends journalists to the press mailbox, not the form`, () => {
    const intro = must(main('contact', locale), '.contact-intro .prose');
    assert.ok(intro.querySelector(`a[href="${PRESS_MAIL}"]`), intro.innerHTML);
  });

  test(`doors - ${locale}: the press list and pressView send journalists to the press mailbox`, () => {
    for (const id of ['resources/press', 'resources/pressView']) {
      assert.equal(ctaHrefs(id, locale), [PRESS_MAIL], id);
      assert.not.ok(
        main(id, locale).querySelector(`a[href="${contact.url}"]`),
        `${id} links the sales form`,
      );
    }
  });

  test(`doors - ${locale}: talent goes to the recruitment site, webzine to the webzine, publicity's press block to the press mailbox`, () => {
    assert.ok(ctaHrefs('company/talent', locale).includes(company.recruitUrl));
    assert.ok(ctaHrefs('resources/webzine', locale).includes(company.webzineUrl));
    assert.ok(ctaHrefs('resources/publicity', locale).includes(PRESS_MAIL));
  });

  test(`contact - ${locale}: no reply-time promise in the head, lead or text`, () => {
    const doc = page(contact.outFile);
    const said = [
      must(doc, 'meta[name="description"]').getAttribute('content'),
      must(doc, '.page-head').textContent,
      must(doc, '.contact-intro').textContent,
    ].join(' ');
    assert.not.match(said, /영업일 기준 \d+일|\d+ business days|within (two|three) business days/);
  });

  test(`contact - ${locale}: the consent notice names both processors (sample-tagged) and how to ask for access, correction or deletion without the form`, () => {
    const notice = must(page(contact.outFile), '.privacy-box');
    const samples = [...notice.querySelectorAll('.sample')].map((el) =>
      el.firstChild!.textContent!.trim(),
    );
    for (const name of [company.processors.hosting[locale], company.processors.email[locale]])
      assert.ok(samples.includes(name), `${name} in ${samples.join(', ')}`);
    const rights = [...notice.querySelectorAll('li')].find((li) =>
      /열람|correct/.test(li.textContent!),
    );
    assert.ok(rights, 'a rights line');
    assert.ok(
      rights!.querySelector(`a[href="mailto:${company.emails.business}"]`) &&
        rights!.querySelector('a[href^="tel:"]'),
      rights!.innerHTML,
    );
    assert.match(rights!.textContent!, locale === 'ko' ? /예산이나 주소/ : /budget or an address/);
  });
}

/**
 * Where a buyer is sent: a page whose subject has no business field of its own on the
 * inquiry form (whose fixed lists contracts §6 keeps) tells the buyer which choices to make, by
 * the form's own labels; design work goes to the footer's Design address, not to the form.
 */
const FORM_CHOICES: Record<string, string[]> = {
  'business/ai': ['contact.inquiryType.rnd', 'contact.field.notes'],
  'business/smart-city': [
    'contact.businessField.parking',
    'contact.businessField.kiosk',
    'contact.businessField.digital-twin',
    'contact.field.notes',
  ],
  'solution/enov': ['contact.businessField.energy-iot'],
  'solution/smart-erp': ['contact.businessField.smart-factory'],
  'solution/smart-mes': ['contact.businessField.smart-factory'],
  'solution/hatna': ['contact.inquiryType.partnership', 'contact.businessField.hatna'],
};

for (const locale of LOCALES) {
  const DESIGN_MAIL = `mailto:${company.emails.design}`;

  test(`doors - ${locale}: design buyers are sent to the Design Lab's address, which the button shows`, () => {
    assert.equal(ctaHrefs('business/design', locale), [DESIGN_MAIL]);
    assert.ok(main('business/design', locale).textContent!.includes(company.emails.design));
    assert.ok(
      main('contact', locale).querySelector(`.contact-intro a[href="${DESIGN_MAIL}"]`),
      'the contact page names the design address',
    );
  });

  test(`doors - ${locale}: a page whose subject the form has no field for names the form's choices in its call to action`, () => {
    const missing = Object.entries(FORM_CHOICES).flatMap(([id, keys]) => {
      const cta = must(main(id, locale), '.cta', id).textContent!.toLowerCase();
      assert.equal(ctaHrefs(id, locale), [routeOf('contact', locale).url], id);
      return keys
        .map((key) => MESSAGES[locale][key as keyof (typeof MESSAGES)['ko']] as string)
        .filter((text) => !cta.includes(text.toLowerCase()))
        .map((text) => `${id}: "${text}"`);
    });
    assert.equal(missing, []);
  });

  test(`doors - ${locale}: the contact page says which mailbox each business field reaches`, () => {
    const intro = must(main('contact', locale), '.contact-intro');
    for (const box of ['safewiz', 'product', 'business'] as const)
      assert.ok(intro.querySelector(`a[href="mailto:${company.emails[box]}"]`), box);
  });

  test(`doors - ${locale}: the business overview holds the one delivery process, delivery and data, pilot and pricing, each marked as a sample`, () => {
    const overview = main('business', locale);
    for (const id of ['process', 'delivery', 'pilot', 'pricing']) {
      const section = must(overview, `#${id}`, id).closest('section')!;
      assert.ok(section.querySelector('.block__sample'), `${id} carries the sample note`);
    }
  });
}

test.run();
