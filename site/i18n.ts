/**
 * UI strings through i18next, one instance and one resource per locale. Keys are checked by the
 * compiler (MessageKey), so there is no fallback from one language to the other.
 */
import i18next from 'i18next';
import { ko, type MessageKey, type Messages } from './messages/ko.ts';
import { en } from './messages/en.ts';
import type { Locale } from './routes.ts';

export const MESSAGES: Record<Locale, Messages> = { ko, en };

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** ('en') -> t, where t('menu.contact') === 'Contact' */
export function createTranslate(locale: Locale): Translate {
  const instance = i18next.createInstance();
  instance.init({
    lng: locale,
    resources: { [locale]: { translation: MESSAGES[locale] } },
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return (key, vars) => instance.t(key, vars ?? {}) as string;
}
