import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '../../site/routes.ts';
import { parseFontFaces, subsetFilesFor } from '../../site/build/font-subsets.ts';
import { DIST, must, page, resolvesInDist } from '../helpers/dist.ts';

/** The web font waits for first paint (docs/decisions.md, Web font): what every page must carry for that. */
const html = (outFile: string) => readFileSync(join(DIST, outFile), 'utf8');
const css = (url: string) => readFileSync(join(DIST, url), 'utf8');

for (const route of ROUTES) {
  test(`fonts - ${route.url} links Pretendard without blocking rendering, and for visitors without JavaScript`, () => {
    const doc = page(route.outFile);
    const deferred = must(doc, 'head link[rel="stylesheet"][data-fonts]', route.url);
    assert.is(deferred.getAttribute('media'), 'print', 'not render-blocking until applied');
    const href = deferred.getAttribute('href')!;
    assert.match(
      html(route.outFile),
      `<noscript><link rel="stylesheet" href="${href}"></noscript>`,
    );
    assert.match(css(href), 'Pretendard Variable');
    const blocking = [
      ...doc.querySelectorAll('head link[rel="stylesheet"]:not([data-fonts])'),
    ].filter((link) => !link.closest('noscript'));
    assert.is(blocking.length, 1, 'one render-blocking stylesheet');
    const site = css(blocking[0]!.getAttribute('href')!);
    assert.not.match(
      site,
      /\.woff2/,
      'no font file is referenced by the render-blocking stylesheet',
    );
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

test('fonts - a home page lists the font files only its intro name needs: the English one, the Korean none', () => {
  for (const route of ROUTES.filter((r) => r.kind === 'home')) {
    const doc = page(route.outFile);
    const link = must(doc, 'link[data-fonts]', route.url);
    const island = must(doc, '[data-island="IntroOverlay"]', route.url);
    const name = (JSON.parse(island.nextElementSibling!.textContent!) as { name: string }).name;
    const faces = parseFontFaces(css(link.getAttribute('href')!));
    const body = doc.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll('script').forEach((script) => script.remove());
    const own = new Set(subsetFilesFor(faces, body.textContent ?? ''));
    const later = link.getAttribute('data-fonts-later')?.split(' ') ?? [];
    assert.equal(
      later,
      subsetFilesFor(faces, name).filter((file) => !own.has(file)),
      route.url,
    );
    for (const file of later) assert.ok(resolvesInDist(file), file);
    if (route.locale === 'ko')
      assert.equal(later, [], 'every character of the name is in the Korean page');
    else assert.ok(later.length > 0, 'the English page has not every character of the Korean name');
  }
  const others = ROUTES.filter(
    (r) => r.kind !== 'home' && page(r.outFile).querySelector('link[data-fonts-later]'),
  );
  assert.equal(
    others.map((r) => r.url),
    [],
    'only the home pages draw text later',
  );
});

test.run();
