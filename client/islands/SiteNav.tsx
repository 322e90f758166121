/**
 * The header's navigation (SPEC §2 Header, DECISIONS §8): desktop menu with a drop-down panel and
 * a hover underline, the recruitment link, and below 1024 px the hamburger with a slide-in menu.
 * Server-rendered as plain links, so every page is reachable without JavaScript.
 */
import type { CSSProperties, RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useDropdown } from '../lib/useDropdown.ts';
import { useHeaderScroll } from '../lib/useHeaderScroll.ts';
import { useMobileMenu } from '../lib/useMobileMenu.ts';
import type { Labels } from '../../site/i18n.ts';

export const SITE_NAV_LABELS = [
  'header.mainNav',
  'header.openMenu',
  'header.closeMenu',
  'header.newTab',
] as const;
type NavLabels = Labels<(typeof SITE_NAV_LABELS)[number]>;

type Dropdown = ReturnType<typeof useDropdown>;
type MobileMenu = ReturnType<typeof useMobileMenu>;

export interface NavLink {
  href: string;
  label: string;
  /** Opens in a new tab (external url of the menu item). */
  external?: boolean;
  /** Icon file name without extension. */
  icon?: string;
  current?: boolean;
}

export interface NavGroupLinks {
  label: string;
  icon: string;
  items: NavLink[];
}

export interface SiteNavProps {
  groups: NavGroupLinks[];
  contact: NavLink;
  recruit: { href: string; label: string };
  labels: NavLabels;
}

function MenuLink({
  link,
  newTab,
  className,
}: {
  link: NavLink;
  newTab: string;
  className?: string;
}) {
  return (
    <a
      className={className}
      href={link.href}
      {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      aria-current={link.current ? 'page' : undefined}
    >
      {link.label}
      {link.external ? <span className="sr-only"> ({newTab})</span> : null}
    </a>
  );
}

interface DesktopMenuProps extends Pick<SiteNavProps, 'groups' | 'contact' | 'labels'> {
  navRef: RefObject<HTMLElement | null>;
  underlineRef: RefObject<HTMLSpanElement | null>;
  dropdown: Dropdown;
}

/**
 * Whether the island has hydrated: the panel and the underline take their measured styles only
 * then (the server's markup has none). State of these two small elements, not of the whole menu:
 * SiteNav is the largest island (some 350 elements, 27 ms of a 4x-throttled CPU to hydrate,
 * issue 15), and a state of its own made it render all of them again right after hydrating.
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

interface MobileMenuProps extends Pick<SiteNavProps, 'groups' | 'contact' | 'recruit' | 'labels'> {
  toggleRef: RefObject<HTMLButtonElement | null>;
  mobile: MobileMenu;
}

/** Below 1024 px: the hamburger and the slide-in panel of collapsible groups. */
function MobileMenuPanel({ groups, contact, recruit, labels, toggleRef, mobile }: MobileMenuProps) {
  const open = mobile.open ? 'true' : 'false';
  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="header__toggle"
        data-menu-toggle
        aria-expanded={mobile.open}
        aria-controls="mobile-menu"
        aria-label={mobile.open ? labels['header.closeMenu'] : labels['header.openMenu']}
        onClick={mobile.toggle}
      >
        <span className="header__toggle-bar" />
        <span className="header__toggle-bar" />
        <span className="header__toggle-bar" />
      </button>
      {/* The layer clips the closed panel, so it never widens the page (a hidden header's
          transform would otherwise make the panel count as overflow), and dims the page. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a pointer-only backdrop; the keyboard closes the menu with Escape and the toggle */}
      <div className="mnav-layer" data-open={open} onClick={mobile.onBackdropClick}>
        <div id="mobile-menu" className="mnav" data-mobile-menu data-open={open} data-lenis-prevent>
          <ul className="mnav__list">
            {groups.map((group, index) => (
              <li key={group.label}>
                <details
                  className="mnav__group"
                  open={mobile.expanded === index}
                  onToggle={mobile.onGroupToggle(index)}
                >
                  <summary className="mnav__summary">
                    <img
                      src={`/assets/img/${group.icon}.svg`}
                      alt=""
                      width={24}
                      height={24}
                      loading="lazy"
                    />
                    {group.label}
                  </summary>
                  <ul className="mnav__sub">
                    {group.items.map((link) => (
                      <li key={link.href}>
                        <MenuLink link={link} newTab={labels['header.newTab']} />
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
            <li>
              <MenuLink className="mnav__single" link={contact} newTab={labels['header.newTab']} />
            </li>
            <li>
              <MenuLink
                className="mnav__single mnav__recruit"
                link={{ ...recruit, external: true }}
                newTab={labels['header.newTab']}
              />
            </li>
          </ul>
        </div>
      </div>
    </>
  );
}

export default function SiteNav({ groups, contact, recruit, labels }: SiteNavProps) {
  const navRef = useRef<HTMLElement>(null);
  const underlineRef = useRef<HTMLSpanElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const dropdown = useDropdown(navRef, underlineRef);
  const mobile = useMobileMenu(groups.length, toggleRef);
  useHeaderScroll(navRef, mobile.open);
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
      <a
        className="header__recruit"
        data-recruit
        href={recruit.href}
        target="_blank"
        rel="noopener noreferrer"
      >
        {recruit.label}
        <span className="sr-only"> ({labels['header.newTab']})</span>
      </a>
      <MobileMenuPanel
        groups={groups}
        contact={contact}
        recruit={recruit}
        labels={labels}
        toggleRef={toggleRef}
        mobile={mobile}
      />
    </>
  );
}
