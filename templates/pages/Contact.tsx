/**
 * The contact page (spec §2 Contact page): intro, the inquiry form (an island) with the privacy
 * notice it asks consent for, and the business e-mail for those who cannot use the form.
 */
import { useContext } from 'react';
import type { LoadedPage } from '../../site/content/load.ts';
import { labelsOf, messageLang } from '../../site/i18n.ts';
import { contactKo, type ContactKey } from '../../site/messages/contact.ts';
import { INQUIRY_KEYS } from '../../site/messages/inquiry.ts';
import { toTelHref, toUnbrokenPhone } from '../../site/content/facts.ts';
import { PageContext } from '../context.ts';
import { Island } from '../Island.tsx';
import type { AddressedKey, ContactFormLabelKey } from '../../client/islands/ContactForm.tsx';
import { PageHead } from '../PageHead.tsx';
import { SampleTag } from '../SampleTag.tsx';

type ContactPage = Extract<LoadedPage, { kind: 'contact' }>;

/**
 * Every string the contact form shows: its own, the field messages and the dialog's button. The
 * messages that name the business address are rendered with it (Contact below).
 */
const CONTACT_FORM_LABELS: ContactFormLabelKey[] = [
  ...(Object.keys(contactKo) as ContactKey[]).filter(
    (key): key is Exclude<ContactKey, AddressedKey> =>
      key !== 'contact.unavailable' && key !== 'contact.rateLimited',
  ),
  ...INQUIRY_KEYS,
  'dialog.confirm',
];

function MailCard() {
  const { company, locale, t } = useContext(PageContext);
  return (
    <aside className="contact-card">
      <p className="contact-card__text">{t('contact.mail')}</p>
      <p className="contact-card__line">
        <span className="contact-card__label" lang={messageLang(locale, 'footer.email.business')}>
          {t('footer.email.business')}
        </span>
        <a className="contact-mail" href={`mailto:${company.emails.business}`}>
          {company.emails.business}
        </a>
      </p>
      <p className="contact-card__line">
        <span className="contact-card__label">{t('footer.phone')}</span>
        <span>
          <a href={toTelHref(company.phone)}>{toUnbrokenPhone(company.phone)}</a>
          <SampleTag fact="phone" />
        </span>
      </p>
    </aside>
  );
}

export function Contact({ page }: { page: ContactPage }) {
  const { company, t, route, locale } = useContext(PageContext);
  return (
    <>
      <PageHead title={page.data.title} lead={page.data.lead} />
      <section className="block intro">
        <div className="container contact-intro">
          <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
          <MailCard />
        </div>
      </section>
      <section className="block contact">
        <div className="container">
          <noscript>
            <p className="contact-noscript">
              {`${t('contact.noscript')} `}
              <a href={`mailto:${company.emails.business}`}>{company.emails.business}</a>
            </p>
          </noscript>
          <Island
            name="ContactForm"
            hydrate="near"
            props={{
              locale,
              viewName: route.id,
              labels: {
                ...labelsOf(locale, CONTACT_FORM_LABELS),
                'contact.unavailable': t('contact.unavailable', { email: company.emails.business }),
                'contact.rateLimited': t('contact.rateLimited', { email: company.emails.business }),
              },
              privacyHtml: page.privacyHtml,
            }}
          />
        </div>
      </section>
    </>
  );
}
