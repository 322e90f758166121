/**
 * The header's menu below 1024 px (spec §4, contracts §8): the hamburger and a slide-in panel of
 * collapsible groups, a navigation landmark of its own. Its island comes after the language links
 * in the header, so Tab meets logo, KR/EN, then this button, as the eye does. While it
 * is open the rest of the page is inert and Escape returns focus to the button
 * (../lib/useMobileMenu.ts).
 * Until its code runs (it hydrates at the visitor's first touch of it, client/lib/triggers.ts), and
 * without JavaScript, the panel is a popover the button opens by itself: the first tap is
 * answered by the browser, and the island takes the menu over, open or closed, as it hydrates.
 */
import { type RefObject, useRef } from 'react';
import { MenuLink, type MenuLinks } from '../components/MenuLink.tsx';
import { MENU_LAYER_ID, useMobileMenu } from '../lib/useMobileMenu.ts';
import type { Labels } from '../../site/i18n.ts';
import { SEARCH_FIELD_LABELS, SearchField } from '../components/search/SearchField.tsx';
import { SEARCH_RESULT_LABELS } from '../components/search/labels.ts';

export const MOBILE_MENU_LABELS = [
  'header.menu',
  'header.openMenu',
  'header.closeMenu',
  'header.newTab',
  ...SEARCH_FIELD_LABELS,
  ...SEARCH_RESULT_LABELS,
] as const;

export interface MobileMenuProps extends MenuLinks {
  /**
   * The search page of the page's language ('/search', '/eng/search'): the search form's action.
   */
  searchUrl: string;
  labels: Labels<(typeof MOBILE_MENU_LABELS)[number]>;
}

type MenuState = ReturnType<typeof useMobileMenu>;

function Toggle({
  toggleRef,
  menu,
  labels,
}: {
  toggleRef: RefObject<HTMLButtonElement | null>;
  menu: MenuState;
  labels: MobileMenuProps['labels'];
}) {
  return (
    // Until the island runs, the button opens the popover itself, and the browser tells a screen
    // reader whether it is open; then the island does, with aria-expanded.
    <button
      ref={toggleRef}
      type="button"
      className="header__toggle"
      data-menu-toggle
      popoverTarget={menu.running ? undefined : MENU_LAYER_ID}
      aria-expanded={menu.running ? menu.open : undefined}
      aria-controls="mobile-menu"
      aria-label={menu.open ? labels['header.closeMenu'] : labels['header.openMenu']}
      onClick={menu.toggle}
    >
      <span className="header__toggle-bar" />
      <span className="header__toggle-bar" />
      <span className="header__toggle-bar" />
    </button>
  );
}

export default function MobileMenu({
  groups,
  contact,
  recruit,
  searchUrl,
  labels,
}: MobileMenuProps) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menu = useMobileMenu(groups.length, toggleRef);
  const open = menu.open ? 'true' : 'false';
  const newTab = labels['header.newTab'];
  return (
    <>
      <Toggle toggleRef={toggleRef} menu={menu} labels={labels} />
      {/* The layer clips the closed panel, so it never widens the page (a hidden header's
          transform would otherwise make the panel count as overflow), and dims the page. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a
          pointer-only backdrop; the keyboard closes the menu with Escape and the toggle */}
      <div
        id={MENU_LAYER_ID}
        className="mnav-layer"
        popover={menu.running ? undefined : 'auto'}
        data-open={open}
        onClick={menu.onBackdropClick}
      >
        <nav
          id="mobile-menu"
          className="mnav"
          data-mobile-menu
          data-open={open}
          data-lenis-prevent
          aria-label={labels['header.menu']}
        >
          {/* Search first, inside the menu (its focus containment keeps the keyboard in it). */}
          <div className="mnav__search">
            <SearchField id="menu-search-query" searchUrl={searchUrl} labels={labels} />
          </div>
          <ul className="mnav__list">
            {groups.map((group, index) => (
              <li key={group.label}>
                <details
                  className="mnav__group"
                  open={menu.expanded === index}
                  onToggle={menu.onGroupToggle(index)}
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
                        <MenuLink link={link} newTab={newTab} />
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
            <li>
              <MenuLink className="mnav__single" link={contact} newTab={newTab} />
            </li>
            <li>
              <MenuLink
                className="mnav__single mnav__recruit"
                link={{ ...recruit, external: true }}
                newTab={newTab}
              />
            </li>
          </ul>
        </nav>
      </div>
    </>
  );
}
