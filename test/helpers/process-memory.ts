/** A child server's start time and resident memory, for the scale test and the benchmark. */
import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { startChildServer } from './api-server.ts';
import { CONTACT_PATH, VALID_INQUIRY, post } from './inquiry.ts';

/** Resident set size of a process in MiB (Linux /proc). */
export function rssMiB(pid: number): number {
  const kib = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return Math.round((kib / 1024) * 10) / 10;
}

export interface Measured {
  startMs: number;
  rssMiB: number;
  child: ChildProcess;
}

/** Starts the server on `db`, sends `requests` inquiries (the store, the outbox and the sender at work), then reads its RSS. */
export async function measureServer(env: Record<string, string>, requests = 50): Promise<Measured> {
  const started = performance.now();
  const { child, base } = await startChildServer(env);
  const startMs = Math.round(performance.now() - started);
  for (let i = 0; i < requests; i += 1)
    await post(base, CONTACT_PATH, { ...VALID_INQUIRY, name: `scale-${i}` });
  await new Promise((resolve) => setTimeout(resolve, 1000)); // the sender catches up
  return { startMs, rssMiB: rssMiB(child.pid!), child };
}
