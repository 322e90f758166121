/**
 * The site's languages, one row each. URLs, output and content files, the
 * hreflang links, the sitemap, the language switch, the 404 pages, the press twins and the
 * company facts' languages are all derived from these rows; adding a language is adding a row and
 * its messages file (README, Layout). ./routes.ts reads the table the build uses.
 */
import { KO_IN_ENGLISH, ko, type MessageKey, type Messages } from './messages/ko.ts';
import { en } from './messages/en.ts';
import type { DateStyle } from './dates.ts';

export interface LocaleRow {
  /**
   * Locale code: the content folders' name (content/<code>/, content/press/<code>/) and the key of
   * localised facts.
   */
  code: string;
  /**
   * URL prefix: '' for the language at the root (exactly one row), '/eng' for English (contracts
   * §2).
   */
  prefix: string;
  /** BCP 47 tag of `<html lang>`, hreflang and the feed's `<language>`: 'ko', 'en'. */
  lang: string;
  /** Open Graph locale: 'ko_KR'. */
  ogLocale: string;
  /** The language switch's short label: 'KR'. */
  switchText: string;
  /** The language's own name, for screen readers on the switch: '한국어'. */
  nativeName: string;
  /**
   * The language's English name, for error messages and schema.org's availableLanguage: 'Korean'.
   */
  englishName: string;
  /**
   * How lists (press, home news, an article's date) write a date: 'dotted' '2024.09.10', 'medium'
   * 'Sep 10, 2024' (./dates.ts).
   */
  listDate: DateStyle;
  /** Every UI string in this language (typed from ko: a missing key fails tsc). */
  messages: Messages;
  /**
   * The strings of `messages` written in another language: key
   * -> its BCP 47 tag ('en'), marked with `lang` (WCAG 3.1.2).
   */
  otherLanguage?: Partial<Record<MessageKey, string>>;
}

/**
 * The site's two languages. The first row is the language press items are written in (every
 * item starts in Korean, contracts §11) and the x-default of the hreflang links.
 */
export const LOCALE_ROWS = [
  {
    code: 'ko',
    prefix: '',
    lang: 'ko',
    ogLocale: 'ko_KR',
    switchText: 'KR',
    nativeName: '한국어',
    englishName: 'Korean',
    listDate: 'dotted',
    messages: ko,
    otherLanguage: KO_IN_ENGLISH,
  },
  {
    code: 'en',
    prefix: '/eng',
    lang: 'en',
    ogLocale: 'en_US',
    switchText: 'EN',
    nativeName: 'English',
    englishName: 'English',
    listDate: 'medium',
    messages: en,
  },
] as const satisfies readonly LocaleRow[];

export type Locale = (typeof LOCALE_ROWS)[number]['code'];
