/**
 * The home solution tiles (contracts §7): safewiz and must-xr link to their pages in the page's
 * language; hatna and enov have no action, so they are plain boxes, not links or buttons.
 */
import { type CSSProperties, useContext } from 'react';
import { HOME_SOLUTION_IDS, type HomeContent } from '../../site/content/schemas.ts';
import { routeOf } from '../../site/routes.ts';
import { PageContext } from '../context.ts';

/** Tiles with a page to open (spec §2: hatna and enov have no click action). */
const LINKED_SOLUTIONS = new Set<string>(['safewiz', 'must-xr']);

type Items = HomeContent['solutions']['items'];

export function HomeSolutions({ items }: { items: Items }) {
  const { route, t } = useContext(PageContext);
  return (
    <ul className="home-tiles">
      {HOME_SOLUTION_IDS.map((id, i) => {
        const item = items[id];
        const linked = LINKED_SOLUTIONS.has(id);
        const inner = (
          <>
            <img
              className="home-tile__bg"
              src={`/assets/img/tile-${id}-bg.webp`}
              alt=""
              width={800}
              height={1000}
              loading="lazy"
              decoding="async"
            />
            <img
              className="home-tile__logo"
              src={`/assets/img/tile-${id}-logo.svg`}
              alt={item.name}
              width={200}
              height={50}
              loading="lazy"
            />
            <span className="home-tile__text">{item.text}</span>
            {linked ? (
              <span className="home-tile__more" aria-hidden="true">
                {t('home.solution.more')}
              </span>
            ) : null}
          </>
        );
        return (
          <li
            key={id}
            className="home-tile reveal"
            data-solution={id}
            style={{ '--i': i } as CSSProperties}
          >
            {linked ? (
              <a className="home-tile__box" href={routeOf(`solution/${id}`, route.locale).url}>
                {inner}
              </a>
            ) : (
              <div className="home-tile__box">{inner}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
