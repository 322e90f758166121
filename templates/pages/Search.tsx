/**
 * The search results page (contracts §21): `/search?q=` and `/eng/search?q=`. The form and the
 * results are the search island's; where scripts do not run the page says that search needs them
 * and links the HTML sitemap (its content file's text).
 */
import { useContext } from 'react';
import type { LoadedPage } from '../../site/content/load.ts';
import { PageContext } from '../context.ts';
import { PageHead } from '../PageHead.tsx';
import { Island } from '../Island.tsx';
import { labelsOf } from '../../site/i18n.ts';
import { SEARCH_PAGE_LABELS } from '../../client/islands/SearchPage.tsx';

type SearchPage = Extract<LoadedPage, { kind: 'search' }>;

export function Search({ page }: { page: SearchPage }) {
  const { route } = useContext(PageContext);
  return (
    <>
      <PageHead title={page.data.title} lead={page.data.lead} />
      <section className="block search-page" data-search-page>
        <div className="container">
          <Island
            name="SearchPage"
            hydrate="load"
            props={{ labels: labelsOf(route.locale, SEARCH_PAGE_LABELS) }}
          />
          {/* Shown where scripts do not run: html.js is set by the head script
              (client/lib/scripts.ts). */}
          <div
            className="search-page__nojs prose"
            data-search-nojs
            dangerouslySetInnerHTML={{ __html: page.html }}
          />
        </div>
      </section>
    </>
  );
}
