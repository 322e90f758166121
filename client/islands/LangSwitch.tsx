/** KR / EN links to the same page in the other language; a click stores the choice first. */
import { storeLanguage } from '../lib/language.ts';

export interface LangSwitchProps {
  /** Locale of the current page. */
  current: 'ko' | 'en';
  /** URL of this page in each locale. */
  hrefs: { ko: string; en: string };
  /** Accessible name of the group, and full language names for screen readers. */
  label: string;
  names: { ko: string; en: string };
}

const LINKS = [
  { locale: 'ko', text: 'KR' },
  { locale: 'en', text: 'EN' },
] as const;

export default function LangSwitch({ current, hrefs, label, names }: LangSwitchProps) {
  return (
    <div className="lang" role="group" aria-label={label}>
      <ul className="lang__list">
        {LINKS.map(({ locale, text }) => (
          <li key={locale}>
            <a
              data-lang={locale}
              href={hrefs[locale]}
              hrefLang={locale}
              lang={locale}
              aria-label={`${text} (${names[locale]})`}
              aria-current={locale === current ? 'page' : undefined}
              onClick={() => storeLanguage(locale)}
            >
              {text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
