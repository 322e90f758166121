/**
 * A printable document: a cover, the pages its content file lists as they are
 * on the site (sample notes included), then the company's contact details. `npm run brochures`
 * prints it to PDF with the print stylesheet (client/styles/print.css, brochure.css).
 */
import { useContext } from 'react';
import type { LoadedPage } from '../../site/content/load.ts';
import { toUrl } from '../../site/routes.ts';
import { PageContext } from '../context.ts';
import { Blocks } from '../blocks/Blocks.tsx';
import { Section as BlockSection } from '../blocks/Section.tsx';

type BrochurePage = Extract<LoadedPage, { kind: 'brochure' }>;
type InnerPage = Extract<LoadedPage, { kind: 'page' }>;

/**
 * Site paths in rendered Markdown made absolute, so a link printed on paper can be typed in.
 * ('<a href="/contact">', 'https://www.example.com')
 * -> '<a href="https://www.example.com/contact">'
 */
export function absoluteLinks(html: string, origin: string): string {
  return html.replace(/ href="\//g, ` href="${origin}/`);
}

/**
 * A page's blocks without its calls to action: buttons to the site's form mean nothing on paper;
 * the contact page replaces them.
 */
function printedBlocks(page: InnerPage, origin: string) {
  const kept = page.data.blocks
    .map((block, i) => ({ block, html: absoluteLinks(page.blockHtml[i] ?? '', origin) }))
    .filter(({ block }) => block.type !== 'cta');
  return { blocks: kept.map((k) => k.block), html: kept.map((k) => k.html) };
}

function Section({ page, index, showLead }: { page: InnerPage; index: number; showLead: boolean }) {
  const { t, company } = useContext(PageContext);
  const source = `${company.origin}${page.route.url}`;
  const { blocks, html } = printedBlocks(page, company.origin);
  const id = `section-${index + 1}`;
  return (
    <section className="brochure__section" aria-labelledby={id}>
      <header className="brochure__head container">
        <h2 className="brochure__title" id={id}>
          {page.data.title}
        </h2>
        <p className="brochure__source">
          {`${t('brochure.source')}: `}
          <a href={source}>{source}</a>
        </p>
        {showLead && page.data.lead ? <p className="brochure__lead">{page.data.lead}</p> : null}
      </header>
      {page.html.trim() ? (
        <div className="block intro">
          <div className="container">
            <div
              className="prose"
              dangerouslySetInnerHTML={{ __html: absoluteLinks(page.html, company.origin) }}
            />
          </div>
        </div>
      ) : null}
      <Blocks blocks={blocks} html={html} idPrefix={id} />
    </section>
  );
}

function Cover({ page, sections }: { page: BrochurePage; sections: InnerPage[] }) {
  const { t, company, locale } = useContext(PageContext);
  const first = sections[0]!;
  return (
    <header className="brochure__cover">
      {/* In a <picture>, as the banner is: React writes a preload link before an eager image
          outside one (docs/decisions.md, Routes and rendering), and the page needs none. */}
      <picture>
        <img
          className="brochure__cover-image"
          src={`/assets/img/${first.data.banner}`}
          alt=""
          width={1920}
          height={560}
        />
      </picture>
      <div className="container">
        <p className="brochure__company">{company.name[locale]}</p>
        <h1 className="brochure__cover-title">{page.data.title}</h1>
        {(page.data.lead ?? first.data.lead) ? (
          <p className="brochure__cover-lead">{page.data.lead ?? first.data.lead}</p>
        ) : null}
        {page.html.trim() ? (
          <div
            className="prose"
            dangerouslySetInnerHTML={{ __html: absoluteLinks(page.html, company.origin) }}
          />
        ) : null}
        {sections.length > 1 ? (
          <nav className="brochure__contents" aria-labelledby="brochure-contents">
            <h2 className="brochure__contents-title" id="brochure-contents">
              {t('brochure.contents')}
            </h2>
            <ol>
              {sections.map((s, i) => (
                <li key={s.route.id}>
                  <a href={`#section-${i + 1}`}>{s.data.title}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <p className="brochure__website">{company.origin.replace(/^https?:\/\//, '')}</p>
      </div>
    </header>
  );
}

/**
 * The company facts a reader needs to answer (content/company.yaml); samples until the company
 * confirms them (contracts §18).
 */
function ContactSheet({ page }: { page: BrochurePage }) {
  const { t, company, locale } = useContext(PageContext);
  const offices = page.data.allOffices ? company.addresses : company.addresses.slice(0, 1);
  const email = company.emails[page.data.mailbox];
  return (
    <BlockSection
      id="brochure-contact"
      heading={t('brochure.contact')}
      className="brochure__contact"
      sample
    >
      <dl className="brochure__facts">
        <div>
          <dt>{company.name[locale]}</dt>
          <dd>{`${t('footer.phone')} ${company.phone}`}</dd>
        </div>
        <div>
          <dt>{t('brochure.email')}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
        <div>
          <dt>{t('brochure.website')}</dt>
          <dd>
            <a href={company.origin}>{company.origin}</a>
          </dd>
        </div>
      </dl>
      <h3 className="brochure__offices-title">{t('brochure.offices')}</h3>
      <ul className="brochure__offices">
        {offices.map((office) => (
          <li key={office.id}>
            <strong>{office.title[locale]}</strong>
            {` ${office.address[locale]}`}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

export function Brochure({ page }: { page: BrochurePage }) {
  const { locale, pages } = useContext(PageContext);
  const sections = page.data.sections
    .map((id) => pages.get(toUrl(id, locale)))
    .filter((p): p is InnerPage => p?.kind === 'page');
  if (!sections.length)
    throw new Error(
      `${page.route.contentFile}: none of its sections is loaded (${page.data.sections.join(', ')})`,
    );
  return (
    <article className="brochure">
      <Cover page={page} sections={sections} />
      {sections.map((section, i) => (
        <Section
          key={section.route.id}
          page={section}
          index={i}
          showLead={i > 0 || Boolean(page.data.lead)}
        />
      ))}
      <ContactSheet page={page} />
    </article>
  );
}
