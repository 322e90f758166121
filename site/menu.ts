/**
 * The menu definition (spec §3): the one literal every route comes from. `ROUTES` in ./routes.ts
 * is derived from it and is what the site reads; besides routes.ts, only the editor's page
 * collections (./admin/config.ts, in menu order) and the tests' page count
 * (test/helpers/counts.ts) walk it.
 */
import type { PlainKey } from './i18n.ts';

/** A link that leaves the site; its URL lives in content/company.yaml (contracts §10). */
export type ExternalLinkKey = 'webzine' | 'recruit';

export interface MenuItem {
  /** Message key of the route title, shown in menus and in `<title>`. */
  title: PlainKey;
  /**
   * Route id and path without locale prefix: 'company/intro' -> /company/intro, /eng/company/intro.
   */
  path: string;
  /** Icon file name without extension, served from /assets/img/{icon}.svg. */
  icon?: string;
  /** When set, the menu entry opens this external link in a new tab instead of the page. */
  url?: ExternalLinkKey;
  /** Header theme 'dark' on this route (spec §2 Header). */
  dark?: boolean;
  /**
   * Keeps the route but hides it from menus and the sitemap's menu listing, and from search
   * engines.
   */
  hidden?: true;
  /**
   * The background pattern (contracts §8): 'must' for MUST XR's variant, 'none' for no pattern;
   * absent, the default pattern (home always has its own).
   */
  pattern?: 'must' | 'none';
  /**
   * A live widget the page shows under its text (press list, press detail, webzine link,
   * downloads).
   */
  widget?: PageWidget;
}

export type PageWidget = 'pressList' | 'pressDetail' | 'webzine' | 'downloads';

export interface MenuGroup {
  /** Message key of the group title. */
  title: PlainKey;
  /** Icon file name without extension, served from /assets/img/{icon}.svg. */
  icon: string;
  subMenus: readonly MenuItem[];
}

export const MENU = [
  {
    title: 'menu.company',
    icon: 'menu-company',
    subMenus: [
      { title: 'menu.company.intro', path: 'company/intro' },
      { title: 'menu.company.history', path: 'company/history' },
      { title: 'menu.company.organization', path: 'company/organization' },
      { title: 'menu.company.coreCapabilities', path: 'company/core-capabilities' },
      { title: 'menu.company.esgManagement', path: 'company/esg-management' },
      { title: 'menu.company.talent', path: 'company/talent' },
    ],
  },
  {
    title: 'menu.business',
    icon: 'menu-business',
    subMenus: [
      { title: 'menu.business.overview', path: 'business' },
      { title: 'menu.business.energyIot', path: 'business/energy-iot', icon: 'biz-energy-iot' },
      { title: 'menu.business.marineIct', path: 'business/marine-ict', icon: 'biz-marine-ict' },
      {
        title: 'menu.business.smartCity',
        path: 'business/smart-city',
        pattern: 'none',
        icon: 'biz-smart-city',
      },
      {
        title: 'menu.business.digitalTwin',
        path: 'business/digital-twin',
        icon: 'biz-digital-twin',
      },
      {
        title: 'menu.business.smartFactory',
        path: 'business/smart-factory',
        pattern: 'none',
        icon: 'biz-smart-factory',
      },
      { title: 'menu.business.safety', path: 'business/safety', icon: 'biz-safety' },
      { title: 'menu.business.design', path: 'business/design', icon: 'biz-design' },
      { title: 'menu.business.ai', path: 'business/ai', icon: 'biz-ai' },
    ],
  },
  {
    title: 'menu.solution',
    icon: 'menu-solution',
    subMenus: [
      { title: 'menu.solution.safewiz', path: 'solution/safewiz' },
      { title: 'menu.solution.mustXr', path: 'solution/must-xr', dark: true, pattern: 'must' },
      { title: 'menu.solution.hatna', path: 'solution/hatna' },
      { title: 'menu.solution.enov', path: 'solution/enov' },
      { title: 'menu.solution.smartErp', path: 'solution/smart-erp', pattern: 'none', dark: true },
      { title: 'menu.solution.smartMes', path: 'solution/smart-mes', pattern: 'none' },
    ],
  },
  {
    title: 'menu.products',
    icon: 'menu-products',
    subMenus: [
      { title: 'menu.products.parkdian', path: 'products/parkdian', pattern: 'none' },
      { title: 'menu.products.remoteLocker', path: 'products/remote-locker', pattern: 'none' },
      { title: 'menu.products.kiosk', path: 'products/kiosk', pattern: 'none' },
      { title: 'menu.products.rfid', path: 'products/rfid', pattern: 'none' },
    ],
  },
  {
    title: 'menu.resources',
    icon: 'menu-resources',
    subMenus: [
      { title: 'menu.resources.publicity', path: 'resources/publicity', widget: 'downloads' },
      { title: 'menu.resources.press', path: 'resources/press', widget: 'pressList' },
      {
        title: 'menu.resources.pressView',
        path: 'resources/pressView',
        hidden: true,
        widget: 'pressDetail',
      },
      {
        title: 'menu.resources.webzine',
        path: 'resources/webzine',
        url: 'webzine',
        widget: 'webzine',
      },
    ],
  },
] as const satisfies readonly MenuGroup[];

/**
 * Printable documents: each route composes the pages its content file lists
 * (`sections:`) into one document, which `npm run brochures` prints to static/downloads/. Hidden
 * and noindex: the publicity page links the PDFs, and the pages themselves are their source.
 */
export const BROCHURES: readonly MenuItem[] = [
  { title: 'brochure.companyProfile', path: 'brochure/company-profile', hidden: true },
  // One per solution, so a new solution cannot go without one (its content files are required).
  ...MENU.find((group) => group.title === 'menu.solution')!.subMenus.map((item) => ({
    title: item.title,
    path: item.path.replace(/^solution\//, 'brochure/'),
    hidden: true as const,
    ...('pattern' in item ? { pattern: item.pattern } : {}),
  })),
];

/**
 * Routes outside the menu groups: home, contact (linked beside the groups, contracts §2), the
 * pages every footer links: the privacy policy (contracts §12), the refusal of e-mail harvesting
 * and the sitemap (contracts §18), and the search results (contracts §21: noindex, reached from
 * the header's search; no background pattern behind its list of results).
 */
export const STANDALONE = [
  { title: 'menu.home', path: '' },
  { title: 'menu.contact', path: 'contact' },
  { title: 'menu.privacy', path: 'privacy' },
  { title: 'menu.emailPolicy', path: 'email-policy' },
  { title: 'menu.sitemap', path: 'sitemap' },
  { title: 'menu.search', path: 'search', hidden: true, pattern: 'none' },
] as const satisfies readonly MenuItem[];
