/** The site header (spec §2 Header): logo, navigation island, language links island. */
import { useContext } from 'react';
import { LOCALE_TABLE, ROUTE_BY_URL, navOf, routeOf, type Route } from '../site/routes.ts';
import { labelsOf, type Translate } from '../site/i18n.ts';
import type { CompanyFacts } from '../site/content/schemas.ts';
import { SITE_NAV_LABELS, type SiteNavProps } from '../client/islands/SiteNav.tsx';
import { MOBILE_MENU_LABELS } from '../client/islands/MobileMenu.tsx';
import type { MenuLinks, NavLink } from '../client/components/MenuLink.tsx';
import { LANG_SWITCH_LABELS, LangSwitch, type LangLink } from './LangSwitch.tsx';
import { PageContext } from './context.ts';
import { Island } from './Island.tsx';

/** A route as a menu link: external routes link to their URL from the company facts. */
export function toNavLink(
  route: Route,
  t: Translate,
  company: CompanyFacts,
  current: Route,
): NavLink {
  const external = route.external
    ? { webzine: company.webzineUrl, recruit: company.recruitUrl }[route.external]
    : undefined;
  return {
    href: external ?? route.url,
    label: t(route.titleKey),
    ...(external ? { external: true } : {}),
    ...(route.icon ? { icon: route.icon } : {}),
    ...(route.url === current.url ? { current: true } : {}),
  };
}

/** What the desktop and the mobile menu list, with the page's own entry marked. */
export function menuLinks(route: Route, t: Translate, company: CompanyFacts): MenuLinks {
  return {
    groups: navOf(route.locale).map((group) => ({
      label: t(group.title),
      icon: group.icon,
      items: group.items.map((item) => toNavLink(item, t, company, route)),
    })),
    contact: toNavLink(routeOf('contact', route.locale), t, company, route),
    recruit: { href: company.recruitUrl, label: t('header.recruit') },
  };
}

export function navProps(route: Route, t: Translate, company: CompanyFacts): SiteNavProps {
  return {
    ...menuLinks(route, t, company),
    searchUrl: routeOf('search', route.locale).url,
    labels: labelsOf(route.locale, SITE_NAV_LABELS),
  };
}

/** The language switch's links: one per row of the locale table, to this page in that language. */
export function langLinks(route: Route): LangLink[] {
  const hrefs = route.languageLinks ?? route.alternates;
  return LOCALE_TABLE.map((row) => ({
    locale: row.code,
    lang: row.lang,
    text: row.switchText,
    name: row.nativeName,
    href: hrefs[row.code],
  }));
}

export function Header() {
  const { route, t, company } = useContext(PageContext);
  const home = routeOf('home', route.locale);
  const menuKey = `${route.locale}:${ROUTE_BY_URL.has(route.url) ? route.url : ''}`;
  return (
    <header
      className="header"
      data-header
      data-theme={route.theme}
      data-hidden="false"
      data-scrolled="false"
    >
      <div className="header__inner container">
        {/* fetchpriority low: small logos must not compete with the page's LCP image. */}
        <a className="header__logo" href={home.url}>
          {/* One of the two is shown (CSS, by theme), so both carry the link's name. */}
          <img
            className="header__logo-dark"
            src="/assets/img/logo.svg"
            alt={`${company.name[route.locale]} ${t('header.home')}`}
            width={160}
            height={40}
            fetchPriority="low"
          />
          <img
            className="header__logo-light"
            src="/assets/img/logo-white.svg"
            alt={`${company.name[route.locale]} ${t('header.home')}`}
            width={160}
            height={40}
            fetchPriority="low"
          />
        </a>
        {/* The menu marks the page's own menu entry; every other page of a language shares one
            menu. */}
        <Island
          name="SiteNav"
          props={navProps(route, t, company)}
          hydrate="intent"
          shared={menuKey}
        />
        <LangSwitch
          current={route.locale}
          links={langLinks(route)}
          labels={labelsOf(route.locale, LANG_SWITCH_LABELS)}
        />
        {/* After the language links: below 1024 px its button shows after them. */}
        <Island
          name="MobileMenu"
          props={{
            ...menuLinks(route, t, company),
            searchUrl: routeOf('search', route.locale).url,
            labels: labelsOf(route.locale, MOBILE_MENU_LABELS),
          }}
          hydrate="intent"
          shared={menuKey}
        />
      </div>
    </header>
  );
}
