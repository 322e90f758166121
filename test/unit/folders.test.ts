/**
 * The last build's page folders made ahead in the next build's staging folder
 * (site/builder/folders.ts): each folder that held a page is made, and those the build wrote
 * nothing into are removed again, with parents they leave empty, while folders something else
 * filled stay.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { premakeFolders, removeUnused } from '../../site/builder/folders.ts';
import { tempDir } from '../helpers/temp.ts';

const page = (root: string, folder: string) => {
  mkdirSync(join(root, folder), { recursive: true });
  writeFileSync(join(root, folder, 'index.html'), '<!DOCTYPE html>');
};

test('folders - made ahead from the last build, the unused ones removed', async () => {
  const last = join(tempDir('folders-'), 'dist');
  const staging = `${last}.next`;
  for (const folder of ['', 'a', 'press/one', 'press/two', 'press/page/2', 'admin'])
    page(last, folder);
  writeFileSync(join(last, 'press/one/picture.webp'), 'not a page');
  mkdirSync(join(last, 'assets/img'), { recursive: true });

  const made = await premakeFolders(last, staging);
  assert.equal(made.map((folder) => folder.slice(staging.length)).sort(), [
    '',
    '/a',
    '/admin',
    '/press/one',
    '/press/page/2',
    '/press/two',
  ]);
  assert.not.ok(existsSync(join(staging, 'assets')), 'only folders that held a page');

  // This build writes home, /a and /press/one; another writer fills /admin.
  writeFileSync(join(staging, 'admin/index.html'), 'the editor');
  const used = new Set([staging, join(staging, 'a'), join(staging, 'press/one')]);
  assert.is(removeUnused(made, used), 3, 'press/two, press/page/2 and press/page');
  assert.equal(readdirSync(join(staging, 'press')), ['one']);
  assert.ok(existsSync(join(staging, 'admin/index.html')));

  // No last build: nothing made, nothing removed.
  assert.equal(await premakeFolders(join(last, 'none'), join(last, 'none.next')), []);
});

test.run();
