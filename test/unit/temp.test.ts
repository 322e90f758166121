import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/dist.ts';

/**
 * A Node process that makes two temp folders with a file in each, prints them, and ends with
 * `code`.
 */
function foldersOf(code: number): string[] {
  const script = `
    import { writeFileSync } from 'node:fs';
    import { join } from 'node:path';
    import { tempDir } from ${JSON.stringify(join(ROOT, 'test/helpers/temp.ts'))};
    const folders = [tempDir('temp-test-'), tempDir()];
    for (const folder of folders) writeFileSync(join(folder, 'kept.db'), 'x');
    console.log(JSON.stringify(folders));
    process.exitCode = ${code};`;
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  assert.is(run.status, code, run.stderr);
  return JSON.parse(run.stdout) as string[];
}

test('temp - a test process leaves none of its temp folders behind, passed or failed', () => {
  for (const code of [0, 1]) {
    const folders = foldersOf(code);
    assert.is(folders.length, 2);
    assert.ok(folders[0]!.includes('temp-test-'));
    assert.equal(
      folders.filter((folder) => existsSync(folder)),
      [],
    );
  }
});

test('temp - tests make temp folders only through test/helpers/temp.ts', () => {
  const code = readdirSync(join(ROOT, 'test'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join('test', f));
  const direct = code.filter(
    (f) =>
      f !== 'test/helpers/temp.ts' && /\bmkdtempSync\(/.test(readFileSync(join(ROOT, f), 'utf8')),
  );
  assert.equal(direct, []);
});

test.run();
