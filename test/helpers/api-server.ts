/**
 * The preview server for API tests, with an empty static site of its own: the API under test
 * does not depend on a built dist/ (which another build may be rewriting at that moment). Every
 * test gives its own database; the rate limit and mail digests are off unless a test sets them,
 * and log lines are kept in `logged` rather than printed.
 * Run as a script it is the child process of the crash and two-process tests: settings from the
 * environment (INQUIRIES_DB, SMTP_URL, MAIL_FROM, RATE_LIMIT, MAIL_DIGEST; MAIL_TIMINGS as JSON;
 * DIST, a built site to serve instead of the empty one), and it prints
 * its URL once listening.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createInterface } from 'node:readline';
import { startServer, type ServerOptions } from '../../server/http-server.ts';
import { tempDir } from './temp.ts';

export interface ApiServer {
  server: Server;
  base: string;
  logged: string[];
  close: () => Promise<void>;
}

/** A static site with nothing in it, for a server whose test is its API. */
function emptySite(): string {
  const dist = tempDir('api-dist-');
  writeFileSync(join(dist, 'serve.json'), '{}');
  return dist;
}

export async function startApiServer(options: ServerOptions & { db: string }): Promise<ApiServer> {
  const logged: string[] = [];
  const dist = options.dist ?? emptySite();
  const server = await startServer({
    port: 0,
    dist,
    rateLimit: 'off',
    // One mail per inquiry, as the tests that count mails expect; digests are tested on their own.
    mailDigest: 'off',
    // A previous store that does not exist: there is nothing to import.
    inquiriesFile: join(dist, 'none.jsonl'),
    log: (line) => logged.push(line),
    ...options,
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    server,
    base,
    logged,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface ChildServer {
  child: ChildProcess;
  base: string;
  /** Its log lines (standard error) so far. */
  logged: string[];
}

/**
 * This file run as a child process with `env` added; resolves with its URL once it listens.
 * `wrap` runs it through another command first (['unshare', ...]), which must exec it.
 */
export function startChildServer(
  env: Record<string, string>,
  wrap: string[] = [],
): Promise<ChildServer> {
  const command = [...wrap, process.execPath, '--import', 'tsx', fileURLToPath(import.meta.url)];
  const child = spawn(command[0]!, command.slice(1), {
    cwd: join(dirname(fileURLToPath(import.meta.url)), '../..'),
    // The empty site is this process's, so it is removed when this process exits, even when the
    // child is killed.
    env: { ...process.env, ...env, DIST: env.DIST ?? emptySite() },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logged: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => logged.push(line));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`server exited with ${code}: ${logged.join('\n')}`)),
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      const base = /listening (\S+)/.exec(chunk.toString())?.[1];
      if (!base) return;
      child.removeAllListeners('exit');
      resolve({ child, base, logged });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const env = process.env;
  const { base } = await startApiServer({
    ...(env.DIST ? { dist: env.DIST } : {}),
    db: env.INQUIRIES_DB!,
    rateLimit: env.RATE_LIMIT ?? 'off',
    mailDigest: env.MAIL_DIGEST ?? 'off',
    mail: JSON.parse(env.MAIL_TIMINGS ?? '{}'),
    log: (line) => console.error(line),
    ...(env.INQUIRIES_FILE ? { inquiriesFile: env.INQUIRIES_FILE } : {}),
  });
  console.log(`listening ${base}`);
}
