/**
 * The editor's bundle (site/builder/admin-plugins.ts): each change to Decap's code finds its text
 * in the installed release exactly as often as it says, and a release without it stops the build
 * with the fix's reason instead of shipping Decap unfixed.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DECAP_FIXES, applyFixes } from '../../site/builder/admin-plugins.ts';

const require = createRequire(import.meta.url);
const decapFile = (file: string) => {
  const [scope, ...rest] = file.split('/');
  return readFileSync(
    `${require.resolve(`${scope}/package.json`).slice(0, -'package.json'.length)}${rest.join('/')}`,
    'utf8',
  );
};

test('admin bundle - every fix to Decap applies to the installed release', () => {
  for (const fix of DECAP_FIXES) {
    const source = decapFile(fix.file);
    const fixed = applyFixes(fix.file, source, [fix]);
    assert.is.not(fixed, source, fix.file);
  }
});

test("admin bundle - a Decap release without a fix's text stops the build, naming the fix", () => {
  const [fix] = DECAP_FIXES;
  assert.throws(
    () => applyFixes(fix!.file, 'export default 1;', [fix!]),
    (error: Error) => error.message.includes(fix!.why) && error.message.includes('finds 0'),
  );
});

test.run();
