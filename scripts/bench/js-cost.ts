/**
 * What the browser pays for our JavaScript (contracts §16): Lighthouse (mobile,
 * simulated, first visits) on each page with and without its `.js` files, alternating, 5 pairs
 * a page (BENCH_PAIRS, at least 3; without them the page takes `html.js` away at DOMContentLoaded
 * and is the one a visitor without JavaScript gets, client/lib/scripts.ts). Per pair the ratio of
 * main-thread work, then the median; TBT and the work by kind for both variants; and which of our
 * modules the extra work comes from (scripts/bench/trace-initiators.ts). Main-thread work is our
 * own sum over Lighthouse's trace of the main thread's CPU time (thread durations): on this shared
 * machine wall-clock task times, which the `mainthread-work-breakdown` audit sums, swing
 * several-fold with other engineers' load, CPU time far less; the audit's figure is reported
 * beside it. Then input-to-next-paint latencies (scripts/bench/latency.ts). Ratios measured side
 * by side in one run are the verdict.
 *
 * Alone: `SOURCE_MAPS=1 npm run build && npx tsx scripts/bench/js-cost.ts [/path ...]` (BENCH_DIST
 * measures another copy of dist/, BENCH_JSON writes the figures).
 */
import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { CHROME_PATH, CHROMIUM_FLAGS } from '../lib/chromium.ts';
import { LIGHTHOUSE_FLAGS, median } from './measure.ts';
import { attribute, ModuleMapper, type Attribution, type Kind } from './trace-initiators.ts';
import { measureLatencies, type LatencyResult } from './latency.ts';
import { jsCostMarkdown } from './js-cost-report.ts';

export const JS_COST_PAGES = ['/', '/company/intro', '/contact', '/eng', '/solution/must-xr'];
/**
 * At least 3 (contracts §16); 5 by default: on this shared machine one page's pair ratios range
 * over 0.6 within a run (0.95-1.74 for the English home), and with 3 pairs two of them decide.
 */
const PAIRS = Math.max(3, Number(process.env.BENCH_PAIRS ?? 5));
const KINDS: Kind[] = ['script', 'styleLayout', 'paint', 'other'];

export type Breakdown = Record<Kind, number>;
export interface Variant {
  /** Main-thread CPU ms in the trace, and by kind. */
  work: number;
  breakdown: Breakdown;
  /** Lighthouse's `mainthread-work-breakdown` (wall clock, times its simulated 4x CPU slowdown). */
  lighthouseWork: number;
  tbt: number;
}
export interface Initiator {
  who: string;
  withJs: number;
  withoutJs: number;
  kinds: Breakdown;
}
export interface PageCost {
  path: string;
  ratios: number[];
  ratio: number;
  withJs: Variant;
  withoutJs: Variant;
  /** Where the extra work comes from: mean ms per run with JS minus without, largest first. */
  initiators: Initiator[];
}
export interface JsCostResult {
  pages: PageCost[];
  latency: LatencyResult[];
}

interface Run {
  variant: Variant;
  attribution: Attribution;
}

const zero = (): Breakdown => ({ script: 0, styleLayout: 0, paint: 0, other: 0 });
/** {script: 1, styleLayout: 2, paint: 3, other: 4} -> 10 */
const sum = (b: Breakdown) => KINDS.reduce((total, kind) => total + b[kind], 0);

async function runOnce(
  url: string,
  port: number,
  withJs: boolean,
  mapper: ModuleMapper,
  attempt = 1,
): Promise<Run> {
  if (attempt > 3) throw new Error(`${url}: Lighthouse recorded no usable trace in 3 runs`);
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port,
    ...LIGHTHOUSE_FLAGS,
    clearStorageTypes: [...LIGHTHOUSE_FLAGS.clearStorageTypes],
    onlyCategories: ['performance'],
    blockedUrlPatterns: withJs ? [] : ['*.js'],
  });
  const { lhr, artifacts } = result!;
  const audit = lhr.audits['mainthread-work-breakdown']!;
  // Lighthouse now and then loses the trace's navigation start (NO_NAVSTART): run again.
  if (audit.numericValue === undefined) return runOnce(url, port, withJs, mapper, attempt + 1);
  const { byInitiator, total } = await attribute(artifacts.Trace, mapper);
  return {
    variant: {
      work: sum(total),
      breakdown: total,
      lighthouseWork: audit.numericValue,
      tbt: lhr.audits['total-blocking-time']!.numericValue ?? 0,
    },
    attribution: byInitiator,
  };
}

