/**
 * The three host files say the same: dist/serve.json as serve-handler applies it,
 * dist/_headers as Netlify and Cloudflare Pages read it, and dist-deploy/nginx.conf as nginx
 * chooses its locations each give every file and page of dist/ the table's security headers and
 * Cache-Control. And the precompressed pairs are exactly their files.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { INLINE_SCRIPT } from '../../build.ts';
import {
  IMMUTABLE,
  cacheControlFor,
  hostTable,
  securityFor,
  type HostTable,
} from '../../site/builder/headers.ts';
import { UPSTREAM_NAME, apiServers, nginxSettings } from '../../site/builder/nginx.ts';
import { MIN_BYTES, isPrecompressed } from '../../site/builder/precompress.ts';
import { ROUTES } from '../../site/routes.ts';
import { createStaticHandler } from '../../server/static.ts';
import { DIST, ROOT } from '../helpers/dist.ts';
import {
  distFiles,
  headersFileFor,
  nginxHeaders,
  nginxLocationFor,
  parseHeadersFile,
  parseNginxLocations,
} from '../helpers/host-rules.ts';

const NGINX_CONF = join(ROOT, 'dist-deploy/nginx.conf');
const conf = readFileSync(NGINX_CONF, 'utf8');
const files = distFiles(DIST);
/** The table as this build made it: its hashed entries are the files at the top of dist/assets. */
function builtTable(): HostTable {
  const hashedEntries = files.filter((url) => /^\/assets\/[^/]+\.(?:js|css)$/.test(url));
  return hostTable({
    inlineScripts: [INLINE_SCRIPT],
    apiBase: process.env.API_BASE ?? '/',
    hashedEntries,
    // A build without CMS_BACKEND: the editor's page, no backend to reach.
    adminConnect: [],
  });
}
const table = builtTable();
/** Every file, every clean URL and a missing page: what the hosts are asked for. */
const URLS = [
  ...files.filter((url) => !table.hostOnly.includes(url)),
  ...ROUTES.map((r) => r.url),
  '/no-such-page',
  '/eng/no-such-page',
];
const expected = (url: string) => ({
  ...lower(securityFor(table, url)),
  'cache-control': cacheControlFor(table, url),
});
const lower = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

test('host files - serve.json, through serve-handler, sends the table on every file, page and 404', async () => {
  const serve = createStaticHandler(DIST);
  const server = createServer((req, res) => void serve(req, res)).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    for (const url of URLS) {
      // serve-handler redirects /x/index.html and /x.html to /x (cleanUrls): what it finally sends
      // counts.
      const response = await fetch(base + encodeURI(url));
      await response.arrayBuffer();
      for (const [name, value] of Object.entries(expected(url)))
        assert.is(response.headers.get(name), value, `${url}: ${name}`);
    }
  } finally {
    server.close();
  }
});

test('host files - _headers gives every path the table, each header from one rule only', () => {
  const rules = parseHeadersFile(readFileSync(join(DIST, '_headers'), 'utf8'));
  // The editor is served by nginx or the preview server: _headers hosts join two policies into one
  // stricter than either (docs/deploy.md), so it carries the site's rules alone.
  for (const url of URLS.filter((u) => !u.startsWith('/admin'))) {
    const got = headersFileFor(rules, url);
    for (const [name, value] of Object.entries(lower(table.security)))
      assert.equal(got[name], [value], `${url}: ${name}`);
    // No rule: Netlify and Cloudflare Pages send 'public, max-age=0, must-revalidate', the table's
    // default.
    assert.equal(
      got['cache-control'] ?? [table.defaultCache],
      [cacheControlFor(table, url)],
      `${url}: Cache-Control`,
    );
  }
});

