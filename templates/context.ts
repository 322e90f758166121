/** What every server-rendered component may read about the page being built. */
import { createContext } from 'react';
import type { Translate } from '../site/i18n.ts';
import type { Locale, Route } from '../site/routes.ts';
import type { CompanyFacts, PopupConfig } from '../site/content/schemas.ts';
import type { PressLists } from '../site/content/press.ts';
import type { LoadedPage } from '../site/content/load.ts';
import type { Download } from '../site/brochures/files.ts';
import type { ImageSizes } from '../site/content/images.ts';

export interface PageInfo {
  /** The page's route, or for a 404 page a pseudo-route of its locale. */
  route: Route;
  locale: Locale;
  t: Translate;
  company: CompanyFacts;
  /** The dated home popup (content/popup.yaml). */
  popup: PopupConfig;
  /**
   * The images under static/assets/img with their sizes (site/content/images.ts): a gallery's
   * width and height, and whether an optional variant such as -sm exists.
   */
  images: ImageSizes;
  /** Press items of each language, newest first: the lists, the home news, pressView. */
  press: PressLists;
  /** Every loaded page by URL: a brochure prints the pages it lists. */
  pages: ReadonlyMap<string, LoadedPage>;
  /** The brochure PDFs under static/downloads, for the publicity page's list. */
  downloads: readonly Download[];
}

export const PageContext = createContext<PageInfo>(null as unknown as PageInfo);

/**
 * `info` without the press lists and the other pages: what an article page and a shared fragment
 * (./fragments.tsx) are rendered with. Their HTML is kept between builds by what they can read
 * (site/builder/build-cache.ts), so a template that reads those there stops the build with this
 * error instead of leaving thousands of pages stale.
 */
export function otherPagesRefused(info: PageInfo, who: string): PageInfo {
  const refuse = (what: string) => () => {
    throw new Error(
      `${who} reads ${what}: an article page and a shared fragment read only their own item and the site-wide facts (site/builder/build-cache.ts)`,
    );
  };
  const { press: _press, pages: _pages, ...rest } = info;
  return Object.defineProperties(rest, {
    press: { get: refuse('the press lists'), enumerable: false },
    pages: { get: refuse('the other pages'), enumerable: false },
  }) as PageInfo;
}
