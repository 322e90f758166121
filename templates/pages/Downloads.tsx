/**
 * The publicity page's downloads: every brochure with its PDF in each language,
 * with the figures a visitor weighs before downloading, read from the files at build time.
 */
import { useContext } from 'react';
import { formatDay, formatSize, type DownloadFile } from '../../site/brochures/files.ts';
import { routeOf } from '../../site/routes.ts';
import { PageContext } from '../context.ts';
import { Section } from '../blocks/Section.tsx';

function FileLink({ file }: { file: DownloadFile }) {
  const { t, locale } = useContext(PageContext);
  const language = t(`downloads.language.${file.locale}`);
  const meta = [
    t('downloads.pages', { pages: file.pages }),
    formatSize(file.bytes),
    ...(file.made ? [t('brochure.made', { date: formatDay(file.made, locale) })] : []),
  ];
  return (
    <li className="download__file">
      <a
        className="download__link"
        href={file.url}
        type="application/pdf"
        download={file.url.split('/').pop()}
        hrefLang={file.locale}
      >
        {t('downloads.file', { language })}
      </a>
      <span className="download__meta">{meta.join(' · ')}</span>
    </li>
  );
}

export function Downloads() {
  const { t, locale, downloads, pages } = useContext(PageContext);
  // The document's own title ('safewiz 브로슈어'), as on its cover.
  const titleOf = (id: string) =>
    pages.get(routeOf(id, locale).url)?.data.title ?? t(routeOf(id, locale).titleKey);
  // The page's own language first: most visitors want it, the other is one line below.
  const ordered = (files: DownloadFile[]) =>
    [...files].sort((a, b) => Number(b.locale === locale) - Number(a.locale === locale));
  return (
    <Section id="downloads-heading" heading={t('downloads.heading')} className="widget downloads">
      <p className="block__intro">{t('downloads.intro')}</p>
      <ul className="downloads__list">
        {downloads
          .filter((d) => d.files.length)
          .map((download) => (
            <li key={download.id} className="download card">
              <h3 className="card__title">{titleOf(download.id)}</h3>
              <ul className="download__files">
                {ordered(download.files).map((file) => (
                  <FileLink key={file.url} file={file} />
                ))}
              </ul>
            </li>
          ))}
      </ul>
    </Section>
  );
}
