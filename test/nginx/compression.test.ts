/**
 * nginx sends the build's precompressed files (contracts §14): the .br with brotli_static, the .gz
 * with gzip_static, byte for byte, and the file itself to a client that asks for neither.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MIN_BYTES, isPrecompressed } from '../../site/builder/precompress.ts';
import { distFiles } from '../helpers/host-rules.ts';
import { current } from './harness.ts';

/**
 * The raw bytes of an answer: fetch would decode Content-Encoding, so ask for them undecoded via
 * node:http.
 */
async function getRaw(
  path: string,
  acceptEncoding?: string,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(
      current().base + path,
      { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function precompressedUrls(): string[] {
  const { dist, table } = current();
  return distFiles(dist).filter(
    (url) =>
      isPrecompressed(url) &&
      statSync(join(dist, url)).size > MIN_BYTES &&
      !table.hostOnly.includes(url) &&
      !url.endsWith('/404.html'),
  );
}

test('compression - every precompressed file is sent as its .br, its .gz, or itself, as the client asks', async () => {
  const { dist } = current();
  const urls = precompressedUrls();
  assert.ok(
    urls.some((u) => u.endsWith('.html')) &&
      urls.some((u) => u.endsWith('.js')) &&
      urls.some((u) => u.endsWith('.svg')),
    'HTML, JS and SVG among them',
  );
  for (const url of urls) {
    const file = join(dist, url);
    const br = await getRaw(url, 'gzip, deflate, br');
    assert.is(br.headers['content-encoding'], 'br', url);
    assert.ok(br.body.equals(readFileSync(`${file}.br`)), `${url}: the body is the build's .br`);
    assert.match(String(br.headers.vary), /Accept-Encoding/i, url);
    const gz = await getRaw(url, 'gzip');
    assert.is(gz.headers['content-encoding'], 'gzip', url);
    assert.ok(gz.body.equals(readFileSync(`${file}.gz`)), `${url}: the body is the build's .gz`);
    const plain = await getRaw(url);
    assert.is(plain.headers['content-encoding'], undefined, url);
    assert.ok(plain.body.equals(readFileSync(file)), `${url}: the body is the file`);
  }
});

test('compression - clean URLs and the 404 pages are sent precompressed too', async () => {
  const page = await getRaw('/company/intro', 'br');
  assert.is(page.headers['content-encoding'], 'br');
  assert.ok(page.body.equals(readFileSync(join(current().dist, 'company/intro/index.html.br'))));
  const missing = await getRaw('/eng/no-such-page', 'gzip');
  assert.is(missing.status, 404);
  assert.is(missing.headers['content-encoding'], 'gzip');
  assert.ok(missing.body.equals(readFileSync(join(current().dist, 'eng/404.html.gz'))));
});

test('compression - a small text file without a pair is gzipped on the fly', async () => {
  const small = distFiles(current().dist).find(
    (url) => url.endsWith('.txt') && statSync(join(current().dist, url)).size <= MIN_BYTES,
  );
  assert.ok(small, 'robots.txt is under 1 KiB');
  const response = await getRaw(small!, 'gzip');
  assert.is(response.headers['content-encoding'], 'gzip');
});

test.run();
