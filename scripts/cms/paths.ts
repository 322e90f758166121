/**
 * The files the local editor may touch: the content files and the pictures of
 * the media folder, named as the repository names them, nothing else. A path is refused unless it
 * is already in its one canonical form (relative, '/'-separated, no '.', '..' or empty segment, no
 * dotfile, no character a content or image name never has), and its real location, links
 * followed, is inside the real content or media folder.
 */
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { IMAGE_DIR, IMAGE_NAME } from '../../site/content/blocks.ts';

export const CONTENT_DIR = 'content';
export const MEDIA_DIR = IMAGE_DIR;

/** A folder's or a content file's name: 'company', 'ko', '2025-10-14-safewiz-mobile-update'. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const CONTENT_FILE = /^[A-Za-z0-9][A-Za-z0-9_-]*\.(md|yaml)$/;

/** ('content/press') -> true; ('content/../.git') -> false; ('content') -> true */
export function isContentFolder(path: unknown): path is string {
  if (typeof path !== 'string') return false;
  const [first, ...rest] = path.split('/');
  return first === CONTENT_DIR && rest.every((segment) => SEGMENT.test(segment));
}

/** ('content/company/ko/intro.md') -> true; ('site/locales.ts'), ('content/.x.md') -> false */
export function isContentFile(path: unknown): path is string {
  if (typeof path !== 'string') return false;
  const slash = path.lastIndexOf('/');
  return isContentFolder(path.slice(0, slash)) && CONTENT_FILE.test(path.slice(slash + 1));
}

/** ('static/assets/img/site-photo.webp') -> true; ('static/assets/img/../../.env') -> false */
export function isMediaFile(path: unknown): path is string {
  if (typeof path !== 'string' || !path.startsWith(`${MEDIA_DIR}/`)) return false;
  return IMAGE_NAME.test(path.slice(MEDIA_DIR.length + 1));
}

/** The path's real location: its own, or for a file not written yet, its nearest real folder's. */
function realLocation(path: string): string {
  let existing = path;
  const missing: string[] = [];
  while (!existsSync(existing)) {
    missing.unshift(existing.slice(dirname(existing).length + 1));
    const parent = dirname(existing);
    if (parent === existing) break;
    existing = parent;
  }
  return join(realpathSync(existing), ...missing);
}

/** (root, 'content', path) -> true when root/content really holds root/<path>, links followed. */
export function staysInside(root: string, folder: string, path: string): boolean {
  const inside = relative(realLocation(join(root, folder)), realLocation(join(root, path)));
  return (
    inside !== '' && !inside.startsWith(`..${sep}`) && inside !== '..' && !inside.includes(':')
  );
}

/** A content file the editor may read or write: named by the rule, really in content/. */
export function allowedContentFile(root: string, path: unknown): path is string {
  return isContentFile(path) && staysInside(root, CONTENT_DIR, path);
}

/** A picture of the media folder: its name by the site's rule, its real place in the folder. */
export function allowedMediaFile(root: string, path: unknown): path is string {
  return isMediaFile(path) && staysInside(root, MEDIA_DIR, path);
}

/** A folder Decap may list: content/ or one inside it, really there. */
export function allowedContentFolder(root: string, path: unknown): path is string {
  return isContentFolder(path) && (path === CONTENT_DIR || staysInside(root, CONTENT_DIR, path));
}
