/**
 * Fixes from the security review, on the preview server: malformed request targets
 * are a 400 and one log line, not a 500 with a stack (2); the security headers are on 404
 * pages, redirects and API answers too (3); dotfiles and whatever lies behind a symbolic link
 * under dist/ are not served (4).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { connect } from 'node:net';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { startApiServer, type ApiServer } from '../helpers/api-server.ts';
import { tempDir } from '../helpers/temp.ts';
import { CONTACT_PATH, VALID_INQUIRY } from '../helpers/inquiry.ts';
import { hostTable } from '../../site/builder/headers.ts';
import { toServeJson } from '../../site/builder/host-files.ts';

interface Ctx {
  server: ApiServer;
  outside: string;
  errors: unknown[][];
  restore: () => void;
}
const security = suite<Ctx>('server security');
const TABLE = hostTable({
  inlineScripts: ["document.documentElement.classList.add('js')"],
  apiBase: '/',
  hashedEntries: [],
});
const HEADERS = TABLE.security;

/**
 * A small dist/ with the real serve.json rules, a page, the 404 pages, dotfiles and symbolic links.
 */
function hostileDist(outside: string): string {
  const dist = tempDir('security-dist-');
  const files: Record<string, string> = {
    'serve.json': toServeJson(TABLE),
    'index.html': '<!doctype html><title>home</title>',
    'company/intro/index.html': '<!doctype html><title>intro</title>',
    '404.html': '<!doctype html><title>없음</title>',
    'eng/404.html': '<!doctype html><title>Not found</title>',
    '.env': 'SMTP_URL=smtp://user:secret@mail',
    'assets/.git/config': '[remote "origin"]',
    '.well-known/security.txt': 'Contact: mailto:security@example.com',
    // Twins as the build writes them beside files over 1 KiB (host files get none: nginx would
    // serve them).
    'index.html.br': 'brotli bytes of home',
    '404.html.gz': 'gzip bytes of 없음',
    'eng/404.html.br': 'brotli bytes of Not found',
    'serve.json.gz': 'gzip bytes of serve.json',
    _headers: '/*\n  X-Frame-Options: DENY',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), text);
  }
  mkdirSync(join(outside, 'private'), { recursive: true });
  writeFileSync(join(outside, 'private/secret.txt'), 'outside dist');
  symlinkSync(join(outside, 'private'), join(dist, 'linked'));
  symlinkSync(join(outside, 'private/secret.txt'), join(dist, 'assets/secret.txt'));
  return dist;
}

security.before(async (ctx) => {
  ctx.outside = tempDir('security-outside-');
  ctx.errors = [];
  const error = console.error;
  console.error = (...args: unknown[]) => void ctx.errors.push(args);
  ctx.restore = () => {
    console.error = error;
  };
  ctx.server = await startApiServer({
    db: join(tempDir(), 'inquiries.db'),
    dist: hostileDist(ctx.outside),
  });
});
security.after(async (ctx) => {
  ctx.restore();
  await ctx.server.close();
});

/** Sends `target` as it is (fetch would normalise it) and reads the status line and headers. */
function rawGet(
  base: string,
  target: string,
): Promise<{ status: number; head: string; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), head, body });
    });
  });
}

security(
  'server security - request targets no URL parser takes are 400 with one log line, never 500',
  async ({ server, errors }) => {
    for (const target of [
      '//%',
      '//[',
      '//a:99999',
      '/%00',
      '/%',
      '/a%ZZ',
      '/home/%00',
      '//evil.example/home/resources/press/getPress',
      '/eng/%E0%A4%A',
    ]) {
      const before = server.logged.length;
      const { status, body } = await rawGet(server.base, target);
      assert.is(status, 400, target);
      assert.is(
        JSON.parse(body.split('\r\n').find((l) => l.startsWith('{')) ?? body).code,
        'BAD_TARGET',
        target,
      );
      assert.equal(server.logged.slice(before), [server.logged.at(-1)], `one line for ${target}`);
      assert.match(server.logged.at(-1)!, `400 GET ${JSON.stringify(target)}: `);
    }
    assert.equal(errors, [], 'no stack trace');
  },
);

