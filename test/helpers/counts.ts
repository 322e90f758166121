/**
 * Counts the tests expect, derived from their sources so that adding a page or a press item breaks
 * no test that is not about it: pages from the menu (site/menu.ts), press items from content/press.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BROCHURES, MENU, STANDALONE } from '../../site/menu.ts';
import { DEFAULT_LOCALE } from '../../site/routes.ts';
import { ROOT } from './dist.ts';

/** Routes of one language: the standalone pages, every menu entry and every brochure. */
export const MENU_PAGES =
  STANDALONE.length +
  MENU.reduce((sum, group) => sum + group.subMenus.length, 0) +
  BROCHURES.length;

/** Brochure routes of one language. */
export const BROCHURE_PAGES = BROCHURES.length;

/** Press items: the Korean files under content/press (every item starts in Korean). */
export const PRESS_ITEMS = readdirSync(join(ROOT, 'content/press', DEFAULT_LOCALE)).filter((f) =>
  f.endsWith('.md'),
).length;
