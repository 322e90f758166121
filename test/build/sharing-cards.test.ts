/**
 * Sharing cards in the built site (contracts §20): every page search engines see has a card of
 * its own with the Open Graph and Twitter tags, the file is a 1200 x 630 PNG under 300 KB, and
 * the pages kept out of search engines show their language's home card.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, PAGES, must, page } from '../helpers/dist.ts';
import { routeOf } from '../../site/routes.ts';

const ORIGIN = 'https://www.example.com';
const meta = (doc: Document, property: string) =>
  must(doc, `meta[property="${property}"], meta[name="${property}"]`).getAttribute('content')!;

/** The width and height a PNG file states in its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG', 'a PNG file');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const indexable = PAGES.filter((route) => !route.noindex);

test('sharing cards - every indexable page and press article names its own card, with its size and title', () => {
  const seen = new Map<string, string>();
  for (const route of indexable) {
    const doc = page(route.outFile);
    const image = meta(doc, 'og:image');
    assert.match(
      image,
      /^https:\/\/www\.example\.com\/assets\/cards\/[0-9a-f]{16}\.png$/,
      route.url,
    );
    assert.is(meta(doc, 'og:image:width'), '1200', route.url);
    assert.is(meta(doc, 'og:image:height'), '630', route.url);
    assert.is(meta(doc, 'og:image:alt'), doc.title, route.url);
    assert.is(meta(doc, 'twitter:card'), 'summary_large_image', route.url);
    const other = seen.get(image);
    // No two pages show the same words (list pages say their number), so none share a card.
    assert.not.ok(other, `${route.url} shares its card with ${other}`);
    seen.set(image, route.url);
  }
  assert.ok(
    indexable.some((r) => r.kind === 'article'),
    'press articles are checked',
  );
});

test('sharing cards - each card file is a 1200 x 630 PNG under 300 KB', () => {
  const files = new Set(
    indexable.map((route) => meta(page(route.outFile), 'og:image').slice(ORIGIN.length)),
  );
  for (const url of files) {
    const path = join(DIST, url);
    assert.ok(existsSync(path), `${url} exists`);
    const bytes = readFileSync(path);
    assert.equal(pngSize(bytes), { width: 1200, height: 630 }, url);
    assert.ok(bytes.length < 300 * 1024, `${url}: ${bytes.length} bytes`);
  }
});

test('sharing cards - pages kept out of search engines show their language home card', () => {
  const hidden = PAGES.filter((route) => route.noindex);
  assert.ok(hidden.length > 0);
  for (const route of hidden) {
    const home = page(routeOf('home', route.locale).outFile);
    assert.is(meta(page(route.outFile), 'og:image'), meta(home, 'og:image'), route.url);
  }
});

test.run();
