/**
 * Temp folders for tests, each removed when the test process exits, passed or failed: a run
 * leaves nothing behind in the system's temp folder. Without it every `npm test` left some 30
 * folders there, among them a PostgreSQL cluster (125 MB) and the scale test's store (390 MB).
 * A server a test started has been stopped by then (tests stop them by pid in their `after`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made = new Set<string>();

function removeAll(): void {
  for (const folder of made) {
    try {
      rmSync(folder, { recursive: true, force: true, maxRetries: 2 });
    } catch (error) {
      // Never a failed run for it: say which folder is left.
      console.error(`temp folder left: ${folder} (${(error as Error).message})`);
    }
  }
}

/** A fresh temp folder, 'inquiries-test-XXXXXX', gone when the process exits. */
export function tempDir(prefix = 'inquiries-test-'): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  if (made.size === 0) process.once('exit', removeAll);
  made.add(folder);
  return folder;
}
