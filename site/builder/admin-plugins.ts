/**
 * What esbuild needs to bundle Decap CMS for the editor (site/builder/admin-bundle.ts), as plugins:
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

/**
 * One change to a file of Decap's: where, why, the text it finds (and how often), what it writes.
 */
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
  {
    file: 'decap-cms-core/dist/esm/components/Editor/EditorToolbar.js',
    why: 'a new entry nobody has typed into says nothing about saving, rather than "changes saved"',
    find: /\}\) : _jsx\(BackStatusUnchanged, \{/g,
    count: 1,
    replace: '}) : this.props.isNewEntry ? null : _jsx(BackStatusUnchanged, {',
  },
  {
    file: 'decap-cms-core/dist/esm/components/Editor/EditorToolbar.js',
    why: 'no "check for preview" button that finds none: deploy previews are off (show_preview_links: false; our preview is the page)',
    find: /if \(!status\) \{\n\s*return;\n\s*\}/g,
    count: 1,
    replace: "if (status !== 'SUCCESS') {\n      return;\n    }",
  },
  // The editor's refusals (client/admin/refusals.tsx) find a field through Decap's own panes, one
  // for each language shown, and their focus(path), which unfolds lists down to the field.
  {
    file: 'decap-cms-core/dist/esm/components/Editor/EditorControlPane/EditorControlPane.js',
    why: 'a refusal can take the writer to its field: the open panes are listed',
    find: /^export default class ControlPane extends Component \{/m,
    count: 1,
    replace: 'export const OPEN_PANES = new Set();\n$&',
  },
  {
    file: 'decap-cms-core/dist/esm/components/Editor/EditorControlPane/EditorControlPane.js',
    why: 'a refusal can take the writer to its field: a pane joins the list while it is shown',
    find: /\n {2}focus\(path\) \{\n/g,
    count: 1,
    replace:
      '\n  componentDidMount() {\n    OPEN_PANES.add(this);\n  }\n  componentWillUnmount() {\n    OPEN_PANES.delete(this);\n  }$&',
  },
  {
    file: 'decap-cms-core/dist/esm/actions/entries.js',
    why: "a field marked by the build's rules at the last save does not stop the next save, which runs the rules again (Decap would refuse it silently while the mark stood)",
    find: /const fieldsErrors = entryDraft\.get\('fieldsErrors'\);/g,
    count: 1,
    replace:
      "const fieldsErrors = entryDraft.get('fieldsErrors').filter(errors => errors.some(error => error.type !== 'REFUSED_AT_SAVE'));",
  },
  {
    file: 'decap-cms-core/dist/esm/actions/entries.js',
    why: "a save stopped by a field's own rule says so whatever the rule (Decap said nothing unless a required field was empty)",
    find: /if \(hasPresenceErrors\) \{/g,
    count: 1,
    replace: 'if (hasPresenceErrors || !fieldsErrors.isEmpty()) {',
  },
  {
    file: 'decap-cms-core/dist/esm/components/Editor/EditorControlPane/EditorControl.js',
    why: 'a switch is not labelled optional: off is an answer',
    find: /const isFieldOptional = field\.get\('required'\) === false;/g,
    count: 1,
    replace:
      "const isFieldOptional = field.get('required') === false && field.get('widget') !== 'boolean';",
  },
  {
    file: 'decap-cms-core/dist/esm/components/Editor/EditorControlPane/EditorControl.js',
    why: 'a screen reader names a field by its label ("제목 칸"), not by the kind of widget ("string field")',
    find: /widgetLabel: widgetName\n/g,
    count: 1,
    replace: "widgetLabel: field.get('label', field.get('name'))\n",
  },
  {
    file: 'decap-cms-core/dist/esm/components/Editor/Editor.js',
    why: 'a refused save ends there, told in the refusals panel, not as an unhandled rejection in the console',
    find: /await persistEntry\(collection\);/g,
    count: 1,
    replace: 'try {\n      await persistEntry(collection);\n    } catch {\n      return;\n    }',
  },
  {
    file: 'decap-cms-core/dist/esm/actions/entries.js',
    why: "a save the editor's rules refused is no error of the program: not logged as one",
    find: /console\.error\(error\);(\s*dispatch\(addNotification\(\{\s*message: \{\s*details: error,\s*key: 'ui\.toast\.onFailToPersist')/g,
    count: 1,
    replace: "if (error?.name !== 'RefusedSave') console.error(error);$1",
  },
  {
    file: 'decap-cms-core/dist/esm/components/App/App.js',
    why: 'no link reading "/" in the header: Decap shows the site\'s address (site_url, "/") there, which tells a writer nothing',
    find: /displayUrl: config\.display_url,/g,
    count: 1,
    replace: 'displayUrl: undefined,',
  },
  // An image field's thumbnail asks Decap for the picture once; Decap answers "loading" and the
  // thumbnail never asked again, so it stayed blank. It now asks again when a picture has loaded.
  ...(
    [
      [
        /import \{ Component, useEffect, useState \} from 'react';/g,
        "$&\nimport { useSelector } from 'react-redux';",
      ],
      [
        /const \[asset, setAsset\] = useState\(null\);/g,
        '$&\n  const medias = useSelector(state => state.medias);',
      ],
      [/\}, \[value, field, getAsset\]\);/g, '}, [value, field, getAsset, medias]);'],
    ] as const
  ).map(([find, replace]) => ({
    file: 'decap-cms-widget-file/dist/esm/withFileControl.js',
    why: 'an image field shows its picture, not a blank thumbnail, once the picture has loaded',
    find,
    count: 1,
    replace,
  })),
];

/**
 * Decap's `file` with `fixes` applied; throws when a fix's text is not there as often as it says.
 */
export function applyFixes(file: string, source: string, fixes: readonly DecapFix[]): string {
  let contents = source;
  for (const fix of fixes) {
    const found = contents.match(fix.find)?.length ?? 0;
    if (found !== fix.count)
      throw new Error(
        `${file}: the editor's fix "${fix.why}" expects ${fix.count} of ${fix.find} and finds ${found}: Decap changed; see site/builder/admin-plugins.ts`,
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
