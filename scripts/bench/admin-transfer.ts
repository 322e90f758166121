/**
 * What the editor (/admin/) costs a writer's connection: every file the admin page loads from the
 * site while a writer opens it, signs in, starts a press item and looks at its preview, with its
 * bytes as nginx serves them (site/builder/nginx.ts): the build's .br pair of a text file, gzip for
 * a text file too small to have one, other files as they are. A production build with the
 * editor's local backend (decap-server, as `npm run cms` starts it) on a sandbox copy of the
 * content, served by the preview server; the backend's answers (the writer's files) are not
 * counted. `npx tsx scripts/bench/admin-transfer.ts` prints the table and the totals.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from '../../build.ts';
import { startServer } from '../../server/http-server.ts';
import { makeSandbox } from '../dev/spawn.ts';
import { launchChromium } from '../lib/chromium.ts';
import { isPrecompressed } from '../../site/builder/precompress.ts';

export interface AdminFile {
  path: string;
  bytes: number;
  gzip: number;
  /** What a browser that takes brotli receives: the .br pair, or gzip where the build made none. */
  served: number;
}

/** One built file's sizes: raw, gzip and as served to a browser that accepts br. */
function sizesOf(dist: string, path: string): AdminFile {
  // '/admin' (the server drops the trailing slash) -> dist/admin/index.html
  const named = join(dist, path);
  const file = statSync(named).isDirectory() ? join(named, 'index.html') : named;
  const bytes = statSync(file).size;
  if (!isPrecompressed(file)) return { path, bytes, gzip: bytes, served: bytes };
  const gzip = existsSync(`${file}.gz`)
    ? statSync(`${file}.gz`).size
    : gzipSync(readFileSync(file), { level: 6 }).length;
  const served = existsSync(`${file}.br`) ? statSync(`${file}.br`).size : gzip;
  return { path, bytes, gzip, served };
}

/** A free port's decap-server over `root`, as scripts/cms.ts starts it; stops with `stop()`. */
async function startBackend(root: string): Promise<{ url: string; stop: () => void }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const server = createRequire(import.meta.url).resolve('decap-server/dist/index.js');
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: '127.0.0.1',
      MODE: 'fs',
      GIT_REPO_DIRECTORY: root,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/api/v1`;
  for (let i = 0; i < 100; i++) {
    const up = await fetch(url, { method: 'POST', body: '{}' }).then(
      () => true,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop: () => child.kill('SIGTERM') };
}

/** The files of a writer's path through the editor, by URL path. */
export async function measureAdminTransfer(): Promise<AdminFile[]> {
  const root = makeSandbox(['static']);
  const dist = join(root, 'dist');
  const backend = await startBackend(root);
  const browser = await launchChromium();
  const paths = new Set<string>();
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    await build(root, dist, {
      ...process.env,
      CMS_BACKEND: '',
      CMS_LOCAL_BACKEND: backend.url,
      SITE_ROOT: dist,
    });
    server = await startServer({
      port: 0,
      dist,
      db: join(root, 'inquiries.db'),
      inquiriesFile: join(root, 'none.jsonl'),
      rateLimit: 'off',
      log: () => {},
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    let last = Date.now();
    page.on('response', (response) => {
      last = Date.now();
      const url = new URL(response.url());
      if (url.protocol === 'http:' && url.origin === base && response.status() === 200)
        paths.add(url.pathname);
    });
    await page.goto(`${base}/admin/`, { timeout: 120_000 });
    await page.getByRole('button', { name: '로그인' }).click({ timeout: 60_000 });
    await page.getByText('보도자료', { exact: true }).first().waitFor({ timeout: 60_000 });
    await page.evaluate(() => {
      location.hash = '/collections/press/new';
    });
    await page.locator('[id^="title-field-"]').first().fill('전송량을 재는 보도자료');
    await page.getByTitle('미리보기', { exact: true }).click();
    await page.frameLocator('#preview-pane').locator('main').first().waitFor({ timeout: 30_000 });
    while (Date.now() - last < 2000) await new Promise((resolve) => setTimeout(resolve, 250));
    return [...paths].map((path) => sizesOf(dist, path)).sort((a, b) => b.served - a.served);
  } finally {
    await browser.close();
    server?.close();
    backend.stop();
    rmSync(root, { recursive: true, force: true });
    rmSync(join(root, '..', 'dist-deploy'), { recursive: true, force: true });
  }
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1).padStart(9);

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = await measureAdminTransfer();
  console.log(`${'file'.padEnd(56)}       raw      gzip    served (KiB)`);
  for (const file of files)
    console.log(`${file.path.padEnd(56)}${kib(file.bytes)}${kib(file.gzip)}${kib(file.served)}`);
  const sum = (key: 'bytes' | 'gzip' | 'served') => files.reduce((n, f) => n + f[key], 0);
  console.log(
    `${files.length} files: ${sum('bytes')} B raw, ${sum('gzip')} B gzip, ${sum('served')} B served (br where the build made a pair)`,
  );
  process.exit(0);
}
