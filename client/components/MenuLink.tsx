/**
 * The header's links as data (the server builds them from ROUTES: templates/Header.tsx) and as a
 * link, shared by the desktop menu (islands/SiteNav.tsx) and the mobile menu
 * (islands/MobileMenu.tsx).
 */

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

/** What both menus list: the groups, the contact page, the recruitment site. */
export interface MenuLinks {
  groups: NavGroupLinks[];
  contact: NavLink;
  recruit: { href: string; label: string };
}

/** A menu link; one that opens a new tab says so to screen readers (`newTab`: '새 창'). */
export function MenuLink({
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
      {link.external ? <span className="sr-only">{` (${newTab})`}</span> : null}
    </a>
  );
}
