/**
 * What a page shows between its header and footer, by its kind: the build renders it into every
 * page (./render.tsx), the editor's preview into its frame (client/admin/preview.tsx).
 */
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

export function PageBody({ page }: { page: PageSource }) {
  if (!page) return <NotFound />;
  if (page.kind === 'article') return <PressArticle article={page.article} />;
  if (page.kind === 'home') return <Home data={page.data} />;
  if (page.kind === 'contact') return <Contact page={page} />;
  if (page.kind === 'legal') return <Legal page={page} />;
  if (page.kind === 'brochure') return <Brochure page={page} />;
  if (page.kind === 'sitemap') return <Sitemap page={page} />;
  if (page.kind === 'search') return <Search page={page} />;
  return <Page page={page} />;
}
