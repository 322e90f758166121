/**
 * Hydrates every `[data-island]` with its component from the registry and props from the JSON
 * script after it; marks it `data-hydrated="true"` once its effects have run. An island marked
 * `data-hydrate="near"` loads and hydrates only when the visitor nears it (client/lib/near.ts);
 * a click in it before then is held and replayed.
 * An unknown name is refused with a message naming the known ones (STYLE: fresh).
 */
import { createElement, hydrate, type ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import { ISLANDS, type IslandName } from '../islands/index.ts';
import type { whenNear } from './near.ts';

function Hydrated({ element, children }: { element: HTMLElement; children: ComponentChildren }) {
  useEffect(() => {
    element.dataset.hydrated = 'true';
  }, [element]);
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

export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  if (!(name in ISLANDS)) {
    console.error(`Unknown island "${name}" (known: ${Object.keys(ISLANDS).join(', ')})`);
    return;
  }
  const module = await ISLANDS[name as IslandName]();
  const props = readProps(element) as object;
  const component = module.default as (props: object) => ComponentChildren;
  hydrate(createElement(Hydrated, { element, children: createElement(component, props) }), element);
}

/**
 * Holds a click that lands in a `near` island before its code has run (a visitor who jumps to it
 * and clicks at once: the click is what brings the code) and replays it on the same element once
 * the island has hydrated, or failed to: the click acts, late, instead of being lost.
 */
function holdClicks(element: HTMLElement): () => void {
  let held: HTMLElement | undefined;
  const hold = (event: MouseEvent) => {
    if (!(event.target instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopPropagation();
    held = event.target;
  };
  element.addEventListener('click', hold, true);
  return () => {
    element.removeEventListener('click', hold, true);
    held?.click();
  };
}

/** `near`: client/lib/near.ts's whenNear, handed over by client/main.ts, whose bundle holds it. */
export function hydrateIslands(root: ParentNode, near: typeof whenNear): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const hydrate = () =>
      hydrateIsland(element).catch((error) =>
        console.error(`Island "${element.dataset.island}" failed to hydrate`, error),
      );
    if (element.dataset.hydrate !== 'near') {
      void hydrate();
      continue;
    }
    const release = holdClicks(element);
    // The wrapper is `display: contents` (no box to intersect): watch what it wraps.
    near(element.firstElementChild ?? element, () => void hydrate().finally(release));
  }
}
