/**
 * The client bundle: ESM with code splitting, minified, content-hashed names,
 * React; CSS bundled and minified the same way. Returns the URLs a page needs.
 */
import * as esbuild from 'esbuild';
import { join } from 'node:path';
import type { IslandName } from '../../client/islands/index.ts';
import { ROUTES } from '../routes.ts';

export interface ClientBundle {
  /** '/assets/main-3F2A1B.js' */
  js: string;
  css: string;
  /**
   * Every script and stylesheet written, absolute paths: the text the site's font is made from
   * (./site-font.ts).
   */
  outputs: string[];
  /**
   * Every chunk each unit of lazy code needs (its own and what it statically imports): by island
   * name, and by source file for what the main script loads later (LAZY_ENTRIES).
   */
  islandChunks: ReadonlyMap<string, string[]>;
}

const ISLAND_SOURCE = /(?:^|\/)client\/islands\/([A-Za-z]+)\.tsx$/;

/** Chunks reachable from `file` by static imports, `file` included. */
function closure(
  outputs: esbuild.Metafile['outputs'],
  file: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imp of outputs[file]?.imports ?? [])
    if (imp.kind === 'import-statement') closure(outputs, imp.path, seen);
  return seen;
}

/**
 * What client/main.ts loads later: the hydration code, with React, when the first island needs it
 * (client/lib/triggers.ts), and smooth scrolling after first paint. Entries of the split build,
 * their URLs given to main.ts.
 */
export const LAZY_ENTRIES = {
  hydrate: 'client/lib/hydrate.ts',
  motion: 'client/lib/motion.ts',
} as const;

const COMMON: esbuild.BuildOptions = {
  publicPath: '/assets',
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'files/[name]-[hash]',
  bundle: true,
  format: 'esm',
  target: ['es2020', 'chrome100', 'safari15', 'firefox100'],
  minify: true,
  legalComments: 'none',
  jsx: 'automatic',
  logLevel: 'silent',
  // Absolute URLs in CSS point at static/ files, served as they are.
  external: ['/assets/*'],
};

export interface BundleOptions {
  /**
   * `.map` files beside the chunks, for `npm run bench` to name the source module behind a trace
   * event (SOURCE_MAPS=1 npm run build). External: no chunk links its map, so no browser fetches
   * one; the names' hashes differ from a build without maps.
   */
  sourceMaps?: boolean;
}

/**
 * V8's explicit compile hint (Chrome 136 on): every function of the file is compiled with it,
 * while the file streams in off the main thread, not one by one on the main thread at its first
 * call. Each of these chunks is loaded to run at once: the islands hydrate as their code arrives,
 * calling much of React: it lowers the script CPU of a load (docs/performance.md,
 * `site/builder/bundle.ts`). Older browsers ignore it.
 */
const COMPILE_HINT = { js: '//# allFunctionsCalledOnLoad' };

/**
 * Two esbuild runs: everything but the main script with code splitting (React, islands, styles),
 * then client/main.ts alone, without splitting, told the URLs of what it loads after first paint.
 * So the one script in every page's head is one small file that imports nothing: split with the
 * rest it waited on three shared chunks, a round trip more before first paint on a slow phone.
 */
export async function bundleClient(
  root: string,
  outdir: string,
  apiBase: string,
  options: BundleOptions = {},
): Promise<ClientBundle> {
  const define = { 'process.env.NODE_ENV': '"production"', __API_BASE__: JSON.stringify(apiBase) };
  const sourcemap = options.sourceMaps ? 'external' : false;
  const result = await esbuild.build({
    ...COMMON,
    sourcemap,
    absWorkingDir: root,
    entryPoints: {
      site: 'client/styles/site.css',
      ...LAZY_ENTRIES,
    },
    outdir: join(outdir, 'assets'),
    splitting: true,
    banner: COMPILE_HINT,
    metafile: true,
    define,
  });
  const outputs = result.metafile.outputs;
  const url = (file: string) => `/${file.slice(file.indexOf('assets/'))}`;
  const files = Object.keys(outputs);
  const entry = (name: string) => files.find((f) => outputs[f]?.entryPoint?.endsWith(name))!;
  const islandChunks = new Map<IslandName | string, string[]>();
  for (const file of files) {
    const island = ISLAND_SOURCE.exec(outputs[file]?.entryPoint ?? '')?.[1];
    if (island) islandChunks.set(island, [...closure(outputs, file)].map(url));
  }
  // An island bundled into another chunk (client/islands/index.ts: the every-page ones go with the
  // hydration code, the home's at-load ones with home.ts) needs the chunk that holds it.
  for (const file of files) {
    for (const input of Object.keys(outputs[file]?.inputs ?? {})) {
      const island = ISLAND_SOURCE.exec(input)?.[1];
      if (island && !islandChunks.has(island))
        islandChunks.set(island, [...closure(outputs, file)].map(url));
    }
  }
  for (const source of Object.values(LAZY_ENTRIES))
    islandChunks.set(source, [...closure(outputs, entry(source))].map(url));
  const afterPaint = Object.fromEntries(
    Object.entries(LAZY_ENTRIES).map(([name, source]) => [name, url(entry(source))]),
  );
  const main = await esbuild.build({
    ...COMMON,
    sourcemap,
    absWorkingDir: root,
    entryPoints: { main: 'client/main.ts' },
    outdir: join(outdir, 'assets'),
    metafile: true,
    define: {
      ...define,
      __LAZY__: JSON.stringify(afterPaint),
      __ROUTE_URLS__: JSON.stringify(ROUTES.map((r) => r.url)),
    },
  });
  const mainFile = Object.keys(main.metafile.outputs).find((f) => f.endsWith('.js'))!;
  return {
    js: url(mainFile),
    css: url(entry('client/styles/site.css')),
    outputs: [...files, mainFile]
      .filter((file) => /\.(js|css)$/.test(file))
      .map((file) => join(root, file)),
    islandChunks,
  };
}
