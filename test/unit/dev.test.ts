import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { ContentErrors } from '../../site/content/errors.ts';
import { buildTable, hostFiles, writeFiles } from '../../build.ts';
import { startServer } from '../../server/http-server.ts';
import { createLiveReload } from '../../scripts/dev/live.ts';
import { tempDir } from '../helpers/temp.ts';
import {
  errorLines,
  includes,
  injectDevScript,
  mergePlans,
  planFor,
  stepOf,
  withRetry,
} from '../../scripts/dev/rules.ts';

const PAGES = new Set(['content/company/ko/intro.md', 'content/company/en/intro.md']);

test('dev - a page file rebuilds only its page', () => {
  assert.is(stepOf('content/company/ko/intro.md', PAGES), 'pages');
});

test('dev - other content, static, client and code files need more', () => {
  assert.is(stepOf('content/popup.yaml', PAGES), 'content');
  assert.is(stepOf('content/press/2025-01-01-news.md', PAGES), 'content');
  assert.is(stepOf('content/company/ko/new-page.md', PAGES), 'content');
  assert.is(stepOf('static/assets/img/icon-shield.svg', PAGES), 'static');
  assert.is(stepOf('client/styles/site.css', PAGES), 'client');
  assert.is(stepOf('templates/Header.tsx', PAGES), 'restart');
  assert.is(stepOf('site/menu.ts', PAGES), 'restart');
});

test('dev - editor scratch files and unwatched files change nothing', () => {
  for (const path of [
    'content/company/ko/.intro.md.swp',
    'content/company/ko/intro.md~',
    'content/company/ko/4913',
    'static/.DS_Store',
    'README.md',
  ]) {
    assert.is(stepOf(path, PAGES), null, path);
  }
});

test('dev - merged plans take the bigger step and every file', () => {
  assert.equal(mergePlans({ step: 'pages', files: ['a'] }, { step: 'client', files: ['b', 'a'] }), {
    step: 'client',
    files: ['a', 'b'],
  });
  assert.equal(mergePlans(undefined, { step: 'pages', files: ['a'] }), {
    step: 'pages',
    files: ['a'],
  });
  assert.ok(includes('client', 'static'));
  assert.not.ok(includes('pages', 'content'));
});

test('dev - a burst of saves becomes one plan; irrelevant ones none', () => {
  assert.equal(planFor(['content/company/ko/intro.md', 'content/company/en/intro.md'], PAGES), {
    step: 'pages',
    files: ['content/company/ko/intro.md', 'content/company/en/intro.md'],
  });
  assert.equal(planFor(['content/company/ko/intro.md', 'client/main.ts'], PAGES)?.step, 'client');
  assert.is(planFor(['README.md', 'content/company/ko/x.md~'], PAGES), undefined);
});

test('dev - after a failed build the next one re-reads all content and redoes the failed work', () => {
  const edit = { step: 'pages' as const, files: ['content/company/ko/intro.md'] };
  assert.equal(withRetry(edit, undefined), edit);
  assert.equal(withRetry(edit, { step: 'pages', files: ['content/company/en/intro.md'] }), {
    step: 'content',
    files: ['content/company/en/intro.md', 'content/company/ko/intro.md'],
  });
  assert.is(withRetry(edit, { step: 'restart', files: ['templates/Header.tsx'] }).step, 'client');
});

test('dev - the reload script goes at the end of the body', () => {
  assert.is(
    injectDevScript('<html><body><p>x</p></body></html>'),
    '<html><body><p>x</p><script type="module" src="/__dev/reload.js"></script></body></html>',
  );
  assert.is(
    injectDevScript('<p>x</p>'),
    '<p>x</p><script type="module" src="/__dev/reload.js"></script>',
  );
});

test('dev - content errors show one per line, other errors with their stack', () => {
  const content = new ContentErrors([
    { file: 'content/company/ko/a.md', line: 3, message: 'description: at least 20 characters' },
  ]);
  assert.equal(errorLines(content), [
    'content/company/ko/a.md:3: description: at least 20 characters',
    '1 content error',
  ]);
  assert.is(errorLines(new Error('boom'))[0], 'Error: boom');
  assert.equal(errorLines('plain'), ['plain']);
});

test('dev - a page saved again within the same second is answered in full, never as not modified', async () => {
  const folder = tempDir('dev-live-');
  const dist = join(folder, 'dist');
  writeFiles(dist, hostFiles(buildTable('/')));
  const page = join(dist, 'company/intro/index.html');
  mkdirSync(join(dist, 'company/intro'), { recursive: true });
  writeFileSync(page, '<!doctype html><title>t</title><p>before the save</p>');
  const live = createLiveReload();
  live.reload();
  const server = await startServer({
    port: 0,
    dist,
    before: live.handle,
    inquiriesFile: join(folder, 'inquiries.jsonl'),
    db: join(folder, 'inquiries.db'),
    rateLimit: 'off',
    log: () => {},
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/company/intro`;
  try {
    const first = await fetch(url);
    const lastModified = first.headers.get('last-modified')!;
    assert.ok(lastModified, 'the server sends Last-Modified');
    await first.text();
    // The rebuild lands in the same whole second: Last-Modified cannot tell the two apart.
    writeFileSync(page, '<!doctype html><title>t</title><p>after the save</p>');
    const again = await fetch(url, { headers: { 'If-Modified-Since': lastModified } });
    assert.is(again.status, 200);
    assert.match(await again.text(), 'after the save');
  } finally {
    server.close();
  }
});

test.run();
