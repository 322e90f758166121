/**
 * The editor's JavaScript (docs/decisions.md, Editing in the browser): Decap CMS bundled from npm
 * (`decap-cms-app`) with the site's React and our part (client/admin/), by esbuild, into hashed
 * files under dist/admin/; no script from another origin. Decap and React land in a chunk of
 * their own (client/admin/vendor.ts is a second entry), so a change to our part leaves that
 * chunk's name and bytes, and so its .br/.gz pair, as the last build made them. Bundling Decap
 * takes seconds: the result is kept in node_modules/.cache/admin/ and reused while none of the
 * files that went into it changed.
 */
import { realpathSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { keepFile } from './build-cache.ts';
import { linkTree } from './precompress.ts';
import { decapFixes, jsquashWasm } from './admin-plugins.ts';

/** URL of the editor; robots.txt, the headers table and the tests name it from here. */
export const ADMIN_PATH = '/admin/';

/** What the admin page loads: its module script and the chunks that script imports at once. */
export interface AdminScripts {
  /** '/admin/admin-3F2A1B4C.js' */
  script: string;
  /**
   * Chunks to fetch beside it ('/admin/chunks/chunk-AB12CD34.js'), in the order it imports them.
   */
  preload: string[];
  /** The editor's own stylesheet (client/admin/admin.css): '/admin/admin-5E6F7A8B.css' */
  stylesheet?: string;
}

/** The cache's record of one bundle: the files that went in, with their size and change time. */
interface Kept extends AdminScripts {
  inputs: Record<string, string>;
  /** Folder under the cache holding the bundle's files. */
  folder: string;
}

/** This file and its plugins: a bundle made with other options or plugins is not reused. */
const OWN_FILES = [
  fileURLToPath(import.meta.url),
  fileURLToPath(new URL('./admin-plugins.ts', import.meta.url)),
];

/** A file's size and change time: enough to know it changed since the bundle was made. */
function stampOf(file: string): string {
  try {
    const stat = statSync(file);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'missing';
  }
}

function readKept(manifest: string): Kept | undefined {
  try {
    const kept = JSON.parse(readFileSync(manifest, 'utf8')) as Kept;
    const same = Object.entries(kept.inputs).every(([file, stamp]) => stampOf(file) === stamp);
    return same ? kept : undefined;
  } catch {
    return undefined;
  }
}

async function runEsbuild(root: string, outdir: string): Promise<esbuild.Metafile> {
  const shims = join(root, 'client/admin/node-shims.ts');
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: {
      admin: 'client/admin/main.ts',
      decap: 'client/admin/vendor.ts',
      // Its own entry, as the site's stylesheet is (site/builder/bundle.ts).
      'admin-styles': 'client/admin/admin.css',
    },
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    minify: true,
    legalComments: 'linked',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'files/[name]-[hash]',
    // The WebP codecs' .wasm files (admin-plugins.ts) are fetched by this URL.
    publicPath: ADMIN_PATH,
    outdir,
    metafile: true,
    write: true,
    loader: { '.wasm': 'file' },
    alias: { 'node:fs': shims, 'node:path': shims, 'node:url': shims },
    define: {
      'process.env.NODE_ENV': '"production"',
      'process.env.SITE_LOCALES': 'undefined',
      global: 'globalThis',
    },
    plugins: [jsquashWasm, decapFixes],
    logLevel: 'silent',
  });
  return result.metafile;
}

/**
 * The entry 'admin' of a metafile: its file and the chunks it imports statically, as URLs.
 * (outputs 'node_modules/.cache/admin/out-1-2/admin-AB12.js', folder 'out-1-2') ->
 * { script: '/admin/admin-AB12.js', preload: ['/admin/chunks/chunk-CD34.js'] }
 */
function scriptsOf(metafile: esbuild.Metafile, folder: string): AdminScripts {
  // In a sandbox (scripts/dev/spawn.ts) client/ is a link, and esbuild names the linked file.
  const url = (path: string) =>
    `${ADMIN_PATH}${path.slice(path.indexOf(`${folder}/`) + folder.length + 1)}`;
  const entry = (source: string) =>
    Object.entries(metafile.outputs).find(([, out]) => out.entryPoint?.endsWith(source));
  const [script, output] = entry('client/admin/main.ts')!;
  const stylesheet = entry('client/admin/admin.css')?.[0];
  const preload = output.imports
    .filter((imported) => imported.kind === 'import-statement' && !imported.external)
    .map((imported) => url(imported.path));
  return {
    script: url(script),
    preload,
    ...(stylesheet ? { stylesheet: url(stylesheet) } : {}),
  };
}

/**
 * Writes the editor's scripts into `dir` (dist/admin/ of the staging folder), from the cache when
 * nothing they are made of changed; returns what the page loads.
 */
export async function bundleAdmin(root: string, dir: string): Promise<AdminScripts> {
  const cache = join(root, 'node_modules/.cache/admin');
  const manifest = join(cache, 'bundle.json');
  const kept = readKept(manifest);
  if (kept) {
    try {
      linkTree(join(cache, kept.folder), dir);
      const { inputs: _inputs, folder: _folder, ...scripts } = kept;
      return scripts;
    } catch {
      // The folder went away (another checkout's build cleaned up): bundle again.
    }
  }
  const folder = `out-${process.pid}-${Date.now()}`;
  const outdir = join(cache, folder);
  const metafile = await runEsbuild(root, outdir);
  const scripts = scriptsOf(metafile, folder);
  const inputs = Object.fromEntries(
    Object.keys(metafile.inputs)
      .filter((file) => !file.includes(':'))
      .map((file) => realpathSync(join(root, file)))
      .concat(OWN_FILES)
      .map((file) => [file, stampOf(file)]),
  );
  keepFile(manifest, JSON.stringify({ ...scripts, inputs, folder }));
  removeOld(cache, folder);
  linkTree(outdir, dir);
  return scripts;
}

/** Bundles older than an hour, other than `current`: no build beside this one still links them. */
function removeOld(cache: string, current: string): void {
  for (const name of readdirSync(cache)) {
    const path = join(cache, name);
    if (!name.startsWith('out-') || name === current) continue;
    if (Date.now() - statSync(path).mtimeMs > 3_600_000)
      rmSync(path, { recursive: true, force: true });
  }
}
