/**
 * Press items for the preview API (DECISIONS §4, §5), read from content/press/ by the site's own
 * content loader (site/content/load.ts), so the API and the build agree on every item and every
 * error. Reloaded when a file under content/press changes, so writers see new items at once.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadSite } from '../site/content/load.ts';
import type { PressArticle, PressDetail, PressItem } from '../site/content/press.ts';
import { PRESS_PAGE_SIZE } from '../site/press-routes.ts';
import { HttpError } from './http.ts';

export { PRESS_PAGE_SIZE };

/** A Korean article as the API answers it (the API language is Korean, DECISIONS §4). */
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

/** (25 items, pageNo 2) -> items 20..24 with totalCount 25; a page past the end has an empty list. */
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

/** Names, sizes and times of the Korean press files: changes when a writer adds, edits or removes one. */
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
  /** Every item, newest first; HttpError 500 while the content has errors. */
  items(): readonly PressDetail[];
}

export function createPressSource(root: string): PressSource {
  let cached: { signature: string; items: readonly PressDetail[] } | undefined;
  return {
    items() {
      const signature = signatureOf(join(root, 'content/press/ko'));
      if (cached?.signature === signature) return cached.items;
      const { content, errors } = loadSite(root);
      if (!content) {
        console.error(errors.map((e) => `${e.file}:${e.line}: ${e.message}`).join('\n'));
        throw new HttpError(
          500,
          'CONTENT',
          `The site content has ${errors.length} error(s); see the server log`,
        );
      }
      const items = content.press.ko.map(toPressDetail);
      cached = { signature, items };
      return items;
    },
  };
}
