/**
 * Every page's frame (spec §2 Layout): pattern background, header, main, footer, scroll-to-top and
 * the cursor trail.
 */
import { type ReactNode, useContext } from 'react';
import { PageContext } from './context.ts';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { Island } from './Island.tsx';
import { Reused } from './fragments.tsx';
import { labelsOf } from '../site/i18n.ts';
import { SCROLL_TOP_LABELS } from '../client/islands/ScrollTop.tsx';

export function Layout({ children }: { children: ReactNode }) {
  const { route, t } = useContext(PageContext);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('layout.skip')}
      </a>
      {route.pattern ? (
        <div
          className={`pattern pattern--${route.pattern}`}
          data-pattern={route.pattern}
          aria-hidden="true"
        />
      ) : null}
      <Header />
      <main id="main" className={`main main--${route.kind}`} tabIndex={-1}>
        {children}
      </main>
      {/* The footer reads only the language and the company facts. */}
      <Reused id={`footer:${route.locale}`}>
        <Footer />
      </Reused>
      <Island
        name="ScrollTop"
        hydrate="intent"
        props={{ labels: labelsOf(route.locale, SCROLL_TOP_LABELS) }}
      />
      <Island name="CursorTrail" hydrate="pointer" props={{}} />
    </>
  );
}
