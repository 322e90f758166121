import { test } from 'uvu';
import { execFileSync } from 'node:child_process';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import matter from 'gray-matter';
import { MATTER_OPTIONS } from '../../site/content/front-matter.ts';
import { LOCALES, ROUTES, routesOf, type Route } from '../../site/routes.ts';
import { MENU_PAGES } from '../helpers/counts.ts';
import { MESSAGES } from '../../site/i18n.ts';
import { page, must, ROOT, DIST, PAGES } from '../helpers/dist.ts';

const company = parse(readFileSync(join(ROOT, 'content/company.yaml'), 'utf8'));
const origin: string = company.origin;

/** The title contracts §2 and §11 give a page, worked out from the sources, not from the build. */
function expectedTitle(route: Route): string {
  const name = company.name[route.locale];
  const messages = MESSAGES[route.locale];
  if (route.kind === 'home') return name;
  // An article and a brochure are titled by their file ('safewiz 브로슈어'; the menu title names the
  // solution page).
  if (route.kind === 'article' || route.kind === 'brochure')
    return `${name} | ${matter(readFileSync(join(ROOT, route.contentFile), 'utf8'), MATTER_OPTIONS).data.title}`;
  const title = messages[route.titleKey];
  return `${name} | ${route.listPage ? messages['press.pageTitle'].replace('{{title}}', title).replace('{{page}}', String(route.listPage)) : title}`;
}

for (const route of PAGES) {
  test(`pages - ${route.url} has its language, title, canonical and alternates`, () => {
    const doc = page(route.outFile);
    assert.is(doc.documentElement.getAttribute('lang'), route.locale);
    const expected = expectedTitle(route);
    assert.is(doc.title, expected);
    assert.ok(must(doc, 'meta[name="description"]').getAttribute('content')!.length >= 20);
    assert.is(must(doc, 'meta[property="og:title"]').getAttribute('content'), expected);
    assert.is(
      must(doc, 'meta[property="og:locale"]').getAttribute('content'),
      route.locale === 'ko' ? 'ko_KR' : 'en_US',
    );
    if (route.noindex) {
      assert.is(must(doc, 'meta[name="robots"]').getAttribute('content'), 'noindex');
      assert.is(doc.querySelector('link[rel="canonical"]'), null);
      return;
    }
    assert.is(must(doc, 'link[rel="canonical"]').getAttribute('href'), origin + route.url);
    assert.is(must(doc, 'link[hreflang="ko"]').getAttribute('href'), origin + route.alternates.ko);
    assert.is(must(doc, 'link[hreflang="en"]').getAttribute('href'), origin + route.alternates.en);
    assert.is(
      must(doc, 'link[hreflang="x-default"]').getAttribute('href'),
      origin + route.alternates.ko,
    );
    assert.is(doc.querySelector('meta[name="robots"]'), null);
  });
}

for (const locale of ['ko', 'en'] as const) {
  test(`pages - the ${locale} 404 page is in its language and not indexed`, () => {
    const doc = page(PAGES.find((r) => r.kind === 'notFound' && r.locale === locale)!.outFile);
    assert.is(doc.documentElement.getAttribute('lang'), locale);
    assert.is(must(doc, 'meta[name="robots"]').getAttribute('content'), 'noindex');
    assert.is(must(doc, 'h1').textContent, MESSAGES[locale]['notFound.title']);
  });
}

test('pages - every page has a unique title and description', () => {
  const titles = PAGES.map((r) => page(r.outFile).title);
  const descriptions = PAGES.map((r) =>
    page(r.outFile).querySelector('meta[name="description"]')!.getAttribute('content'),
  );
  assert.is(new Set(titles).size, titles.length);
  assert.is(new Set(descriptions).size, descriptions.length);
});

test('pages - one h1 on every page', () => {
  for (const route of PAGES)
    assert.is(page(route.outFile).querySelectorAll('h1').length, 1, route.url);
});

test('sitemap - every indexable page (press articles and list pages too) with ko, en and x-default alternates; no pressView', () => {
  const xml = readFileSync(join(DIST, 'sitemap.xml'), 'utf8');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const indexable = PAGES.filter((r) => !r.noindex).map((r) => origin + r.url);
  assert.ok(
    PAGES.filter((r) => r.kind === 'article').every((r) => locs.includes(origin + r.url)),
    'every article is in the sitemap',
  );
  assert.equal(locs.sort(), indexable.sort());
  assert.not.ok(xml.includes('pressView'));
  assert.is((xml.match(/hreflang="x-default"/g) ?? []).length, indexable.length);
});

test('sitemap - each page dates from the last commit of its content file, not from the build', () => {
  const xml = readFileSync(join(DIST, 'sitemap.xml'), 'utf8');
  const entries = [...xml.matchAll(/<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)];
  const lastmod = new Map(entries.map(([, loc, date]) => [loc!, date!]));
  // Pages of content files committed as they are (a checkout with edits dates those from the file).
  const edited = execFileSync('git', ['-C', ROOT, 'status', '--porcelain', '--', 'content/'], {
    encoding: 'utf8',
  });
  const dated = PAGES.filter(
    (r) =>
      !r.noindex &&
      r.kind !== 'home' &&
      !r.widget?.startsWith('press') &&
      !edited.includes(r.contentFile),
  );
  assert.ok(dated.length > 60, `${dated.length} pages`);
  assert.ok(
    dated.every((r) => lastmod.has(origin + r.url)),
    'every page has its date',
  );
  // A whole clone (as .ci/run and the CI workflows of docs/deploy.md fetch): one git call per page
  // for a sample of them, articles included, following the file through moves: the newest commit
  // that is not a move without an edit (R100).
  for (const route of dated.filter((_, i) => i % 6 === 0)) {
    const log = execFileSync(
      'git',
      ['-C', ROOT, 'log', '--follow', '--format=%x00%cI', '--name-status', '--', route.contentFile],
      { encoding: 'utf8' },
    );
    const [committed] = log
      .split('\0')
      .map((commit) => commit.split('\n').filter(Boolean))
      .find(([, change]) => change && !change.startsWith('R100'))!;
    assert.is(lastmod.get(origin + route.url), committed, route.url);
  }
});

test('robots - points to the sitemap', () => {
  const robots = readFileSync(join(DIST, 'robots.txt'), 'utf8');
  assert.ok(robots.includes(`Sitemap: ${origin}/sitemap.xml`));
});

test('pages - each locale has the pages of the menu, the standalone routes and the brochures, each built', () => {
  for (const locale of LOCALES) assert.is(routesOf(locale).length, MENU_PAGES, locale);
  assert.is(ROUTES.length, MENU_PAGES * LOCALES.length);
  for (const route of ROUTES) assert.ok(page(route.outFile).title, route.outFile);
});

test.run();
