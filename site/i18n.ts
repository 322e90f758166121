/**
 * UI strings: the one way text that is not content reaches a page (contracts §23).
 * i18next renders them at build time: templates call `t` (translatorOf), islands get
 * the strings they show as a `labels` prop made by `labelsOf`, already rendered; a message with a
 * value only the browser knows reaches the island in parts around it (./messages/parts.ts). The
 * browser carries no i18n library. Keys and values are checked by the compiler (the
 * CustomTypeOptions below), so there is no fallback from one language to the other.
 */
import { createInstance, type InterpolationMap, type TFunction } from 'i18next';
import type { MessageKey, Messages, ko } from './messages/ko.ts';
import type { MessageParts } from './messages/parts.ts';
import { LOCALES, localeRow, perLocale, type Locale } from './routes.ts';

declare module 'i18next' {
  /**
   * What `t` is checked against: the Korean messages are the source of the keys, and their
   * literal texts name each message's values, so an unknown key or a value left out fails `tsc`.
   * Every other language is typed from them (Messages). Mirrors the options of I18N below.
   */
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ko };
    keySeparator: false;
    nsSeparator: false;
    strictInterpolationChecks: true;
  }
}

/** Every locale's strings, from the locale table (site/locales.ts): i18next's resources. */
export const MESSAGES: Record<Locale, Messages> = perLocale((locale) => localeRow(locale).messages);

/**
 * One instance for the process, every language in it. Flat keys ('menu.company.intro' is one
 * key, not a path); no escaping, since React escapes what it writes; no fallback language.
 * A value a message needs and is not given (only an unchecked call can do that) fails loudly
 * instead of leaving '{{name}}' on a page.
 */
const I18N = createInstance();
void I18N.init({
  resources: perLocale((locale) => ({ translation: MESSAGES[locale] })),
  lng: LOCALES[0],
  fallbackLng: false,
  keySeparator: false,
  nsSeparator: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  missingInterpolationHandler: (text: string, [placeholder]: RegExpExecArray) => {
    throw new Error(`i18next: "${text}" needs a value for ${placeholder}`);
  },
});

export type Translate = TFunction<'translation', undefined>;

/**
 * One `t` per language, made once: a clone of the instance in that language, sharing its
 * resources. Not getFixedT: its `t` copies the instance's whole options object on every call,
 * three times slower than the instance's own. A message without values is the same text on every
 * page, so i18next renders it once per language and the build keeps the text: the pages ask for
 * the menu's forty titles each (docs/decisions.md, UI strings, has the figures).
 */
const TRANSLATORS: Record<Locale, Translate> = perLocale((locale) => {
  const clone = I18N.cloneInstance({ lng: locale });
  const t = clone.t.bind(clone) as unknown as (key: string, options?: object) => string;
  const texts = new Map<string, string>();
  return ((key: string, options?: object) => {
    if (options) return t(key, options);
    let text = texts.get(key);
    if (text === undefined) texts.set(key, (text = t(key)));
    return text;
  }) as unknown as Translate;
});

/** ('en') -> t: t('menu.contact') === 'Contact', t('press.total', { count: 3 }) === '3 items' */
export function translatorOf(locale: Locale): Translate {
  return TRANSLATORS[locale];
}

/**
 * The language a string is written in when it is not the page's, for its element's `lang`
 * (WCAG 3.1.2): ('ko', 'footer.rights') -> 'en'; ('en', 'footer.rights') -> undefined.
 */
export function messageLang(locale: Locale, key: MessageKey): string | undefined {
  return localeRow(locale).otherLanguage?.[key];
}

/** The values a message names: 'search.count' -> 'count'; 'menu.home' -> never. */
export type ValueNames<K extends MessageKey> =
  InterpolationMap<(typeof ko)[K]> extends infer M
    ? string extends keyof M
      ? never
      : keyof M & string
    : never;

/** A message without values ('menu.home', the menu's titles): `t` takes it alone. */
export type PlainKey = {
  [K in MessageKey]: [ValueNames<K>] extends [never] ? K : never;
}[MessageKey];

/** How an island receives one message: text, or parts around the values it gives itself. */
export type Label<K extends MessageKey> = [ValueNames<K>] extends [never]
  ? string
  : MessageParts<ValueNames<K>>;

/** An island's `labels` prop: the strings of `K` in the page's language, made by labelsOf. */
export type Labels<K extends MessageKey> = { [P in K]: Label<P> };

/** Where a value goes in a message cut into parts: a character no message uses. */
const MARK = '\u{E000}';

/**
 * A message rendered by i18next with a mark for each value not given, cut at the marks (the
 * island gives those values in the browser, ./messages/parts.ts):
 * ('en', 'contact.notes.count', { max: '2,000' }) -> [{ value: 'count' }, ' / 2,000 characters'].
 */
export function partsOf<K extends MessageKey, G extends ValueNames<K> = never>(
  locale: Locale,
  key: K,
  given?: Record<G, string | number>,
): MessageParts<Exclude<ValueNames<K>, G>> {
  const render = TRANSLATORS[locale] as unknown as (key: string, options: object) => string;
  const text = render(key, {
    ...given,
    missingInterpolationHandler: (_: string, [, name]: RegExpExecArray) =>
      `${MARK}${name!.trim()}${MARK}`,
  });
  const pieces = text.split(MARK);
  return pieces
    .map((piece, i) => (i % 2 ? { value: piece as Exclude<ValueNames<K>, G> } : piece))
    .filter((part) => part !== '');
}

/** Each island label of a language as labelsOf made it: the same on every page. */
const LABELS = perLocale(() => new Map<MessageKey, string | MessageParts<string>>());

/**
 * The strings an island shows, as its `labels` prop, rendered in the page's language:
 * ('en', ['press.retry', 'search.count']) -> { 'press.retry': 'Try again',
 * 'search.count': [{ value: 'count' }, ' results'] }. A message without values is its text.
 */
export function labelsOf<K extends MessageKey>(locale: Locale, keys: readonly K[]): Labels<K> {
  const made = LABELS[locale];
  const labelOf = (key: K) => {
    let label = made.get(key);
    if (label === undefined) {
      const parts = partsOf(locale, key);
      label = parts.every((part) => typeof part === 'string') ? parts.join('') : parts;
      made.set(key, label);
    }
    return label;
  };
  return Object.fromEntries(keys.map((key) => [key, labelOf(key)])) as Labels<K>;
}
