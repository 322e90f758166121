/**
 * One press article as a page of its own (contracts §11): banner with the headline, then the
 * article (client/components/press/PressArticleBody.tsx: the item's type and date, the sample
 * note of an unconfirmed item, contracts §18, its text, Markdown as pages' bodies, the original
 * article when it has one) and a link back to the list page that shows it. Server markup only.
 */
import { useContext } from 'react';
import type { PressArticle as Article } from '../../site/content/press.ts';
import { listPageId } from '../../site/press-routes.ts';
import { dateFormatOf, toUrl } from '../../site/routes.ts';
import { labelsOf } from '../../site/i18n.ts';
import { PageContext } from '../context.ts';
import { Banner } from '../Banner.tsx';
import {
  PRESS_ARTICLE_LABELS,
  PressArticleBody,
  PressBackLink,
} from '../../client/components/press/PressArticleBody.tsx';

/** The press banner: every article shares the press room's picture. */
export const ARTICLE_BANNER = {
  file: 'banner-resources-press.webp',
  smallFile: 'banner-resources-press-sm.webp',
};

export function PressArticle({ article }: { article: Article }) {
  const { locale, t } = useContext(PageContext);
  const labels = labelsOf(locale, PRESS_ARTICLE_LABELS);
  return (
    <>
      <Banner
        {...ARTICLE_BANNER}
        eyebrow={t('menu.resources.press')}
        title={article.title}
        variant="article"
      />
      <section className="block press-page">
        <div className="container">
          <PressArticleBody
            type={article.type}
            date={article.date}
            dates={dateFormatOf(locale)}
            labelledBy="page-title"
            sampleNote={article.sample ? t('press.sampleNote') : undefined}
            body={{ html: article.html }}
            link={article.link}
            labels={labels}
          />
          <PressBackLink href={toUrl(listPageId(article.listPage), locale)} labels={labels} />
        </div>
      </section>
    </>
  );
}
