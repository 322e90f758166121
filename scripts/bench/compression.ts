/**
 * `npm run bench`, compression: what the precompressed .br and .gz save on the home
 * page and an inner page (HTML, CSS, JS they load) against nginx's gzip on the fly at its default
 * level (1), measured through a real nginx (test/nginx/harness.ts) when it is installed, else with
 * zlib level 1; and what making the pairs costs the build, fresh and with the last build's kept.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { MIN_BYTES, precompress } from '../../site/builder/precompress.ts';
import { distFiles } from '../../test/helpers/host-rules.ts';
import { BROTLI_MODULE, startNginxSite, stopNginxSite } from '../../test/nginx/harness.ts';

export const COMPRESSION_PAGES = { home: '/', inner: '/company/intro' } as const;
type Kind = 'html' | 'css' | 'js';

export interface KindBytes {
  raw: number;
  br: number;
  gzip: number;
  onTheFly: number;
}
export interface CompressionResult {
  /** How the on-the-fly gzip was measured. */
  onTheFlyBy: string;
  pages: Record<string, { path: string; kinds: Record<Kind, KindBytes> }>;
  /**
   * ms to make every pair of the built site, and again with the last build's pairs kept (nothing
   * changed).
   */
  buildMs: { fresh: number; kept: number; pairs: number };
  /**
   * Brotli bytes and ms (one thread) of all pages, and of all JS and CSS, at each quality tried.
   */
  qualities: { files: string; quality: number; bytes: number; ms: number }[];
}

/**
 * The HTML, the stylesheets and the scripts a page loads before the visitor scrolls: its own module
 * script, hydration and its islands.
 */
function pageFiles(dist: string, path: string): Record<Kind, string[]> {
  const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
  const html = readFileSync(join(dist, file), 'utf8');
  const chunks: Record<string, string[]> = JSON.parse(
    readFileSync(join(dist, 'assets/islands.json'), 'utf8'),
  );
  const islands = [...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]!);
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  const main = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!);
  const js = [
    ...main,
    ...(chunks['client/lib/hydrate.ts'] ?? []),
    ...islands.flatMap((name) => chunks[name] ?? []),
  ];
  return { html: [`/${file}`], css: [...new Set(css)], js: [...new Set(js)] };
}

/**
 * Bytes on the wire for `url` asking for `encoding`: a file under 1 KiB has no .br and comes as it
 * is.
 */
function wireBytes(base: string, url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(base + url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      const got = res.headers['content-encoding'];
      res.on('end', () =>
        got === encoding || got === undefined
          ? resolve(bytes)
          : reject(new Error(`${url}: asked ${encoding}, got ${got}`)),
      );
    })
      .on('error', reject)
      .end();
  });
}

async function viaNginx(): Promise<Pick<CompressionResult, 'pages' | 'onTheFlyBy'>> {
  const site = await startNginxSite();
  const measure = async (urls: string[], encoding: string) => {
    let bytes = 0;
    for (const url of urls) bytes += await wireBytes(site.base, url, encoding);
    return bytes;
  };
  try {
    const pages: CompressionResult['pages'] = {};
    const files = Object.entries(COMPRESSION_PAGES).map(
      ([name, path]) => [name, path, pageFiles(site.dist, path)] as const,
    );
    for (const [name, path, kinds] of files) {
      pages[name] = { path, kinds: {} as Record<Kind, KindBytes> };
      for (const [kind, urls] of Object.entries(kinds) as [Kind, string[]][]) {
        const raw = urls.reduce((sum, url) => sum + readFileSync(join(site.dist, url)).length, 0);
        pages[name].kinds[kind] = {
          raw,
          br: await measure(urls, 'br'),
          gzip: await measure(urls, 'gzip'),
          onTheFly: 0,
        };
      }
    }
    // Without their .gz, nginx compresses the files itself (gzip on, gzip_comp_level 1 by default).
    for (const [, , kinds] of files)
      for (const url of Object.values(kinds).flat())
        rmSync(join(site.dist, `${url}.gz`), { force: true });
    for (const [name, , kinds] of files) {
      for (const [kind, urls] of Object.entries(kinds) as [Kind, string[]][])
        pages[name]!.kinds[kind].onTheFly = await measure(urls, 'gzip');
    }
    return { pages, onTheFlyBy: 'nginx 1.22, gzip on the fly at its default level 1' };
  } finally {
    await stopNginxSite();
  }
}

