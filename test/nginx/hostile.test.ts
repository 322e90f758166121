/**
 * Hostile requests to nginx with the generated server block: traversal, NUL bytes, double
 * slashes, backslashes, overlong paths, dotfiles and redirect tricks get a 4xx (or a redirect
 * within this site) and never a byte of a file outside dist/.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { connect } from 'node:net';
import { join } from 'node:path';
import { current } from './harness.ts';

interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/** Sends `target` exactly as written (no URL normalisation) and reads the whole answer. */
function rawGet(target: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(current().port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      resolve({
        status: Number(text.slice(9, 12)),
        head: text.slice(0, split),
        body: text.slice(split + 4),
      });
    });
  });
}

const CANARY = 'canary-outside-dist-5e1f';

/** A file beside dist/ (as dist-deploy/ is) that no request may reach. */
function plantCanary(): void {
  writeFileSync(join(current().dist, '..', 'secret.txt'), CANARY);
}

const TRAVERSALS = [
  '/../secret.txt',
  '/../../../../etc/passwd',
  '/%2e%2e/secret.txt',
  '/%2E%2E/%2E%2E/etc/passwd',
  '/assets/../../secret.txt',
  '/assets/%2e%2e/%2e%2e/secret.txt',
  '/..%2fsecret.txt',
  '/..%2f..%2f..%2fetc/passwd',
  '/..\\secret.txt',
  '/..%5csecret.txt',
  '/eng/../../secret.txt',
  '/%c0%ae%c0%ae/secret.txt',
  '/dist-deploy/nginx.conf',
  '/../dist-deploy/nginx.conf',
  '/secret.txt',
  '//secret.txt',
  '///etc/passwd',
  '/company/intro/../../../secret.txt',
];

test('hostile - traversal in every spelling is refused and never reads outside dist/', async () => {
  plantCanary();
  for (const path of TRAVERSALS) {
    const answer = await rawGet(path);
    assert.ok(answer.status >= 400 && answer.status < 500, `${path}: ${answer.status}`);
    assert.not.ok(answer.body.includes(CANARY), `${path}: leaked the file beside dist/`);
    assert.not.ok(/root:.*:0:0:/.test(answer.body), `${path}: leaked /etc/passwd`);
    assert.not.ok(answer.body.includes('proxy_pass'), `${path}: leaked the nginx configuration`);
  }
});

test('hostile - NUL bytes, control characters and overlong paths get a 4xx', async () => {
  for (const path of [
    '/%00',
    '/index.html%00',
    '/index.html%00.txt',
    '/company%00/intro',
    '/%0d%0aSet-Cookie:x=1',
    `/${'a'.repeat(9000)}`,
    `/${'a/'.repeat(3000)}x`,
  ]) {
    const answer = await rawGet(path);
    assert.ok(
      answer.status >= 400 && answer.status < 500,
      `${path.slice(0, 40)}: ${answer.status}`,
    );
    assert.not.match(answer.head, /^Set-Cookie:/im, `${path.slice(0, 40)}: a header was injected`);
  }
});

test('hostile - dotfiles, host configuration, precompressed twins and the 404 pages by name are 404s', async () => {
  for (const path of [
    '/serve.json.gz',
    '/serve.json.br',
    '/_headers.gz',
    '/404.html.br',
    '/404.html.gz',
    '/eng/404.html.br',
    '/eng/404.html.gz',
    '/404',
    '/eng/404',
    '/404/',
    '/index.html.br',
    '/company/intro/index.html.gz',
    '/.env',
    '/.git/config',
    '/.git/HEAD',
    '/eng/.htaccess',
    '/assets/.DS_Store',
    '/serve.json',
    '/_headers',
    '/.%65nv',
  ]) {
    const answer = await rawGet(path);
    assert.ok(
      answer.status === 404 || (answer.status === 301 && path.endsWith('/')),
      `${path}: ${answer.status}`,
    );
  }
});

test("hostile - under /admin/, the editor's folder with its own headers, precompressed twins and dotfiles are 404s too", async () => {
  const folder = join(current().dist, 'admin');
  // The build's twins of the editor (with CMS_BACKEND set, its page and scripts are over 1 KiB),
  // and a dotfile a deploy left in the folder (a copied .env).
  const page = readFileSync(join(folder, 'index.html'));
  const planted = {
    'index.html.br': brotliCompressSync(page),
    'index.html.gz': gzipSync(page),
    '.env': Buffer.from('CMS_APP_ID=planted-secret\n'),
  };
  for (const [name, bytes] of Object.entries(planted)) writeFileSync(join(folder, name), bytes);
  try {
    for (const path of [
      '/admin/index.html.br',
      '/admin/index.html.gz',
      '/admin/.env',
      '/admin/%2eenv',
      '/admin/.git/config',
    ]) {
      const answer = await rawGet(path);
      assert.is(answer.status, 404, path);
      assert.not.match(answer.body, 'planted-secret', path);
    }
    assert.is((await rawGet('/admin/')).status, 200, 'the editor itself is still served');
  } finally {
    for (const name of Object.keys(planted)) rmSync(join(folder, name));
  }
});

test('hostile - a symbolic link inside dist/ is never followed', async () => {
  plantCanary();
  const { dist } = current();
  const links: [target: string, link: string][] = [
    [join(dist, '..', 'secret.txt'), 'linked-secret.txt'],
    [join(dist, '..'), 'linked-folder'],
    [join(dist, 'robots.txt'), 'linked-robots.txt'],
  ];
  for (const [target, link] of links) symlinkSync(target, join(dist, link));
  try {
    for (const path of [
      '/linked-secret.txt',
      '/linked-folder/secret.txt',
      '/linked-folder/dist-deploy/nginx.conf',
      '/linked-robots.txt',
    ]) {
      const answer = await rawGet(path);
      assert.ok(answer.status >= 400 && answer.status < 500, `${path}: ${answer.status}`);
      assert.not.ok(answer.body.includes(CANARY) || answer.body.includes('proxy_pass'), path);
    }
  } finally {
    for (const [, link] of links) rmSync(join(dist, link));
  }
});

test('hostile - the trailing-slash redirect never leaves this site', async () => {
  for (const path of [
    '//evil.example/',
    '/%2F%2Fevil.example/',
    '/%5Cevil.example/',
    '/\\evil.example/',
    '/%09/evil.example/',
    '/%2Fevil.example%2F',
    '/.evil.example/',
    '/company/intro//',
  ]) {
    const answer = await rawGet(path);
    const location = /^Location:\s*(.*)$/im.exec(answer.head)?.[1]?.trim();
    if (answer.status >= 300 && answer.status < 400) {
      assert.ok(location && /^\/[a-z0-9]/.test(location), `${path}: redirected to "${location}"`);
    } else {
      assert.ok(answer.status >= 400 && answer.status < 500, `${path}: ${answer.status}`);
    }
  }
});

test('hostile - methods other than GET and HEAD on pages are refused', async () => {
  for (const method of ['POST', 'PUT', 'DELETE']) {
    const response = await fetch(`${current().base}/company/intro`, {
      method,
      body: method === 'DELETE' ? undefined : 'x',
    });
    assert.ok(response.status >= 400 && response.status < 500, `${method}: ${response.status}`);
  }
  assert.is((await fetch(`${current().base}/company/intro`, { method: 'HEAD' })).status, 200);
});

test.run();
