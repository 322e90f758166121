/**
 * The island registry: the only components that hydrate in the browser (style rule 6), each by
 * the import that loads its code. The browser loads an island's chunk when the island's moment
 * comes (client/lib/triggers.ts), so a page downloads only the islands it has and uses; the build
 * renders each island through the same imports (templates/islands.ts). The five islands only the
 * home page has and hydrates at load share one chunk (./home.ts): measured, each
 * script file a page loads costs it main-thread tasks of its own, and the home loads them all.
 */

/** One of the home page's at-load islands, from their shared chunk (./home.ts). */
const fromHome =
  <N extends keyof typeof import('./home.ts')>(name: N) =>
  () =>
    import('./home.ts').then((m) => ({ default: m[name] }));

export const ISLANDS = {
  SiteNav: () => import('./SiteNav.tsx'),
  MobileMenu: () => import('./MobileMenu.tsx'),
  ScrollTop: () => import('./ScrollTop.tsx'),
  CursorTrail: () => import('./CursorTrail.tsx'),
  BackgroundVideo: fromHome('BackgroundVideo'),
  IntroOverlay: fromHome('IntroOverlay'),
  PromoPopup: fromHome('PromoPopup'),
  HomeBusiness: () => import('./HomeBusiness.tsx'),
  NewsList: () => import('./NewsList.tsx'),
  TypingHeadline: fromHome('TypingHeadline'),
  HomeSections: fromHome('HomeSections'),
  ContactForm: () => import('./ContactForm.tsx'),
  PressDetail: () => import('./PressDetail.tsx'),
  SearchPage: () => import('./SearchPage.tsx'),
} as const;

export type IslandName = keyof typeof ISLANDS;
