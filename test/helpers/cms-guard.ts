/**
 * The local editor's guard and backend as `npm run cms` runs them (scripts/cms/guard.ts,
 * scripts/cms/backend.ts), on a checkout of a test's own, for requests a browser could not be made
 * to send (any Host, Origin or Sec-Fetch header): the real backend process on its socket file,
 * the guard in a real HTTP server on a free port. Stopped by pid in the test's `after`.
 */
import { fork } from 'node:child_process';
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCmsGuard } from '../../scripts/cms/guard.ts';
import { tempDir } from './temp.ts';

const BACKEND = fileURLToPath(new URL('../../scripts/cms/backend.ts', import.meta.url));

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  json(): Record<string, unknown>;
}

export interface GuardedBackend {
  port: number;
  /** http://localhost:<port>, the editor's one origin. */
  origin: string;
  /** What the guard logged, one line per refusal. */
  log: string[];
  /** One HTTP request to the guard, every header as given. */
  send(options: {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }): Promise<Answer>;
  /** This run's secret, as the admin page fetches it. */
  session(): Promise<string>;
  stop(): Promise<void>;
}

export async function startGuardedBackend(root: string): Promise<GuardedBackend> {
  const socket = join(tempDir('haeon-cms-socket-'), 'backend.sock');
  const backend = fork(BACKEND, [root, socket], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise((listening, failed) => {
    backend.once('message', listening);
    backend.once('exit', (code) => failed(new Error(`the backend stopped (${code})`)));
  });
  const log: string[] = [];
  let guard: ReturnType<typeof createCmsGuard> | undefined;
  const server = createServer((req, res) => {
    if (!guard?.(req, res)) res.writeHead(404).end('not the guard');
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  guard = createCmsGuard({ root, port, socket, log: (line) => log.push(line) });
  const origin = `http://localhost:${port}`;

  const send: GuardedBackend['send'] = ({
    method = 'POST',
    path = '/admin/api/v1',
    headers = {},
    body,
  }) =>
    new Promise((resolve, reject) => {
      const call = request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          headers: { host: `localhost:${port}`, ...headers },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            resolve({
              status: res.statusCode!,
              headers: res.headers,
              body: text,
              json: () => JSON.parse(text) as Record<string, unknown>,
            });
          });
        },
      );
      call.on('error', reject);
      call.end(body);
    });

  const session = async () => {
    const answer = await send({
      method: 'GET',
      path: '/admin/api/session',
      headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'empty' },
    });
    return String(answer.json().session);
  };

  const stop = async () => {
    await new Promise((closed) => server.close(closed));
    const exited = new Promise((done) => backend.once('exit', done));
    backend.kill('SIGTERM');
    await exited;
  };
  return { port, origin, log, send, session, stop };
}
