/**
 * Blocks of long documents such as the privacy policy: the table of contents and the version
 * history.
 */
import { useContext } from 'react';
import { dateFormatOf, type Locale } from '../../site/routes.ts';
import { formatDate } from '../../site/dates.ts';
import { PageContext } from '../context.ts';
import { Section, type BlockProps } from './Section.tsx';

/**
 * ('2025-10-01', 'ko') -> '2025년 10월 1일'; ('2025-10-01', 'en')
 * -> 'October 1, 2025' (American order, as docs/glossary.md writes dates)
 */
function formatLongDate(isoDate: string, locale: Locale): string {
  return formatDate(isoDate, dateFormatOf(locale, 'long'));
}

export function Toc({ block, id, outline }: BlockProps<'toc'>) {
  const { t } = useContext(PageContext);
  const label = block.heading ? { 'aria-labelledby': id } : { 'aria-label': t('toc.label') };
  return (
    <Section id={id} heading={block.heading} className="toc" sample={block.sample}>
      <nav {...label}>
        <ol className="toc__list">
          {outline.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`}>{entry.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
    </Section>
  );
}

export function History({ block, id }: BlockProps<'history'>) {
  const { t, locale } = useContext(PageContext);
  return (
    <Section id={id} heading={block.heading} className="history" sample={block.sample}>
      <p className="history__effective">
        {t('history.effective', { date: formatLongDate(block.entries[0]!.date, locale) })}
      </p>
      <table className="history__table">
        <thead>
          <tr>
            <th scope="col">{t('history.version')}</th>
            <th scope="col">{t('history.date')}</th>
            <th scope="col">{t('history.text')}</th>
          </tr>
        </thead>
        <tbody>
          {block.entries.map((entry, i) => (
            <tr key={entry.version}>
              <th scope="row">
                {entry.version}
                {i === 0 ? (
                  <span className="history__current">{` (${t('history.current')})`}</span>
                ) : null}
              </th>
              <td>
                <time dateTime={entry.date}>{formatLongDate(entry.date, locale)}</time>
              </td>
              <td>
                {entry.text}
                {entry.href ? (
                  <>
                    {' '}
                    <a href={entry.href}>
                      {t('history.view')}
                      <span className="sr-only">{` (${entry.version})`}</span>
                    </a>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
