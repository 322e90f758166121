/**
 * Runs a TypeScript entry (`node scripts/run.mjs build.ts`) as one esbuild bundle of our own code,
 * with the packages left to Node: one transform for every file and no loader hooks. `npm run build`
 * uses it because it is measurably faster than `tsx`, whose hooks see every import
 * (docs/performance.md, `scripts/run.mjs`); everything else runs through `tsx` (README). The
 * bundle is kept in node_modules/.cache/run and made again when any file in it (or this script)
 * has changed. Plain JavaScript, because it is what makes TypeScript run.
 */
import * as esbuild from 'esbuild';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(import.meta.dirname, '..');
const entry = resolve(process.argv[2] ?? '');
const CACHE = join(ROOT, 'node_modules/.cache/run');
// One bundle per checkout and entry (the bundle holds absolute paths: a copied or linked
// node_modules/ must not run another checkout's code), beside node_modules/ so its package
// imports resolve as the sources' do.
const name = `${basename(entry)}-${createHash('sha256').update(entry).digest('hex').slice(0, 12)}`;
const out = join(CACHE, `${name}.mjs`);
const manifest = join(CACHE, `${name}.json`);

/** Each file keeps its own import.meta.url, as if it ran where it lies. */
const ownImportMeta = {
  name: 'own-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(args.path).href),
      ),
      loader: args.path.endsWith('x') ? 'tsx' : 'ts',
    }));
  },
};

const mtimes = (files) =>
  Object.fromEntries(
    files.map((file) => [file, statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1]),
  );

function upToDate() {
  if (!existsSync(out) || !existsSync(manifest)) return false;
  const recorded = JSON.parse(readFileSync(manifest, 'utf8'));
  const now = mtimes(Object.keys(recorded));
  return Object.entries(recorded).every(([file, mtime]) => now[file] === mtime);
}

if (!upToDate()) {
  const result = await esbuild.build({
    entryPoints: [entry],
    absWorkingDir: ROOT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    // Stack traces point into the bundle; NODE_OPTIONS=--enable-source-maps maps them to the
    // TypeScript (always on, reading the map cost about 60 ms a build).
    sourcemap: 'linked',
    write: false,
    outfile: out,
    metafile: true,
    logLevel: 'error',
    plugins: [ownImportMeta],
  });
  mkdirSync(CACHE, { recursive: true });
  // Written aside and renamed into place, so a build running beside this one never reads half a
  // file.
  const put = (path, contents) => {
    writeFileSync(`${path}.${process.pid}`, contents);
    renameSync(`${path}.${process.pid}`, path);
  };
  for (const file of result.outputFiles) put(file.path, file.contents);
  const inputs = Object.keys(result.metafile.inputs).map((file) => resolve(ROOT, file));
  put(manifest, JSON.stringify(mtimes([...inputs, fileURLToPath(import.meta.url)])));
}
process.argv[1] = entry;
await import(pathToFileURL(out).href);
