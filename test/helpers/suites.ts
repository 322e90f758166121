/**
 * Runs every `*.test.ts` file of a folder (those whose name contains `only`, when given) as one
 * uvu run around a shared set-up, by uvu's own runner (uvu/run, what its CLI calls), with `start`
 * before the first suite and `stop` after the last, even when one fails (a `start` that fails
 * cleans up after itself). Exits non-zero on a failure.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { run } from 'uvu/run';

export async function runSuites(
  folder: string,
  only: string | undefined,
  start: () => Promise<unknown>,
  stop: () => Promise<void>,
): Promise<never> {
  const files = readdirSync(folder)
    .filter((f) => f.endsWith('.test.ts') && (!only || f.includes(only)))
    .sort();
  await start();
  try {
    // uvu's own runner (what its CLI calls) keeps its queue and globals to itself.
    await run(files.map((name) => ({ name, file: join(folder, name) })));
  } finally {
    await stop();
  }
  process.exit(process.exitCode ?? 0);
}
