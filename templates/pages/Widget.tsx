/** The live part of a few pages, chosen by the route's `widget` (site/menu.ts). */
import { useContext } from 'react';
import type { PageWidget } from '../../site/menu.ts';
import { PageContext } from '../context.ts';

function WebzineLink() {
  const { t, company } = useContext(PageContext);
  return (
    <section className="block widget">
      <div className="container">
        <a className="button button--primary" href={company.webzineUrl} target="_blank" rel="noopener noreferrer">
          {t('webzine.open')}
          <span className="sr-only"> ({t('header.newTab')})</span>
        </a>
      </div>
    </section>
  );
}

export function Widget({ widget }: { widget: PageWidget }) {
  if (widget === 'webzine') return <WebzineLink />;
  return null;
}
