/** Remembers the visitor's language (DECISIONS §3): cookie for 30 days on / and localStorage. */
export const LANGUAGE_KEY = 'language';
const THIRTY_DAYS_S = 60 * 60 * 24 * 30;

export function storeLanguage(locale: string): void {
  document.cookie = `${LANGUAGE_KEY}=${locale}; Max-Age=${THIRTY_DAYS_S}; Path=/; SameSite=Lax`;
  try {
    localStorage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // Storage can be disabled (private mode, policy); the cookie still carries the choice.
  }
}
