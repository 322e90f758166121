/**
 * The nginx set-up of docs/deploy.md, made for the tests (contracts §14): the site built into a
 * temporary folder with NGINX_PORT and API_UPSTREAM set to free ports, `npm run serve:api`'s entry
 * as a child process, and Debian's nginx in the foreground with a small wrapper config that
 * includes the generated dist-deploy/nginx.conf. Never the system's nginx service: this nginx has
 * its own prefix, pid file, logs and temp folders, runs as `nobody` when the tests run as root, and
 * is stopped by its pid.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { build } from '../../build.ts';
import { API_PATHS } from '../../site/api.ts';
import type { HostTable } from '../../site/builder/headers.ts';
import { ROOT } from '../helpers/dist.ts';
import { VALID_INQUIRY } from '../helpers/inquiry.ts';
import { freePort } from '../helpers/ports.ts';
import { tempDir } from '../helpers/temp.ts';

export { freePort };

export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const NOBODY = 65534;

export interface NginxSite {
  /** 'http://127.0.0.1:41234': nginx */
  base: string;
  port: number;
  /** The built site nginx serves, and the folder around it (dist-deploy/ is beside dist/). */
  dist: string;
  work: string;
  /** The generated server block and what `nginx -t` said of it. */
  conf: string;
  configTest: string;
  table: HostTable;
}

let site: NginxSite | undefined;
let workFolder: string | undefined;
/** What was started, each to be stopped by its pid with the signal that stops it cleanly. */
const started: { child: ChildProcess; signal: NodeJS.Signals }[] = [];

function nginxBinary(): string {
  for (const path of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(path)) return path;
  throw new Error(
    'nginx is not installed: apt-get install -y nginx libnginx-mod-http-brotli-static (.ci/run does this)',
  );
}

function wrapperConf(work: string, include: string): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (name) => `${name}_temp_path ${work}/temp/${name};`,
  );
  return [
    `load_module ${BROTLI_MODULE};`,
    'worker_processes 1;',
    'events { worker_connections 256; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    `    access_log ${work}/logs/access.log;`,
    ...temp.map((line) => `    ${line}`),
    `    include ${include};`,
    '}',
    '',
  ].join('\n');
}

/**
 * As root, the processes drop to nobody: the test proves nginx needs no privilege for this file.
 */
function unprivileged(command: string[]): string[] {
  return process.getuid?.() === 0
    ? ['setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', '--', ...command]
    : command;
}

function nginxArgs(work: string, extra: string[]): string[] {
  return [
    nginxBinary(),
    '-e',
    `${work}/logs/error.log`,
    '-p',
    work,
    '-c',
    `${work}/nginx.conf`,
    ...extra,
  ];
}

/** Resolves with the first line of the child's output that matches, rejects if it exits first. */
function waitForLine(
  child: ChildProcess,
  pattern: RegExp,
  what: string,
): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const match = pattern.exec(line);
      if (match) resolve(match);
    });
    child.once('exit', (code) =>
      reject(new Error(`${what} exited (code ${code}) before it was ready`)),
    );
  });
}

/**
 * `npm run serve:api`'s entry as a child process on a free port, its store in `work`/data;
 * `env` adds or overrides settings (RATE_LIMIT, TRUSTED_PROXIES, ...). Stopped with the site.
 */
export async function startApi(
  work: string,
  env: Record<string, string> = {},
): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  mkdirSync(join(work, 'data'), { recursive: true });
  const childEnv = {
    ...process.env,
    PORT: String(port),
    INQUIRIES_FILE: join(work, 'data/inquiries.jsonl'),
    INQUIRIES_DB: join(work, 'data/inquiries.db'),
    ...env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server/serve-api.ts')], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push({ child, signal: 'SIGTERM' });
  await waitForLine(child, /API only .*:(\d+)/, 'npm run serve:api');
  return { port, child };
}

