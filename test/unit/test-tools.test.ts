/**
 * Our test tools use uvu through its public entries only (uvu, uvu/assert, uvu/run): its globals
 * (UVU_QUEUE, UVU_INDEX, UVU_DEFER) are its own and may change in any release.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/dist.ts';

const code = ['test', 'scripts'].flatMap((dir) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !f.includes('fixtures'))
    .map((f) => join(dir, f)),
);

test('test tools - no file of ours touches uvu private globals', () => {
  const touching = code.filter(
    (f) =>
      f !== 'test/unit/test-tools.test.ts' &&
      /\bUVU_[A-Z]+/.test(readFileSync(join(ROOT, f), 'utf8')),
  );
  assert.equal(touching, []);
});

test.run();
