/**
 * The inquiry path under a deployment's faults, measured with real processes: a
 * trusted proxy flood, a full disk, a stalled mail server. `npx tsx scripts/bench/faults.ts
 * [proxies] [disk] [stall]` (all three without arguments); prints one line per figure.
 *   - proxies: the site built once, then per set-up the generated nginx block behind two fronts
 *     (nginx server blocks with `proxy_pass` and `X-Forwarded-For $proxy_add_x_forwarded_for`)
 *     and the API at 5 inquiries per 10 minutes. Visitor A sends five, then a sixth and a seventh
 *     with a forged X-Forwarded-For (a fresh address, then B's); B and C send one each. Set-ups:
 *     the fronts on this machine (127.0.0.1, nothing configured: docs/deploy.md's first case), on
 *     other machines (their own loopback addresses) with TRUSTED_PROXIES at build time (nginx's
 *     real_ip), and the same with TRUSTED_PROXIES given to the API instead.
 *   - disk: the server with its database on a 4 MiB tmpfs (test/helpers/small-disk.ts) and 60
 *     inquiries; the disk fills while the SMTP server answers the 10th mail and stays full 10 s.
 *     The server's CPU seconds and log lines in those 10 s, then the mails once space returns:
 *     how many, how many twice. Production back-off; a lease of 8 s, so claims lapse in the outage.
 *   - stall: production timings (2 min deadline until the final dot, 10 min answer wait after
 *     it, 5 min lease renewed while sending); an SMTP server that stalls after the message of
 *     inquiry 1's first attempt. When the other three mails go, and when inquiry 1's does.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { build } from '../../build.ts';
import { nginxSettings, toNginxConf } from '../../site/builder/nginx.ts';
import { startChildServer } from '../../test/helpers/api-server.ts';
import { cpuSeconds } from '../../test/helpers/process-memory.ts';
import { ROOT } from '../../test/helpers/dist.ts';
import {
  CONTACT_PATH,
  VALID_INQUIRY,
  post,
  storedIn,
  waitFor,
} from '../../test/helpers/inquiry.ts';
import { startOnSmallDisk } from '../../test/helpers/small-disk.ts';
import { startSmtp, startStallingSmtp } from '../../test/helpers/smtp.ts';
import {
  freePort,
  frontBlock,
  postFrom,
  startApi,
  startNginx,
  stopProcess,
} from '../../test/nginx/harness.ts';

const MAIL_FROM = 'Haeon site <site@example.com>';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
/** Shorter than the 10 s of full disk, so claims lapse during it. */
const LEASE_MS = 8000;

/**
 * Visitor A sends five, then two with a forged X-Forwarded-For (a fresh address, then B's); B
 * and C send one each. -> 'A 5x200 2x429, 5 stored; B 1x200 0x429, 1 stored; C ...'
 */
async function countVisitors(port: number, visitors: string[], db: string): Promise<string> {
  const [a, b, c] = visitors as [string, string, string];
  const statuses = new Map<string, number[]>(visitors.map((v) => [v, []]));
  for (let n = 0; n < 5; n += 1) statuses.get(a)!.push(await postFrom(a, port));
  statuses.get(a)!.push(await postFrom(a, port, { 'X-Forwarded-For': '203.0.113.7' }));
  statuses.get(a)!.push(await postFrom(a, port, { 'X-Forwarded-For': b }));
  statuses.get(b)!.push(await postFrom(b, port));
  statuses.get(c)!.push(await postFrom(c, port));
  const stored = storedIn(db);
  return [...statuses]
    .map(([visitor, codes], i) => {
      const count = (code: number) => codes.filter((s) => s === code).length;
      const kept = stored.filter((row) => row.name === `visitor ${visitor}`).length;
      return `${'ABC'[i]} (${visitor}) ${count(200)}x200 ${count(429)}x429, ${kept} stored`;
    })
    .join('; ');
}

interface ProxySetUp {
  label: string;
  /** Where the outer and the inner front connect from; none: 127.0.0.1. */
  binds?: [string, string];
  /** TRUSTED_PROXIES for the build (nginx) or for the API. */
  nginxTrust?: string;
  apiTrust?: string;
}

const OTHER_MACHINES: [string, string] = ['127.0.0.21', '127.0.0.22'];
const PROXY_SET_UPS: ProxySetUp[] = [
  { label: 'two fronts on this machine, nothing set' },
  {
    label: 'two fronts on other machines, TRUSTED_PROXIES at build (nginx real_ip)',
    binds: OTHER_MACHINES,
    nginxTrust: OTHER_MACHINES.join(','),
  },
  {
    label: 'two fronts on other machines, TRUSTED_PROXIES of the API',
    binds: OTHER_MACHINES,
    apiTrust: OTHER_MACHINES.join(','),
  },
];

