/**
 * The island registry: the only components that hydrate in the browser (STYLE rule 6). The five
 * every page has (the header's three, back-to-top, the cursor trail) are bundled with the hydration
 * code: measured (issue 15), four requests fewer cost the home pages about 0.1 less main-thread
 * work with JavaScript / without. The five only the home page has and hydrates at load share one
 * chunk (./home.ts); every other entry loads its own, so a page downloads only the islands it has.
 */
import * as SiteNav from './SiteNav.tsx';
import * as LangSwitch from './LangSwitch.tsx';
import * as MobileMenu from './MobileMenu.tsx';
import * as ScrollTop from './ScrollTop.tsx';
import * as CursorTrail from './CursorTrail.tsx';

/** One of the home page's at-load islands, from their shared chunk (./home.ts). */
const fromHome = (name: keyof typeof import('./home.ts')) => () =>
  import('./home.ts').then((m) => ({ default: m[name] }));

export const ISLANDS = {
  SiteNav: () => Promise.resolve(SiteNav),
  LangSwitch: () => Promise.resolve(LangSwitch),
  MobileMenu: () => Promise.resolve(MobileMenu),
  ScrollTop: () => Promise.resolve(ScrollTop),
  CursorTrail: () => Promise.resolve(CursorTrail),
  Banner: () => import('./Banner.tsx'),
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
