/**
 * The site footer (spec §2 Footer): the company details a Korean site shows (legal name,
 * representative, business registration number, phone; the head office among the addresses:
 * contracts §18), e-mails, the menu, the legal links (the privacy policy in bold, as Korean sites
 * set it: contracts §12; the refusal of e-mail harvesting and the sitemap: §18), copyright.
 */
import { useContext } from 'react';
import { navOf, routeOf } from '../site/routes.ts';
import { toTelHref, toUnbrokenPhone } from '../site/content/facts.ts';
import { messageLang } from '../site/i18n.ts';
import { PageContext } from './context.ts';
import { SampleTag } from './SampleTag.tsx';
import { toNavLink } from './Header.tsx';

/** The footer's e-mail lines, in order; the Organization JSON-LD has a contactPoint for each. */
export const EMAIL_KEYS = ['business', 'safewiz', 'product', 'design'] as const;

/** The company details (contracts §18) and the e-mail lines. */
function FooterBrand() {
  const { route, t, company } = useContext(PageContext);
  const { locale } = route;
  return (
    <div className="footer__brand">
      <img src="/assets/img/logo-white.svg" alt="" width={160} height={40} loading="lazy" />
      <p className="footer__name">
        <SampleTag fact="legalName" value={company.legalName[locale]} />
      </p>
      <dl className="footer__company" data-company-details>
        <div>
          <dt>{t('footer.representative')}</dt>{' '}
          <dd>
            <SampleTag fact="representative" value={company.representative[locale]} />
          </dd>
        </div>
        <div>
          <dt>{t('footer.businessNumber')}</dt>{' '}
          <dd>
            <SampleTag
              fact="businessRegistrationNumber"
              value={company.businessRegistrationNumber}
            />
          </dd>
        </div>
        <div>
          <dt>{t('footer.phone')}</dt>{' '}
          <dd>
            <a href={toTelHref(company.phone)}>{toUnbrokenPhone(company.phone)}</a>
            <SampleTag fact="phone" />
          </dd>
        </div>
      </dl>
      <ul className="footer__emails">
        {EMAIL_KEYS.map((key) => (
          <li key={key}>
            <span className="footer__email-label" lang={messageLang(locale, `footer.email.${key}`)}>
              {t(`footer.email.${key}`)}
            </span>{' '}
            <a href={`mailto:${company.emails[key]}`}>{company.emails[key]}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Every menu group with its visible pages, then contact. */
function FooterSitemap() {
  const { route, t, company } = useContext(PageContext);
  return (
    <nav className="footer__sitemap" aria-label={t('footer.sitemap')}>
      {navOf(route.locale).map((group) => (
        <div key={group.title} className="footer__col">
          <p className="footer__col-title">{t(group.title)}</p>
          <ul>
            {group.items.map((item) => {
              const link = toNavLink(item, t, company, route);
              return (
                <li key={item.id}>
                  <a
                    href={link.href}
                    {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {link.label}
                    {link.external ? (
                      <span className="sr-only">{` (${t('header.newTab')})`}</span>
                    ) : null}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <div className="footer__col">
        <p className="footer__col-title">
          <a href={routeOf('contact', route.locale).url}>{t('menu.contact')}</a>
        </p>
      </div>
    </nav>
  );
}

export function Footer() {
  const { route, t, company } = useContext(PageContext);
  const { locale } = route;
  return (
    <footer className="footer" data-footer>
      <div className="footer__inner container">
        <FooterBrand />
        <FooterSitemap />
        <ul className="footer__addresses">
          {company.addresses.map((a) => (
            <li key={a.id}>
              <span className="footer__addr-title">{a.title[locale]}</span>{' '}
              <span>{a.address[locale]}</span>
            </li>
          ))}
        </ul>
        <div className="footer__bottom">
          <nav className="footer__legal" aria-label={t('footer.legal')}>
            <ul>
              <li>
                <a className="footer__privacy" href={routeOf('privacy', locale).url}>
                  {t('menu.privacy')}
                </a>
              </li>
              <li>
                <a href={routeOf('email-policy', locale).url}>{t('menu.emailPolicy')}</a>
              </li>
              <li>
                <a href={routeOf('sitemap', locale).url}>{t('menu.sitemap')}</a>
              </li>
            </ul>
          </nav>
          <p className="footer__copy">
            {`${t('footer.copyright', { company: company.name[locale] })} `}
            <span lang={messageLang(locale, 'footer.rights')}>{t('footer.rights')}</span>
          </p>
        </div>
      </div>
    </footer>
  );
}
