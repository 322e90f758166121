/**
 * Hydrates one `[data-island]` with React: its component from the registry, its props from the
 * JSON script after it, as a root of its own (`hydrateRoot`, with the prefix the build rendered it
 * with); marks it `data-hydrated="true"` once its effects have run. client/main.ts calls it when
 * the island's moment comes (./triggers.ts), so this file, and React with it, loads only then.
 * An unknown name is refused with a message naming the known ones (STYLE: fresh).
 */
import { createElement, type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLANDS, type IslandName } from '../islands/index.ts';
import { identifierPrefix } from './island-id.ts';

interface HydratedProps {
  element: HTMLElement;
  /** Called once the island's effects have run. */
  done: () => void;
  children: ReactNode;
}

function Hydrated({ element, done, children }: HydratedProps) {
  useEffect(() => {
    element.dataset.hydrated = 'true';
    done();
  }, [element, done]);
  return children;
}

function readProps(element: HTMLElement): unknown {
  const script = element.nextElementSibling;
  if (
    !(script instanceof HTMLScriptElement) ||
    script.dataset.islandProps !== element.dataset.island
  )
    return {};
  return JSON.parse(script.textContent || '{}');
}

/** Settles once the island has hydrated (its effects have run), or could not. */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  if (!(name in ISLANDS)) {
    console.error(`Unknown island "${name}" (known: ${Object.keys(ISLANDS).join(', ')})`);
    return;
  }
  const module = await ISLANDS[name as IslandName]();
  const props = readProps(element) as object;
  const component = module.default as (props: object) => ReactNode;
  const island = createElement(component, props);
  await new Promise<void>((done) => {
    hydrateRoot(element, createElement(Hydrated, { element, done, children: island }), {
      identifierPrefix: identifierPrefix(name),
      // A component that throws leaves the server's markup; what waits on the island goes on.
      onUncaughtError: (error) => {
        console.error(`Island "${name}" failed to hydrate`, error);
        done();
      },
    });
  });
}
