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
const JS_CLASS = 'js';

/**
 * For the head script (build.ts INLINE_SCRIPT): sets `html.js`, and takes it away at
 * DOMContentLoaded if the module has not marked the page (module scripts run before that event).
 */
export const MARK_JS =
  `document.documentElement.classList.add('${JS_CLASS}');` +
  `addEventListener('DOMContentLoaded',function(){var d=document.documentElement;d.hasAttribute('${SCRIPTS_MARK}')||d.classList.remove('${JS_CLASS}')});`;

/** client/main.ts, first thing: its module runs. */
export function markScriptsRunning(): void {
  document.documentElement.setAttribute(SCRIPTS_MARK, '');
}

/** The page as without JavaScript, for when the code that would reveal its parts failed to load. */
export function fallBackToNoScript(): void {
  document.documentElement.classList.remove(JS_CLASS);
}
