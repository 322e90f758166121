/**
 * Comments wrap at 100 columns, as the code does (docs/style.md): every comment line of the
 * project's own TypeScript, JavaScript and CSS (the files git tracks: never node_modules/, dist/
 * or dist-deploy/). A column is a character; a line that is code with a comment after it counts as
 * a comment line. Biome wraps the code but not the comments, so this test holds them; a
 * `biome-ignore` line is one line by Biome's own rule.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = join(import.meta.dirname, '../..');
const WIDTH = 100;
const FILES = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.css'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f && !/^(node_modules|dist|dist-deploy)\//.test(f));

/** The line with its strings emptied: ("a('//x') // y") -> "a('') // y" */
const withoutStrings = (line: string) =>
  line.replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g, (m) => m[0]! + m[0]!);

/**
 * The numbers of a file's lines that hold a comment: inside or opening a block comment, a line
 * comment, or code followed by one (CSS has block comments only).
 */
function commentLines(text: string, css: boolean): number[] {
  const found: number[] = [];
  let inBlock = false;
  text.split('\n').forEach((line, i) => {
    const code = css ? line : withoutStrings(line);
    let comment = inBlock;
    let rest = code;
    for (;;) {
      if (inBlock) {
        const end = rest.indexOf('*/');
        if (end < 0) break;
        inBlock = false;
        rest = rest.slice(end + 2);
        continue;
      }
      const block = rest.indexOf('/*');
      const lineComment = css ? -1 : rest.search(/(^|[^:\\])\/\//);
      if (lineComment >= 0 && (block < 0 || lineComment < block)) {
        comment = true;
        break;
      }
      if (block < 0) break;
      comment = true;
      inBlock = true;
      rest = rest.slice(block + 2);
    }
    if (comment) found.push(i + 1);
  });
  return found;
}

test('comments - the scan finds comment lines and only those', () => {
  const ts = [
    '/**',
    ' * a',
    ' */',
    "const url = 'http://x'; // y",
    "const s = '/* not */';",
    'const n = 1; /* z */',
    'let m = 2;',
  ].join('\n');
  assert.equal(commentLines(ts, false), [1, 2, 3, 4, 6]);
  assert.equal(commentLines('a { b: c; }\n/* d\n   e */\nf {}', true), [2, 3]);
});

test('comments - no comment line is longer than 100 columns', () => {
  const long: string[] = [];
  for (const file of FILES) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const lines = text.split('\n');
    for (const n of commentLines(text, file.endsWith('.css'))) {
      const width = [...lines[n - 1]!].length;
      // A suppression is one line or Biome does not read it: its reason stays beside it.
      if (width > WIDTH && !lines[n - 1]!.includes('biome-ignore'))
        long.push(`${file}:${n} (${width})`);
    }
  }
  assert.equal(long, [], `comment lines over ${WIDTH} columns: wrap them`);
});

test.run();
