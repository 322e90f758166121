/**
 * The site's images and their sizes in pixels, read from the files under static/assets/img
 *: a page's <img> gets its width and height from the picture itself, so no writer
 * types them and none can be wrong (docs/decisions.md). `image-size` reads them from the files'
 * headers (WebP, PNG, JPEG, AVIF, SVG). A file whose size cannot be read, or that is over the
 * site's IMAGE_MAX_BYTES (300 KB), stops the build, named like every content error.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { IMAGE_DIR, IMAGE_MAX_BYTES, IMAGE_NAME } from './blocks.ts';
import type { ContentError } from './errors.ts';

export { IMAGE_DIR };

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * File name -> its size as a browser shows it: 'product-kiosk-1.webp'
 * -> { width: 1200, height: 800 }.
 */
export type ImageSizes = ReadonlyMap<string, ImageSize>;

/**
 * The size a browser lays the picture out at: a JPEG's EXIF orientation 5 to 8 turns it a quarter,
 * and browsers apply it (CSS image-orientation: from-image), so its width is the stored height.
 */
export function displaySize(bytes: Uint8Array): ImageSize {
  // A copy of its own: image-size reads through DataViews that run to the end of the underlying
  // memory, and a small file's bytes from readFileSync are a slice of Node's shared pool, so a
  // file cut short was read on into whatever lay after it and given a size made of those bytes.
  const { width, height, orientation } = imageSize(new Uint8Array(bytes));
  if (!width || !height) throw new Error('no width and height in the file');
  return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * Every image under static/assets/img that pages can name (IMAGE_NAME) with its size; a file
 * whose size cannot be read is an error.
 */
export function readImages(root: string, errors: ContentError[]): Map<string, ImageSize> {
  const dir = join(root, IMAGE_DIR);
  const images = new Map<string, ImageSize>();
  // Only names a page can use: not a system's .DS_Store.
  const names = (existsSync(dir) ? readdirSync(dir) : []).filter((name) => IMAGE_NAME.test(name));
  for (const name of names.sort()) {
    try {
      const bytes = readFileSync(join(dir, name));
      if (bytes.length > IMAGE_MAX_BYTES)
        errors.push({
          file: `${IMAGE_DIR}/${name}`,
          line: 1,
          message: `this image is ${Math.ceil(bytes.length / 1024)} KB, over the ${IMAGE_MAX_BYTES / 1024} KB an image may have: save it smaller (the editor makes uploads fit: docs/editing.md)`,
        });
      images.set(name, displaySize(bytes));
    } catch (error) {
      errors.push({
        file: `${IMAGE_DIR}/${name}`,
        line: 1,
        message: `the build cannot read this image's width and height (${(error as Error).message}): save it again as WebP, PNG, JPEG, AVIF or an SVG with a viewBox`,
      });
    }
  }
  return images;
}
