/**
 * /admin/ in the built site (contracts §19): a build without CMS_BACKEND writes the page
 * that says how editing is set up, noindex, disallowed in robots.txt, in no sitemap, linked from
 * no public page, with its own headers; the public pages' bytes and headers do not depend on it
 * (test/browser/cms.test.ts builds with the editor and compares).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';

const DIST = join(import.meta.dirname, '../../dist');
const read = (path: string) => readFileSync(join(DIST, path), 'utf8');

test("admin - without a backend the page says who to ask and what to tell them, in the site's style, and is noindex", () => {
  const { document } = parseHTML(read('admin/index.html'));
  assert.is(
    document.querySelector('meta[name="robots"]')?.getAttribute('content'),
    'noindex, nofollow',
  );
  // The site's own stylesheets and page head, as its 404 page: not an unstyled page.
  const sheets = [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) =>
    l.getAttribute('href'),
  );
  const site = parseHTML(read('index.html')).document;
  for (const href of [...site.querySelectorAll('link[rel="stylesheet"]')].map((l) =>
    l.getAttribute('href'),
  ))
    assert.ok(sheets.includes(href), `${href} is linked`);
  assert.ok(document.querySelector('main.main .page-head h1.page-head__title'));
  assert.is(document.querySelector('h1')!.textContent, '사이트 편집기가 아직 연결되지 않았습니다');
  const headings = [...document.querySelectorAll('h2')].map((h) => h.textContent);
  assert.equal(headings, [
    '누구에게 요청하나요',
    '개발 담당자에게 전할 내용',
    '그동안 할 수 있는 일',
  ]);
  assert.match(document.body.textContent!, /사이트를 배포하는 개발 담당자에게/);
  assert.match(document.body.textContent!, /CMS_BACKEND/);
  assert.is(document.querySelector('a.button')?.getAttribute('href'), '/');
  assert.is(document.querySelectorAll('script').length, 0);
});

test('admin - disallowed in robots.txt and in no sitemap', () => {
  assert.match(read('robots.txt'), /^Disallow: \/admin\/$/m);
  assert.not.match(read('sitemap.xml'), /\/admin/);
});

test('admin - linked from no public page', () => {
  const pages = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && !file.startsWith('admin'),
  );
  assert.ok(pages.length > 50);
  const linking = pages.filter((file) => /href="\/admin/.test(read(file)));
  assert.equal(linking, []);
});

test('admin - its own security headers in serve.json: noindex and a policy of its own', () => {
  const serve = JSON.parse(read('serve.json')) as {
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  const admin = serve.headers.find((entry) => entry.source === 'admin/**')!;
  const value = (key: string) => admin.headers.find((h) => h.key === key)?.value;
  assert.is(value('X-Robots-Tag'), 'noindex, nofollow');
  assert.match(value('Content-Security-Policy')!, /script-src 'self' 'unsafe-eval';/);
  const site = serve.headers.find((entry) => entry.source === '**')!;
  assert.ok(!site.headers.some((h) => h.key === 'X-Robots-Tag'));
});

test.run();
