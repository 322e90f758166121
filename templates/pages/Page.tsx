/**
 * An inner page: banner, the Markdown body, the blocks, then the route's widget if it has one.
 * Press list pages after the first show the banner and the list only: the page's text is page 1's.
 */
import { useContext } from 'react';
import type { LoadedPage } from '../../site/content/load.ts';
import { PageContext } from '../context.ts';
import { Banner } from '../Banner.tsx';
import { Blocks } from '../blocks/Blocks.tsx';
import { Widget } from './Widget.tsx';

type InnerPage = Extract<LoadedPage, { kind: 'page' }>;

/** 'banner-company-intro.webp' -> 'banner-company-intro-sm.webp' */
export function toSmallImage(file: string): string {
  return file.replace(/(\.[a-z]+)$/, '-sm$1');
}

/** The page's body Markdown as its opening section; nothing when the body is empty. */
export function IntroText({ html }: { html: string }) {
  if (!html.trim()) return null;
  return (
    <section className="block intro">
      <div className="container">
        <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </section>
  );
}

export function Page({ page }: { page: InnerPage }) {
  const { route, t, images } = useContext(PageContext);
  const { data } = page;
  const small = toSmallImage(data.banner);
  const groupTitle = route.groupTitle ? t(route.groupTitle) : undefined;
  const firstPage = (route.listPage ?? 1) === 1;
  return (
    <>
      <Banner
        file={data.banner}
        smallFile={images.has(small) ? small : undefined}
        eyebrow={groupTitle}
        title={data.title}
        lead={data.lead}
      />
      {firstPage ? <IntroText html={page.html} /> : null}
      {/* The live part (press list, article, webzine link) is what the visitor came for: right
          after the intro. */}
      {route.widget ? <Widget widget={route.widget} /> : null}
      {firstPage ? <Blocks blocks={data.blocks} html={page.blockHtml} /> : null}
    </>
  );
}
