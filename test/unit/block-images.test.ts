import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cpSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockImages } from '../../site/content/blocks.ts';
import { formatError } from '../../site/content/errors.ts';
import { loadSite } from '../../site/content/load.ts';
import { ROUTES } from '../../site/routes.ts';
import { ROOT } from '../helpers/dist.ts';
import { tempDir } from '../helpers/temp.ts';

test('blockImages: each block type names its images with their place in the block', () => {
  assert.equal(
    blockImages({
      type: 'features',
      items: [
        { title: 'A', text: 'a', icon: 'icon-a.svg' },
        { title: 'B', text: 'b' },
        { title: 'C', text: 'c', icon: 'icon-c.svg' },
      ],
    }),
    [
      { path: ['items', 0, 'icon'], name: 'icon-a.svg' },
      { path: ['items', 2, 'icon'], name: 'icon-c.svg' },
    ],
  );
  assert.equal(
    blockImages({
      type: 'gallery',
      images: [{ src: 'photo.webp', alt: 'A photo' }],
    }),
    [{ path: ['images', 0, 'src'], name: 'photo.webp' }],
  );
  assert.equal(blockImages({ type: 'prose', markdown: 'Text' }), []);
});

test('a block image that does not exist stops the build at its line', () => {
  const root = tempDir('block-images-');
  try {
    cpSync(join(ROOT, 'content'), join(root, 'content'), { recursive: true });
    symlinkSync(join(ROOT, 'static'), join(root, 'static'));
    const route = ROUTES.find((r) => r.locale === 'ko' && r.id === 'solution/must-xr')!;
    const file = join(root, route.contentFile);
    const text = readFileSync(file, 'utf8');
    const icon = /icon: (\S+)/.exec(text)![1]!;
    const src = /src: (\S+)/.exec(text)![1]!;
    writeFileSync(
      file,
      text.replace(`icon: ${icon}`, 'icon: icon-gone.svg').replace(`src: ${src}`, 'src: gone.webp'),
    );
    const lineOf = (needle: string) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .findIndex((l) => l.includes(needle)) + 1;
    const lines = loadSite(root).errors.map(formatError);
    assert.equal(lines, [
      `${route.contentFile}:${lineOf('icon-gone.svg')}: "/assets/img/icon-gone.svg" leads nowhere (no file static/assets/img/icon-gone.svg)`,
      `${route.contentFile}:${lineOf('gone.webp')}: "/assets/img/gone.webp" leads nowhere (no file static/assets/img/gone.webp)`,
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test.run();
