/**
 * A legal page (the privacy policy, contracts §12): a plain heading rather than a picture banner,
 * the summary in the body, then the anchored sections, table of contents and version history.
 */
import { useContext } from 'react';
import type { LoadedPage } from '../../site/content/load.ts';
import { PageContext } from '../context.ts';
import { Blocks } from '../blocks/Blocks.tsx';
import { PageHead } from '../PageHead.tsx';
import { IntroText } from './Page.tsx';

type LegalPage = Extract<LoadedPage, { kind: 'legal' }>;

/**
 * Sample marks ({{sample: …}}) or sample blocks: the page then says what the tag means, once, at
 * the top.
 */
export function hasSamples(page: LegalPage): boolean {
  return (
    [page.html, ...page.blockHtml].some((html) => html.includes('class="sample"')) ||
    page.data.blocks.some((block) => 'sample' in block && block.sample)
  );
}

export function Legal({ page }: { page: LegalPage }) {
  const { t } = useContext(PageContext);
  const { data } = page;
  return (
    <>
      <PageHead title={data.title} lead={data.lead} legal>
        {hasSamples(page) ? (
          <p className="legal__legend" data-sample-legend>
            {t('sample.legend')}
          </p>
        ) : null}
      </PageHead>
      <IntroText html={page.html} />
      <Blocks blocks={data.blocks} html={page.blockHtml} />
    </>
  );
}
