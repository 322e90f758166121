/**
 * The web font's switch (docs/decisions.md, Web font): Pretendard's stylesheet is linked with
 * `media="print"` until applied. The page's inline head script (build.ts INLINE_SCRIPT) applies
 * it a frame after the window's load event on a first visit, at once on later ones, and
 * remembers it. It is the page's own script, not client/main.ts's: the font is the page's
 * styling, and a visitor whose module script fails to load (an old browser, a blocked file)
 * still gets it, as one without JavaScript does through `<noscript>`.
 */
import { INTRO_REPLAY_AFTER_MS, INTRO_STORAGE_KEY } from './intro.ts';
import { REDUCED_MOTION } from './prefers.ts';

export const FONTS_LINK = 'link[data-fonts]';
export const FONTS_KEY = 'fontsLoaded';

/** The link's attribute listing font files a script draws with later (templates/Document.tsx laterFonts). */
export const FONTS_LATER = 'data-fonts-later';

/**
 * Fetches the files of FONTS_LATER as the font is applied, so they arrive with the page's own
 * subsets: measured (issue 15), the English home's intro name fetched its subset only when drawn,
 * and that file arriving alone made Chromium lay the whole page out again (18 ms of main thread in
 * Lighthouse's trace, before its 4x slowdown). Only when the intro will show (client/lib/intro.ts:
 * due, and no reduced motion); a preload left unused earns a console warning. Before the font's
 * stylesheet is applied, so the media query is read on a clean document.
 */
const FETCH_LATER =
  `try{if(!matchMedia('${REDUCED_MOTION}').matches&&Date.now()-(+localStorage.getItem('${INTRO_STORAGE_KEY}')||0)>${INTRO_REPLAY_AFTER_MS})` +
  `(l.getAttribute('${FONTS_LATER}')||'').split(' ').forEach(function(h){if(!h)return;var p=document.createElement('link');p.rel='preload';p.as='font';p.type='font/woff2';p.crossOrigin='';p.href=h;document.head.appendChild(p)})}catch(e){}`;

/**
 * For the head script: applies the (cached) font before first paint on a visit after the first;
 * on a first visit after load plus a frame, so its 300-420 KiB never compete with the first paint
 * and the LCP image (measured with Lighthouse, issue 7).
 */
export const APPLY_FONTS =
  `try{var l=document.querySelector('${FONTS_LINK}'),a=function(){${FETCH_LATER}l.setAttribute('media','all');try{localStorage.setItem('${FONTS_KEY}','1')}catch(e){}};` +
  `localStorage.getItem('${FONTS_KEY}')?a():addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(a)})})}catch(e){}`;
