/**
 * Marks a component for hydration (STYLE rule 6): `data-island` on a wrapper and the props as a
 * JSON script right after it, escaped so no string can end the script element.
 */
import { createElement } from 'react';
import type { IslandName } from '../client/islands/index.ts';
import { ISLAND_COMPONENTS, type IslandProps } from './islands.ts';

/** {a: '</script>'} -> '{"a":"\u003c/script\u003e"}': safe inside <script>, same value for JSON.parse */
export function serializeProps(props: unknown): string {
  return JSON.stringify(props)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

interface IslandOptions<N extends IslandName> {
  name: N;
  props: IslandProps<N>;
  /** 'near': load and hydrate only when the visitor nears it (far below the fold). Default: after first paint. */
  hydrate?: 'near';
}

export function Island<N extends IslandName>({ name, props, hydrate }: IslandOptions<N>) {
  const component = ISLAND_COMPONENTS[name] as unknown as React.ComponentType<object>;
  return (
    <>
      <div className="island" data-island={name} data-hydrate={hydrate}>
        {createElement(component, props as object)}
      </div>
      <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: serializeProps(props) }} />
    </>
  );
}
