/**
 * Renders one page to a complete HTML string: the body, then the document (head, SEO tags,
 * assets) around it.
 */
import { renderToString } from 'react-dom/server';
import type { LoadedPage } from '../site/content/load.ts';
import type { CompanyFacts, PopupConfig } from '../site/content/schemas.ts';
import { createTranslate } from '../site/i18n.ts';
import { navOf, routeOf, type Route } from '../site/routes.ts';
import { breadcrumbList, organization, type Crumb } from '../site/build/structured-data.ts';
import type { Translate } from '../site/i18n.ts';
import { EMAIL_KEYS } from './Footer.tsx';
import { PageContext, type PageInfo } from './context.ts';
import { Document, type DocumentAssets } from './Document.tsx';
import { Layout } from './Layout.tsx';
import { Home } from './pages/Home.tsx';
import { Page } from './pages/Page.tsx';
import { Contact } from './pages/Contact.tsx';
import { Legal } from './pages/Legal.tsx';
import { NotFound } from './pages/NotFound.tsx';

export interface RenderSite {
  company: CompanyFacts;
  popup: PopupConfig;
  images: ReadonlySet<string>;
  /** The stylesheet and module script every page loads. */
  assets: DocumentAssets;
  inlineScript: string;
}

function PageBody({ page }: { page: LoadedPage | undefined }) {
  if (!page) return <NotFound />;
  if (page.kind === 'home') return <Home data={page.data} />;
  if (page.kind === 'contact') return <Contact page={page} />;
  if (page.kind === 'legal') return <Legal page={page} />;
  return <Page page={page} />;
}

/** ('home', ko) -> '해온정보기술'; ('company/intro', en) -> 'Haeon IT | About Us' (DECISIONS §2) */
export function toTitle(route: Route, company: CompanyFacts, routeTitle: string): string {
  const name = company.name[route.locale];
  return route.kind === 'home' || !routeTitle ? name : `${name} | ${routeTitle}`;
}

/**
 * React writes some attribute names in camelCase (hrefLang, srcSet); HTML is case-insensitive,
 * but tools that read the output (linkedom, validators, testers) expect lowercase. React escapes
 * quotes in text and values, so ` name="` can only be an attribute.
 * ('<link hrefLang="ko">') -> '<link hreflang="ko">'
 */
export function lowercaseAttributes(html: string): string {
  return html.replace(/ (charSet|hrefLang|srcSet|fetchPriority|tabIndex|autoFocus|crossOrigin|dateTime|autoComplete|inputMode|maxLength|readOnly|noValidate|playsInline|enterKeyHint|spellCheck|encType|colSpan|rowSpan)(=|[ >\/])/g, (_m, name: string, after: string) => ` ${name.toLowerCase()}${after}`);
}

const VOID_SELF_CLOSING = /<(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)\b([^>]*?)\s*\/>/g;

/** React closes void elements XML-style; HTML omits it. ('<meta charset="utf-8"/>') -> '<meta charset="utf-8">' */
export function omitVoidSlashes(html: string): string {
  return html.replace(VOID_SELF_CLOSING, '<$1$2>');
}

/**
 * The trail to an inner page in its language: its menu group (linked to the group's first page,
 * as the header links it), then the page; a page outside the groups: home, then the page.
 */
export function crumbsOf(route: Route, t: Translate): Crumb[] {
  const page = { name: t(route.titleKey), path: route.url };
  if (route.group === undefined) return [{ name: t('menu.home'), path: routeOf('home', route.locale).url }, page];
  const group = navOf(route.locale)[route.group]!;
  return [{ name: t(group.title), path: group.items[0]!.url }, page];
}

/** JSON-LD of a page (DECISIONS §13): Organization on home, BreadcrumbList on every inner page, none on 404. */
export function structuredDataOf(route: Route, company: CompanyFacts, t: Translate): object[] {
  if (route.kind === 'notFound') return [];
  if (route.kind !== 'home') return [breadcrumbList(company.origin, crumbsOf(route, t))];
  const contacts = EMAIL_KEYS.map((key) => ({ label: t(`footer.email.${key}`), email: company.emails[key] }));
  return [organization({ company, locale: route.locale, homePath: route.url, logoPath: '/assets/img/logo.svg', contacts })];
}

/** `page` is undefined for the 404 page of `route.locale`. */
export function renderPage(route: Route, page: LoadedPage | undefined, site: RenderSite): string {
  const t = createTranslate(route.locale);
  const info: PageInfo = { route, locale: route.locale, t, company: site.company, popup: site.popup, images: site.images };
  const body = renderToString(
    <PageContext.Provider value={info}>
      <Layout>
        <PageBody page={page} />
      </Layout>
    </PageContext.Provider>,
  );
  const html = renderToString(
    <Document
      route={route}
      title={toTitle(route, site.company, t(route.titleKey))}
      description={page ? page.data.description : t('notFound.text')}
      company={site.company}
      structuredData={structuredDataOf(route, site.company, t)}
      assets={site.assets}
      body={body}
      inlineScript={site.inlineScript}
    />,
  );
  return `<!DOCTYPE html>${omitVoidSlashes(lowercaseAttributes(html))}`;
}
