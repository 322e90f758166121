import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  LOCALES,
  ROUTES,
  toUrl,
  toOutFile,
  toContentFile,
  pageOfContentFile,
  localeOfPath,
  patternOf,
  routesOf,
  navOf,
  notFoundRoute,
} from '../../site/routes.ts';
import { BROCHURE_PAGES, MENU_PAGES } from '../helpers/counts.ts';

test('routes - url of a route in each locale', () => {
  assert.is(toUrl('company/intro', 'ko'), '/company/intro');
  assert.is(toUrl('company/intro', 'en'), '/eng/company/intro');
  assert.is(toUrl('home', 'ko'), '/');
  assert.is(toUrl('home', 'en'), '/eng');
});

test('routes - output and content files', () => {
  assert.is(toOutFile('company/intro', 'en'), 'eng/company/intro/index.html');
  assert.is(toOutFile('home', 'ko'), 'index.html');
  assert.is(toOutFile('home', 'en'), 'eng/index.html');
  assert.is(toContentFile('business', 'ko'), 'content/business/ko/index.md');
  assert.is(toContentFile('company/intro', 'en'), 'content/company/en/intro.md');
  assert.is(notFoundRoute('en').outFile, 'eng/404.html');
  assert.is(notFoundRoute('ko').outFile, '404.html');
});

test('routes - each page has a file of its own, <folder>/<locale>/<name>.md, read back to its id and language', () => {
  assert.is(new Set(ROUTES.map((r) => r.contentFile)).size, ROUTES.length);
  for (const route of ROUTES) {
    assert.match(route.contentFile, `/${route.locale}/`);
    assert.equal(pageOfContentFile(route.contentFile), { id: route.id, locale: route.locale });
  }
  assert.is(pageOfContentFile('content/press/ko/2025-01-02-a.md'), undefined);
  assert.is(pageOfContentFile('content/company.yaml'), undefined);
  assert.is(pageOfContentFile('content/company/fr/intro.md'), undefined);
});

test('routes - locale of a URL path', () => {
  assert.is(localeOfPath('/eng'), 'en');
  assert.is(localeOfPath('/eng/company/intro'), 'en');
  assert.is(localeOfPath('/english'), 'ko');
  assert.is(localeOfPath('/company/intro'), 'ko');
  assert.is(localeOfPath('/'), 'ko');
});

test('routes - one route per menu entry in every language (the brochures hidden), all distinct', () => {
  for (const locale of LOCALES) {
    assert.is(routesOf(locale).length, MENU_PAGES, locale);
    const brochures = routesOf(locale).filter(
      (r) => r.kind === 'brochure' && r.hidden && r.noindex,
    );
    assert.is(brochures.length, BROCHURE_PAGES, locale);
  }
  assert.is(new Set(ROUTES.map((r) => r.url)).size, MENU_PAGES * LOCALES.length);
  assert.is(new Set(ROUTES.map((r) => r.outFile)).size, MENU_PAGES * LOCALES.length);
});

test('routes - dark header on must-xr and smart-erp only, main on home', () => {
  const dark = routesOf('ko')
    .filter((r) => r.theme === 'dark')
    .map((r) => r.id);
  assert.equal(dark, ['solution/must-xr', 'solution/smart-erp']);
  assert.is(routesOf('en').find((r) => r.id === 'home')!.theme, 'main');
});

test('routes - the pattern background is the flag of the menu item, never guessed from the path', () => {
  const patterns = (id: string) => [
    ...new Set(ROUTES.filter((r) => r.id === id).map((r) => r.pattern)),
  ];
  assert.equal(patterns('products/kiosk'), [null]);
  assert.equal(patterns('solution/smart-erp'), [null]);
  assert.equal(patterns('solution/must-xr'), ['must']);
  assert.equal(patterns('brochure/must-xr'), ['must']);
  assert.equal(patterns('home'), ['home']);
  assert.equal(patterns('company/intro'), ['default']);
  const title = 'menu.company.intro' as const;
  // A new page whose path happens to say 'smart', 'products' or 'must' gets the default pattern.
  for (const path of ['solution/smart-safety', 'products-news', 'company/must-read'])
    assert.is(patternOf(path, { title, path }), 'default', path);
  assert.is(patternOf('company/x', { title, path: 'company/x', pattern: 'none' }), null);
});

test('routes - the privacy policy is a legal page outside the menu groups, indexed, at /privacy and /eng/privacy', () => {
  const privacy = ROUTES.filter((r) => r.id === 'privacy');
  assert.equal(
    privacy.map((r) => r.url),
    ['/privacy', '/eng/privacy'],
  );
  assert.ok(privacy.every((r) => r.kind === 'legal' && r.group === undefined && !r.noindex));
  assert.not.ok(
    navOf('ko')
      .flatMap((g) => g.items)
      .some((r) => r.id === 'privacy'),
  );
});

test('routes - pressView is hidden and noindex; the menu leaves it out', () => {
  const view = ROUTES.find((r) => r.id === 'resources/pressView')!;
  assert.ok(view.hidden && view.noindex);
  const items = navOf('ko').flatMap((g) => g.items.map((r) => r.id));
  assert.not.ok(items.includes('resources/pressView'));
  assert.ok(items.includes('resources/webzine'));
});

test.run();
