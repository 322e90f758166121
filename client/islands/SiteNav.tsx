/**
 * The header's navigation from 1024 px (spec §2 Header, contracts §8): the menu with a drop-down
 * panel and a hover underline, and the recruitment link; the header hides on scroll down. Below
 * 1024 px the menu is ./MobileMenu.tsx, after the language links as it shows after them.
 * Server-rendered as plain links, so every page is reachable without JavaScript.
 */
import { type CSSProperties, type RefObject, useEffect, useRef, useState } from 'react';
import { MenuLink, type MenuLinks } from '../components/MenuLink.tsx';
import { useDropdown } from '../lib/useDropdown.ts';
import { useHeaderScroll } from '../lib/useHeaderScroll.ts';
import type { Labels } from '../../site/i18n.ts';
import { HeaderSearch } from '../components/search/HeaderSearch.tsx';
import { SEARCH_FIELD_LABELS } from '../components/search/SearchField.tsx';
import { SEARCH_RESULT_LABELS } from '../components/search/labels.ts';

export const SITE_NAV_LABELS = [
  'header.mainNav',
  'header.newTab',
  'search.open',
  'search.close',
  ...SEARCH_FIELD_LABELS,
  ...SEARCH_RESULT_LABELS,
] as const;
type NavLabels = Labels<(typeof SITE_NAV_LABELS)[number]>;

type Dropdown = ReturnType<typeof useDropdown>;

export interface SiteNavProps extends MenuLinks {
  /**
   * The search page of the page's language ('/search', '/eng/search'): the search forms' action.
   */
  searchUrl: string;
  labels: NavLabels;
}

interface DesktopMenuProps extends Pick<SiteNavProps, 'groups' | 'contact' | 'labels'> {
  navRef: RefObject<HTMLElement | null>;
  underlineRef: RefObject<HTMLSpanElement | null>;
  dropdown: Dropdown;
}

/**
 * Whether the island has hydrated: the panel and the underline take their measured styles only
 * then (the server's markup has none). State of these two small elements, not of the whole menu:
 * SiteNav is the largest island (some 350 elements, 27 ms of a 4x-throttled CPU to
 * hydrate: docs/performance.md), and a state of its own made it render all of them again right
 * after hydrating.
 */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function DropdownPanel({ open, style }: { open: string; style: CSSProperties }) {
  const hydrated = useHydrated();
  return (
    <div
      className="gnb__dropdown"
      data-dropdown
      data-open={open}
      style={hydrated ? style : undefined}
      aria-hidden="true"
    />
  );
}

function Underline({
  underlineRef,
  style,
}: {
  underlineRef: RefObject<HTMLSpanElement | null>;
  style: CSSProperties;
}) {
  const hydrated = useHydrated();
  return (
    <span
      ref={underlineRef}
      className="gnb__underline"
      aria-hidden="true"
      style={hydrated ? style : undefined}
    />
  );
}

/** Groups in a row; all submenus share one panel that opens on hover or focus. */
function DesktopMenu({
  groups,
  contact,
  labels,
  navRef,
  underlineRef,
  dropdown,
}: DesktopMenuProps) {
  const open = dropdown.open ? 'true' : 'false';
  return (
    <nav
      ref={navRef}
      className="gnb"
      data-nav="desktop"
      data-open={open}
      aria-label={labels['header.mainNav']}
      {...dropdown.navProps}
    >
      <ul className="gnb__list">
        {groups.map((group) => (
          <li key={group.label} className="gnb__group" {...dropdown.itemProps(true)}>
            <a className="gnb__top" href={group.items[0]?.href}>
              {group.label}
            </a>
            <ul className="gnb__sub">
              {group.items.map((link) => (
                <li key={link.href}>
                  <MenuLink link={link} newTab={labels['header.newTab']} />
                </li>
              ))}
            </ul>
          </li>
        ))}
        <li className="gnb__group gnb__group--single" {...dropdown.itemProps(false)}>
          <MenuLink className="gnb__top" link={contact} newTab={labels['header.newTab']} />
        </li>
      </ul>
      <DropdownPanel open={open} style={dropdown.panelStyle} />
      <Underline underlineRef={underlineRef} style={dropdown.underlineStyle} />
    </nav>
  );
}

export default function SiteNav({ groups, contact, recruit, searchUrl, labels }: SiteNavProps) {
  const navRef = useRef<HTMLElement>(null);
  const underlineRef = useRef<HTMLSpanElement>(null);
  const dropdown = useDropdown(navRef, underlineRef);
  useHeaderScroll(navRef);
  return (
    <>
      <DesktopMenu
        groups={groups}
        contact={contact}
        labels={labels}
        navRef={navRef}
        underlineRef={underlineRef}
        dropdown={dropdown}
      />
      <HeaderSearch searchUrl={searchUrl} labels={labels} />
      <a
        className="header__recruit"
        data-recruit
        href={recruit.href}
        target="_blank"
        rel="noopener noreferrer"
      >
        {recruit.label}
        <span className="sr-only">{` (${labels['header.newTab']})`}</span>
      </a>
    </>
  );
}
