/**
 * What esbuild needs to bundle Decap CMS for the editor (site/build/admin-bundle.ts), as plugins:
 * the WebP codecs' WebAssembly as hashed files, and the few changes to Decap's own code that the
 * writers' trial asked for (docs/decisions.md, Editing in the browser). Each change names the text
 * it replaces; when a Decap release no longer has that text the build stops and says which change
 * to look at again, so an upgrade cannot drop a fix silently.
 */
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * Decap makes uploads WebP in the browser with jSquash, whose Emscripten code finds its .wasm
 * next to itself (`new URL("webp_enc.wasm", import.meta.url)`), which esbuild leaves as it is.
 * Each such URL becomes an import of the file, so esbuild writes it under a hashed name.
 * ('new URL("webp_enc.wasm",import.meta.url)') ->
 * 'import __wasm0 from "./webp_enc.wasm"; … new URL(__wasm0,import.meta.url)'
 */
export const jsquashWasm: Plugin = {
  name: 'jsquash-wasm',
  setup(build) {
    build.onLoad({ filter: /[\\/]@jsquash[\\/].+\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const files: string[] = [];
      // Only the first argument changes: the text of the second is rewritten by scripts/run.mjs.
      const contents = source.replace(
        /new URL\(\s*"([\w.-]+\.wasm)"\s*,(?=\s*import\.meta\.url\s*\))/g,
        (_match, file: string) => `new URL(__wasm${files.push(file) - 1},`,
      );
      if (!files.length) return undefined;
      const imports = files.map(
        (file, i) => `import __wasm${i} from ${JSON.stringify(`./${file}`)};`,
      );
      return {
        contents: `${imports.join('\n')}\n${contents}`,
        loader: 'js',
        resolveDir: dirname(args.path),
      };
    });
  },
};

/** One change to a file of Decap's: where, why, the text it finds (and how often), what it writes. */
export interface DecapFix {
  /** The file, by the end of its path under node_modules. */
  file: string;
  why: string;
  find: RegExp;
  /** How many times `find` matches in Decap's release; another count stops the build. */
  count: number;
  replace: string;
}

export const DECAP_FIXES: readonly DecapFix[] = [
  {
    file: 'decap-cms-core/dist/esm/components/App/App.js',
    why: 'an entry opened by its address while another is open loads it: the editor is made anew for each entry, keyed by its address, instead of keeping the first entry and an empty form',
    find: /render: props => _jsx\(Editor, \{(\s*\.\.\.props(?:,\s*newRecord: true)?\s*)\}\)/g,
    count: 2,
    replace: 'render: props => _jsx(Editor, {$1}, props.match.url)',
  },
  {
    file: 'decap-cms-core/dist/esm/components/Editor/EditorInterface.js',
    why: 'every entry opens with its languages side by side: the pane beside the form no longer stays the preview for the next entry, which left a new press item without its English column',
    find: /rightPane: storedPanePreference\(\),/g,
    count: 1,
    replace: 'rightPane: PANE_ORDER[0],',
  },
];

/** Decap's `file` with `fixes` applied; throws when a fix's text is not there as often as it says. */
export function applyFixes(file: string, source: string, fixes: readonly DecapFix[]): string {
  let contents = source;
  for (const fix of fixes) {
    const found = contents.match(fix.find)?.length ?? 0;
    if (found !== fix.count)
      throw new Error(
        `${file}: the editor's fix "${fix.why}" expects ${fix.count} of ${fix.find} and finds ${found}: Decap changed; see site/build/admin-plugins.ts`,
      );
    contents = contents.replace(fix.find, fix.replace);
  }
  return contents;
}

export const decapFixes: Plugin = {
  name: 'decap-fixes',
  setup(build) {
    const files = [...new Set(DECAP_FIXES.map((fix) => fix.file))];
    const pattern = new RegExp(
      `(${files.map((f) => f.replace(/[./]/g, (c) => `\\${c}`)).join('|')})$`,
    );
    build.onLoad({ filter: pattern }, (args) => {
      const path = args.path.split('\\').join('/');
      const file = files.find((name) => path.endsWith(`/node_modules/${name}`));
      if (!file) return undefined;
      const fixes = DECAP_FIXES.filter((fix) => fix.file === file);
      return {
        contents: applyFixes(file, readFileSync(args.path, 'utf8'), fixes),
        loader: 'js',
        resolveDir: dirname(args.path),
      };
    });
  },
};
