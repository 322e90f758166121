/**
 * Renders one page to a complete HTML string: the body, then the document (head, SEO tags,
 * assets) around it.
 */
import { renderToString } from 'react-dom/server';
import type { LoadedPage } from '../site/content/load.ts';
import type { CompanyFacts, PopupConfig } from '../site/content/schemas.ts';
import { createTranslate } from '../site/i18n.ts';
import type { Route } from '../site/routes.ts';
import { PageContext, type PageInfo } from './context.ts';
import { Document, type DocumentAssets } from './Document.tsx';
import { Layout } from './Layout.tsx';
import { Home } from './pages/Home.tsx';
import { Page } from './pages/Page.tsx';
import { Contact } from './pages/Contact.tsx';
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
      assets={site.assets}
      body={body}
      inlineScript={site.inlineScript}
    />,
  );
  return `<!DOCTYPE html>${omitVoidSlashes(lowercaseAttributes(html))}`;
}
