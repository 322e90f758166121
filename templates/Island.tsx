/**
 * Marks a component for hydration (style rule 6): `data-island` on a wrapper and the props as a
 * JSON script right after it, escaped so no string can end the script element.
 */
import { createContext, createElement, type ComponentType, useContext } from 'react';
import { renderToString } from 'react-dom/server';
import type { IslandName } from '../client/islands/index.ts';
import { identifierPrefix } from '../client/lib/island-id.ts';
import type { HydrateWhen } from '../client/lib/triggers.ts';
import { ISLAND_COMPONENTS, type IslandProps } from './islands.ts';
import { SlotContext, SlotMark } from './fragments.tsx';

/**
 * {a: '</script>'} -> '{"a":"\u003c/script\u003e"}': safe inside <script>, same value for
 * JSON.parse
 */
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
  /** When the island hydrates, and with it when React loads (client/lib/triggers.ts). */
  hydrate: HydrateWhen;
  /**
   * Pages with the same `shared` key give this island the same props (the menu of a language with
   * the same current item): their JSON is written once per build, not once per page.
   */
  shared?: string;
}

/**
 * True where islands must show and not run: the editor's preview renders a page in its own frame
 * inside the editor's React tree, where an island's effects would act on the editor's window
 * (client/admin/preview.tsx). There an island is its markup as a visitor's browser first gets it.
 */
export const StillIslands = createContext(false);

/**
 * The island's markup is rendered as a root of its own, as the browser hydrates it, and once per
 * build for the same props (./fragments.tsx): every page with the same menu shares its HTML.
 */
export function Island<N extends IslandName>({ name, props, hydrate, shared }: IslandOptions<N>) {
  const page = useContext(SlotContext);
  const still = useContext(StillIslands);
  const component = ISLAND_COMPONENTS[name] as unknown as ComponentType<object>;
  const sharedKey = page && shared !== undefined ? `props:${name}:${shared}` : undefined;
  let json = sharedKey ? page!.cache.get(sharedKey) : undefined;
  if (json === undefined) json = serializeProps(props);
  if (sharedKey) page!.cache.set(sharedKey, json);
  const render = () =>
    renderToString(createElement(component, props as object), {
      identifierPrefix: identifierPrefix(name),
    });
  if (still)
    return (
      <div
        className="island"
        data-island={name}
        data-hydrate={hydrate}
        dangerouslySetInnerHTML={{ __html: render() }}
      />
    );
  return (
    <>
      <div className="island" data-island={name} data-hydrate={hydrate}>
        {page ? (
          <SlotMark slots={page.slots} slot={{ key: `${name}:${json}`, render }} />
        ) : (
          createElement(component, props as object)
        )}
      </div>
      <script
        type="application/json"
        data-island-props={name}
        dangerouslySetInnerHTML={{ __html: json }}
      />
    </>
  );
}