function viaZlib(dist: string): Pick<CompressionResult, 'pages' | 'onTheFlyBy'> {
  const pages: CompressionResult['pages'] = {};
  for (const [name, path] of Object.entries(COMPRESSION_PAGES)) {
    const kinds = {} as Record<Kind, KindBytes>;
    for (const [kind, urls] of Object.entries(pageFiles(dist, path)) as [Kind, string[]][]) {
      const size = (file: string) => (existsSync(file) ? readFileSync(file).length : 0);
      kinds[kind] = urls.reduce(
        (sum, url) => {
          const file = join(dist, url);
          const bytes = readFileSync(file);
          return {
            raw: sum.raw + bytes.length,
            br: sum.br + (size(`${file}.br`) || bytes.length),
            gzip: sum.gzip + (size(`${file}.gz`) || bytes.length),
            onTheFly: sum.onTheFly + gzipSync(bytes, { level: 1 }).length,
          };
        },
        { raw: 0, br: 0, gzip: 0, onTheFly: 0 },
      );
    }
    pages[name] = { path, kinds };
  }
  return {
    pages,
    onTheFlyBy:
      'zlib level 1 (nginx with brotli_static is not installed here), as nginx does by default',
  };
}

/**
 * The build's compression step alone on a copy of dist/: every pair made, then again with the last
 * build's kept.
 */
async function buildCost(dist: string): Promise<CompressionResult['buildMs']> {
  const work = mkdtempSync(join(tmpdir(), 'bench-compress-'));
  const copy = (to: string) =>
    cpSync(dist, join(work, to), { recursive: true, filter: (src) => !/\.(?:br|gz)$/.test(src) });
  copy('fresh');
  copy('again');
  let started = performance.now();
  const fresh = await precompress(join(work, 'fresh'));
  const freshMs = performance.now() - started;
  started = performance.now();
  await precompress(join(work, 'again'), join(work, 'fresh'));
  const keptMs = performance.now() - started;
  rmSync(work, { recursive: true, force: true });
  return { fresh: Math.round(freshMs), kept: Math.round(keptMs), pairs: fresh.compressed };
}

/** The measure behind brotliQuality(): bytes against time for the pages and for the bundle. */
function qualities(dist: string): CompressionResult['qualities'] {
  const groups = { 'pages (HTML)': /\.html$/, 'bundle (JS, CSS)': /\.(?:js|css)$/ };
  const out: CompressionResult['qualities'] = [];
  for (const [files, pattern] of Object.entries(groups)) {
    const buffers = distFiles(dist)
      .filter((url) => pattern.test(url))
      .map((url) => readFileSync(join(dist, url)))
      .filter((b) => b.length > MIN_BYTES);
    for (const quality of [5, 9, 11]) {
      const started = performance.now();
      const bytes = buffers.reduce(
        (sum, b) =>
          sum +
          brotliCompressSync(b, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: quality,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          }).length,
        0,
      );
      out.push({
        files: `${files}, ${buffers.length} files`,
        quality,
        bytes,
        ms: Math.round(performance.now() - started),
      });
    }
  }
  return out;
}

export async function measureCompression(dist: string): Promise<CompressionResult> {
  const bytes =
    existsSync('/usr/sbin/nginx') && existsSync(BROTLI_MODULE) ? await viaNginx() : viaZlib(dist);
  return { ...bytes, buildMs: await buildCost(dist), qualities: qualities(dist) };
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const saved = (from: number, to: number) => `${Math.round((1 - to / from) * 100)} %`;

export function compressionRows(r: CompressionResult): string[] {
  const lines = [
    '',
    `Compression (dist-deploy/nginx.conf): bytes sent for what each page loads before scrolling; on-the-fly gzip measured with ${r.onTheFlyBy}.`,
    '',
    '| page | files | raw | gzip on the fly | precompressed .gz | precompressed .br | .br saves against on the fly |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const [name, page] of Object.entries(r.pages)) {
    for (const [kind, b] of Object.entries(page.kinds))
      lines.push(
        `| ${name} \`${page.path}\` | ${kind} | ${kib(b.raw)} | ${kib(b.onTheFly)} | ${kib(b.gzip)} | ${kib(b.br)} | ${saved(b.onTheFly, b.br)} |`,
      );
    const total = Object.values(page.kinds).reduce(
      (t, b) => ({ onTheFly: t.onTheFly + b.onTheFly, br: t.br + b.br, gzip: t.gzip + b.gzip }),
      { onTheFly: 0, br: 0, gzip: 0 },
    );
    lines.push(
      `| ${name} \`${page.path}\` | all | | ${kib(total.onTheFly)} | ${kib(total.gzip)} | ${kib(total.br)} | ${saved(total.onTheFly, total.br)} |`,
    );
  }
  lines.push('', '| brotli over | quality | bytes | ms (one thread) |', '|---|---|---|---|');
  for (const q of r.qualities)
    lines.push(`| ${q.files} | ${q.quality} | ${kib(q.bytes)} | ${q.ms} |`);
  lines.push(
    '',
    `Making the ${r.buildMs.pairs} .br/.gz pairs in the build: ${r.buildMs.fresh} ms when all are new, ${r.buildMs.kept} ms when the files are as in the last build and its pairs are kept (pages at brotli quality 5, JS and CSS at 11; site/builder/precompress.ts).`,
    '',
  );
  return lines;
}
