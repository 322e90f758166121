/**
 * `npm run test:nginx` (contracts §14): builds the site for nginx, starts the API server and a
 * real nginx once (harness.ts), runs every test/nginx/*.test.ts suite with uvu, stops both by
 * their pids and exits non-zero on a failure. `npm run test:nginx -- hostile` runs only the files
 * whose name contains "hostile". Needs Debian's nginx and libnginx-mod-http-brotli-static
 * (.ci/run installs them when missing).
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runSuites } from '../helpers/suites.ts';
import { startNginxSite, stopNginxSite } from './harness.ts';

await runSuites(
  dirname(fileURLToPath(import.meta.url)),
  process.argv[2],
  startNginxSite,
  stopNginxSite,
);