test('host files - nginx.conf gives every file and page the table, in the location nginx chooses', () => {
  const locations = parseNginxLocations(conf);
  for (const url of URLS) {
    const location = nginxLocationFor(
      locations,
      url
        .replace(/^\/eng\/no-such-page$/, '/eng/404.html')
        .replace(/^\/no-such-page$/, '/404.html'),
    );
    assert.ok(location, `${url}: no location`);
    assert.ok(
      !location!.directives.includes('return 404;'),
      `${url}: refused by ${location!.pattern}`,
    );
    assert.equal(
      nginxHeaders(location!),
      expected(url),
      `${url} (location ${location!.modifier} ${location!.pattern})`,
    );
  }
});

test("host files - nginx.conf has the root, port and upstream of the build's environment", () => {
  const { settings } = nginxSettings(process.env, DIST);
  assert.ok(conf.includes(`\n    root ${settings!.root};\n`), 'root');
  assert.ok(conf.includes(`\n    listen ${settings!.port};\n`), 'listen');
  assert.ok(conf.includes(`proxy_pass http://${UPSTREAM_NAME};`), 'proxy_pass');
  for (const server of apiServers(settings!.apiUpstream))
    assert.match(
      conf,
      `\n    server ${server.replace('http://', '').replace(/:$/, '')} max_fails=1 fail_timeout=10s;\n`,
      `upstream server ${server}`,
    );
  assert.match(conf, /^upstream haeon_api \{$/m);
  assert.ok(conf.includes('proxy_next_upstream error timeout non_idempotent;'), 'retry');
  assert.ok(
    conf.includes('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;'),
    'X-Forwarded-For',
  );
  for (const entry of settings!.trustedProxies)
    assert.ok(conf.includes(`\n    set_real_ip_from ${entry};\n`), `set_real_ip_from ${entry}`);
  assert.ok(conf.includes('\n    real_ip_recursive on;\n'), 'real_ip_recursive');
  assert.is((conf.match(/^\s*server \{$/gm) ?? []).length, 1, 'one server block');
});

test('host files - only files with a content hash in their name are immutable', () => {
  const immutable = files.filter((url) => cacheControlFor(table, url) === IMMUTABLE);
  assert.ok(
    immutable.some((url) => url.startsWith('/assets/main-')),
    'the main script is',
  );
  // esbuild's names end in -HASH8; a sharing card is named by its hash alone (site/builder/cards/);
  // Pagefind names its chunks language_HASH (site/builder/search-index.ts).
  for (const url of immutable)
    assert.match(
      url,
      /-[A-Z0-9]{8}\.[a-z0-9]+$|^\/assets\/cards\/[0-9a-f]{16}\.png$|^\/pagefind\/(index|fragment|filter)\/[a-z-]+_[0-9a-f]{7,}\.pf_[a-z]+$/,
      url,
    );
});

test('host files - the host files are never compressed (nginx once served /serve.json.gz)', () => {
  for (const url of table.hostOnly)
    for (const twin of ['br', 'gz'])
      assert.not.ok(existsSync(join(DIST, `${url}.${twin}`)), `${url}.${twin}`);
});

test('host files - every HTML, CSS, JS, SVG, XML and JSON file over 1 KiB has its .br and .gz, exactly its bytes', () => {
  let pairs = 0;
  for (const url of files) {
    const file = join(DIST, url);
    const wanted = isPrecompressed(url) && statSync(file).size > MIN_BYTES;
    assert.is(existsSync(`${file}.br`), wanted, `${url}.br`);
    assert.is(existsSync(`${file}.gz`), wanted, `${url}.gz`);
    if (!wanted) continue;
    const bytes = readFileSync(file);
    assert.ok(
      brotliDecompressSync(readFileSync(`${file}.br`)).equals(bytes),
      `${url}.br is not its file`,
    );
    assert.ok(gunzipSync(readFileSync(`${file}.gz`)).equals(bytes), `${url}.gz is not its file`);
    pairs += 1;
  }
  assert.ok(pairs > 90, `${pairs} pairs`);
});

test.run();
