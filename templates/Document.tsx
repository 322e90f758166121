/**
 * The HTML document: head with title, SEO and social tags (contracts §2), the
 * stylesheet, the module script, and the body markup.
 */
import { DEFAULT_LOCALE, LOCALE_TABLE, localeRow, type Route } from '../site/routes.ts';
import type { CompanyFacts } from '../site/content/schemas.ts';
import { serializeProps } from './Island.tsx';
import { CARD_HEIGHT, CARD_WIDTH } from '../site/builder/cards/layout.ts';

export interface DocumentAssets {
  css: string;
  /**
   * The site font's @font-face rules (site/builder/site-font.ts): `media="print"` keeps them from
   * blocking rendering until the head script applies them (at once on repeat visits, after load
   * on a first one); `<noscript>` applies them for visitors without JavaScript
   * (client/lib/fonts.ts).
   */
  fonts: string;
  /**
   * The one module script. Island chunks are not modulepreloaded: measured with Lighthouse they
   * compete with the CSS and the LCP image and cost about 0.5 s of first paint on a slow phone.
   */
  js: string;
}

/** An image fetched at high priority before the body names it: the LCP image of a page. */
export interface ImagePreload {
  href: string;
  /** The screens it is for: '(min-width: 768px)'. */
  media: string;
}

export interface DocumentProps {
  route: Route;
  title: string;
  description: string;
  company: CompanyFacts;
  /** JSON-LD objects (site/builder/structured-data.ts), each written as its own script element. */
  structuredData: object[];
  assets: DocumentAssets;
  /** Server-rendered body markup. */
  body: string;
  /** The inline script that marks `html.js`; its hash goes into the CSP. */
  inlineScript: string;
  /** The page's sharing card (contracts §20, site/builder/cards/): its path and what it shows. */
  image: { url: string; alt: string };
  /** The press feed of the page's language (contracts §11), linked from every page. */
  feed: { href: string; title: string };
  /** 'YYYY-MM-DD' on a press article: og:type article and its publication date. */
  published?: string;
  /** Images to fetch at once (the home page's hero poster). */
  preloads?: readonly ImagePreload[];
}

export function Document({
  route,
  title,
  description,
  company,
  structuredData,
  assets,
  body,
  inlineScript,
  image,
  feed,
  published,
  preloads = [],
}: DocumentProps) {
  const absolute = (url: string) => `${company.origin}${url}`;
  const indexable = !route.noindex;
  const others = LOCALE_TABLE.filter((row) => row.code !== route.locale);
  return (
    <html lang={localeRow(route.locale).lang} data-theme={route.theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {indexable ? null : <meta name="robots" content="noindex" />}
        {indexable ? <link rel="canonical" href={absolute(route.url)} /> : null}
        {indexable
          ? LOCALE_TABLE.map((row) => (
              <link
                key={row.code}
                rel="alternate"
                hrefLang={row.lang}
                href={absolute(route.alternates[row.code])}
              />
            ))
          : null}
        {indexable ? (
          <link
            rel="alternate"
            hrefLang="x-default"
            href={absolute(route.alternates[DEFAULT_LOCALE])}
          />
        ) : null}
        <meta property="og:type" content={published ? 'article' : 'website'} />
        {published ? <meta property="article:published_time" content={published} /> : null}
        <meta property="og:site_name" content={company.name[route.locale]} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        <meta property="og:locale" content={localeRow(route.locale).ogLocale} />
        {others.map((row) => (
          <meta key={row.code} property="og:locale:alternate" content={row.ogLocale} />
        ))}
        {indexable ? <meta property="og:url" content={absolute(route.url)} /> : null}
        <meta property="og:image" content={absolute(image.url)} />
        <meta property="og:image:type" content="image/png" />
        <meta property="og:image:width" content={String(CARD_WIDTH)} />
        <meta property="og:image:height" content={String(CARD_HEIGHT)} />
        <meta property="og:image:alt" content={image.alt} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="theme-color" content="#0a1f3c" />
        {company.naverSiteVerification ? (
          <meta name="naver-site-verification" content={company.naverSiteVerification} />
        ) : null}
        {company.googleSiteVerification ? (
          <meta name="google-site-verification" content={company.googleSiteVerification} />
        ) : null}
        <link rel="alternate" type="application/rss+xml" title={feed.title} href={feed.href} />
        <link rel="icon" href="/favicon.ico" sizes="48x48" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={assets.css} />
        {preloads.map(({ href, media }) => (
          <link
            key={href}
            rel="preload"
            href={href}
            as="image"
            fetchPriority="high"
            media={media}
          />
        ))}
        <link rel="stylesheet" href={assets.fonts} media="print" data-fonts="" />
        <noscript>
          <link rel="stylesheet" href={assets.fonts} />
        </noscript>
        <script dangerouslySetInnerHTML={{ __html: inlineScript }} />
        <script type="module" src={assets.js} />
        {/* Data, not script: the CSP does not apply, and serializeProps keeps any string from
            ending the element. */}
        {structuredData.map((data, i) => (
          <script
            key={i}
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: serializeProps(data) }}
          />
        ))}
      </head>
      <body dangerouslySetInnerHTML={{ __html: body }} />
    </html>
  );
}
