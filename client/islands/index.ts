/**
 * The island registry: the only components that hydrate in the browser (STYLE rule 6). Each
 * entry loads its own chunk, so a page downloads only the islands it has.
 */
export const ISLANDS = {
  SiteNav: () => import('./SiteNav.tsx'),
  LangSwitch: () => import('./LangSwitch.tsx'),
  ScrollTop: () => import('./ScrollTop.tsx'),
  Banner: () => import('./Banner.tsx'),
  CursorTrail: () => import('./CursorTrail.tsx'),
  BackgroundVideo: () => import('./BackgroundVideo.tsx'),
  IntroOverlay: () => import('./IntroOverlay.tsx'),
  PromoPopup: () => import('./PromoPopup.tsx'),
  HomeBusiness: () => import('./HomeBusiness.tsx'),
  NewsList: () => import('./NewsList.tsx'),
  TypingHeadline: () => import('./TypingHeadline.tsx'),
  HomeSections: () => import('./HomeSections.tsx'),
  ContactForm: () => import('./ContactForm.tsx'),
  PressDetail: () => import('./PressDetail.tsx'),
} as const;

export type IslandName = keyof typeof ISLANDS;
