/**
 * What a page shows between its header and footer, by its kind: the build renders it into every
 * page (./render.tsx), the editor's preview into its frame (client/admin/preview.tsx).
 */
import type { ReactNode } from 'react';
import type { PageSource } from './render.tsx';
import { Home } from './pages/Home.tsx';
import { Page } from './pages/Page.tsx';
import { Contact } from './pages/Contact.tsx';
import { Legal } from './pages/Legal.tsx';
import { Sitemap } from './pages/Sitemap.tsx';
import { Search } from './pages/Search.tsx';
import { NotFound } from './pages/NotFound.tsx';
import { PressArticle } from './pages/PressArticle.tsx';
import { Brochure } from './pages/Brochure.tsx';

type Source = NonNullable<PageSource>;

/**
 * One body per kind of page, as ./blocks/Blocks.tsx has one component per block type: tsc fails
 * while a kind has none.
 */
const PAGE_BODIES: { [K in Source['kind']]: (page: Extract<Source, { kind: K }>) => ReactNode } = {
  article: (page) => <PressArticle article={page.article} />,
  home: (page) => <Home data={page.data} />,
  page: (page) => <Page page={page} />,
  contact: (page) => <Contact page={page} />,
  legal: (page) => <Legal page={page} />,
  brochure: (page) => <Brochure page={page} />,
  sitemap: (page) => <Sitemap page={page} />,
  search: (page) => <Search page={page} />,
};

export function PageBody({ page }: { page: PageSource }) {
  if (!page) return <NotFound />;
  const body = PAGE_BODIES[page.kind] as (page: Source) => ReactNode;
  return body(page);
}
