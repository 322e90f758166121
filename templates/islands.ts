/**
 * The server's view of the island registry: the same names as client/islands/index.ts, each with
 * its component for server rendering. A name missing here or there fails `tsc`.
 */
import type { ComponentProps, ComponentType } from 'preact';
import type { IslandName } from '../client/islands/index.ts';
import SiteNav from '../client/islands/SiteNav.tsx';
import LangSwitch from '../client/islands/LangSwitch.tsx';
import MobileMenu from '../client/islands/MobileMenu.tsx';
import ScrollTop from '../client/islands/ScrollTop.tsx';
import Banner from '../client/islands/Banner.tsx';
import CursorTrail from '../client/islands/CursorTrail.tsx';
import BackgroundVideo from '../client/islands/BackgroundVideo.tsx';
import IntroOverlay from '../client/islands/IntroOverlay.tsx';
import PromoPopup from '../client/islands/PromoPopup.tsx';
import HomeBusiness from '../client/islands/HomeBusiness.tsx';
import NewsList from '../client/islands/NewsList.tsx';
import TypingHeadline from '../client/islands/TypingHeadline.tsx';
import HomeSections from '../client/islands/HomeSections.tsx';
import ContactForm from '../client/islands/ContactForm.tsx';
import PressDetail from '../client/islands/PressDetail.tsx';
import SearchPage from '../client/islands/SearchPage.tsx';

export const ISLAND_COMPONENTS = {
  SiteNav,
  LangSwitch,
  MobileMenu,
  ScrollTop,
  Banner,
  CursorTrail,
  BackgroundVideo,
  IntroOverlay,
  PromoPopup,
  HomeBusiness,
  NewsList,
  TypingHeadline,
  HomeSections,
  ContactForm,
  PressDetail,
  SearchPage,
} satisfies Record<IslandName, ComponentType<never>>;

export type IslandProps<N extends IslandName> = ComponentProps<(typeof ISLAND_COMPONENTS)[N]>;
