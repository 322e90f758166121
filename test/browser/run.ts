/**
 * `npm run test:browser`: starts the preview server and Chromium once, runs every
 * test/browser/*.test.ts suite with uvu, closes both, and exits non-zero on a failure.
 * Needs a built dist/ (the npm script builds first) and Debian's chromium (README).
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runSuites } from '../helpers/suites.ts';
import { startHarness, stopHarness } from './harness.ts';

await runSuites(
  dirname(fileURLToPath(import.meta.url)),
  process.argv[2],
  startHarness,
  stopHarness,
);
