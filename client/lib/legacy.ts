/**
 * Old single-page URLs lived in the hash (SPEC §2: /#/eng). DECISIONS §2 sends them to the clean
 * URL of the same page.
 */

/** ('/', '#/eng') -> '/eng'; ('/', '#/eng/company/intro') -> '/eng/company/intro'; ('/', '#top') -> null */
export function legacyHashTarget(pathname: string, hash: string): string | null {
  if (pathname !== '/' || !hash.startsWith('#/')) return null;
  const path = hash.slice(1).replace(/\/+$/, '');
  return path && path !== '/' ? path : null;
}
