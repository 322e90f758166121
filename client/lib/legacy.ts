/**
 * Old single-page URLs lived in the hash (spec §2: /#/eng). contracts §2 sends them to the clean
 * URL of the same page. Security review fix 1: only the exact URL of a known route is a target,
 * so a hash that a URL parser reads as another host (`#//evil.com`, `#/\evil.com`, a tab before
 * the slash, `#//evil.com@localhost`) is never handed to `location.replace`.
 */

/**
 * ('/', '#/eng', urls) -> '/eng'; ('/', '#/eng/company/intro/', urls) -> '/eng/company/intro';
 * ('/', '#//evil.com', urls) -> null; ('/', '#/no-such-page', urls) -> null; ('/', '#top', urls)
 * -> null
 */
export function legacyHashTarget(
  pathname: string,
  hash: string,
  routeUrls: ReadonlySet<string>,
): string | null {
  if (pathname !== '/' || !hash.startsWith('#/')) return null;
  const path = hash.slice(1).replace(/\/+$/, '');
  return path !== '/' && routeUrls.has(path) ? path : null;
}
