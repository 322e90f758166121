/**
 * Precompression (contracts §14): `x.br` and `x.gz` beside every HTML, CSS, JS, SVG, XML and JSON
 * file over 1 KiB, made with Node's zlib on its thread pool, all files at once. nginx serves them
 * with brotli_static and gzip_static (site/builder/nginx.ts). Run by the build on its staging
 * folder after every file is written and before it becomes dist/, so each pair is made from the
 * bytes beside it and can never be older than them.
 */
import {
  closeSync,
  copyFileSync,
  existsSync,
  fstatSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { HOST_ONLY } from './headers.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TEXT_FILE = /\.(?:html|css|js|svg|xml|json)$/;
/** The pair of a text file: an encoding of it for nginx to send, never a file of its own. */
export const TWIN = /\.(?:html|css|js|svg|xml|json)\.(?:br|gz)$/;
/** Smaller files fit in one packet either way; nginx's on-the-fly gzip has them. */
export const MIN_BYTES = 1024;

/**
 * ('assets/main-3F2A.js') -> 11; ('company/intro/index.html') -> 5. Measured on the built site
 * (scripts/bench/compression.ts, docs/performance.md): quality 11 makes JS and CSS 10 % smaller
 * than 5 for 40 times the time, about 1 s of CPU, paid once per new bundle (unchanged files keep
 * the last build's pair), and every visitor loads them. Pages are many (thousands with the press
 * articles) and change with the content: 11 would cost 25-50 ms a page where 5 costs under 1 ms.
 */
export function brotliQuality(path: string): number {
  return /\.(?:js|css)$/.test(path) ? 11 : 5;
}

/**
 * 'a.html' -> true; 'a.html.br' -> false; 'logo.webp' -> false; '/serve.json'
 * -> false (a host file)
 */
export function isPrecompressed(path: string): boolean {
  return TEXT_FILE.test(path) && !(HOST_ONLY as readonly string[]).includes(path);
}

async function compressPair(file: string, bytes: Buffer): Promise<void> {
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
  };
  const [br, gz] = await Promise.all([brotli(bytes, { params }), gzipAsync(bytes, { level: 9 })]);
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
}

/**
 * Whether the last build's `old` has both files of its pair, made since its bytes last changed. A
 * static file is linked into every build (linkTree): one a writer's editor saves in place keeps
 * its inode, so the last build's copy holds the new bytes beside the pair of the old ones.
 */
function pairOf(old: string): boolean {
  const changed = statSync(old, { throwIfNoEntry: false })?.mtimeMs ?? Number.POSITIVE_INFINITY;
  return [`${old}.br`, `${old}.gz`].every(
    (pair) => (statSync(pair, { throwIfNoEntry: false })?.mtimeMs ?? -1) >= changed,
  );
}

/**
 * The last build's pair of a file whose bytes have not changed, linked instead of made again:
 * reading and comparing a page costs a tenth of compressing it even at quality 5. `bytes`
 * undefined: the file is the last build's own (isLinked), so there is nothing to compare.
 */
function reusePair(file: string, bytes: Buffer | undefined, old: string): boolean {
  if (!pairOf(old)) return false;
  if (bytes && !sameBytes(old, bytes)) return false;
  try {
    linkSync(`${old}.br`, `${file}.br`);
    linkSync(`${old}.gz`, `${file}.gz`);
    return true;
  } catch {
    // Across file systems, or where links are refused: make them again (no half-linked pair stays).
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
    return false;
  }
}

/** `buffer`, or a larger one with its first `kept` bytes, when it holds fewer than `size`. */
export function roomFor(buffer: Buffer, size: number, kept = 0): Buffer {
  if (buffer.length >= size) return buffer;
  const larger = Buffer.allocUnsafeSlow(Math.max(size, 2 * buffer.length));
  buffer.copy(larger, 0, 0, kept);
  return larger;
}

/** sameBytes' buffer, grown as a file needs: thousands of pages read into one piece of memory. */
let oldBytes: Buffer = Buffer.alloc(0);

