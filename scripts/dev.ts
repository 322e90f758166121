/**
 * `npm run dev`, the writer's loop: builds the site into a temporary folder, serves it
 * with the preview server (API included), watches content/, static/, client/, templates/ and
 * site/, rebuilds what a change needs (scripts/dev/rules.ts) and reloads the open pages. A failed
 * build prints its errors here and lays them over the page; watching goes on and the next good
 * save clears them. dist/ is not touched, so `npm run build` output never has the reload script.
 * PORT chooses the port (default 3000; 0 takes a free one).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { watch } from 'chokidar';
import { buildTable, hostFiles, writeFiles } from '../build.ts';
import { startServer } from '../server/http-server.ts';
import { ROUTES } from '../site/routes.ts';
import { adminConnectOf } from '../site/builder/admin.ts';
import { createCmsGuard } from './cms/guard.ts';
import { createLiveReload } from './dev/live.ts';
import { API_BASE, WATCHED, mergePlans, planFor, withRetry, type Plan } from './dev/rules.ts';
import type { WorkerReply } from './dev/worker.ts';

/** The project folder; DEV_ROOT points at another one (a sandbox copy, scripts/dev/spawn.ts). */
const ROOT = process.env.DEV_ROOT
  ? resolve(process.env.DEV_ROOT)
  : join(dirname(fileURLToPath(import.meta.url)), '..');
/** Editors save in bursts (temp file, rename, write); one rebuild per burst. */
const SETTLE_MS = 10;
/**
 * Page files known at start; a route added later still rebuilds, through the slower 'content' step.
 */
const PAGE_FILES = new Set(ROUTES.map((route) => route.contentFile));

const dist = mkdtempSync(join(tmpdir(), 'haeon-dev-'));
// The server reads its rules and security headers (CSP included) from the output at start.
writeFiles(dist, hostFiles(buildTable(API_BASE, undefined, adminConnectOf(process.env))));
const live = createLiveReload();
/**
 * `npm run cms`: the editor's way to its backend (scripts/cms/guard.ts), once the port is known.
 */
let guard: ReturnType<typeof createCmsGuard> | undefined;
const server = await startServer({
  root: ROOT,
  dist,
  port: Number(process.env.PORT ?? 3000),
  before: (req, res) => guard?.(req, res) || live.handle(req, res),
});
if (process.env.CMS_BACKEND_SOCKET) {
  const { port } = server.address() as AddressInfo;
  guard = createCmsGuard({ root: ROOT, port, socket: process.env.CMS_BACKEND_SOCKET });
}

let worker: ChildProcess | undefined;
let running = false;
let pending: Plan | undefined = { step: 'restart', files: [] };
let failed: Plan | undefined;

function startWorker(): ChildProcess {
  const child = fork(fileURLToPath(new URL('./dev/worker.ts', import.meta.url)), [ROOT, dist], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  child.on('exit', () => {
    if (worker === child) worker = undefined;
  });
  return child;
}

/** Sends the plan to the build process, first starting a fresh one when code changed or it died. */
function runOnWorker(plan: Plan): Promise<WorkerReply> {
  if (plan.step === 'restart' || !worker) {
    worker?.kill();
    worker = startWorker();
  }
  const child = worker;
  return new Promise((resolve) => {
    const onExit = (code: number | null) =>
      resolve({ ok: false, errors: [`the build process stopped (exit code ${code})`], ms: 0 });
    child.once('exit', onExit);
    child.once('message', (reply) => {
      child.off('exit', onExit);
      resolve(reply as WorkerReply);
    });
    child.send(plan);
  });
}

function report(plan: Plan, reply: WorkerReply): void {
  const time = new Date().toLocaleTimeString('en-GB');
  const what = plan.files.length
    ? `${plan.step}: ${plan.files.slice(0, 3).join(', ')}${plan.files.length > 3 ? ', ...' : ''}`
    : plan.step;
  if (reply.ok) {
    console.log(
      `${time} rebuilt ${reply.pages} page${reply.pages === 1 ? '' : 's'} in ${reply.ms} ms (${what})`,
    );
    live.reload();
  } else {
    console.error(
      `${time} build failed (${what}); the browser shows the last good build with these errors:\n${reply.errors.join('\n')}`,
    );
    live.fail(reply.errors);
  }
}

/** One build at a time; changes saved meanwhile are merged into the next one. */
async function drain(): Promise<void> {
  if (running || !pending) return;
  running = true;
  const plan = withRetry(pending, failed);
  pending = undefined;
  const reply = await runOnWorker(plan);
  failed = reply.ok ? undefined : plan;
  report(plan, reply);
  running = false;
  void drain();
}

/**
 * Watches the source folders (chokidar: also through the sandbox's links); resolves once it is
 * watching.
 */
function watchSources(): Promise<void> {
  const changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const settle = () => {
    const plan = planFor([...changed], PAGE_FILES);
    changed.clear();
    if (!plan) return;
    pending = mergePlans(pending, plan);
    void drain();
  };
  // Paths come relative to `cwd`: 'content/company/ko/intro.md'.
  const watcher = watch(Object.keys(WATCHED), { cwd: ROOT, ignoreInitial: true });
  watcher.on('all', (_event, path) => {
    changed.add(path.split(sep).join('/'));
    clearTimeout(timer);
    timer = setTimeout(settle, SETTLE_MS);
  });
  return new Promise((resolve) => watcher.once('ready', () => resolve()));
}

process.on('exit', () => {
  worker?.kill();
  rmSync(dist, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));

// The first build runs while the watcher reads the folders; the address shows once both watch and
// serve.
void drain();
await watchSources();
console.log(
  `Dev server: http://localhost:${(server.address() as AddressInfo).port} (watching ${Object.keys(
    WATCHED,
  )
    .map((d) => `${d}/`)
    .join(', ')}; Ctrl-C stops)`,
);
