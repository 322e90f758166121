/** The site footer (SPEC §2 Footer): company facts, a sitemap of the menu, e-mails, copyright. */
import { useContext } from 'react';
import { navOf, routeOf } from '../site/routes.ts';
import { PageContext } from './context.ts';
import { toNavLink } from './Header.tsx';

const EMAIL_KEYS = ['business', 'safewiz', 'product', 'design'] as const;

/** '051-000-0000' -> '051‑000‑0000' (non-breaking hyphens: a number never splits across lines) */
export function toUnbrokenPhone(phone: string): string {
  return phone.replace(/-/g, '\u2011');
}

export function Footer() {
  const { route, t, company } = useContext(PageContext);
  const { locale } = route;
  return (
    <footer className="footer" data-footer>
      <div className="footer__inner container">
        <div className="footer__brand">
          <img src="/assets/img/logo-white.svg" alt="" width={160} height={40} loading="lazy" />
          <p className="footer__name">{company.name[locale]}</p>
          <p className="footer__phone">
            {t('footer.phone')} <a href={`tel:${company.phone.replace(/[^0-9+]/g, '')}`}>{toUnbrokenPhone(company.phone)}</a>
          </p>
          <ul className="footer__emails">
            {EMAIL_KEYS.map((key) => (
              <li key={key}>
                <span className="footer__email-label">{t(`footer.email.${key}`)}</span>{' '}
                <a href={`mailto:${company.emails[key]}`}>{company.emails[key]}</a>
              </li>
            ))}
          </ul>
        </div>
        <nav className="footer__sitemap" aria-label={t('footer.sitemap')}>
          {navOf(locale).map((group) => (
            <div key={group.title} className="footer__col">
              <p className="footer__col-title">{t(group.title)}</p>
              <ul>
                {group.items.map((item) => {
                  const link = toNavLink(item, t, company, route);
                  return (
                    <li key={item.id}>
                      <a href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                        {link.label}
                        {link.external ? <span className="sr-only"> ({t('header.newTab')})</span> : null}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
          <div className="footer__col">
            <p className="footer__col-title">
              <a href={routeOf('contact', locale).url}>{t('menu.contact')}</a>
            </p>
          </div>
        </nav>
        <ul className="footer__addresses">
          {company.addresses.map((a) => (
            <li key={a.id}>
              <span className="footer__addr-title">{a.title[locale]}</span> <span>{a.address[locale]}</span>
            </li>
          ))}
        </ul>
        <p className="footer__copy">{t('footer.copyright', { company: company.name[locale] })}</p>
      </div>
    </footer>
  );
}
