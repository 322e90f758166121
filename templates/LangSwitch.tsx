/**
 * One link per language to the same page in that language (contracts §3). Plain links: a click
 * stores the choice first through the page's script (client/lib/language.ts, storeChosenLanguage).
 */
import type { Labels } from '../site/i18n.ts';

export const LANG_SWITCH_LABELS = ['header.language'] as const;

/** One language of the switch, from the locale table (site/locales.ts). */
export interface LangLink {
  /** Locale code, stored as the visitor's choice: 'en'. */
  locale: string;
  /** BCP 47 tag of the link's language: 'en'. */
  lang: string;
  /** Short label shown: 'EN'. */
  text: string;
  /** The language's own name for screen readers: 'English'. */
  name: string;
  /** URL of this page in that language. */
  href: string;
}

export interface LangSwitchProps {
  /** Locale of the current page. */
  current: string;
  links: LangLink[];
  /** The group's accessible name. */
  labels: Labels<(typeof LANG_SWITCH_LABELS)[number]>;
}

export function LangSwitch({ current, links, labels }: LangSwitchProps) {
  return (
    // A fieldset would bring a legend and form semantics to two links; role=group names them as
    // one control.
    // biome-ignore lint/a11y/useSemanticElements: a group of two links, not a form's fieldset
    <div className="lang" role="group" aria-label={labels['header.language']}>
      <ul className="lang__list">
        {links.map(({ locale, lang, text, name, href }) => (
          <li key={locale}>
            <a
              data-lang={locale}
              href={href}
              hrefLang={lang}
              lang={lang}
              aria-label={`${text} (${name})`}
              aria-current={locale === current ? 'page' : undefined}
            >
              {text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
