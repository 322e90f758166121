import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROUTES, routesOf, notFoundRoute } from '../../site/routes.ts';
import { MESSAGES } from '../../site/i18n.ts';
import { page, must, ROOT, DIST } from '../helpers/dist.ts';

const company = parse(readFileSync(join(ROOT, 'content/company.yaml'), 'utf8'));
const origin: string = company.origin;

for (const route of ROUTES) {
  test(`pages - ${route.url} has its language, title, canonical and alternates`, () => {
    const doc = page(route.outFile);
    assert.is(doc.documentElement.getAttribute('lang'), route.locale);
    const name = company.name[route.locale];
    const expected = route.id === 'home' ? name : `${name} | ${MESSAGES[route.locale][route.titleKey]}`;
    assert.is(doc.title, expected);
    assert.ok(must(doc, 'meta[name="description"]').getAttribute('content')!.length >= 20);
    assert.is(must(doc, 'meta[property="og:title"]').getAttribute('content'), expected);
    assert.is(must(doc, 'meta[property="og:locale"]').getAttribute('content'), route.locale === 'ko' ? 'ko_KR' : 'en_US');
    if (route.noindex) {
      assert.is(must(doc, 'meta[name="robots"]').getAttribute('content'), 'noindex');
      assert.is(doc.querySelector('link[rel="canonical"]'), null);
      return;
    }
    assert.is(must(doc, 'link[rel="canonical"]').getAttribute('href'), origin + route.url);
    assert.is(must(doc, 'link[hreflang="ko"]').getAttribute('href'), origin + route.alternates.ko);
    assert.is(must(doc, 'link[hreflang="en"]').getAttribute('href'), origin + route.alternates.en);
    assert.is(must(doc, 'link[hreflang="x-default"]').getAttribute('href'), origin + route.alternates.ko);
    assert.is(doc.querySelector('meta[name="robots"]'), null);
  });
}

for (const locale of ['ko', 'en'] as const) {
  test(`pages - the ${locale} 404 page is in its language and not indexed`, () => {
    const doc = page(notFoundRoute(locale).outFile);
    assert.is(doc.documentElement.getAttribute('lang'), locale);
    assert.is(must(doc, 'meta[name="robots"]').getAttribute('content'), 'noindex');
    assert.is(must(doc, 'h1').textContent, MESSAGES[locale]['notFound.title']);
  });
}

test('pages - one h1 on every page', () => {
  for (const route of ROUTES) assert.is(page(route.outFile).querySelectorAll('h1').length, 1, route.url);
});

test('sitemap - every indexable page with ko, en and x-default alternates; no pressView', () => {
  const xml = readFileSync(join(DIST, 'sitemap.xml'), 'utf8');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const indexable = ROUTES.filter((r) => !r.noindex).map((r) => origin + r.url);
  assert.equal(locs.sort(), indexable.sort());
  assert.not.ok(xml.includes('pressView'));
  assert.is((xml.match(/hreflang="x-default"/g) ?? []).length, indexable.length);
});

test('robots - points to the sitemap', () => {
  const robots = readFileSync(join(DIST, 'robots.txt'), 'utf8');
  assert.ok(robots.includes(`Sitemap: ${origin}/sitemap.xml`));
});

test('pages - each locale has 32 pages', () => {
  assert.is(routesOf('ko').length + routesOf('en').length, 64);
});

test.run();
