import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '../../site/routes.ts';
import { DIST, must, page } from '../helpers/dist.ts';

/** The web font waits for first paint (docs/decisions.md, Web font): what every page must carry for that. */
const html = (outFile: string) => readFileSync(join(DIST, outFile), 'utf8');
const css = (url: string) => readFileSync(join(DIST, url), 'utf8');

for (const route of ROUTES) {
  test(`fonts - ${route.url} links Pretendard without blocking rendering, and for visitors without JavaScript`, () => {
    const doc = page(route.outFile);
    const deferred = must(doc, 'head link[rel="stylesheet"][data-fonts]', route.url);
    assert.is(deferred.getAttribute('media'), 'print', 'not render-blocking until applied');
    const href = deferred.getAttribute('href')!;
    assert.match(html(route.outFile), `<noscript><link rel="stylesheet" href="${href}"></noscript>`);
    assert.match(css(href), 'Pretendard Variable');
    const blocking = [...doc.querySelectorAll('head link[rel="stylesheet"]:not([data-fonts])')].filter((link) => !link.closest('noscript'));
    assert.is(blocking.length, 1, 'one render-blocking stylesheet');
    const site = css(blocking[0]!.getAttribute('href')!);
    assert.not.match(site, /\.woff2/, 'no font file is referenced by the render-blocking stylesheet');
    assert.match(site, 'Pretendard Fallback');
  });
}

test('fonts - the font stylesheet holds every Pretendard subset, each with swap and a unicode-range', () => {
  const href = must(page('index.html'), 'link[data-fonts]').getAttribute('href')!;
  const faces = css(href).match(/@font-face\{[^}]*\}/g) ?? [];
  assert.is(faces.length, 92);
  for (const face of faces) {
    assert.match(face, 'font-display:swap');
    assert.match(face, /unicode-range:/);
  }
});

test.run();
