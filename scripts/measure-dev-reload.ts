/**
 * Times the writer's loop: starts `npm run dev` on a sandbox copy of content/,
 * opens a page in Chromium, then saves an edit to that page's Markdown file several times and
 * measures each save until the reloaded page is requested (the dev loop's share) and until it
 * first paints with the edit (what the writer sees). Prints every run and the medians.
 * Usage: `npx tsx scripts/measure-dev-reload.ts [url] [runs]` (default: /company/intro 10)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_BY_URL } from '../site/routes.ts';
import { launchChromium } from './lib/chromium.ts';
import { startDev } from './dev/spawn.ts';

const [url = '/company/intro', runsArg = '10'] = process.argv.slice(2);
const route = ROUTE_BY_URL.get(url);
if (route?.kind !== 'page') throw new Error(`${url} is not an inner page (try /company/intro)`);

/**
 * In the page: when its request started and when it first painted (epoch ms; DOMContentLoaded if no
 * paint entry came).
 */
function paintTimes(): Promise<{ requested: number; painted: number }> {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
  const requested = performance.timeOrigin + nav.requestStart;
  const dcl = performance.timeOrigin + nav.domContentLoadedEventEnd;
  // No named inner functions: tsx would wrap them in a helper the page does not have.
  return new Promise((resolve) => {
    new PerformanceObserver((list) =>
      resolve({
        requested,
        painted:
          performance.timeOrigin +
            (list.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0) || dcl,
      }),
    ).observe({ type: 'paint', buffered: true });
    setTimeout(() => resolve({ requested, painted: dcl }), 1000);
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const dev = await startDev();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1));
const file = join(dev.root, route.contentFile);
const original = readFileSync(file, 'utf8');
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.goto(dev.baseUrl + url, { waitUntil: 'load' });
  const painted: number[] = [];
  const requested: number[] = [];
  const rebuild: number[] = [];
  for (let run = 1; run <= Number(runsArg); run++) {
    const marker = `reload-check-${run}-${Date.now()}`;
    const reported = dev.nextLine(/ rebuilt (\d+) pages? in (\d+) ms/);
    const reloaded = page.waitForEvent('domcontentloaded');
    const savedAt = Date.now();
    writeFileSync(file, `${original.trimEnd()}\n\n${marker}\n`);
    await reloaded;
    await page.waitForFunction((m) => document.body.textContent!.includes(m), marker);
    const times = await page.evaluate(paintTimes);
    const [, pages, ms] = await reported;
    const line = `run ${run}: save -> page requested ${Math.round(times.requested - savedAt)} ms -> painted ${Math.round(times.painted - savedAt)} ms (rebuild ${ms} ms)`;
    // Someone saving code in the repo meanwhile turns the rebuild into a full one: not this
    // measure.
    if (pages !== '1') {
      console.log(`${line}: left out, ${pages} pages were rebuilt because other files changed too`);
    } else {
      requested.push(Math.round(times.requested - savedAt));
      painted.push(Math.round(times.painted - savedAt));
      rebuild.push(Number(ms));
      console.log(line);
    }
    await page.waitForTimeout(300);
  }
  console.log(
    `${url}, median of ${painted.length}: rebuild ${median(rebuild)} ms; save -> reloaded page requested ${median(requested)} ms; save -> edit painted ${median(painted)} ms (slowest ${Math.max(...painted)} ms)`,
  );
} finally {
  await browser.close();
  await dev.stop();
}
