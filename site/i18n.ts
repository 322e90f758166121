/**
 * UI strings: the one way text that is not content reaches a page (issue 16 point 3). Templates
 * call `t` (createTranslate); islands get the strings they show as a `labels` prop made by
 * `labelsOf`, and fill `{{name}}` placeholders with ./messages/fill.ts, as `t` does. Keys are
 * checked by the compiler (MessageKey), so there is no fallback from one language to the other.
 */
import type { MessageKey, Messages } from './messages/ko.ts';
import { fillMessage } from './messages/fill.ts';
import { localeRow, perLocale, type Locale } from './routes.ts';

/** Every locale's strings, from the locale table (site/locales.ts). */
export const MESSAGES: Record<Locale, Messages> = perLocale((locale) => localeRow(locale).messages);

/** An island's `labels` prop: the strings of `K` in the page's language, made by labelsOf. */
export type Labels<K extends MessageKey> = Record<K, string>;

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** ('en') -> t, where t('menu.contact') === 'Contact' and t('press.total', { count: 3 }) === '3 items' */
export function createTranslate(locale: Locale): Translate {
  const messages = MESSAGES[locale];
  return (key, vars) => (vars ? fillMessage(messages[key], vars) : messages[key]);
}

/**
 * The language a string is written in when it is not the page's, for its element's `lang`
 * (WCAG 3.1.2): ('ko', 'footer.rights') -> 'en'; ('en', 'footer.rights') -> undefined.
 */
export function messageLang(locale: Locale, key: MessageKey): string | undefined {
  return localeRow(locale).otherLanguage?.[key];
}

/**
 * The strings an island shows, as its `labels` prop: ('en', ['press.retry']) -> { 'press.retry': 'Try again' }.
 * Placeholders stay in; the island fills them (./messages/fill.ts).
 */
export function labelsOf<K extends MessageKey>(locale: Locale, keys: readonly K[]): Labels<K> {
  const messages = MESSAGES[locale];
  return Object.fromEntries(keys.map((key) => [key, messages[key]])) as Labels<K>;
}
