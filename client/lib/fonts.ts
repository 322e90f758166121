/**
 * The web font's switch (docs/decisions.md, Web font): Pretendard's stylesheet is linked with
 * `media="print"` until applied. client/main.ts applies it after first paint and load and
 * remembers that; on later pages the head script (build.ts INLINE_SCRIPT) applies it at once.
 */
export const FONTS_LINK = 'link[data-fonts]';
export const FONTS_KEY = 'fontsLoaded';

/** Applies Pretendard and remembers it for the head script of later pages. */
export function applyFonts(): void {
  document.querySelector(FONTS_LINK)?.setAttribute('media', 'all');
  try {
    localStorage.setItem(FONTS_KEY, '1');
  } catch {
    // Without storage every visit counts as a first one: fonts still apply after first paint.
  }
}

/** The head script's part: on a visit after the first, apply the (cached) font before first paint. */
export const APPLY_CACHED_FONTS = `try{localStorage.getItem('${FONTS_KEY}')&&document.querySelector('${FONTS_LINK}').setAttribute('media','all')}catch(e){}`;
