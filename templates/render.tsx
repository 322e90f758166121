/**
 * Renders one page to a complete HTML string: the body, then the document (head, SEO tags,
 * assets) around it.
 */
import { renderToString } from 'react-dom/server';
import type { LoadedPage } from '../site/content/load.ts';
import type { PressArticle as Article, PressLists } from '../site/content/press.ts';
import type { CompanyFacts, PopupConfig } from '../site/content/schemas.ts';
import { translatorOf, type Translate } from '../site/i18n.ts';
import { navOf, routeOf, type Route } from '../site/routes.ts';
import {
  breadcrumbList,
  newsArticle,
  organization,
  type Crumb,
} from '../site/builder/structured-data.ts';
import { feedUrl } from '../site/builder/feed.ts';
import { PRESS_LIST_ID } from '../site/press-routes.ts';
import { EMAIL_KEYS } from './Footer.tsx';
import { otherPagesRefused, PageContext, type PageInfo } from './context.ts';
import { Document, type DocumentAssets } from './Document.tsx';
import { Layout } from './Layout.tsx';
import { HERO_PRELOADS } from './pages/Home.tsx';
import { PageBody } from './PageBody.tsx';
import { htmlSerialization } from './html.ts';
import { SlotContext, slotParts, type FragmentCache, type PageSlots } from './fragments.tsx';
import type { Download } from '../site/brochures/files.ts';
import type { ImageSizes } from '../site/content/images.ts';
import { cardOfPage, type CardPlan } from '../site/builder/cards/cards.ts';

export interface RenderSite {
  company: CompanyFacts;
  popup: PopupConfig;
  images: ImageSizes;
  /** Every loaded page by URL (brochures print the pages they list). */
  pages: ReadonlyMap<string, LoadedPage>;
  /** The brochure PDFs found under static/downloads. */
  downloads: readonly Download[];
  /** The stylesheet and module script every page loads. */
  assets: DocumentAssets;
  inlineScript: string;
  /** Press items of each language, newest first. */
  press: PressLists;
  /** Fragments shared by pages (./fragments.tsx), kept for one build. */
  fragments: FragmentCache;
  /**
   * Each page's sharing card by page URL (site/builder/cards/); a page without one shows its
   * home's.
   */
  cards: CardPlan;
}

/**
 * A press article page: the item it shows, and its meta description (the first words of its text).
 */
export interface ArticlePage {
  route: Route;
  kind: 'article';
  article: Article;
  data: { description: string };
}

/** What one page renders: its loaded content file, a press article, or nothing (a 404 page). */
export type PageSource = LoadedPage | ArticlePage | undefined;

/**
 * ('home', ko) -> '해온정보기술'; ('company/intro', en)
 * -> 'Haeon IT | About Us' (contracts §2, §11: an article's is its headline)
 */
export function toTitle(route: Route, company: CompanyFacts, routeTitle: string): string {
  const name = company.name[route.locale];
  return route.kind === 'home' || !routeTitle ? name : `${name} | ${routeTitle}`;
}

/**
 * The trail to an inner page in its language: its menu group (linked to the group's first page,
 * as the header links it), then the page; a page outside the groups: home, then the page.
 */
export function crumbsOf(route: Route, t: Translate, name: string = t(route.titleKey)): Crumb[] {
  const page = { name, path: route.url };
  if (route.group === undefined)
    return [{ name: t('menu.home'), path: routeOf('home', route.locale).url }, page];
  const group = navOf(route.locale)[route.group]!;
  // A press article sits under the press list (contracts §11).
  const list =
    route.kind === 'article'
      ? [{ name: t(route.titleKey), path: routeOf(PRESS_LIST_ID, route.locale).url }]
      : [];
  return [{ name: t(group.title), path: group.items[0]!.url }, ...list, page];
}

/**
 * JSON-LD of a page (contracts §13): Organization on home, BreadcrumbList on every inner page
 * (named as its title says), NewsArticle on press articles too, none on 404.
 */