/** Polls until nginx answers (it prints nothing when ready). */
async function whenListening(base: string, nginx: ChildProcess, work: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (nginx.exitCode !== null)
      throw new Error(
        `nginx exited (${nginx.exitCode}):\n${readFileSync(`${work}/logs/error.log`, 'utf8')}`,
      );
    if (
      await fetch(`${base}/robots.txt`).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer on ${base} within 10 s`);
}

export async function startNginxSite(): Promise<NginxSite> {
  try {
    return await startAll();
  } catch (error) {
    await stopNginxSite();
    throw error;
  }
}

async function startAll(): Promise<NginxSite> {
  const work = tempDir('nginx-site-');
  workFolder = work;
  const [port, api] = await Promise.all([freePort(), startApi(work)]);
  const dist = join(work, 'site/dist');
  const { table } = await build(ROOT, dist, {
    ...process.env,
    NGINX_PORT: String(port),
    API_UPSTREAM: `http://127.0.0.1:${api.port}`,
    SITE_ROOT: '',
  });
  const include = join(work, 'site/dist-deploy/nginx.conf');
  const { configTest } = await startNginx(work, include, port);
  const base = `http://127.0.0.1:${port}`;
  site = { base, port, dist, work, conf: readFileSync(include, 'utf8'), configTest, table };
  return site;
}

/**
 * A real nginx in the foreground with `work` as its prefix (logs/, temp/ and nginx.conf made
 * there), its http {} including `include`; resolves once it answers on `port`. Stopped with the
 * site, or earlier by `stopProcess`.
 */
export async function startNginx(
  work: string,
  include: string,
  port: number,
): Promise<{ nginx: ChildProcess; configTest: string }> {
  for (const dir of ['logs', 'temp']) mkdirSync(join(work, dir), { recursive: true });
  writeFileSync(join(work, 'nginx.conf'), wrapperConf(work, include));
  if (process.getuid?.() === 0) {
    chmodSync(work, 0o755);
    for (const dir of ['logs', 'temp']) chownSync(join(work, dir), NOBODY, NOBODY);
  }
  const [command, ...args] = unprivileged(
    nginxArgs(work, ['-t', '-g', `pid ${work}/logs/nginx.pid;`]),
  );
  const test = spawnSync(command!, args, { encoding: 'utf8' });
  const configTest = `${test.stdout}${test.stderr}`;
  if (test.status !== 0) throw new Error(`nginx -t refused the generated file:\n${configTest}`);
  const [run, ...runArgs] = unprivileged(
    nginxArgs(work, ['-g', `daemon off; pid ${work}/logs/nginx.pid;`]),
  );
  const nginx = spawn(run!, runArgs, { stdio: ['ignore', 'inherit', 'inherit'] });
  // setpriv execs nginx, so this pid is nginx's master process; SIGQUIT is its graceful stop.
  started.push({ child: nginx, signal: 'SIGQUIT' });
  await whenListening(`http://127.0.0.1:${port}`, nginx, work);
  return { nginx, configTest };
}

/** Stops one process this harness started, by its pid, and waits for it to exit. */
export function stopProcess(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    process.kill(child.pid!, signal);
  });
}

/**
 * Stops nginx and the API server by their pids (SIGQUIT: nginx's graceful stop), then removes the
 * folder.
 */
export async function stopNginxSite(): Promise<void> {
  await Promise.all(started.map(({ child, signal }) => stopProcess(child, signal)));
  if (workFolder) rmSync(workFolder, { recursive: true, force: true });
}

export function current(): NginxSite {
  if (!site) throw new Error('nginx tests run through test/nginx/run.ts (npm run test:nginx)');
  return site;
}

/**
 * A front: a plain reverse proxy that appends its peer to X-Forwarded-For, connecting from `bind`.
 */
export function frontBlock(port: number, next: number, bind: string): string {
  return `server {
    listen 127.0.0.1:${port};
    location / {
        proxy_pass http://127.0.0.1:${next};
        proxy_bind ${bind};
        proxy_http_version 1.1;
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header Connection "";
    }
}
`;
}

/**
 * One inquiry from the visitor at `from` to the server at `port`, with extra headers; its status.
 */
export function postFrom(from: string, port: number, headers: Record<string, string> = {}) {
  const body = JSON.stringify({ ...VALID_INQUIRY, name: `visitor ${from}` });
  return new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: API_PATHS.insertContact,
        headers: { 'Content-Type': 'application/json', ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
