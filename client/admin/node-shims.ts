/**
 * The browser has no file system: the build modules the editor reuses (site/routes.ts,
 * site/content/links.ts) import Node's path, url and fs for work the editor never asks of them
 * (another locale table, a static file on disk, a brochure PDF's pages: the preview's templates
 * read them at build time). site/builder/admin.ts points those imports here.
 */
const unavailable = (name: string) => () => {
  throw new Error(`${name} is not available in the editor`);
};
export const existsSync = unavailable('fs.existsSync');
export const readFileSync = unavailable('fs.readFileSync');
export const join = (...parts: string[]) => parts.join('/');
export const resolve = unavailable('path.resolve');
export const pathToFileURL = unavailable('url.pathToFileURL');
