/**
 * The island registry: the only components that hydrate in the browser (STYLE rule 6). Each
 * entry loads its own chunk, so a page downloads only the islands it has.
 */
export const ISLANDS = {
  SiteNav: () => import('./SiteNav.tsx'),
  LangSwitch: () => import('./LangSwitch.tsx'),
  ScrollTop: () => import('./ScrollTop.tsx'),
  Banner: () => import('./Banner.tsx'),
} as const;

export type IslandName = keyof typeof ISLANDS;
