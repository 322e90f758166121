/**
 * UI strings through i18next, one instance and one resource per locale. Keys are checked by the
 * compiler (MessageKey), so there is no fallback from one language to the other.
 */
import i18next from 'i18next';
import type { MessageKey, Messages } from './messages/ko.ts';
import { localeRow, perLocale, type Locale } from './routes.ts';

/** Every locale's strings, from the locale table (site/locales.ts). */
export const MESSAGES: Record<Locale, Messages> = perLocale((locale) => localeRow(locale).messages);

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

const translators = new Map<Locale, Translate>();

/** ('en') -> t, where t('menu.contact') === 'Contact'; one i18next instance per locale, made once. */
export function createTranslate(locale: Locale): Translate {
  const made = translators.get(locale);
  if (made) return made;
  const instance = i18next.createInstance();
  instance.init({
    lng: locale,
    resources: { [locale]: { translation: MESSAGES[locale] } },
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  // Strings without variables are looked up once: a build asks for the same few hundred keys
  // on every page, and i18next's lookup cost about 50 ms of a 500 ms build.
  const plain = new Map<MessageKey, string>();
  const t: Translate = (key, vars) => {
    if (vars) return instance.t(key, vars) as string;
    let text = plain.get(key);
    if (text === undefined) plain.set(key, (text = instance.t(key, {}) as string));
    return text;
  };
  translators.set(locale, t);
  return t;
}
