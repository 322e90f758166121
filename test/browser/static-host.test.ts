/**
 * The site on `serve`, the plain static host the README promises (`npx serve dist`): no API
 * answers there. The press list, its page 2, an article, the home news and pressView forwarding
 * work in both languages with no console error and no failed request (DECISIONS §11).
 * `serve` runs as its own process on a free port and is stopped by its pid.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { LOCALES, routeOf } from '../../site/routes.ts';
import { DIST, ROOT } from '../helpers/dist.ts';
import { current, hydrated } from './harness.ts';
import { skipIntro } from './home-kit.ts';

/** A port nothing listens on now: the kernel picks it, we close it and hand it to serve. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
  });
}

/** What serve printed, shown when it stops before the suite is done. */
let serveLog = '';

/** Starts `serve dist` and waits until it answers (at most 15 s). */
async function startServe(): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(
    join(ROOT, 'node_modules/.bin/serve'),
    ['--no-clipboard', '--no-port-switching', '-l', `tcp://127.0.0.1:${port}`, DIST],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout!.on('data', (chunk) => {
    serveLog += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    serveLog += chunk;
  });
  child.on('exit', (code, signal) => {
    serveLog += `\n[serve exited: code ${code}, signal ${signal}]`;
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
      return { child, base };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('serve did not answer within 15 s');
}

// Started when this suite begins (run.ts imports every suite first), stopped when it ends.
let served: Promise<{ child: ChildProcess; base: string }>;
test.before(() => {
  served = startServe();
  // A failed start fails each test that awaits it.
  served.catch(() => undefined);
});

/** The base URL of the running serve; says what serve printed if it has stopped. */
async function baseUrl(): Promise<string> {
  const { child, base } = await served;
  if (child.exitCode !== null || child.signalCode !== null)
    throw new Error(`serve is not running:\n${serveLog}`);
  return base;
}

const PAGES = LOCALES.flatMap((locale) => [
  routeOf('resources/press', locale).url,
  `${routeOf('resources/press', locale).url}/page/2`,
  `${routeOf('resources/press', locale).url}/2025-09-03-cloud-erp-mes`,
  routeOf('home', locale).url,
]);

for (const path of PAGES) {
  test(`static host - ${path} on serve: content in the page, no console error, no failed request`, async () => {
    const context = await current().browser.newContext({ baseURL: await baseUrl() });
    await skipIntro(context);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('requestfailed', (r) => problems.push(`failed: ${r.url()} ${r.failure()?.errorText}`));
    page.on(
      'response',
      (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()}: ${r.url()}`),
    );
    try {
      const response = await page.goto(path);
      assert.is(response?.status(), 200);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      const items = await page
        .locator(
          path.includes('/resources/press/20')
            ? '.press-article__body p'
            : '[data-press-item], [data-news-item]',
        )
        .count();
      assert.ok(items >= 2, `${path} shows its press content (${items})`);
      assert.equal(problems, []);
    } finally {
      await context.close();
    }
  });
}

for (const locale of LOCALES) {
  test(`static host - pressView?seq=17 on serve forwards to the article (${locale})`, async () => {
    const context = await current().browser.newContext({ baseURL: await baseUrl() });
    const page = await context.newPage();
    try {
      await page.goto(`${routeOf('resources/pressView', locale).url}?seq=17`);
      await page.waitForURL(
        (u) => u.pathname === `${routeOf('resources/press', locale).url}/2025-09-03-cloud-erp-mes`,
      );
      assert.ok((await page.locator('.press-article__body p').count()) >= 2);
    } finally {
      await context.close();
    }
  });
}

test.after(async () => {
  const { child } = await served;
  if (child.exitCode === null && child.signalCode === null) child.kill();
});

test.run();
