/**
 * A child server's start time, resident memory and CPU time, for the scale and fault tests and the
 * benchmarks.
 */
import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { startChildServer } from './api-server.ts';
import { CONTACT_PATH, VALID_INQUIRY, post } from './inquiry.ts';

/** Resident set size of a process in MiB (Linux /proc). */
export function rssMiB(pid: number): number {
  const kib = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return Math.round((kib / 1024) * 10) / 10;
}

/**
 * CPU seconds (user + system) a process has used: fields 14 and 15 of /proc/<pid>/stat, in ticks of
 * 1/100 s.
 */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export interface Measured {
  startMs: number;
  rssMiB: number;
  child: ChildProcess;
}

/**
 * Starts the server on `db`, sends `requests` inquiries (the store, the outbox and the sender at
 * work), then reads its RSS.
 */
export async function measureServer(env: Record<string, string>, requests = 50): Promise<Measured> {
  const started = performance.now();
  const { child, base } = await startChildServer(env);
  const startMs = Math.round(performance.now() - started);
  for (let i = 0; i < requests; i += 1)
    await post(base, CONTACT_PATH, { ...VALID_INQUIRY, name: `scale-${i}` });
  await new Promise((resolve) => setTimeout(resolve, 1000)); // the sender catches up
  return { startMs, rssMiB: rssMiB(child.pid!), child };
}