security('server security - fuzzed request targets never get a 5xx', async ({ server }) => {
  const target = fc.string({
    unit: fc.constantFrom(..."/%[]:@?#.\\0123456789abcdefAF~!$&'()*+,;="),
    maxLength: 24,
  });
  await fc.assert(
    fc.asyncProperty(target, async (path) => (await rawGet(server.base, `/${path}`)).status < 500),
    { numRuns: 300 },
  );
});

security(
  'server security - 404 pages, redirects and errors carry the security headers serve.json gives pages',
  async ({ server }) => {
    for (const [target, status] of [
      ['/', 200],
      ['/nope', 404],
      ['/eng/nope', 404],
      ['/company/intro/', 301],
      ['/.env', 404],
    ] as const) {
      const response = await fetch(server.base + target, { redirect: 'manual' });
      assert.is(response.status, status, target);
      for (const [name, value] of Object.entries(HEADERS))
        assert.is(response.headers.get(name), value, `${name} on ${target}`);
    }
    assert.match(await (await fetch(`${server.base}/eng/nope`)).text(), 'Not found');
  },
);

security(
  "server security - API answers are nosniff with a default-src 'none' CSP, success and failure alike",
  async ({ server }) => {
    const answers = [
      await fetch(server.base + CONTACT_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(VALID_INQUIRY),
      }),
      await fetch(server.base + CONTACT_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{',
      }),
      await fetch(`${server.base}/home/unknown`, { method: 'POST' }),
    ];
    assert.equal(
      answers.map((a) => a.status),
      [200, 400, 404],
    );
    for (const answer of answers) {
      assert.is(answer.headers.get('x-content-type-options'), 'nosniff');
      assert.is(
        answer.headers.get('content-security-policy'),
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  },
);

security(
  'server security - dotfiles and anything behind a symbolic link under dist/ are refused with the 404 page',
  async ({ server }) => {
    for (const target of [
      '/.env',
      '/%2Eenv',
      '/assets/.git/config',
      '/linked/secret.txt',
      '/linked/',
      '/linked',
      '/assets/secret.txt',
      '/linked%2Fsecret.txt',
    ]) {
      const response = await fetch(server.base + target, { redirect: 'manual' });
      const text = await response.text();
      assert.is(response.status, 404, target);
      assert.not.match(text, /secret|outside dist|remote/, target);
    }
    const wellKnown = await fetch(`${server.base}/.well-known/security.txt`);
    assert.equal(
      [wellKnown.status, await wellKnown.text()],
      [200, 'Contact: mailto:security@example.com'],
    );
  },
);

security(
  'server security - host files, precompressed twins and the 404 pages by name are 404s with the page of their language',
  async ({ server }) => {
    for (const [target, title] of [
      ['/serve.json', '없음'],
      ['/_headers', '없음'],
      ['/serve.json.gz', '없음'],
      ['/index.html.br', '없음'],
      ['/404.html.gz', '없음'],
      ['/eng/404.html.br', 'Not found'],
      ['/404', '없음'],
      ['/404.html', '없음'],
      ['/eng/404', 'Not found'],
      ['/eng/404.html', 'Not found'],
      ['/eng/404/', 'Not found'],
    ] as const) {
      const response = await fetch(server.base + target, { redirect: 'manual' });
      assert.equal(
        [response.status, /<title>(.*)<\/title>/.exec(await response.text())?.[1]],
        [404, title],
        target,
      );
    }
  },
);

security(
  'server security - If-Modified-Since is answered 304 without a body when the file is not newer',
  async ({ server }) => {
    const page = `${server.base}/company/intro`;
    const first = await fetch(page);
    const lastModified = first.headers.get('last-modified')!;
    assert.is(first.status, 200);
    const again = await fetch(page, { headers: { 'If-Modified-Since': lastModified } });
    assert.equal([again.status, await again.text()], [304, '']);
    assert.is(again.headers.get('x-content-type-options'), HEADERS['X-Content-Type-Options']);
    const older = new Date(Date.parse(lastModified) - 1000).toUTCString();
    const changed = await fetch(page, { headers: { 'If-Modified-Since': older } });
    assert.equal(
      [changed.status, await changed.text()],
      [200, '<!doctype html><title>intro</title>'],
    );
    const broken = await fetch(page, { headers: { 'If-Modified-Since': 'yesterday' } });
    assert.is(broken.status, 200, 'an unreadable date is ignored');
  },
);

security.run();
