/**
 * Runs every `*.test.ts` file of a folder (those whose name contains `only`, when given) as one
 * uvu run around a shared set-up: the same steps as uvu's own CLI (uvu/run), with `start` before
 * the first suite and `stop` after the last, even when one fails (a `start` that fails cleans up
 * after itself). Exits non-zero on a failure.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export async function runSuites(
  folder: string,
  only: string | undefined,
  start: () => Promise<unknown>,
  stop: () => Promise<void>,
): Promise<never> {
  const files = readdirSync(folder)
    .filter((f) => f.endsWith('.test.ts') && (!only || f.includes(only)))
    .sort();
  const uvuGlobals = globalThis as unknown as {
    UVU_DEFER: number;
    UVU_INDEX: number;
    UVU_QUEUE: unknown[][];
  };
  uvuGlobals.UVU_DEFER = 1;
  const { exec } = await import('uvu');
  await start();
  try {
    for (const [index, file] of files.entries()) {
      uvuGlobals.UVU_INDEX = index;
      uvuGlobals.UVU_QUEUE.push([file]);
      await import(pathToFileURL(join(folder, file)).href);
    }
    await exec(false);
  } finally {
    await stop();
  }
  process.exit(process.exitCode ?? 0);
}
