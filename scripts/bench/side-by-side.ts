/**
 * A build from before a change beside today's, in one run (a change such as search must
 * leave the pages it does not touch as they were). Lighthouse (mobile, simulated, first visits)
 * runs alternate between the builds page by page, so the shared machine's load falls on both alike;
 * then §16's JavaScript-cost ratios of each build (scripts/bench/js-cost.ts), one after the other.
 * Both builds need source maps for js-cost's attribution (`SOURCE_MAPS=1 npm run build`).
 * Alone: `BENCH_BEFORE=<a copy of dist/ from before> npx tsx scripts/bench/side-by-side.ts`.
 */
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../server/http-server.ts';
import { CHROME_PATH, CHROMIUM_FLAGS } from '../lib/chromium.ts';
import { LIGHTHOUSE_FLAGS, median } from './measure.ts';
import { JS_COST_PAGES, measureJsCost, type JsCostResult } from './js-cost.ts';

export interface PageScores {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** Lighthouse on each page of each build, the builds alternating run by run; medians by page. */
export async function lighthouseSideBySide(
  bases: string[],
  pages: readonly string[],
  runs: number,
): Promise<Record<string, PageScores>[]> {
  const { default: run } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  const all = bases.map(() => new Map<string, PageScores[]>());
  try {
    for (const path of pages)
      for (let i = 0; i < runs; i++)
        for (const [b, base] of bases.entries()) {
          const result = await run(base + path, {
            port: chrome.port,
            ...LIGHTHOUSE_FLAGS,
            clearStorageTypes: [...LIGHTHOUSE_FLAGS.clearStorageTypes],
          });
          const { audits, categories } = result!.lhr;
          const scores = {
            performance: Math.round((categories.performance!.score ?? 0) * 100),
            lcp: audits['largest-contentful-paint']!.numericValue ?? 0,
            tbt: audits['total-blocking-time']!.numericValue ?? 0,
            cls: audits['cumulative-layout-shift']!.numericValue ?? 0,
          };
          // Each run as it ends, so a run that dies later keeps what it measured.
          console.log(`lighthouse ${path} build ${b} run ${i}: ${JSON.stringify(scores)}`);
          all[b]!.set(path, [...(all[b]!.get(path) ?? []), scores]);
        }
  } finally {
    await chrome.kill();
  }
  const pick = (list: PageScores[], key: keyof PageScores) => median(list.map((r) => r[key]));
  return all.map((byPage) =>
    Object.fromEntries(
      [...byPage].map(([path, list]) => [
        path,
        {
          performance: pick(list, 'performance'),
          lcp: pick(list, 'lcp'),
          tbt: pick(list, 'tbt'),
          cls: pick(list, 'cls'),
        },
      ]),
    ),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const before = process.env.BENCH_BEFORE;
  if (!before) throw new Error('BENCH_BEFORE=<a copy of dist/ from before the change> is required');
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const dists = { before, after: join(import.meta.dirname, '../../dist') };
  const servers = await Promise.all(
    Object.values(dists).map((dist) => startServer({ port: 0, dist, log: () => {} })),
  );
  const bases = servers.map((s) => `http://localhost:${(s.address() as AddressInfo).port}`);
  const labels = Object.keys(dists);
  const scores = await lighthouseSideBySide(bases, JS_COST_PAGES, runs);
  const costs: JsCostResult[] = [];
  for (const [i, dist] of Object.values(dists).entries())
    costs.push(await measureJsCost(bases[i]!, dist, JS_COST_PAGES));
  for (const server of servers) server.close();
  const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  console.log(
    [
      `Lighthouse (median of ${runs}, alternating) and §16's main-thread ratio with/without JavaScript (median of the pairs), ${labels.join(' / ')}:`,
      '',
      row(['page', 'performance', 'LCP ms', 'TBT ms', 'CLS', 'JS-cost ratio']),
      row(['---', '---', '---', '---', '---', '---']),
      ...JS_COST_PAGES.map((path) => {
        const both = (f: (i: number) => string | number) => labels.map((_, i) => f(i)).join(' / ');
        const s = (i: number) => scores[i]![path]!;
        return row([
          `\`${path}\``,
          both((i) => s(i).performance),
          both((i) => Math.round(s(i).lcp)),
          both((i) => Math.round(s(i).tbt)),
          both((i) => s(i).cls.toFixed(3)),
          both((i) => costs[i]!.pages.find((p) => p.path === path)!.ratio),
        ]);
      }),
      '',
      `Input to next paint, ms, median of the runs at 4x CPU (scripts/bench/latency.ts), ${labels.join(' / ')}:`,
      '',
      row(['interaction', 'page', 'with JavaScript']),
      row(['---', '---', '---']),
      ...costs[0]!.latency.map((l, j) =>
        row([
          l.name,
          `\`${l.path}\``,
          costs
            .map((c) => `${median(c.latency[j]!.withJs)} (${c.latency[j]!.withJs.join(', ')})`)
            .join(' / '),
        ]),
      ),
    ].join('\n'),
  );
  if (process.env.BENCH_JSON)
    writeFileSync(process.env.BENCH_JSON, JSON.stringify({ labels, scores, costs }, null, 2));
}
