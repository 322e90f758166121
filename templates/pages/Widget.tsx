/** The live part of a few pages, chosen by the route's `widget` (site/menu.ts). */
import { useContext } from 'react';
import type { PageWidget } from '../../site/menu.ts';
import { MESSAGES } from '../../site/i18n.ts';
import { routeOf } from '../../site/routes.ts';
import { pressKo, type PressKey } from '../../site/messages/press.ts';
import { PageContext } from '../context.ts';
import { Island } from '../Island.tsx';

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

/** The press strings of a locale, as written (islands fill `{{count}}` themselves). */
function pressLabels(locale: 'ko' | 'en'): Record<PressKey, string> {
  return Object.fromEntries((Object.keys(pressKo) as PressKey[]).map((key) => [key, MESSAGES[locale][key]])) as Record<PressKey, string>;
}

function PressListWidget() {
  const { t, route, locale } = useContext(PageContext);
  return (
    <section className="block widget press" aria-labelledby="press-heading">
      <div className="container">
        <h2 className="block__heading" id="press-heading">{t('press.heading')}</h2>
        <noscript><p className="press-state">{t('press.noscript')}</p></noscript>
        <Island name="PressList" props={{ locale, viewName: route.id, listUrl: route.url, detailUrl: routeOf('resources/pressView', locale).url, labels: pressLabels(locale) }} />
      </div>
    </section>
  );
}

function PressDetailWidget() {
  const { t, route, locale } = useContext(PageContext);
  return (
    <section className="block widget press">
      <div className="container">
        <noscript><p className="press-state">{t('press.detailNoscript')}</p></noscript>
        <Island name="PressDetail" props={{ locale, viewName: route.id, listUrl: routeOf('resources/press', locale).url, labels: pressLabels(locale), newTabLabel: t('header.newTab') }} />
      </div>
    </section>
  );
}

export function Widget({ widget }: { widget: PageWidget }) {
  if (widget === 'webzine') return <WebzineLink />;
  if (widget === 'pressList') return <PressListWidget />;
  return <PressDetailWidget />;
}
