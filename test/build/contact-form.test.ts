/**
 * The contact form as built (contracts §6, §17): what the server writes for the island and for a
 * visitor without JavaScript.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { must, page } from '../helpers/dist.ts';

const FILES = { ko: 'contact/index.html', en: 'eng/contact/index.html' } as const;

const islandProps = (doc: Document) =>
  JSON.parse(must(doc, 'script[data-island-props="ContactForm"]').textContent!);

for (const [locale, file] of Object.entries(FILES) as ['ko' | 'en', string][]) {
  test(`contact form - ${locale}: the province list ends with the overseas choice, and the page carries codes, not country names`, () => {
    const doc = page(file);
    const provinces = [...doc.querySelectorAll('select[name="province"] option')].map((o) => [
      o.getAttribute('value'),
      o.textContent,
    ]);
    assert.equal(provinces.at(-1), ['해외', locale === 'ko' ? '해외' : 'Outside Korea']);
    assert.is(provinces.length, 1 + 17 + 1);
    const props = islandProps(doc) as { labels: Record<string, string> };
    assert.not.ok('countries' in props, 'the island names the countries itself, from the codes');
    const { labels } = props;
    const helpers = {
      clear: labels['contact.form.clear'],
      resetSelect: labels['contact.form.resetSelect'],
    };
    assert.equal(
      helpers,
      locale === 'ko'
        ? { clear: '입력 내용 지우기', resetSelect: '선택 해제' }
        : { clear: 'Clear', resetSelect: 'Clear selection' },
    );
    assert.is(
      labels['inquiry.country'],
      locale === 'ko' ? '국가를 선택해 주세요.' : 'Please select a country.',
    );
  });
}

test('contact form - without JavaScript: native controls only, none disabled, no custom list or clear button in the HTML', () => {
  for (const file of Object.values(FILES)) {
    const doc = page(file);
    assert.is(doc.querySelectorAll('form[data-contact-form] select').length, 4, file);
    assert.is(doc.querySelectorAll('form[data-contact-form] :disabled').length, 0, file);
    assert.is(
      doc.querySelectorAll('[data-select], .clear-button, [role="combobox"]').length,
      0,
      file,
    );
    assert.is(
      doc.querySelectorAll('label.choice > input[type="radio"][name="inquiryType"]').length,
      4,
      file,
    );
    assert.ok(must(doc, 'label.choice > input[type="checkbox"][name="privacyConsent"]'));
  }
});

test.run();
