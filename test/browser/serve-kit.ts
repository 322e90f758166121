/**
 * The site on `serve`, the plain static host the README promises (`npx serve dist`), for the
 * suites that test what a static host gives (no API; the headers of dist/serve.json). `serve` runs
 * as its own process on a free port and is stopped by its pid.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { DIST, ROOT } from '../helpers/dist.ts';
import { freePort } from '../helpers/ports.ts';

export interface Served {
  child: ChildProcess;
  base: string;
  /** What serve printed, shown when it stops before the suite is done. */
  log: () => string;
}

/** Starts `serve dist` and waits until it answers (at most 15 s). */
export async function startServe(): Promise<Served> {
  const port = await freePort();
  let log = '';
  const child = spawn(
    join(ROOT, 'node_modules/.bin/serve'),
    ['--no-clipboard', '--no-port-switching', '-l', `tcp://127.0.0.1:${port}`, DIST],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout!.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    log += chunk;
  });
  child.on('exit', (code, signal) => {
    log += `\n[serve exited: code ${code}, signal ${signal}]`;
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`serve exited with ${child.exitCode}`);
    if (
      await fetch(base).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, base, log: () => log };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('serve did not answer within 15 s');
}

/**
 * One `serve` for a suite: started when it begins (run.ts imports every suite first), stopped when
 * it ends. `baseUrl()` says what serve printed if it has stopped.
 */
export function serveForSuite(suite: {
  before: (f: () => void) => void;
  after: (f: () => Promise<void>) => void;
}) {
  let served: Promise<Served>;
  suite.before(() => {
    served = startServe();
    // A failed start fails each test that awaits it.
    served.catch(() => undefined);
  });
  suite.after(async () => {
    const { child } = await served;
    if (child.exitCode === null && child.signalCode === null) child.kill();
  });
  return async function baseUrl(): Promise<string> {
    const { child, base, log } = await served;
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`serve is not running:\n${log()}`);
    return base;
  };
}
