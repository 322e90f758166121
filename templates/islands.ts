/**
 * The server's view of the island registry: the same names as client/islands/index.ts, each with
 * its component for server rendering. A name missing here or there fails `tsc`.
 */
import type { ComponentType } from 'react';
import type { IslandName } from '../client/islands/index.ts';
import SiteNav from '../client/islands/SiteNav.tsx';
import LangSwitch from '../client/islands/LangSwitch.tsx';
import ScrollTop from '../client/islands/ScrollTop.tsx';
import Banner from '../client/islands/Banner.tsx';

export const ISLAND_COMPONENTS = {
  SiteNav,
  LangSwitch,
  ScrollTop,
  Banner,
} satisfies Record<IslandName, ComponentType<never>>;

export type IslandProps<N extends IslandName> = React.ComponentProps<(typeof ISLAND_COMPONENTS)[N]>;