/** Median of each figure over the runs of one variant. */
export function medianVariant(runs: Variant[]): Variant {
  const breakdown = zero();
  for (const kind of KINDS) breakdown[kind] = median(runs.map((r) => r.breakdown[kind]));
  return {
    work: median(runs.map((r) => r.work)),
    breakdown,
    lighthouseWork: median(runs.map((r) => r.lighthouseWork)),
    tbt: median(runs.map((r) => r.tbt)),
  };
}

/** Mean ms per run by initiator, with JS against without; the largest extra first. */
export function extraWork(withJs: Attribution[], withoutJs: Attribution[], top = 8): Initiator[] {
  const mean = (runs: Attribution[], who: string) =>
    runs.reduce((total, a) => total + sum(a.get(who) ?? zero()), 0) / runs.length;
  const names = new Set([...withJs, ...withoutJs].flatMap((a) => [...a.keys()]));
  return [...names]
    .map((who) => {
      const kinds = zero();
      for (const kind of KINDS)
        kinds[kind] = withJs.reduce((s, a) => s + (a.get(who)?.[kind] ?? 0), 0) / withJs.length;
      return { who, withJs: mean(withJs, who), withoutJs: mean(withoutJs, who), kinds };
    })
    .filter((i) => i.withJs - i.withoutJs >= 1)
    .sort((a, b) => b.withJs - b.withoutJs - (a.withJs - a.withoutJs))
    .slice(0, top);
}

/**
 * Pairs alternate which variant goes first, so neither always meets a warmer or a busier machine.
 */
export async function measurePage(
  base: string,
  path: string,
  port: number,
  mapper: ModuleMapper,
): Promise<PageCost> {
  const runs: { withJs: Run; withoutJs: Run }[] = [];
  for (let i = 0; i < PAIRS; i++) {
    const order = i % 2 === 0 ? [true, false] : [false, true];
    const pair: Partial<Record<'withJs' | 'withoutJs', Run>> = {};
    for (const withJs of order)
      pair[withJs ? 'withJs' : 'withoutJs'] = await runOnce(base + path, port, withJs, mapper);
    runs.push(pair as { withJs: Run; withoutJs: Run });
  }
  const ratios = runs.map(
    (r) => Math.round((r.withJs.variant.work / r.withoutJs.variant.work) * 100) / 100,
  );
  return {
    path,
    ratios,
    ratio: median(ratios),
    withJs: medianVariant(runs.map((r) => r.withJs.variant)),
    withoutJs: medianVariant(runs.map((r) => r.withoutJs.variant)),
    initiators: extraWork(
      runs.map((r) => r.withJs.attribution),
      runs.map((r) => r.withoutJs.attribution),
    ),
  };
}

/** Rebuilds dist/ with source maps beside the chunks, so the trace's positions name modules. */
export function buildWithSourceMaps(root: string): void {
  execFileSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, SOURCE_MAPS: '1' },
  });
}

export async function measureJsCost(
  base: string,
  dist: string,
  pages = JS_COST_PAGES,
): Promise<JsCostResult> {
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  const mapper = new ModuleMapper(dist);
  const out: PageCost[] = [];
  try {
    for (const path of pages) {
      out.push(await measurePage(base, path, chrome.port, mapper));
      console.log(`js-cost ${path}: ratio ${out.at(-1)!.ratio} (${out.at(-1)!.ratios.join(', ')})`);
    }
  } finally {
    await chrome.kill();
  }
  return { pages: out, latency: await measureLatencies(base) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { startServer } = await import('../../server/http-server.ts');
  // BENCH_DIST: measure another build (a copy of dist/ from before a change) side by side.
  const dist = process.env.BENCH_DIST ?? join(import.meta.dirname, '../../dist');
  const server = await startServer({ port: 0, dist });
  const base = `http://localhost:${(server.address() as AddressInfo).port}`;
  const args = process.argv.slice(2);
  const result = await measureJsCost(base, dist, args.length ? args : JS_COST_PAGES);
  server.close();
  console.log(jsCostMarkdown(result));
  if (process.env.BENCH_JSON)
    (await import('node:fs')).writeFileSync(
      process.env.BENCH_JSON,
      JSON.stringify(result, null, 2),
    );
}
