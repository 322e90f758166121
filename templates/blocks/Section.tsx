/** The frame every block renders in: a section with its optional heading and sample note. */
import { type ReactNode, useContext } from 'react';
import type { Block, BlockType } from '../../site/content/blocks.ts';
import type { OutlineEntry } from '../../site/content/outline.ts';
import { PageContext } from '../context.ts';

type Of<T extends BlockType> = Extract<Block, { type: T }>;

export interface BlockProps<T extends BlockType> {
  block: Of<T>;
  /** The rendered Markdown of a prose block. */
  html: string;
  /** The heading's id: the block's anchor, or block-<n>. */
  id: string;
  /** The page's anchored sections, for a table of contents. */
  outline: OutlineEntry[];
}

export function Section({
  id,
  heading,
  className,
  sample,
  children,
}: {
  id: string;
  heading?: string;
  className: string;
  sample?: boolean;
  children: ReactNode;
}) {
  const { t } = useContext(PageContext);
  return (
    <section className={`block ${className}`} aria-labelledby={heading ? id : undefined}>
      <div className="container">
        {heading ? (
          <h2 className="block__heading" id={id}>
            {heading}
          </h2>
        ) : null}
        {/* Above what it qualifies, so no one reads the figures before the warning
            (contracts §18). */}
        {sample ? <p className="block__sample">{t('block.sample')}</p> : null}
        {children}
      </div>
    </section>
  );
}
