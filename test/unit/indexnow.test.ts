/**
 * IndexNow: which URLs `npm run indexnow` sends and how, against a local stand-in for
 * the search engines' endpoint (a real HTTP server on a free port), never the internet: the
 * protocol's JSON body, batches, every answer named, and the command end to end on a checkout
 * made for the test (a page changed and a page deleted since the last deploy).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile, execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  changedSince,
  keyFile,
  sitemapEntries,
  submit,
  urlOfContentFile,
} from '../../site/builder/indexnow.ts';
import { toSitemap } from '../../site/builder/seo.ts';
import { routeOf } from '../../site/routes.ts';
import { ROOT } from '../helpers/dist.ts';
import { loadContent, seoFiles } from '../../build.ts';
import { tempDir } from '../helpers/temp.ts';

const ORIGIN = 'https://www.example.com';
const KEY = 'a1b2c3d4e5f6a7b8';

interface Received {
  path: string;
  type: string;
  body: { host: string; key: string; keyLocation: string; urlList: string[] };
}

/** The stand-in: records each request and answers with the next status of `statuses`. */
async function standIn(
  statuses: number[],
): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ path: req.url!, type: req.headers['content-type']!, body: JSON.parse(body) });
      res.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/indexnow`,
    received,
    server,
  };
}

test('indexnow - the sitemap read back, the pages changed after a date, a deleted file as its URL', () => {
  const routes = [
    routeOf('company/intro', 'ko'),
    routeOf('company/intro', 'en'),
    routeOf('contact', 'ko'),
  ];
  const dates: Record<string, string> = {
    '/company/intro': '2025-03-04T10:00:00+09:00',
    '/eng/company/intro': '2024-12-01T10:00:00+09:00',
  };
  const entries = sitemapEntries(toSitemap(ORIGIN, routes, (r) => dates[r.url]));
  assert.equal(entries[0], {
    url: `${ORIGIN}/company/intro`,
    lastmod: '2025-03-04T10:00:00+09:00',
  });
  // No date: sent anyway.
  assert.equal(changedSince(entries, new Date('2025-01-01')), [
    `${ORIGIN}/company/intro`,
    `${ORIGIN}/contact`,
  ]);
  assert.is(urlOfContentFile('content/company/en/intro.md', ORIGIN), `${ORIGIN}/eng/company/intro`);
  assert.is(urlOfContentFile('content/home/en/index.md', ORIGIN), `${ORIGIN}/eng`);
  assert.is(urlOfContentFile('content/business/ko/index.md', ORIGIN), `${ORIGIN}/business`);
  // Where pages were before content/<folder>/<locale>/: a page deleted since an older deploy.
  assert.is(urlOfContentFile('content/company/en/intro.md', ORIGIN), `${ORIGIN}/eng/company/intro`);
  assert.is(
    urlOfContentFile('content/press/ko/2025-01-02-a.md', ORIGIN),
    `${ORIGIN}/resources/press/2025-01-02-a`,
  );
  assert.is(urlOfContentFile('content/company.yaml', ORIGIN), undefined);
  assert.equal(keyFile(KEY), { path: `${KEY}.txt`, contents: KEY });
});

test('indexnow - the protocol body, in batches of 10,000, each answer named', async () => {
  const { url, received, server } = await standIn([200, 403]);
  try {
    const urls = Array.from({ length: 10_001 }, (_, i) => `${ORIGIN}/p${i}`);
    const { ok, lines } = await submit({ origin: ORIGIN, key: KEY, urls, endpoint: url });
    assert.is(received.length, 2);
    assert.equal(received[0]!.body, {
      host: 'www.example.com',
      key: KEY,
      keyLocation: `${ORIGIN}/${KEY}.txt`,
      urlList: urls.slice(0, 10_000),
    });
    assert.equal(received[1]!.body.urlList, [`${ORIGIN}/p10000`]);
    assert.is(received[0]!.type, 'application/json; charset=utf-8');
    assert.not.ok(ok, 'a refused batch fails the run');
    assert.match(lines[1]!, '1 URLs: 403 refused: the key is not valid');
  } finally {
    server.close();
  }
});

test('indexnow - the build serves the key as /<key>.txt when company.yaml has one, and no such file without', () => {
  const content = loadContent(ROOT);
  const withKey = { ...content, company: { ...content.company, indexNowKey: KEY } };
  const files = (c: typeof content) => seoFiles(c, new Map()).map((f) => f.path);
  assert.ok(files(withKey).includes(`${KEY}.txt`));
  assert.equal(seoFiles(withKey, new Map()).find((f) => f.path === `${KEY}.txt`)?.contents, KEY);
  assert.not.ok(
    files({ ...content, company: { ...content.company, indexNowKey: undefined } }).some(
      (p) => p.endsWith('.txt') && p !== 'robots.txt',
    ),
  );
});

const run = promisify(execFile);

test('indexnow - npm run indexnow --since <commit>: the pages changed and deleted since the last deploy, and nothing else', async () => {
  const folder = tempDir('indexnow-');
  const { url, received, server } = await standIn([202]);
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', folder, ...args], {
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@example.com',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@example.com',
      },
    }).trim();
  try {
    mkdirSync(join(folder, 'content/company/ko'), { recursive: true });
    cpSync(join(ROOT, 'content/company.yaml'), join(folder, 'content/company.yaml'));
    writeFileSync(
      join(folder, 'content/company.yaml'),
      `${readFileSync(join(folder, 'content/company.yaml'), 'utf8')}indexNowKey: ${KEY}\n`,
    );
    writeFileSync(join(folder, 'content/company/ko/old.md'), 'x');
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'deployed');
    const deployed = git('rev-parse', 'HEAD');
    rmSync(join(folder, 'content/company/ko/old.md'));
    git('add', '-A');
    git('commit', '-qm', 'a page removed');
    const dist = join(folder, 'dist');
    mkdirSync(dist);
    const routes = [routeOf('company/intro', 'ko'), routeOf('contact', 'ko')];
    const when: Record<string, string> = {
      '/company/intro': '2999-01-01T00:00:00Z',
      '/contact': '2000-01-01T00:00:00Z',
    };
    writeFileSync(
      join(dist, 'sitemap.xml'),
      toSitemap(ORIGIN, routes, (r) => when[r.url]),
    );
    writeFileSync(join(dist, `${KEY}.txt`), KEY);
    const env = { ...process.env, BUILD_ROOT: folder, BUILD_DIST: dist, INDEXNOW_ENDPOINT: url };
    const { stderr } = await run(
      'npx',
      ['tsx', join(ROOT, 'scripts/indexnow.ts'), '--since', deployed],
      { env, cwd: ROOT },
    );
    assert.is(received.length, 1);
    assert.equal(received[0]!.body.urlList, [`${ORIGIN}/company/intro`, `${ORIGIN}/company/old`]);
    assert.match(stderr, '2 URLs: 202 received; the key is being checked');
    // Without the key file in the output the deploy cannot prove the key: refused before sending.
    rmSync(join(dist, `${KEY}.txt`));
    const refused = await run(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'scripts/indexnow.ts'), '--all'],
      {
        env,
        cwd: ROOT,
      },
    ).catch((e: { code: number; stderr: string }) => e);
    assert.is((refused as { code: number }).code, 2);
    assert.match((refused as { stderr: string }).stderr, `${KEY}.txt is missing`);
    assert.is(received.length, 1, 'nothing more sent');
  } finally {
    server.close();
    rmSync(folder, { recursive: true, force: true });
  }
});

test.run();
