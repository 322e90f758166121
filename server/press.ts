/**
 * Press items for the preview API (contracts §4, §5), read from content/press/ by the build's own
 * press loader (site/content/press.ts), so the API and the build agree on every item and every
 * error; the rest of the content is not read, so a mistake in a page does not stop the API.
 * Reloaded when a file under content/press changes, so writers see new items at once.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentError } from '../site/content/errors.ts';
import { loadCompany } from '../site/content/load.ts';
import {
  loadPress,
  PRESS_DIR,
  type PressArticle,
  type PressDetail,
  type PressItem,
} from '../site/content/press.ts';
import { PRESS_PAGE_SIZE } from '../site/press-routes.ts';
import { DEFAULT_LOCALE, LOCALES } from '../site/routes.ts';
import { HttpError } from './http.ts';

export { PRESS_PAGE_SIZE };

/** A Korean article as the API answers it (the API language is Korean, contracts §4). */
export function toPressDetail(article: PressArticle): PressDetail {
  return {
    pressSeq: article.seq,
    pressType: article.type,
    pressTitle: article.title,
    pressDate: article.date,
    pressContent: article.text,
    ...(article.link ? { pressLink: article.link } : {}),
  };
}

export interface PressPage {
  list: PressItem[];
  totalCount: number;
  pageNo: number;
  pageSize: number;
}

/**
 * (25 items, pageNo 2) -> items 20..24 with totalCount 25; a page past the end has an empty list.
 */
export function toPressPage(
  items: readonly PressDetail[],
  pageNo: number,
  pageSize = PRESS_PAGE_SIZE,
): PressPage {
  const list = items
    .slice(pageNo * pageSize, (pageNo + 1) * pageSize)
    .map(({ pressSeq, pressType, pressTitle, pressDate }) => ({
      pressSeq,
      pressType,
      pressTitle,
      pressDate,
    }));
  return { list, totalCount: items.length, pageNo, pageSize };
}

/**
 * Names, sizes and times of one folder's press files: changes when a writer adds, edits or removes
 * one.
 */
function signatureOf(folder: string): string {
  try {
    return readdirSync(folder)
      .sort()
      .map((name) => {
        const { size, mtimeMs } = statSync(join(folder, name));
        return `${name}:${size}:${mtimeMs}`;
      })
      .join('|');
  } catch {
    return '';
  }
}

export interface PressSource {
  /** Every item, newest first; HttpError 500 while the press items have errors. */
  items(): readonly PressDetail[];
}

export function createPressSource(root: string): PressSource {
  let cached: { signature: string; items: readonly PressDetail[] } | undefined;
  return {
    items() {
      const signature = LOCALES.map((locale) => signatureOf(join(root, PRESS_DIR, locale))).join(
        '\n',
      );
      if (cached?.signature === signature) return cached.items;
      const errors: ContentError[] = [];
      // The bodies' {{facts}} in the API's plain text: company.yaml's values (none while it is
      // broken).
      const { lists } = loadPress(root, errors, undefined, loadCompany(root).company);
      if (errors.length) {
        console.error(errors.map((e) => `${e.file}:${e.line}: ${e.message}`).join('\n'));
        throw new HttpError(
          500,
          'CONTENT',
          `The press items have ${errors.length} error(s); see the server log`,
        );
      }
      const items = lists[DEFAULT_LOCALE].map(toPressDetail);
      cached = { signature, items };
      return items;
    },
  };
}
