/**
 * The client bundle (issue 2 point 7): ESM with code splitting, minified, content-hashed names,
 * React in production mode; CSS bundled and minified the same way. Returns the URLs a page needs.
 */
import * as esbuild from 'esbuild';
import { join } from 'node:path';
import type { IslandName } from '../../client/islands/index.ts';

export interface ClientBundle {
  /** '/assets/main-3F2A1B.js' */
  js: string;
  css: string;
  /** Pretendard's @font-face rules, applied after first paint (client/styles/fonts.css). */
  fonts: string;
  /**
   * Every chunk each unit of lazy code needs (its own and what it statically imports): by island
   * name, and by source file for what the main script loads after first paint
   * (`client/lib/hydrate.ts`, `client/lib/motion.ts`, `client/forms/index.ts`).
   */
  islandChunks: ReadonlyMap<string, string[]>;
}

const ISLAND_SOURCE = /(?:^|\/)client\/islands\/([A-Za-z]+)\.tsx$/;

/** Chunks reachable from `file` by static imports, `file` included. */
function closure(outputs: esbuild.Metafile['outputs'], file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imp of outputs[file]?.imports ?? []) if (imp.kind === 'import-statement') closure(outputs, imp.path, seen);
  return seen;
}

export async function bundleClient(root: string, outdir: string, apiBase: string): Promise<ClientBundle> {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { main: 'client/main.ts', site: 'client/styles/site.css', fonts: 'client/styles/fonts.css' },
    outdir: join(outdir, 'assets'),
    publicPath: '/assets',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'files/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    target: ['es2020', 'chrome100', 'safari15', 'firefox100'],
    minify: true,
    legalComments: 'none',
    jsx: 'automatic',
    metafile: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"', __API_BASE__: JSON.stringify(apiBase) },
    loader: { '.woff2': 'file' },
    // Absolute URLs in CSS point at static/ files, served as they are.
    external: ['/assets/*'],
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
  const main = entry('client/main.ts');
  for (const { path, kind } of outputs[main]?.imports ?? []) {
    if (kind === 'dynamic-import') islandChunks.set(outputs[path]!.entryPoint!, [...closure(outputs, path)].map(url));
  }
  return { js: url(main), css: url(entry('client/styles/site.css')), fonts: url(entry('client/styles/fonts.css')), islandChunks };
}
