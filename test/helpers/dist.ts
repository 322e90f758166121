/** Reads the built site for tests (style rule 10): parse once, fail with the markup in view. */
import { existsSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHTML } from 'linkedom';
import { sitePages } from '../../site/pages.ts';
import { listPress } from '../../site/content/press.ts';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST = join(ROOT, 'dist');
/** Every page the build writes (site/pages.ts): the menu's, the newsroom's and the 404 pages. */
export const PAGES = sitePages(listPress(ROOT));

const cache = new Map<string, Document>();

/** ('eng/company/intro/index.html') -> its parsed document */
export function page(outFile: string): Document {
  let doc = cache.get(outFile);
  if (!doc) {
    const path = join(DIST, outFile);
    if (!existsSync(path)) throw new Error(`dist/${outFile} was not built (run npm run build)`);
    doc = parseHTML(readFileSync(path, 'utf8')).document as unknown as Document;
    cache.set(outFile, doc);
  }
  return doc;
}

/** The element, or an error that shows where it was looked for. */
export function must<T extends Element = Element>(
  root: ParentNode,
  selector: string,
  where = '',
): T {
  const el = root.querySelector<T>(selector);
  if (!el) {
    const html = (root as Element).outerHTML ?? (root as Document).documentElement?.outerHTML ?? '';
    throw new Error(`${where} missing ${selector} in:\n${html.slice(0, 1500)}`);
  }
  return el;
}

/** '/company/intro' -> true when dist serves it (page, file, or clean URL). */
export function resolvesInDist(urlPath: string): boolean {
  const path = decodeURIComponent(urlPath.replace(/[?#].*$/, ''));
  if (path === '/') return existsSync(join(DIST, 'index.html'));
  return [path, `${path}.html`, `${path}/index.html`].some(
    (p) => existsSync(join(DIST, p)) && !p.endsWith('/'),
  );
}
