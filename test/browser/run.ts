/**
 * `npm run test:browser`: starts the preview server and Chromium once, runs every
 * test/browser/*.test.ts suite with uvu, closes both, and exits non-zero on a failure.
 * Needs a built dist/ (the npm script builds first) and Debian's chromium (README).
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startHarness, stopHarness } from './harness.ts';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const files = readdirSync(here).filter((f) => f.endsWith('.test.ts') && (!only || f.includes(only))).sort();

// The same steps as uvu's own CLI (uvu/run): defer, queue each file's suites, then exec.
const uvuGlobals = globalThis as unknown as { UVU_DEFER: number; UVU_INDEX: number; UVU_QUEUE: unknown[][] };
uvuGlobals.UVU_DEFER = 1;
const { exec } = await import('uvu');
await startHarness();
for (const [index, file] of files.entries()) {
  uvuGlobals.UVU_INDEX = index;
  uvuGlobals.UVU_QUEUE.push([file]);
  await import(pathToFileURL(join(here, file)).href);
}
try {
  await exec(false);
} finally {
  await stopHarness();
}
process.exit(process.exitCode ?? 0);
