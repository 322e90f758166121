/**
 * The "샘플" / "sample" tag after a company fact that content/company.yaml lists under `samples`
 * (DECISIONS §18), the same tag `{{fact}}` and `{{sample: …}}` give in Markdown. Nothing once the
 * company has confirmed the value and the name is gone from the list.
 */
import { useContext } from 'preact/hooks';
import type { SampleFact } from '../site/content/schemas.ts';
import { PageContext } from './context.ts';

export function SampleTag({ fact }: { fact: SampleFact }) {
  const { company, t } = useContext(PageContext);
  if (!company.samples.includes(fact)) return null;
  return (
    <>
      {' '}
      <small className="sample__tag">{t('sample.tag')}</small>
    </>
  );
}
