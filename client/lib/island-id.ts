/**
 * The `identifierPrefix` of an island's React root, the same at build time (templates/Island.tsx,
 * `renderToString`) and in the browser (./hydrate.ts, `hydrateRoot`): every island is a root of
 * its own, and `useId` counts from the same start in each, so the prefix keeps two islands' ids
 * apart on one page. ('ContactForm') -> 'ContactForm-'
 */
export function identifierPrefix(island: string): string {
  return `${island}-`;
}
