/**
 * Text spacing (WCAG 1.4.12): with the spacing a visitor may set (line height
 * 1.5, letters 0.12 em, words 0.16 em, paragraphs 2 em apart), no text of any page is cut short:
 * no box that hides its overflow, clamps its lines or ends its line in "…" holds more text than it
 * shows. Boxes that scroll are not cut (their text is reached by scrolling: the form's lists, the
 * consent notice), nor what is hidden from sight on purpose (a visually hidden caption, the form's
 * honeypot) or the phone's closed menu. The pages of the focus test, at 390 and 1440 px.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { LOCALES, ROUTES } from '../../site/routes.ts';
import { PAGES } from '../helpers/dist.ts';
import { open, type Opened } from './harness.ts';
import { hydrated, type ViewportName } from '../../scripts/lib/chromium.ts';
import { skipIntro } from './home-kit.ts';
import { TEXT_SPACING } from './layout-kit.ts';

const PATHS = [
  ...ROUTES.map((r) => r.url),
  ...LOCALES.flatMap((locale) => [
    PAGES.find((r) => r.locale === locale && r.kind === 'article')!.url,
    PAGES.find((r) => r.locale === locale && r.url.includes('/resources/press/page/'))!.url,
  ]),
];

/**
 * In the page: every box whose text is cut short ('span.select__value "Select a province or
 * city first": 293 x 26 px of text in 285 x 26'). No named function inside: the test runner's
 * transform would name it with a helper the page does not have.
 */
const cutShort = () =>
  [...document.querySelectorAll<HTMLElement>('body *')].flatMap((el) => {
    if (!el.textContent?.trim() || el.getClientRects().length === 0) return [];
    if (el.closest('.sr-only, .mnav-layer, [aria-hidden="true"]')) return [];
    if (el.clientWidth <= 1 || el.clientHeight <= 1) return []; // visually hidden on purpose
    const cs = getComputedStyle(el);
    const scrolls = /auto|scroll/.test(cs.overflowX + cs.overflowY);
    const clamps = (cs as CSSStyleDeclaration & { webkitLineClamp: string }).webkitLineClamp;
    const hides = /hidden|clip/.test(cs.overflowX + cs.overflowY) || clamps !== 'none';
    if (scrolls || !hides) return [];
    if (el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1) return [];
    const name = `${el.tagName.toLowerCase()}.${typeof el.className === 'string' ? el.className : ''}`;
    return [
      `${name} "${el.textContent.trim().slice(0, 40)}": ${el.scrollWidth} x ${el.scrollHeight} px of text in ${el.clientWidth} x ${el.clientHeight}`,
    ];
  });

function spacing(viewport: ViewportName) {
  const s = suite<{ opened?: Opened }>(`text spacing - no text cut short (${viewport})`, {});
  s.before(async (ctx) => {
    ctx.opened = await open('about:blank', {
      viewport,
      reducedMotion: true,
      init: async (context) => {
        await skipIntro(context);
        await context.addInitScript('globalThis.__name = (fn) => fn');
      },
    });
  });
  s.after(async (ctx) => ctx.opened?.close());
  for (const path of PATHS) {
    s(path, async (ctx) => {
      const { page } = ctx.opened!;
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await hydrated(page);
      await page.addStyleTag({ content: TEXT_SPACING });
      assert.equal(await page.evaluate(cutShort), []);
    });
  }
  s.run();
}

spacing('desktop');
spacing('phone');
