/**
 * The outline of a page's blocks: which sections have anchors (listed by a `toc` block) and the
 * rules that keep those links working. Pure, so load.ts reports each problem at its line.
 */
import type { Block } from './blocks.ts';

export interface OutlineEntry {
  id: string;
  heading: string;
}
/** A problem at a path inside the front matter: ['blocks', 3, 'id']. */
export interface OutlineIssue {
  path: (string | number)[];
  message: string;
}

const anchorOf = (block: Block): string | undefined => ('id' in block ? block.id : undefined);

/**
 * ([{ type: 'prose', id: 'purpose', heading: '목적', … }, { type: 'toc' }])
 * -> [{ id: 'purpose', heading: '목적' }]
 */
export function outlineOf(blocks: readonly Block[]): OutlineEntry[] {
  return blocks.flatMap((block) => {
    const id = anchorOf(block);
    return id && block.heading ? [{ id, heading: block.heading }] : [];
  });
}

/**
 * An anchor needs a heading to be listed by; ids are unique; a toc has something to list; history
 * runs newest first.
 */
export function checkOutline(blocks: readonly Block[]): OutlineIssue[] {
  const issues: OutlineIssue[] = [];
  const seen = new Map<string, number>();
  blocks.forEach((block, i) => {
    const id = anchorOf(block);
    if (id && !block.heading)
      issues.push({
        path: ['blocks', i, 'id'],
        message: `blocks.${i}.id: a block with an id needs a heading (the table of contents lists it by its heading)`,
      });
    if (id && seen.has(id))
      issues.push({
        path: ['blocks', i, 'id'],
        message: `blocks.${i}.id: "${id}" is already the id of blocks.${seen.get(id)} (each anchor names one section)`,
      });
    if (id && !seen.has(id)) seen.set(id, i);
    if (block.type === 'history') issues.push(...checkHistoryOrder(block, i));
  });
  const toc = blocks.findIndex((block) => block.type === 'toc');
  if (toc >= 0 && outlineOf(blocks).length === 0) {
    issues.push({
      path: ['blocks', toc, 'type'],
      message: `blocks.${toc}: a toc block lists the blocks that have an id and a heading, and this page has none (add id: to the sections it should list)`,
    });
  }
  return issues;
}

function checkHistoryOrder(
  block: Extract<Block, { type: 'history' }>,
  index: number,
): OutlineIssue[] {
  return block.entries.flatMap((entry, j) => {
    const previous = block.entries[j - 1];
    return previous && previous.date < entry.date
      ? [
          {
            path: ['blocks', index, 'entries', j, 'date'],
            message: `blocks.${index}.entries.${j}.date: ${entry.date} is newer than the entry above it (list versions newest first: the first is the one in force)`,
          },
        ]
      : [];
  });
}
