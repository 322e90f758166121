/** The contact page (SPEC §2 Contact page): intro, the inquiry form, the privacy notice. */
import { useContext } from 'react';
import type { LoadedPage } from '../../site/content/load.ts';
import { PageContext } from '../context.ts';

type ContactPage = Extract<LoadedPage, { kind: 'contact' }>;

export function Contact({ page }: { page: ContactPage }) {
  const { company } = useContext(PageContext);
  return (
    <>
      <section className="page-head">
        <div className="container">
          <h1 className="page-head__title" id="page-title">{page.data.title}</h1>
          {page.data.lead ? <p className="page-head__lead">{page.data.lead}</p> : null}
        </div>
      </section>
      <section className="block intro">
        <div className="container">
          <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
          <p className="contact-mail"><a href={`mailto:${company.emails.business}`}>{company.emails.business}</a></p>
        </div>
      </section>
      <section className="block privacy">
        <div className="container">
          <div className="prose" dangerouslySetInnerHTML={{ __html: page.privacyHtml }} />
        </div>
      </section>
    </>
  );
}
