/**
 * Renders a page's blocks, one component per block type. The map is exhaustive: a new
 * block type in site/content/blocks.ts without a component here fails `tsc`.
 */
import { type ReactNode, useContext } from 'react';
import type { Block, BlockType } from '../../site/content/blocks.ts';
import { resolveHref } from '../../site/content/company-links.ts';
import { outlineOf } from '../../site/content/outline.ts';
import { PageContext } from '../context.ts';
import { History, Toc } from './Outline.tsx';
import { Section, type BlockProps } from './Section.tsx';

function Features({ block, id }: BlockProps<'features'>) {
  return (
    <Section id={id} heading={block.heading} className="features" sample={block.sample}>
      {block.intro ? <p className="block__intro">{block.intro}</p> : null}
      <ul className="features__grid">
        {block.items.map((item) => (
          <li key={item.title} className="card">
            {item.icon ? (
              <img
                className="card__icon"
                src={`/assets/img/${item.icon}`}
                alt=""
                width={40}
                height={40}
                loading="lazy"
              />
            ) : null}
            <h3 className="card__title">{item.title}</h3>
            <p className="card__text">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Figures({ block, id }: BlockProps<'figures'>) {
  return (
    <Section id={id} heading={block.heading} className="figures" sample={block.sample}>
      <dl className="figures__grid">
        {block.items.map((item) => (
          <div key={item.label} className="figure">
            <dt className="figure__label">{item.label}</dt>
            <dd className="figure__value">
              {item.value}
              {item.unit ? <span className="figure__unit">{item.unit}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

function Steps({ block, id }: BlockProps<'steps'>) {
  return (
    <Section id={id} heading={block.heading} className="steps" sample={block.sample}>
      {block.intro ? <p className="block__intro">{block.intro}</p> : null}
      <ol className="steps__list">
        {block.items.map((item, i) => (
          <li key={item.title} className="step">
            <span className="step__num" aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
            <h3 className="step__title">{item.title}</h3>
            <p className="step__text">{item.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function Specs({ block, id }: BlockProps<'specs'>) {
  return (
    <Section id={id} heading={block.heading} className="specs" sample={block.sample}>
      <div className="specs__scroll">
        <table className="specs__table">
          <tbody>
            {block.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

function Timeline({ block, id }: BlockProps<'timeline'>) {
  return (
    <Section id={id} heading={block.heading} className="timeline" sample={block.sample}>
      <ol className="timeline__list">
        {block.entries.map((entry) => (
          <li key={entry.year} className="timeline__entry">
            <p className="timeline__year">{entry.year}</p>
            <ul className="timeline__events">
              {entry.events.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function Org({ block, id }: BlockProps<'org'>) {
  return (
    <Section id={id} heading={block.heading} className="org" sample={block.sample}>
      <div className="org__chart">
        <p className="org__head">{block.head}</p>
        <ul className="org__units">
          {block.units.map((unit) => (
            <li key={unit.title} className="org__unit">
              <p className="org__unit-title">{unit.title}</p>
              <ul className="org__teams">
                {unit.teams.map((team) => (
                  <li key={team}>{team}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

/** Each picture's width and height are the file's own (site/content/images.ts): no layout shift. */
function Gallery({ block, id }: BlockProps<'gallery'>) {
  const { images } = useContext(PageContext);
  return (
    <Section id={id} heading={block.heading} className="gallery" sample={block.sample}>
      <ul className="gallery__grid">
        {block.images.map((img) => (
          <li key={img.src}>
            <figure className="gallery__item">
              <img
                src={`/assets/img/${img.src}`}
                alt={img.alt}
                width={images.get(img.src)?.width}
                height={images.get(img.src)?.height}
                loading="lazy"
                decoding="async"
              />
              {img.caption ? <figcaption>{img.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Cta({ block, id }: BlockProps<'cta'>) {
  const { t, company } = useContext(PageContext);
  const href = resolveHref(block.href, company);
  const external = /^https?:/.test(href);
  // A mail link also shows its address: a reader without a mail program can still copy it.
  const mailbox = href.startsWith('mailto:') ? href.slice('mailto:'.length) : undefined;
  return (
    <Section id={id} heading={block.heading} className="cta" sample={block.sample}>
      <p className="cta__text">{block.text}</p>
      <a
        className="button button--primary"
        href={href}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {block.label}
        {external ? <span className="sr-only">{` (${t('header.newTab')})`}</span> : null}
      </a>
      {mailbox ? <p className="cta__address">{mailbox}</p> : null}
    </Section>
  );
}

function Prose({ block, html, id }: BlockProps<'prose'>) {
  return (
    <Section id={id} heading={block.heading} className="prose-block" sample={block.sample}>
      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
    </Section>
  );
}

const BLOCK_COMPONENTS: { [T in BlockType]: (props: BlockProps<T>) => ReactNode } = {
  features: Features,
  figures: Figures,
  steps: Steps,
  specs: Specs,
  timeline: Timeline,
  org: Org,
  gallery: Gallery,
  cta: Cta,
  prose: Prose,
  toc: Toc,
  history: History,
};

/**
 * `html` holds the rendered Markdown of prose blocks, by index. A block's heading id is its anchor,
 * or block-<n>; `idPrefix` keeps them apart where several pages' blocks share one document (a
 * brochure).
 */
export function Blocks({
  blocks,
  html,
  idPrefix,
}: {
  blocks: Block[];
  html: string[];
  idPrefix?: string;
}) {
  const outline = outlineOf(blocks);
  return (
    <>
      {blocks.map((block, i) => {
        const Component = BLOCK_COMPONENTS[block.type] as (
          props: BlockProps<BlockType>,
        ) => ReactNode;
        const own = ('id' in block && block.id) || `block-${i + 1}`;
        const id = idPrefix ? `${idPrefix}-${own}` : own;
        return <Component key={i} block={block} html={html[i] ?? ''} id={id} outline={outline} />;
      })}
    </>
  );
}
