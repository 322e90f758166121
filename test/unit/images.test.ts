/**
 * Image sizes from the files: the build reads each picture's width and height from
 * static/assets/img (site/content/images.ts) and refuses a file it cannot read; the editor's
 * preview shows a picture not yet saved from Decap's copy (client/admin/preview.tsx).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { formatError, type ContentError } from '../../site/content/errors.ts';
import { IMAGE_DIR, displaySize, readImages } from '../../site/content/images.ts';
import { IMAGE_MAX_BYTES } from '../../site/content/blocks.ts';
import { withDraftImages } from '../../client/admin/preview.tsx';
import { tempDir } from '../helpers/temp.ts';

/** A PNG of this size, as an image program writes it. */
function png(width: number, height: number): Buffer {
  return PNG.sync.write(new PNG({ width, height }));
}

/**
 * The header of a JPEG a phone writes upright-turned: EXIF orientation `orientation` (APP1), then
 * the frame header (SOF0) with the stored width and height; what the size reader reads.
 */
function jpegHeader(width: number, height: number, orientation: number): Buffer {
  const tiff = Buffer.from([
    ...[0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8], // big-endian TIFF, first directory at 8
    ...[0, 1], // one entry: Orientation (0x0112), SHORT, 1 value
    ...[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0],
    ...[0, 0, 0, 0], // no next directory
  ]);
  const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0, exif.length + 2]), exif]);
  const sof = Buffer.from([
    ...[0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3],
    ...[1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app1, sof, Buffer.from([0xff, 0xd9])]);
}

/** A project folder with these files under static/assets/img. */
function projectWith(files: Record<string, Buffer | string>): string {
  const root = tempDir('haeon-images-');
  mkdirSync(join(root, IMAGE_DIR), { recursive: true });
  for (const [name, bytes] of Object.entries(files))
    writeFileSync(join(root, IMAGE_DIR, name), bytes);
  return root;
}

test('images - each size is read from its file: PNG, SVG, a turned JPEG', () => {
  const root = projectWith({
    'photo-1.png': png(37, 23),
    'drawing.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"></svg>',
    'phone-photo.jpg': jpegHeader(4000, 3000, 6),
    '.DS_Store': 'not an image a page can name',
  });
  try {
    const errors: ContentError[] = [];
    const images = readImages(root, errors);
    assert.equal(errors, []);
    assert.equal(Object.fromEntries(images), {
      'drawing.svg': { width: 120, height: 80 },
      'phone-photo.jpg': { width: 3000, height: 4000 },
      'photo-1.png': { width: 37, height: 23 },
    });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('images - an upright JPEG keeps its stored size', () => {
  assert.equal(displaySize(jpegHeader(4000, 3000, 1)), { width: 4000, height: 3000 });
});

test('images - a file whose size cannot be read stops the build with its name', () => {
  const root = projectWith({ 'broken.webp': 'RIFF....WEBPVP8 cut short', 'fine.png': png(4, 2) });
  try {
    const errors: ContentError[] = [];
    const images = readImages(root, errors);
    assert.equal([...images.keys()], ['fine.png']);
    assert.is(errors.length, 1);
    assert.match(
      formatError(errors[0]!),
      /^static\/assets\/img\/broken\.webp:1: the build cannot read this image's width and height \(.+\): save it again as WebP, PNG, JPEG, AVIF or an SVG with a viewBox$/,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('images - a picture over the limit the editor applies too stops the build with its name', () => {
  const big = Buffer.concat([png(4, 2), Buffer.alloc(IMAGE_MAX_BYTES, 0)]);
  const root = projectWith({ 'big-photo.png': big, 'fine.png': png(4, 2) });
  try {
    const errors: ContentError[] = [];
    readImages(root, errors);
    assert.equal(errors.map(formatError), [
      'static/assets/img/big-photo.png:1: this image is 301 KB, over the 300 KB an image may have: save it smaller (the editor makes uploads fit: docs/editing.md)',
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('images - a file cut short is never read on into the memory after it', () => {
  // A small file's bytes from readFileSync are a slice of Node's shared pool: here, a slice of a
  // larger buffer whose next bytes would make a plausible size.
  const cut = Buffer.from('RIFF....WEBPVP8 cut short');
  const pool = Buffer.alloc(4096, 0x41);
  cut.copy(pool);
  assert.throws(() => displaySize(pool.subarray(0, cut.length)), /Invalid|bounds|width/);
  assert.throws(() => displaySize(cut));
});

test('preview - a picture not yet saved shows from the editor, a saved one from the site', () => {
  const known = new Map([['banner-company-intro.webp', { width: 1920, height: 560 }]]);
  const html =
    '<img src="/assets/img/banner-company-intro.webp"><img src="/assets/img/site-photo-2026.webp" width="1">';
  const asked: string[] = [];
  const getAsset = (path: string) => {
    asked.push(path);
    return { toString: () => 'blob:http://127.0.0.1:4000/5f0c' };
  };
  assert.is(
    withDraftImages(html, known, getAsset),
    '<img src="/assets/img/banner-company-intro.webp"><img src="blob:http://127.0.0.1:4000/5f0c" width="1">',
  );
  assert.equal(asked, ['site-photo-2026.webp']);
  // Decap answers the bare name when it has no copy: the site's address stays.
  assert.is(
    withDraftImages(html, known, (path) => path),
    html,
    'no address relative to /admin/',
  );
});

test.run();
