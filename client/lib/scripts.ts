/**
 * `html.js` says the page's scripts run. The head script sets it before first paint, so what a
 * script reveals (the banner's strips, the home sections, the mobile menu's slide-in panel) starts
 * hidden without a flash. If the module script never runs (a blocked or failed file, a browser
 * without modules), DOMContentLoaded comes without client/main.ts having marked the page, and the
 * head script takes `html.js` away: the visitor gets the page as without JavaScript, every part
 * shown and the menu a list of links, not hidden content and a menu button that does nothing.
 * main.ts does the same if the islands' code fails to load.
 */
export const SCRIPTS_MARK = 'data-scripts';

/** For the head script (build.ts INLINE_SCRIPT). Module scripts run before DOMContentLoaded. */
export const FALL_BACK_WITHOUT_MODULE = `addEventListener('DOMContentLoaded',function(){var d=document.documentElement;d.hasAttribute('${SCRIPTS_MARK}')||d.classList.remove('js')});`;

/** client/main.ts, first thing: its module runs. */
export function markScriptsRunning(): void {
  document.documentElement.setAttribute(SCRIPTS_MARK, '');
}

/** The page as without JavaScript, for when the code that would reveal its parts failed to load. */
export function fallBackToNoScript(): void {
  document.documentElement.classList.remove('js');
}