/** `old` holds exactly `bytes`; false when it does not or cannot be read. */
function sameBytes(old: string, bytes: Uint8Array): boolean {
  let fd: number;
  try {
    fd = openSync(old, 'r');
  } catch {
    return false;
  }
  try {
    if (fstatSync(fd).size !== bytes.length) return false;
    oldBytes = roomFor(oldBytes, bytes.length);
    const same = oldBytes.subarray(0, bytes.length);
    return readSync(fd, same, 0, bytes.length, 0) === bytes.length && same.equals(bytes);
  } catch {
    return false;
  } finally {
    closeSync(fd);
  }
}

/**
 * Links `path` to the last build's `old` when `old` holds exactly `bytes` (build.ts, writeFiles):
 * the file is then the last build's own, and precompress keeps its pair without reading it
 * (isLinked). False when it does not, or cannot be linked.
 */
export function linkIfSame(old: string, path: string, bytes: Uint8Array): boolean {
  if (!sameBytes(old, bytes)) return false;
  try {
    linkSync(old, path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Every file under `from` (that `keep` takes, by name) into `to` as hard links: static/ into the
 * staging folder (2 ms instead of 20-150 ms of copying 4.8 MB on the project machine), the last
 * build's search index into the next. dist/ is replaced whole by every build and never written in
 * place, so sharing the files is safe; across file systems (or where links are refused) it copies.
 */
export function linkTree(
  from: string,
  to: string,
  keep: (name: string) => boolean = () => true,
): void {
  const made = new Set<string>();
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !keep(entry.name)) continue;
    const source = join(entry.parentPath, entry.name);
    const target = join(to, relative(from, source));
    const dir = dirname(target);
    if (!made.has(dir)) mkdirSync(dir, { recursive: true });
    made.add(dir);
    try {
      linkSync(source, target);
    } catch {
      copyFileSync(source, target);
    }
  }
}

/** The build linked `file` to the last build's (build.ts, writeFiles): the same bytes, unread. */
function isLinked(file: string, old: string): boolean {
  const [a, b] = [statSync(file), statSync(old, { throwIfNoEntry: false })];
  return b !== undefined && a.ino === b.ino && a.dev === b.dev;
}

export interface PrecompressResult {
  compressed: number;
  reused: number;
}

/**
 * Writes the pairs in `folder`; `previous` is the last build's output, whose pairs may be reused.
 * `under` limits it to one subfolder ('pagefind'), so the build can compress the pages while the
 * search index is still being made, and the index alone after it.
 */
export async function precompress(
  folder: string,
  previous?: string,
  under = '',
): Promise<PrecompressResult> {
  // A build without the index (BUILD_NO_SEARCH=1) has no such folder.
  if (!existsSync(join(folder, under))) return { compressed: 0, reused: 0 };
  const files = readdirSync(join(folder, under), { recursive: true, withFileTypes: true })
    .map((entry) => ({ entry, file: join(entry.parentPath, entry.name) }))
    .filter(({ entry, file }) => entry.isFile() && isPrecompressed(`/${relative(folder, file)}`))
    .map(({ file }) => file);
  // Reading, comparing and linking one after another (the page cache answers at once); only the
  // compression runs on zlib's threads, all files at once, so it uses every core.
  const result = { compressed: 0, reused: 0 };
  const compressing: Promise<void>[] = [];
  for (const file of files) {
    const oldPath = previous && join(previous, relative(folder, file));
    if (oldPath && isLinked(file, oldPath) && reusePair(file, undefined, oldPath)) {
      result.reused += 1;
      continue;
    }
    const bytes = readFileSync(file);
    if (bytes.length <= MIN_BYTES) continue;
    if (oldPath && reusePair(file, bytes, oldPath)) result.reused += 1;
    else {
      compressing.push(compressPair(file, bytes));
      result.compressed += 1;
    }
  }
  await Promise.all(compressing);
  return result;
}
