/**
 * Language of parts (WCAG 3.1.2): text in the other language carries its own
 * `lang`, so a screen reader switches voice. On Korean pages, English words (the footer's mailbox
 * names, "All rights reserved.", the home eyebrows) sit in an element whose nearest `lang` is
 * `en`; on English pages, Hangul sits in one whose nearest `lang` is `ko`. Proper names and
 * technical terms are exempt (as WCAG exempts them): the brand wordmarks, addresses and the
 * product and protocol names listed below.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { page, PAGES } from '../helpers/dist.ts';

const HANGUL = /\p{Script=Hangul}/u;

/** Wordmarks (docs/glossary.md, Brand names) and the standards and products pages name. */
const PROPER_NAMES = [
  /\b(safewiz|must-xr|hatna|enov|parkdian)\b/g,
  /\bMeta Quest\b|\bUltra Enterprise\b|\bModbus\b|\bBACnet\b|\bGen2\b/g,
];
/** E-mail addresses, URLs and host names: no language of their own. */
const ADDRESSES = /\S+@\S+|https?:\/\/\S+|\b[\w-]+(\.[\w-]+)+\b(\/\S*)?/g;
/** A word as English writes it, three letters or more: 'rights', 'All'; not 'API', 'mm' or 'ko'. */
const WORD = String.raw`\b(?:[A-Z][a-z]{2,}|[a-z]{3,})\b`;
const ENGLISH_WORD = new RegExp(WORD, 'g');
/** Two English words or more in a row: 'All rights reserved'. */
const ENGLISH_PHRASE = new RegExp(String.raw`${WORD}(?:[\s,.:;'’-]+${WORD})+`);
/** Where text is code, not language: storage keys in the privacy policy. */
const CODE = 'code, kbd, samp, pre, script, style';

/** 'Chrome과 Edge는' -> 'Chrome과 Edge는'; names and addresses blanked out: 'safewiz는' -> ' 는' */
function withoutNames(text: string): string {
  let rest = text.replace(ADDRESSES, ' ');
  for (const name of PROPER_NAMES) rest = rest.replace(name, ' ');
  return rest;
}

/** ('© 2024 해온정보기술. All rights reserved.') -> ['All', 'rights', 'reserved'] */
export function englishWords(text: string): string[] {
  return withoutNames(text).match(ENGLISH_WORD) ?? [];
}

/**
 * Whether a Korean page's text is English that must be marked: an English phrase (two words or
 * more in a row), or a word standing alone without Hangul ('Business'). A single word inside Korean
 * text is a name or a term ('Chrome과 Edge는', 'e-Navigation을').
 */
export function isEnglish(text: string): boolean {
  if (HANGUL.test(text)) return ENGLISH_PHRASE.test(withoutNames(text));
  return englishWords(text).length > 0;
}

/** The language of a node's text: the nearest `lang` above it. */
function langOf(el: Element): string {
  return el.closest('[lang]')?.getAttribute('lang') ?? '';
}

/** Every text of a page with the element it belongs to: text nodes, and the names in attributes. */
function* textsOf(doc: Document): Generator<[Element, string]> {
  const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text && node.parentElement && !node.parentElement.closest(CODE))
      yield [node.parentElement, text];
  }
  for (const el of doc.body.querySelectorAll('[alt], [aria-label], [title], [placeholder]')) {
    for (const name of ['alt', 'aria-label', 'title', 'placeholder']) {
      const text = el.getAttribute(name)?.trim();
      if (text) yield [el, text];
    }
  }
}

/**
 * ('ko' page) -> ['/: "Business" (lang ko)', ...]: the texts in the other language left unmarked.
 */
function unmarked(outFile: string, pageLang: string): string[] {
  const found: string[] = [];
  for (const [el, text] of textsOf(page(outFile))) {
    const lang = langOf(el);
    const wrong =
      pageLang === 'ko'
        ? lang.startsWith('ko') && isEnglish(text)
        : !lang.startsWith('ko') && HANGUL.test(text);
    if (wrong) found.push(`"${text.slice(0, 60)}" in <${el.tagName.toLowerCase()}> (lang ${lang})`);
  }
  return [...new Set(found)];
}

test('language of parts - English is a phrase or a word alone, not a name, an address or an acronym', () => {
  assert.ok(isEnglish('© 2024 해온정보기술. All rights reserved.'));
  assert.ok(isEnglish('Business'));
  assert.not.ok(isEnglish('business@example.com'));
  assert.not.ok(isEnglish('safewiz는 REST API, OPC UA를 씁니다'));
  assert.not.ok(isEnglish('Meta Quest 3, PICO 4 Ultra Enterprise'));
  assert.not.ok(isEnglish('예를 들어 Chrome과 Edge는 설정에서'));
  assert.not.ok(isEnglish('폭 약 550~700 mm, 깊이 약 500~700 mm'));
});

for (const lang of ['ko', 'en']) {
  test(`language of parts - every ${lang} page marks the text of the other language`, () => {
    const problems: string[] = [];
    for (const route of PAGES.filter((r) => r.locale === lang)) {
      problems.push(...unmarked(route.outFile, lang).map((p) => `${route.url}: ${p}`));
    }
    assert.equal(problems, []);
  });
}

test.run();
