/**
 * One Lighthouse mobile run per page, with the diagnostics the benchmark table leaves out: what
 * the LCP element is and how its time splits, what shifted, which requests block rendering.
 * `npx tsx scripts/lighthouse-page.ts / /contact` (builds nothing: run `npm run build` first).
 */
import type { AddressInfo } from 'node:net';
import { startServer } from '../server/http-server.ts';
import { CHROME_PATH, CHROMIUM_FLAGS } from './lib/chromium.ts';
import { LIGHTHOUSE_FLAGS } from './bench/measure.ts';

interface Item {
  [key: string]: unknown;
}
type Details = { items?: Item[] } | undefined;

const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const server = await startServer({ port: 0 });
const base = `http://localhost:${(server.address() as AddressInfo).port}`;
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: CHROMIUM_FLAGS,
});
try {
  for (const path of process.argv.slice(2)) {
    const result = await lighthouse(base + path, {
      port: chrome.port,
      ...LIGHTHOUSE_FLAGS,
      clearStorageTypes: [...LIGHTHOUSE_FLAGS.clearStorageTypes],
    });
    if (result!.lhr.runtimeError)
      console.log(
        `\n${path}: ${result!.lhr.runtimeError.code} ${result!.lhr.runtimeError.message}`,
      );
    const audits = result!.lhr.audits;
    const ms = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
    console.log(
      `\n${path}: performance ${Math.round((result!.lhr.categories.performance!.score ?? 0) * 100)}, FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms, CLS ${(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}`,
    );
    const lcp =
      (
        audits['largest-contentful-paint-element']?.details as
          | { items?: { items?: Item[] }[] }
          | undefined
      )?.items ?? [];
    for (const table of lcp)
      for (const item of table.items ?? [])
        console.log('  LCP', JSON.stringify((item.node as Item | undefined)?.snippet ?? item));
    for (const item of (audits['layout-shifts']?.details as Details)?.items ?? [])
      console.log(
        '  shift',
        (item.score as number).toFixed(4),
        JSON.stringify((item.node as Item | undefined)?.snippet ?? ''),
      );
    for (const item of (audits['render-blocking-resources']?.details as Details)?.items ?? [])
      console.log('  render-blocking', item.url, `${Math.round(item.wastedMs as number)} ms`);
  }
} finally {
  await chrome.kill();
  server.close();
}
