/**
 * Starts `npm run dev` from a script or a test, on a sandbox copy of the content so edits made to
 * measure or test the loop never touch content/ itself (scripts/measure-dev-reload.ts, the dev
 * browser test).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A project folder with its own copy of content/ (and of `copies`) and links to everything else of
 * the repo. The editor's backend (npm run cms) refuses paths that leave the folder through a link,
 * so its test copies static/ too: the media library lists static/assets/img.
 */
export function makeSandbox(copies: readonly string[] = []): string {
  const root = mkdtempSync(join(tmpdir(), 'haeon-dev-root-'));
  const copied = ['content', ...copies];
  for (const name of copied) cpSync(join(REPO, name), join(root, name), { recursive: true });
  for (const name of ['static', 'client', 'templates', 'site', 'node_modules'])
    if (!copied.includes(name)) symlinkSync(join(REPO, name), join(root, name));
  return root;
}

export interface DevServer {
  root: string;
  /** The process started (the dev server, or `npm run cms` with its own children). */
  pid: number;
  baseUrl: string;
  /** The next line of the dev server's output that matches, with its groups. */
  nextLine(pattern: RegExp): Promise<RegExpMatchArray>;
  /** Its last lines of output (at most 20), for a test's failure message. */
  recent(): string[];
  /** Stops the server and removes the sandbox. */
  stop(): Promise<void>;
}

/**
 * Starts the dev server on a free port over a new sandbox; resolves after its first good build.
 * `script` 'scripts/cms.ts' starts it with the editor's local backend (npm run cms).
 */
export async function startDev(
  script = 'scripts/dev.ts',
  copies: readonly string[] = [],
): Promise<DevServer> {
  const root = makeSandbox(copies);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(REPO, script)], {
    cwd: REPO,
    env: { ...process.env, PORT: '0', DEV_ROOT: root },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const removeRoot = () => rmSync(root, { recursive: true, force: true });
  // Also when the script that started it stops on an error or a signal.
  process.once('exit', () => {
    child.kill('SIGTERM');
    removeRoot();
  });
  // Good builds are reported on stdout, failed ones on stderr (passed on, so they are seen).
  const lines = new EventEmitter();
  const last: string[] = [];
  lines.on('line', (line: string) => {
    last.push(line);
    if (last.length > 20) last.shift();
  });
  createInterface({ input: child.stdout! }).on('line', (line) => lines.emit('line', line));
  createInterface({ input: child.stderr! }).on('line', (line) => {
    process.stderr.write(`${line}\n`);
    lines.emit('line', line);
  });
  const nextLine = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve) => {
      const onLine = (line: string) => {
        const match = line.match(pattern);
        if (!match) return;
        lines.off('line', onLine);
        resolve(match);
      };
      lines.on('line', onLine);
    });
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    removeRoot();
  };
  const started = nextLine(/^Dev server: (http:\/\/localhost:\d+)/);
  const built = nextLine(/ rebuilt \d+ pages? in /);
  const failed = nextLine(/ build failed /).then(() =>
    Promise.reject(new Error('the first dev build failed (its errors are above)')),
  );
  try {
    const [, baseUrl] = await started;
    await Promise.race([built, failed]);
    return { root, pid: child.pid!, baseUrl: baseUrl!, nextLine, recent: () => [...last], stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
