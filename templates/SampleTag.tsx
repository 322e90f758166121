/**
 * The "샘플" / "sample" tag after a company fact that content/company.yaml lists under `samples`
 * (contracts §18), the same tag `{{fact}}` and `{{sample: …}}` give in Markdown. Nothing once the
 * company has confirmed the value and the name is gone from the list.
 */
import { useContext } from 'react';
import type { SampleFact } from '../site/content/schemas.ts';
import { PageContext } from './context.ts';

/**
 * `value`: the fact's text, written before the tag. Given here, not beside the tag, so the text and
 * the space before the tag are one text node: React marks two adjacent ones with `<!-- -->`.
 * ({ fact: 'phone', value: '051' }) -> '051 <small class="sample__tag">샘플</small>'
 */
export function SampleTag({ fact, value = '' }: { fact: SampleFact; value?: string }) {
  const { company, t } = useContext(PageContext);
  if (!company.samples.includes(fact)) return value;
  return (
    <>
      {`${value} `}
      <small className="sample__tag">{t('sample.tag')}</small>
    </>
  );
}