export function structuredDataOf(
  route: Route,
  page: PageSource,
  company: CompanyFacts,
  t: Translate,
): object[] {
  if (route.kind === 'notFound') return [];
  if (route.kind !== 'home') {
    const crumbs = breadcrumbList(company.origin, crumbsOf(route, t, pageTitle(route, page, t)));
    return page?.kind === 'article'
      ? [crumbs, newsArticle(page.article, route.url, route.locale, company)]
      : [crumbs];
  }
  const contacts = EMAIL_KEYS.map((key) => ({
    label: t(`footer.email.${key}`),
    email: company.emails[key],
  }));
  return [
    organization({
      company,
      locale: route.locale,
      homePath: route.url,
      logoPath: '/assets/img/logo.svg',
      contacts,
    }),
  ];
}

/**
 * The title of a page: its headline on an article, its own title on a brochure (the solution's
 * menu title names its page), its page number on list pages after the first.
 */
function pageTitle(route: Route, page: PageSource, t: Translate): string {
  if (page?.kind === 'article') return page.article.title;
  if (page?.kind === 'brochure') return page.data.title;
  const title = t(route.titleKey);
  return route.listPage ? t('press.pageTitle', { title, page: route.listPage }) : title;
}

/**
 * The meta description; list pages after the first say which page they are, so no two are alike.
 */
function pageDescription(route: Route, page: PageSource, t: Translate): string {
  if (!page) return t('notFound.text');
  const { description } = page.data;
  return route.listPage
    ? t('press.pageDescription', { description, page: route.listPage })
    : description;
}

/**
 * Where the body goes in the document; the body is finished on its own, so the regex reads each
 * byte once.
 */
const BODY_MARK = '<!--page-body-->';

/** `page` is undefined for the 404 page of `route.locale`. */
export function renderPage(route: Route, page: PageSource, site: RenderSite): string {
  return renderPageParts(route, page, site).join('');
}

/**
 * The page as the parts it is written from (renderPage joins them): its own HTML, and between
 * them the fragments it shares with other pages (./fragments.tsx), as the same strings.
 */
export function renderPageParts(route: Route, page: PageSource, site: RenderSite): string[] {
  const t = translatorOf(route.locale);
  const whole: PageInfo = {
    route,
    locale: route.locale,
    t,
    company: site.company,
    popup: site.popup,
    images: site.images,
    press: site.press,
    pages: site.pages,
    downloads: site.downloads,
  };
  // An article is kept between builds by what it can read (site/builder/build-cache.ts).
  const info =
    page?.kind === 'article' ? otherPagesRefused(whole, `the article ${route.url}`) : whole;
  const slots: PageSlots = { slots: [], cache: site.fragments };
  const body = slotParts(
    htmlSerialization(
      renderToString(
        <SlotContext.Provider value={slots}>
          <PageContext.Provider value={info}>
            <Layout>
              <PageBody page={page} />
            </Layout>
          </PageContext.Provider>
        </SlotContext.Provider>,
      ),
    ),
    slots.slots,
    site.fragments,
    htmlSerialization,
  );
  const html = renderToString(
    <Document
      route={route}
      title={toTitle(route, site.company, pageTitle(route, page, t))}
      description={pageDescription(route, page, t)}
      company={site.company}
      structuredData={structuredDataOf(route, page, site.company, t)}
      assets={site.assets}
      body={BODY_MARK}
      inlineScript={site.inlineScript}
      image={cardOfPage(site.cards, route)}
      feed={{
        href: feedUrl(route.locale),
        title: `${site.company.name[route.locale]} | ${t('press.feed')}`,
      }}
      {...(page?.kind === 'article' ? { published: page.article.date } : {})}
      {...(route.kind === 'home' ? { preloads: HERO_PRELOADS } : {})}
    />,
  );
  const document = htmlSerialization(html);
  const at = document.indexOf(BODY_MARK);
  const last = body.length - 1;
  body[0] = `<!DOCTYPE html>${document.slice(0, at)}${body[0]}`;
  body[last] = `${body[last]}${document.slice(at + BODY_MARK.length)}`;
  return body;
}
