/** The 404 page of each language: what happened, a way home, and the menu in the footer. */
import { useContext } from 'react';
import { routeOf } from '../../site/routes.ts';
import { PageContext } from '../context.ts';

export function NotFound() {
  const { route, t } = useContext(PageContext);
  return (
    <section className="page-head page-head--404">
      <div className="container">
        <p className="page-head__code" aria-hidden="true">
          404
        </p>
        <h1 className="page-head__title" id="page-title">
          {t('notFound.title')}
        </h1>
        <p className="page-head__lead">{t('notFound.text')}</p>
        <a className="button button--primary" href={routeOf('home', route.locale).url}>
          {t('notFound.home')}
        </a>
      </div>
    </section>
  );
}
