/**
 * The plain page heading of the pages without a picture banner (contact, legal pages, sitemap):
 * the title the skip link and the breadcrumb point at, the lead, and what the page says under
 * them (the sample legend).
 */
import type { ReactNode } from 'react';

export function PageHead({
  title,
  lead,
  legal,
  children,
}: {
  title: string;
  lead?: string;
  legal?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className={legal ? 'page-head page-head--legal' : 'page-head'}>
      <div className="container">
        <h1 className="page-head__title" id="page-title">
          {title}
        </h1>
        {lead ? <p className="page-head__lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
