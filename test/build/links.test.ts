import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { page, resolvesInDist, DIST, PAGES } from '../helpers/dist.ts';

const FILES = PAGES.map((r) => r.outFile);

test('links - no internal link, image, script or stylesheet leads nowhere', () => {
  const broken: string[] = [];
  for (const file of FILES) {
    const doc = page(file);
    const urls = [
      ...[...doc.querySelectorAll('[href]')].map((el) => el.getAttribute('href')!),
      ...[...doc.querySelectorAll('[src]')].map((el) => el.getAttribute('src')!),
      ...[...doc.querySelectorAll('[srcset]')].flatMap((el) =>
        el
          .getAttribute('srcset')!
          .split(',')
          .map((s) => s.trim().split(' ')[0]!),
      ),
    ];
    for (const url of urls) {
      if (!url.startsWith('/') || url.startsWith('//')) continue;
      if (!resolvesInDist(url)) broken.push(`${file}: ${url}`);
    }
  }
  assert.equal(broken, []);
});

/** '/eng/business' -> the built page's out file, for reading a link's target. */
const outFileOf = new Map(PAGES.map((r) => [r.url, r.outFile]));

test('links - a link to a section (#anchor) of a page reaches an element with that id there', () => {
  const broken: string[] = [];
  for (const file of FILES) {
    for (const a of page(file).querySelectorAll('a[href*="#"]')) {
      const href = a.getAttribute('href')!;
      const [path, anchor] = href.split('#') as [string, string];
      if (!anchor || (path !== '' && !path.startsWith('/'))) continue;
      const target = path === '' ? file : outFileOf.get(path);
      if (!target || !page(target).getElementById(decodeURIComponent(anchor)))
        broken.push(`${file}: ${href}`);
    }
  }
  assert.equal(broken, []);
});

const ISLAND_CHUNKS: Record<string, string[]> = JSON.parse(
  readFileSync(join(DIST, 'assets/islands.json'), 'utf8'),
);

test('islands - every island has props that parse and a chunk that exists; nothing is modulepreloaded', () => {
  for (const file of FILES) {
    const doc = page(file);
    const islands = [...doc.querySelectorAll('[data-island]')];
    assert.ok(islands.length >= 3, `${file} has islands`);
    for (const island of islands) {
      const script = island.nextElementSibling!;
      assert.is(
        script.getAttribute('type'),
        'application/json',
        `${file}: props after ${island.getAttribute('data-island')}`,
      );
      JSON.parse(script.textContent!);
    }
    for (const island of islands) {
      const chunks = ISLAND_CHUNKS[island.getAttribute('data-island')!] ?? [];
      assert.ok(
        chunks.length > 0 && chunks.every(resolvesInDist),
        `${file}: chunks of ${island.getAttribute('data-island')}`,
      );
    }
    assert.is(
      doc.querySelectorAll('link[rel="modulepreload"]').length,
      0,
      `${file}: island chunks must not compete with first paint`,
    );
  }
});

test.run();
