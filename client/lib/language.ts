/** Remembers the visitor's language (contracts §3): cookie for 30 days on / and localStorage. */
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

/**
 * A language link (the header's KR / EN, `a[data-lang]`) stores the language it chooses as it is
 * clicked, before the next page loads (contracts §3): one listener for the page, here in the
 * script every page runs, so the switch stays plain links that need no component code.
 */
export function storeChosenLanguage(root: Document): void {
  root.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-lang]');
    if (link?.dataset.lang) storeLanguage(link.dataset.lang);
  });
}
