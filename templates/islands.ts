/**
 * The server's view of the island registry (client/islands/index.ts): each island's component,
 * loaded once through the registry's own imports, for server rendering. One list: an island is
 * added to the registry alone.
 */
import type { ComponentProps } from 'react';
import { ISLANDS, type IslandName } from '../client/islands/index.ts';

type IslandComponents = {
  [N in IslandName]: Awaited<ReturnType<(typeof ISLANDS)[N]>>['default'];
};

export const ISLAND_COMPONENTS = Object.fromEntries(
  await Promise.all(
    Object.entries(ISLANDS).map(async ([name, load]) => [name, (await load()).default]),
  ),
) as IslandComponents;

export type IslandProps<N extends IslandName> = ComponentProps<IslandComponents[N]>;
