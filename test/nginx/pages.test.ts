/**
 * nginx with the generated server block (contracts §14): every page at its clean URL, 404 pages
 * per language, the table's headers on pages, 404s and assets.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseHTML } from 'linkedom';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, ROUTES, notFoundRoute, type Locale } from '../../site/routes.ts';
import { cacheControlFor, securityFor } from '../../site/builder/headers.ts';
import { MESSAGES } from '../../site/i18n.ts';
import { distFiles } from '../helpers/host-rules.ts';
import { current } from './harness.ts';

async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(current().base + path, { redirect: 'manual', headers });
}

/**
 * The security headers of the table for that path (the editor's under /admin/), each exactly, on
 * `response`.
 */
function assertSecurity(response: Response, where: string): void {
  const path = where.startsWith('/') ? where.split(/[?#\s]/)[0]! : '/';
  for (const [name, value] of Object.entries(securityFor(current().table, path)))
    assert.is(response.headers.get(name), value, `${where}: ${name}`);
}

function documentOf(html: string): Document {
  return parseHTML(html).document as unknown as Document;
}

test('nginx - nginx -t accepts the generated server block', () => {
  assert.match(current().configTest, /test is successful/);
  assert.not.match(current().configTest, /\[(warn|emerg|error)\]/, current().configTest);
});

test('nginx - every route answers 200 at its clean URL, no redirect, the page of its language', async () => {
  for (const route of ROUTES) {
    const response = await get(route.url);
    assert.is(response.status, 200, route.url);
    assert.match(
      response.headers.get('content-type') ?? '',
      /^text\/html; charset=utf-8$/,
      route.url,
    );
    const doc = documentOf(await response.text());
    assert.is(doc.documentElement.getAttribute('lang'), route.locale, route.url);
    if (route.id !== 'home')
      assert.ok(
        doc.title.includes(MESSAGES[route.locale][route.titleKey]),
        `${route.url}: title "${doc.title}"`,
      );
  }
});

test('nginx - a trailing slash is a redirect to the clean URL on this host, query kept', async () => {
  const response = await get('/company/intro/?from=mail');
  assert.is(response.status, 301);
  assert.is(response.headers.get('location'), '/company/intro?from=mail');
  assertSecurity(response, 'the redirect');
  assert.is((await get('/eng/')).headers.get('location'), '/eng');
});

async function assertNotFound(path: string, locale: Locale): Promise<void> {
  const response = await get(path);
  assert.is(response.status, 404, path);
  const doc = documentOf(await response.text());
  assert.is(doc.documentElement.getAttribute('lang'), locale, `${path}: lang`);
  assert.ok(doc.title.includes(MESSAGES[locale]['menu.notFound']), `${path}: title "${doc.title}"`);
  assertSecurity(response, path);
  assert.is(
    response.headers.get('cache-control'),
    current().table.defaultCache,
    `${path}: Cache-Control`,
  );
}

test("nginx - unknown paths answer 404 with the page of the path's language and the headers", async () => {
  await assertNotFound('/no-such-page', 'ko');
  await assertNotFound('/company/no-such-page', 'ko');
  await assertNotFound('/english', 'ko');
  await assertNotFound('/eng/no-such-page', 'en');
  await assertNotFound('/eng/company/no-such-page', 'en');
  await assertNotFound('/assets/chunks/missing-AAAAAAAA.js', 'ko');
});

test('nginx - the 404 pages and host files asked for by name are 404s too', async () => {
  for (const locale of LOCALES) await assertNotFound(`/${notFoundRoute(locale).outFile}`, locale);
  for (const path of current().table.hostOnly) await assertNotFound(path, 'ko');
  await assertNotFound('/.env', 'ko');
  await assertNotFound('/eng/.env', 'en');
});

test('nginx - every file of dist/ answers with the security headers and the Cache-Control of the table', async () => {
  const { table, dist } = current();
  const urls = distFiles(dist).filter(
    (url) => !table.hostOnly.includes(url) && !url.endsWith('/404.html'),
  );
  assert.ok(urls.length > 200, `${urls.length} files`);
  for (const url of urls) {
    const response = await get(encodeURI(url));
    assert.is(response.status, 200, url);
    assertSecurity(response, url);
    assert.is(response.headers.get('cache-control'), cacheControlFor(table, url), url);
    await response.arrayBuffer();
  }
});

test("nginx - /admin/ is the editor, noindex, under its own policy; every public page keeps the site's", async () => {
  for (const path of ['/admin/', '/admin']) {
    const response = await get(path);
    assert.is(response.status, 200, path);
    assert.is(response.headers.get('x-robots-tag'), 'noindex, nofollow', path);
    assert.match(
      response.headers.get('content-security-policy')!,
      /script-src 'self' 'unsafe-eval';/,
    );
    assert.match(await response.text(), /<meta name="robots" content="noindex, nofollow">/);
  }
  const home = await get('/');
  assert.is(home.headers.get('x-robots-tag'), null);
  assert.not.match(home.headers.get('content-security-policy')!, /'unsafe-eval'/);
  await home.arrayBuffer();
});

test('nginx - pages revalidate, hashed bundle files are immutable, images are kept a day', async () => {
  const home = await get('/');
  assert.is(home.headers.get('cache-control'), 'public, max-age=0, must-revalidate');
  const html = await home.text();
  const script = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
  const style = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
  for (const asset of [script, style]) {
    assert.ok(asset, 'the home page links its script and stylesheet');
    assert.is(
      (await get(asset!)).headers.get('cache-control'),
      'public, max-age=31536000, immutable',
      asset,
    );
  }
  assert.is((await get('/favicon.svg')).headers.get('cache-control'), 'public, max-age=86400');
  const again = await get('/', { 'If-None-Match': home.headers.get('etag')! });
  assert.is(again.status, 304, 'a page is revalidated with its ETag');
});

test('nginx - XML, JSON, SVG and web manifests are sent with their types', async () => {
  writeFileSync(join(current().dist, 'site.webmanifest'), '{"name":"Haeon IT"}');
  const types: Record<string, RegExp> = {
    '/sitemap.xml': /^text\/xml/,
    '/assets/islands.json': /^application\/json/,
    '/favicon.svg': /^image\/svg\+xml/,
    '/site.webmanifest': /^application\/manifest\+json/,
  };
  for (const [url, type] of Object.entries(types))
    assert.match((await get(url)).headers.get('content-type') ?? '', type, url);
});

test('nginx - no version in the Server header', async () => {
  assert.is((await get('/')).headers.get('server'), 'nginx');
});

test.run();
