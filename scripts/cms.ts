/**
 * `npm run cms`: the writer's local set-up (contracts §19). Starts the editor's backend
 * (decap-server's file middleware, reading and writing this checkout's files, on a socket file in
 * a folder only this user can open: scripts/cms/backend.ts) and the dev server (`npm run dev`:
 * live reload), whose guard (scripts/cms/guard.ts) is the one way to that backend: from its own
 * /admin/ page, with this run's secret, on content/ and the media folder. Open
 * http://localhost:<port>/admin/, edit, save: the files change here and the open pages reload.
 * PORT chooses the dev server's port (default 3000; 0 takes a free one); DEV_ROOT edits another
 * checkout.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = process.env.DEV_ROOT ? resolve(process.env.DEV_ROOT) : REPO;

/** A port nothing listens on now, on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });
}

// mkdtemp makes the folder 0700: only this user reaches the socket inside it.
const folder = mkdtempSync(join(tmpdir(), 'haeon-cms-'));
const socket = join(folder, 'backend.sock');
const children: ChildProcess[] = [];
function stopAll(code: number): never {
  for (const child of children) child.kill('SIGTERM');
  rmSync(folder, { recursive: true, force: true });
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0));

const backend = fork(join(REPO, 'scripts/cms/backend.ts'), [ROOT, socket], {
  cwd: ROOT,
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
children.push(backend);
backend.on('exit', (code) => stopAll(code ?? 1));
await new Promise((listening) => backend.once('message', listening));

// The editor's configuration names the backend by the dev server's origin: its port comes first.
const port = Number(process.env.PORT ?? 3000) || (await freePort());
const dev = spawn(process.execPath, ['--import', 'tsx', join(REPO, 'scripts/dev.ts')], {
  cwd: REPO,
  env: {
    ...process.env,
    PORT: String(port),
    CMS_LOCAL_BACKEND: `http://localhost:${port}/admin/api/v1`,
    CMS_BACKEND_SOCKET: socket,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
children.push(dev);
dev.on('exit', (code) => stopAll(code ?? 1));
console.log(
  `Editor backend: ${socket} (files in ${ROOT}), through http://localhost:${port}/admin/`,
);