async function measureProxies(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'bench-faults-'));
  try {
    chmodSync(work, 0o755); // nginx runs as nobody when this runs as root (test/nginx/harness.ts)
    const dist = join(work, 'site/dist');
    const { table } = await build(ROOT, dist, { ...process.env, SITE_ROOT: '' });
    for (const [i, setUp] of PROXY_SET_UPS.entries()) {
      const folder = join(work, `set-up-${i}`);
      const api = await startApi(folder, {
        RATE_LIMIT: '5/10m',
        ...(setUp.apiTrust ? { TRUSTED_PROXIES: setUp.apiTrust } : {}),
      });
      try {
        const [site, inner, outer] = await Promise.all([freePort(), freePort(), freePort()]);
        const { settings, errors } = nginxSettings(
          {
            NGINX_PORT: String(site),
            API_UPSTREAM: `http://127.0.0.1:${api.port}`,
            ...(setUp.nginxTrust ? { TRUSTED_PROXIES: setUp.nginxTrust } : {}),
          },
          dist,
        );
        if (!settings) throw new Error(errors.join('\n'));
        const include = join(folder, 'servers.conf');
        writeFileSync(
          include,
          [
            toNginxConf(table, settings),
            frontBlock(inner!, site!, setUp.binds?.[1] ?? '127.0.0.1'),
            frontBlock(outer!, inner!, setUp.binds?.[0] ?? '127.0.0.1'),
          ].join('\n'),
        );
        const { nginx } = await startNginx(folder, include, site!);
        try {
          const visitors = [40, 41, 42].map((n) => `127.0.1.${n + i * 10}`);
          const counts = await countVisitors(outer!, visitors, join(folder, 'data/inquiries.db'));
          console.log(`proxies, ${setUp.label}: ${counts}`);
        } finally {
          await stopProcess(nginx, 'SIGQUIT');
        }
      } finally {
        await stopProcess(api.child);
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function measureFullDisk(): Promise<void> {
  const smtp = await startSmtp();
  const server = await startOnSmallDisk({
    SMTP_URL: smtp.url,
    MAIL_FROM,
    MAIL_TIMINGS: JSON.stringify({ leaseMs: LEASE_MS, pollMs: 1000 }),
  });
  let full: { at: number; cpu: number; lines: number } | undefined;
  smtp.beforeAnswer = () => {
    if (full || smtp.received.length < 9) return; // the 10th mail fills the disk
    server.fill();
    full = { at: Date.now(), cpu: cpuSeconds(server.child.pid!), lines: server.logged.length };
  };
  try {
    // All 60 stored before any mail goes: the mail server is away while they come in.
    await smtp.stop();
    for (let i = 0; i < 60; i += 1)
      assert((await post(server.base, CONTACT_PATH, VALID_INQUIRY)).status === 200);
    await smtp.start();
    await waitFor('the disk filled', () => full !== undefined, 60_000);
    await sleep(full!.at + 10_000 - Date.now());
    const cpu = cpuSeconds(server.child.pid!) - full!.cpu;
    const seconds = (Date.now() - full!.at) / 1000;
    const logged = server.logged.slice(full!.lines);
    const takenWhileFull = smtp.received.length;
    server.free();
    await waitFor('60 mails', () => smtp.received.length >= 60, 120_000);
    await sleep(LEASE_MS + 2000); // past a lease: a row not recorded sent would be claimed again
    console.log(
      `disk: 60 inquiries; in ${seconds.toFixed(1)} s of full disk the server used ${cpu.toFixed(2)} s of CPU (${Math.round((100 * cpu) / seconds)} % of a core) and logged ${logged.length} line(s), ${logged.filter((l) => l.startsWith('mail sender:')).length} of them the sender's; SMTP had taken ${takenWhileFull} mails by its end; after space returned: ${smtp.received.length} mails, ${smtp.duplicates().length} of them sent twice`,
    );
    for (const line of logged.slice(0, 12)) console.log(`  | ${line}`);
  } finally {
    server.child.kill('SIGKILL');
    await smtp.stop();
  }
}

async function measureStall(): Promise<void> {
  let held = false;
  const smtp = await startStallingSmtp((raw) => {
    if (held || !/^Message-ID: <inquiry-1\./im.test(raw)) return false;
    held = true;
    return true;
  });
  const folder = mkdtempSync(join(tmpdir(), 'bench-stall-'));
  const server = await startChildServer({
    INQUIRIES_DB: join(folder, 'inquiries.db'),
    INQUIRIES_FILE: join(folder, 'none'),
    SMTP_URL: smtp.url,
    MAIL_FROM,
  });
  try {
    const start = Date.now();
    for (let i = 0; i < 4; i += 1) await post(server.base, CONTACT_PATH, VALID_INQUIRY);
    await waitFor('the other three mails', () => smtp.accepted.length >= 3, 60_000);
    const others = Date.now() - start;
    await waitFor('inquiry 1', () => smtp.accepted.length >= 4, 720_000);
    const first = Date.now() - start;
    await waitFor('the stalled connection closed', () => smtp.stalled() === 0, 30_000);
    console.log(
      `stall: inquiry 1 held by a stalling SMTP server; the other 3 mails went ${(others / 1000).toFixed(2)} s after the first inquiry; inquiry 1's mail ${(first / 1000).toFixed(1)} s after it (answer wait 600 s, then a retry); the stalled connection closed; ${smtp.accepted.length} mails accepted`,
    );
    for (const line of server.logged) console.log(`  | ${line}`);
  } finally {
    server.child.kill('SIGTERM');
    await smtp.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

const parts = { proxies: measureProxies, disk: measureFullDisk, stall: measureStall };
const wanted = process.argv.slice(2);
for (const name of wanted.length ? wanted : Object.keys(parts)) {
  const part = parts[name as keyof typeof parts];
  if (!part) throw new Error(`unknown part "${name}" (${Object.keys(parts).join(', ')})`);
  await part();
}
