/**
 * The web font's switch (docs/decisions.md, Web font): the site font's stylesheet is linked with
 * `media="print"` until applied. The page's inline head script (build.ts INLINE_SCRIPT) applies
 * it a frame after the window's load event on a first visit, at once on later ones, and
 * remembers it. It is the page's own script, not client/main.ts's: the font is the page's
 * styling, and a visitor whose module script fails to load (an old browser, a blocked file)
 * still gets it, as one without JavaScript does through `<noscript>`.
 */
export const FONTS_LINK = 'link[data-fonts]';
export const FONTS_KEY = 'fontsLoaded';

/**
 * For the head script: applies the (cached) font before first paint on a visit after the first;
 * on a first visit after load plus a frame, so its files never compete with the first paint
 * and the LCP image (measured with Lighthouse).
 */
export const APPLY_FONTS =
  `try{var l=document.querySelector('${FONTS_LINK}'),a=function(){l.setAttribute('media','all');try{localStorage.setItem('${FONTS_KEY}','1')}catch(e){}};` +
  `localStorage.getItem('${FONTS_KEY}')?a():addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(a)})})}catch(e){}`;
