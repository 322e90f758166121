/**
 * The last build's page folders, made again in the next build's staging folder by a thread of
 * its own while the content loads and the pages render. A newsroom of 2,000 items has 4,500 page
 * folders, and making them on the build's thread would keep Pagefind waiting for a core
 * (docs/performance.md, `site/builder/folders.ts`). A folder the new build writes nothing
 * into (a page since removed) is removed again before the swap (removeUnused).
 */
import { rmdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { onThread } from './thread.ts';

/** Run by onThread. */
const MAKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { mkdirSync, readdirSync } = require('node:fs');
const { join, relative } = require('node:path');
const { previous, staging } = workerData;
const made = [];
try {
  const pages = readdirSync(previous, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.name === 'index.html' && entry.isFile())
    .map((entry) => join(staging, relative(previous, entry.parentPath)))
    .sort();
  for (const folder of pages) {
    mkdirSync(folder, { recursive: true });
    made.push(folder);
  }
} catch {
  // No last build, or a folder that cannot be made: the build makes what it needs as it writes.
}
parentPort.postMessage(made);
`;

/**
 * Makes, under `staging`, each folder of `previous` that holds a page (`index.html`); resolves
 * to the folders made, as paths under `staging`. Never rejects: what it could not make, the
 * build makes as it writes.
 */
export function premakeFolders(previous: string, staging: string): Promise<string[]> {
  return onThread<string[]>(MAKER, { previous, staging }).catch(() => []);
}

/**
 * Removes the folders of `made` that the build wrote nothing into (`used`: the folders it wrote
 * files in), deepest first, with their parents once empty; a folder something else filled
 * (a sharing card, the index) is not empty and stays. Returns how many were removed.
 */
export function removeUnused(made: readonly string[], used: ReadonlySet<string>): number {
  const full = new Set<string>();
  for (let folder of used) {
    while (!full.has(folder)) {
      full.add(folder);
      const parent = dirname(folder);
      if (parent === folder) break;
      folder = parent;
    }
  }
  let removed = 0;
  for (const page of [...made].reverse()) {
    // The page's folder, then each parent it leaves empty ('press/page/' after its last 'page/9/').
    for (let folder = page; !full.has(folder); folder = dirname(folder)) {
      try {
        rmdirSync(folder);
        removed++;
      } catch {
        break; // Not empty: something else wrote into it.
      }
    }
  }
  return removed;
}
