/**
 * `npm run cms`: the writer's local set-up (DECISIONS §19). Starts Decap's local backend
 * (decap-server, bound to 127.0.0.1 on a free port, reading and writing this checkout's files)
 * and the dev server (`npm run dev`: live reload), whose /admin/ talks to that backend. Open
 * http://localhost:<port>/admin/, edit, save: the files change here and the open pages reload.
 * PORT chooses the dev server's port (default 3000); DEV_ROOT edits another checkout.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
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

const children: ChildProcess[] = [];
function stopAll(code: number): never {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0));

const backendPort = await freePort();
const backendUrl = `http://127.0.0.1:${backendPort}/api/v1`;
const decapServer = createRequire(import.meta.url).resolve('decap-server/dist/index.js');
// MODE=fs: the files are written as they are, and committing stays the writer's (or git's) step.
const backend = spawn(process.execPath, [decapServer], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(backendPort),
    BIND_HOST: '127.0.0.1',
    MODE: 'fs',
    GIT_REPO_DIRECTORY: ROOT,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
children.push(backend);
const dev = spawn(process.execPath, ['--import', 'tsx', join(REPO, 'scripts/dev.ts')], {
  cwd: REPO,
  env: { ...process.env, CMS_LOCAL_BACKEND: backendUrl },
  stdio: ['ignore', 'inherit', 'inherit'],
});
children.push(dev);
console.log(`Editor backend (decap-server): ${backendUrl}, files in ${ROOT}`);
for (const child of children) child.on('exit', (code) => stopAll(code ?? 1));
