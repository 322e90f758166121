/**
 * The deployment helpers: the nginx settings from the environment, the path rules of
 * the headers table, the compression quality, and the API-only server of `npm run serve:api`.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SettingsError, build, writeFiles } from '../../build.ts';
import {
  IMMUTABLE,
  ONE_DAY,
  REVALIDATE,
  adminSecurity,
  cacheControlFor,
  hostTable,
  securityHeaders,
  pathMatches,
} from '../../site/builder/headers.ts';
import { toHeadersPattern, toServeSource } from '../../site/builder/host-files.ts';
import { API_LOCATION, commonFolder, locationOf, nginxSettings } from '../../site/builder/nginx.ts';
import {
  brotliQuality,
  isPrecompressed,
  linkTree,
  precompress,
} from '../../site/builder/precompress.ts';
import { startServer } from '../../server/http-server.ts';
import { VALID_INQUIRY, CONTACT_PATH, post } from '../helpers/inquiry.ts';
import { tempDir } from '../helpers/temp.ts';

test('deploy - nginx settings default to dist/, port 8080 and the API on 127.0.0.1:3000', () => {
  assert.equal(nginxSettings({}, '/srv/site/dist'), {
    settings: {
      root: '/srv/site/dist',
      port: 8080,
      apiUpstream: 'http://127.0.0.1:3000',
      trustedProxies: ['127.0.0.1', '::1'],
    },
    errors: [],
  });
  const set = nginxSettings(
    {
      SITE_ROOT: '/var/www/haeon/',
      NGINX_PORT: '80',
      API_UPSTREAM: 'http://unix:/run/haeon/api.sock:',
      TRUSTED_PROXIES: '10.0.0.2, 2001:db8::/32',
    },
    '/x',
  );
  assert.equal(set.settings, {
    root: '/var/www/haeon',
    port: 80,
    apiUpstream: 'http://unix:/run/haeon/api.sock:',
    trustedProxies: ['127.0.0.1', '::1', '10.0.0.2', '2001:db8::/32'],
  });
});

test('deploy - nginx settings refuse what would break or inject into the generated file', () => {
  const errors = (env: Record<string, string>) => nginxSettings(env, '/srv/dist').errors;
  assert.equal(errors({ NGINX_PORT: '80x' }), [
    'NGINX_PORT: "80x" is not a port (an integer 1-65535)',
  ]);
  for (const port of ['0', '65536', '-1', '8080; include /etc/passwd'])
    assert.is(errors({ NGINX_PORT: port }).length, 1, port);
  for (const root of ['dist', './dist', '/srv/my site', '/srv/x;}', '/srv/$x', '/srv/"x'])
    assert.match(errors({ SITE_ROOT: root })[0] ?? '', /^SITE_ROOT: /, root);
  for (const upstream of [
    'https://api:3000',
    'http://127.0.0.1:3000/api',
    'http://a b',
    'http://x;',
    '127.0.0.1:3000',
  ])
    assert.match(errors({ API_UPSTREAM: upstream })[0] ?? '', /^API_UPSTREAM: /, upstream);
  assert.equal(
    errors({ API_UPSTREAM: 'http://10.0.0.5:3000, http://10.0.0.6:3000 http://unix:/run/a.sock:' }),
    [],
  );
  assert.equal(errors({ API_UPSTREAM: 'http://10.0.0.5:3000,http://x;' }), [
    'API_UPSTREAM: "http://x;" is not usable (http://host:port with no path, or http://unix:/path/to.sock:; several separated by commas)',
  ]);
  for (const proxies of ['proxy.example', '10.0.0.0/33', '10.0.0.1;', '10.0.0.0/8/1', '0/0'])
    assert.match(errors({ TRUSTED_PROXIES: proxies })[0] ?? '', /^TRUSTED_PROXIES: /, proxies);
  assert.is(
    errors({ NGINX_PORT: 'x', SITE_ROOT: 'rel', API_UPSTREAM: 'ftp://x' }).length,
    3,
    'all problems at once',
  );
});

test('deploy - a wrong setting stops the build before anything is written, naming each', async () => {
  const dist = join(tempDir('deploy-settings-'), 'dist');
  try {
    await build(undefined, dist, { NGINX_PORT: 'eighty', SITE_ROOT: 'relative/dist' });
    assert.unreachable('the build went on');
  } catch (error) {
    assert.instance(error, SettingsError);
    assert.is(
      (error as Error).message,
      'SITE_ROOT: "relative/dist" is not usable (an absolute path without spaces, quotes or ; { } $ # \\)\nNGINX_PORT: "eighty" is not a port (an integer 1-65535)\n2 setting errors',
    );
  }
});

test('deploy - the path rules of the table, and their spelling for each host', () => {
  const table = hostTable({
    inlineScripts: ['x'],
    apiBase: '/',
    hashedEntries: ['/assets/main-ABCDEFGH.js'],
  });
  assert.is(cacheControlFor(table, '/assets/chunks/a-ABCDEFGH.js'), IMMUTABLE);
  assert.is(cacheControlFor(table, '/assets/main-ABCDEFGH.js'), IMMUTABLE);
  assert.is(cacheControlFor(table, '/assets/islands.json'), REVALIDATE);
  assert.is(cacheControlFor(table, '/assets/img/logo.svg'), ONE_DAY);
  assert.is(cacheControlFor(table, '/company/intro'), REVALIDATE);
  assert.ok(pathMatches('/assets/chunks/', '/assets/chunks/a.js'));
  assert.not.ok(pathMatches('/assets/chunks/', '/assets/chunks/'));
  assert.not.ok(pathMatches('/favicon.ico', '/favicon.ico.br'));
  assert.is(toServeSource('/assets/chunks/'), 'assets/chunks/**');
  assert.is(toServeSource('/favicon.ico'), 'favicon.ico');
  assert.is(toHeadersPattern('/assets/chunks/'), '/assets/chunks/*');
  assert.is(locationOf(['/assets/chunks/', '/a.b+c']), '~ "^(?:/assets/chunks/.+|/a\\.b\\+c)$"');
});

test('deploy - the site and the editor write one CSP directive list, differing only in sources', () => {
  const site = securityHeaders([], 'https://api.example.com/v1/')['Content-Security-Policy'];
  const admin = adminSecurity(['https://api.github.com'])['Content-Security-Policy'];
  assert.is(
    site,
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' ; style-src 'self' 'unsafe-inline'; " +
      "img-src 'self' data:; media-src 'self'; font-src 'self'; " +
      "connect-src 'self' https://api.example.com; frame-ancestors 'none'; base-uri 'self'; " +
      "form-action 'self'; object-src 'none'",
  );
  assert.is(
    admin,
    "default-src 'self'; script-src 'self' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; " +
      "img-src 'self' data: blob:; media-src 'self' blob:; font-src 'self' data:; " +
      "connect-src 'self' blob: https://api.github.com; frame-src 'self'; " +
      "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
  );
  // What neither chooses is the same, in the same order.
  const fixed = (csp = '') =>
    csp.split('; ').filter((d) => !/^(script|img|media|font|connect|frame)-src /.test(d));
  assert.equal(fixed(site), fixed(admin));
});

test('deploy - the API folder nginx proxies is the common folder of the endpoints', () => {
  assert.is(
    commonFolder(['/home/resources/press/getPress', '/home/resources/contact/insertContact']),
    '/home/resources/',
  );
  assert.is(commonFolder(['/a/b', '/c/d']), '/');
  assert.is(API_LOCATION, '/home/resources/');
});

test('deploy - brotli quality 11 for the bundle, 5 for the many pages; which files get pairs', () => {
  assert.is(brotliQuality('assets/main-AB.js'), 11);
  assert.is(brotliQuality('assets/site-AB.css'), 11);
  assert.is(brotliQuality('company/intro/index.html'), 5);
  for (const file of ['a.html', 'a.css', 'a.js', 'a.svg', 'sitemap.xml', 'a.json'])
    assert.ok(isPrecompressed(file), file);
  for (const file of ['a.html.br', 'a.js.gz', 'a.webp', 'a.woff2', 'robots.txt', 'a.mp4'])
    assert.not.ok(isPrecompressed(file), file);
});

test('deploy - a pair is kept from the last build only when the file is byte for byte the same', async () => {
  const work = tempDir('precompress-');
  const page = (n: number) => `<p>${'안녕하세요 '.repeat(200)}${n}</p>`;
  for (const dir of ['last', 'next']) mkdirSync(join(work, dir));
  writeFileSync(join(work, 'last/same.html'), page(1));
  writeFileSync(join(work, 'last/changed.html'), page(2));
  writeFileSync(join(work, 'last/small.html'), 'tiny');
  assert.equal(await precompress(join(work, 'last')), { compressed: 2, reused: 0 });
  writeFileSync(join(work, 'next/same.html'), page(1));
  writeFileSync(join(work, 'next/changed.html'), page(3));
  writeFileSync(join(work, 'next/small.html'), 'tiny');
  assert.equal(await precompress(join(work, 'next'), join(work, 'last')), {
    compressed: 1,
    reused: 1,
  });
  for (const name of ['same', 'changed']) {
    const file = join(work, `next/${name}.html`);
    assert.ok(
      brotliDecompressSync(readFileSync(`${file}.br`)).equals(readFileSync(file)),
      `${name}.br`,
    );
    assert.ok(gunzipSync(readFileSync(`${file}.gz`)).equals(readFileSync(file)), `${name}.gz`);
  }
  assert.not.ok(existsSync(join(work, 'next/small.html.br')), 'no pair at 1 KiB or less');
});

test('deploy - pages are written from their parts, and a file the last build holds byte for byte is linked to it', async () => {
  const work = tempDir('write-files-');
  // Parts far larger than anything written before: the encoding buffer grows in mid-page.
  const big = (n: number) => `<main>${'해온 안전 '.repeat(40_000 * n)}</main>`;
  const page = ['<!DOCTYPE html><p>', big(1), '<nav>메뉴</nav>', big(2), '</p>'];
  const files = [
    { path: 'a/index.html', contents: page },
    { path: 'b/index.html', contents: ['<p>', 'changed '.repeat(200), '</p>'] },
    { path: 'c.txt', contents: 'text' },
    { path: 'd.bin', contents: new Uint8Array([0, 255, 1]) },
  ];
  writeFiles(join(work, 'last'), [
    ...files.slice(0, 1),
    { path: 'b/index.html', contents: 'before' },
  ]);
  writeFiles(join(work, 'next'), files, join(work, 'last'));
  assert.is(readFileSync(join(work, 'next/a/index.html'), 'utf8'), page.join(''));
  assert.is(
    readFileSync(join(work, 'next/b/index.html'), 'utf8'),
    `<p>${'changed '.repeat(200)}</p>`,
  );
  assert.is(readFileSync(join(work, 'next/c.txt'), 'utf8'), 'text');
  assert.equal([...readFileSync(join(work, 'next/d.bin'))], [0, 255, 1]);
  const inode = (path: string) => statSync(join(work, path)).ino;
  assert.is(inode('next/a/index.html'), inode('last/a/index.html'), 'the same page is a link');
  assert.is.not(
    inode('next/b/index.html'),
    inode('last/b/index.html'),
    'a changed page is written',
  );
  assert.is(
    readFileSync(join(work, 'last/b/index.html'), 'utf8'),
    'before',
    'the last build is untouched',
  );
  // Its pair is kept without reading it, and is the pair of the same bytes.
  await precompress(join(work, 'last'));
  assert.equal(await precompress(join(work, 'next'), join(work, 'last')), {
    compressed: 1,
    reused: 1,
  });
  const file = join(work, 'next/a/index.html');
  assert.ok(brotliDecompressSync(readFileSync(`${file}.br`)).equals(readFileSync(file)));
});

test('deploy - a static file saved in place since the last build gets a new pair', async () => {
  const work = tempDir('precompress-in-place-');
  const json = (n: number) => JSON.stringify({ list: Array.from({ length: 1000 }, () => n) });
  for (const dir of ['static', 'last', 'next']) mkdirSync(join(work, dir));
  writeFileSync(join(work, 'static/list.json'), json(1));
  linkTree(join(work, 'static'), join(work, 'last'));
  await precompress(join(work, 'last'));
  // An editor that writes in place: the same inode, the same length, other bytes, a later time.
  const later = new Date(Date.now() + 2000);
  writeFileSync(join(work, 'static/list.json'), json(2));
  utimesSync(join(work, 'static/list.json'), later, later);
  linkTree(join(work, 'static'), join(work, 'next'));
  assert.equal(await precompress(join(work, 'next'), join(work, 'last')), {
    compressed: 1,
    reused: 0,
  });
  const file = join(work, 'next/list.json');
  assert.ok(brotliDecompressSync(readFileSync(`${file}.br`)).equals(readFileSync(file)));
  assert.ok(gunzipSync(readFileSync(`${file}.gz`)).equals(readFileSync(file)));
});

test('deploy - the API-only server answers the API and a JSON 404 for every other path', async () => {
  const folder = tempDir('api-only-');
  const server = await startServer({
    port: 0,
    apiOnly: true,
    inquiriesFile: join(folder, 'inquiries.jsonl'),
    db: join(folder, 'inquiries.db'),
    rateLimit: 'off',
    log: () => {},
    dist: '/nonexistent',
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const saved = await post(base, CONTACT_PATH, VALID_INQUIRY);
    assert.is(saved.status, 200);
    for (const path of [
      '/',
      '/index.html',
      '/company/intro',
      '/serve.json',
      '/../etc/passwd',
      '/home/',
    ]) {
      const answer = await post(base, path, undefined, {}, 'GET');
      assert.is(answer.status, 404, path);
      assert.is(answer.body.code, 'NOT_FOUND', path);
    }
    // Targets no URL parser takes are refused before routing (security review fix 2).
    for (const path of ['/%00', '//home/resources/x']) {
      const answer = await post(base, path, undefined, {}, 'GET');
      assert.equal([answer.status, answer.body.code], [400, 'BAD_TARGET'], path);
    }
  } finally {
    server.close();
  }
});

test.run();
