/**
 * The site font, a build from before a change and today's side by side in one run:
 * the font bytes a phone fetches on a first visit and on the page it opens next (resource
 * timing's transferSize: 0 when the cache answers), LCP and CLS from Lighthouse (mobile,
 * simulated, first visits, alternating between the two builds), and what making the font costs
 * the build: whole `npm run build` processes with an empty font cache and with a filled one,
 * alternating, and the build's own "make the font" step.
 * Alone: `BENCH_FONTS_BEFORE=<a copy of dist/ from before> npx tsx scripts/bench/fonts.ts`
 * (without it, today's build alone).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startServer } from '../../server/http-server.ts';
import { launchChromium, VIEWPORTS } from '../lib/chromium.ts';
import { median } from './measure.ts';
import { lighthouseSideBySide, type PageScores } from './side-by-side.ts';

/** A first visit, then the page the visitor opens next. */
export const FONT_VISITS = [
  ['/', '/company/intro'],
  ['/company/intro', '/contact'],
  ['/contact', '/'],
  ['/eng', '/eng/company/intro'],
  ['/eng', '/'],
] as const;
const LIGHTHOUSE_PAGES = ['/', '/company/intro', '/contact', '/eng'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

export interface FontVisit {
  first: string;
  next: string;
  /** Font bytes over the network on the first page, and on the next one. */
  firstBytes: number;
  nextBytes: number;
}
export interface FontVariant {
  label: string;
  visits: FontVisit[];
  /** Median LCP (ms) and CLS of the Lighthouse runs, by page. */
  lighthouse: Record<string, PageScores>;
}
export interface FontBuildCost {
  /** Whole `npm run build` processes, ms: with an empty font cache, and with the cache filled. */
  cold: number[];
  warm: number[];
  /** The build's "make the font" step, ms, in the same runs. */
  stepCold: number[];
  stepWarm: number[];
}
export interface FontBench {
  variants: FontVariant[];
  build: FontBuildCost;
}

/**
 * Waits until the page has applied its web font and fetched what it needs, then sums the font bytes
 * fetched.
 */
async function fontBytes(page: Page): Promise<number> {
  await page.waitForFunction(
    () => document.querySelector('link[data-fonts]')?.getAttribute('media') === 'all',
  );
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => /\.woff2?$/.test(new URL(e.name).pathname))
      .reduce((sum, e) => sum + e.transferSize, 0),
  );
}

async function visits(base: string): Promise<FontVisit[]> {
  const browser = await launchChromium();
  const out: FontVisit[] = [];
  try {
    for (const [first, next] of FONT_VISITS) {
      const context = await browser.newContext(VIEWPORTS.phone);
      const page = await context.newPage();
      await page.goto(base + first);
      const firstBytes = await fontBytes(page);
      await page.goto(base + next);
      out.push({ first, next, firstBytes, nextBytes: await fontBytes(page) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

/**
 * One `npm run build` into a temp folder with the font cache at `cache`: wall ms and the font step.
 */
function buildOnce(root: string, dist: string, cache: string): { ms: number; step: number } {
  const started = performance.now();
  const out = execFileSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    env: { ...process.env, BUILD_DIST: dist, BUILD_STEPS: '1', FONT_CACHE: cache },
    encoding: 'utf8',
  });
  const steps = JSON.parse(/^steps (.+)$/m.exec(out)![1]!) as Record<string, number>;
  return { ms: Math.round(performance.now() - started), step: steps['make the font']! };
}

/** Builds with an empty font cache and with a filled one, alternating (RUNS pairs). */
export function measureFontBuild(root: string): FontBuildCost {
  const folder = mkdtempSync(join(tmpdir(), 'font-bench-'));
  const cost: FontBuildCost = { cold: [], warm: [], stepCold: [], stepWarm: [] };
  try {
    const warmCache = join(folder, 'warm');
    buildOnce(root, join(folder, 'dist'), warmCache);
    for (let i = 0; i < RUNS; i++) {
      const cold = buildOnce(root, join(folder, 'dist'), join(folder, `cold-${i}`));
      const warm = buildOnce(root, join(folder, 'dist'), warmCache);
      cost.cold.push(cold.ms);
      cost.stepCold.push(cold.step);
      cost.warm.push(warm.ms);
      cost.stepWarm.push(warm.step);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return cost;
}

/** `dists` by label, each served by its own preview server, measured side by side. */
export async function measureFonts(
  root: string,
  dists: Record<string, string>,
): Promise<FontBench> {
  const build = measureFontBuild(root);
  const servers = await Promise.all(
    Object.values(dists).map((dist) => startServer({ port: 0, dist, log: () => {} })),
  );
  try {
    const bases = servers.map((s) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`);
    const scores = process.env.BENCH_SKIP_LIGHTHOUSE
      ? bases.map(() => ({}))
      : await lighthouseSideBySide(bases, LIGHTHOUSE_PAGES, RUNS);
    const variants: FontVariant[] = [];
    for (const [i, label] of Object.keys(dists).entries())
      variants.push({ label, visits: await visits(bases[i]!), lighthouse: scores[i]! });
    return { variants, build };
  } finally {
    for (const server of servers) server.close();
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The report's rows: one line per visit and measure, a column per build. */
export function fontRows(r: FontBench): string[] {
  const labels = r.variants.map((v) => v.label);
  const head = [`| measure | ${labels.join(' | ')} |`, `|---|${labels.map(() => '---|').join('')}`];
  const row = (measure: string, cell: (v: FontVariant) => string) =>
    `| ${measure} | ${r.variants.map(cell).join(' | ')} |`;
  const visitRows = FONT_VISITS.flatMap(([first, next], i) => [
    ...(FONT_VISITS.findIndex(([f]) => f === first) === i
      ? [row(`font bytes, first visit to \`${first}\``, (v) => kib(v.visits[i]!.firstBytes))]
      : []),
    row(`font bytes, \`${next}\` after \`${first}\``, (v) => kib(v.visits[i]!.nextBytes)),
  ]);
  const scoreRows = Object.keys(r.variants[0]!.lighthouse).flatMap((path) => [
    row(
      `LCP \`${path}\` (Lighthouse, median of ${RUNS})`,
      (v) => `${Math.round(v.lighthouse[path]!.lcp)} ms`,
    ),
    row(`CLS \`${path}\``, (v) => v.lighthouse[path]!.cls.toFixed(3)),
  ]);
  const b = r.build;
  return [
    '## The web font',
    '',
    `Each build served by its own preview server in the same run; a phone (390 px), fresh cache for each first visit; font bytes are what came over the network (0 from the cache). Lighthouse runs alternate between the builds.`,
    '',
    ...head,
    ...visitRows,
    ...scoreRows,
    '',
    `What making the font costs \`npm run build\` (today's build, ${b.cold.length} alternating pairs): with an empty font cache ${median(b.cold)} ms (${b.cold.join(', ')}), its "make the font" step ${median(b.stepCold)} ms; with the cache filled, text unchanged, ${median(b.warm)} ms (${b.warm.join(', ')}), the step ${median(b.stepWarm)} ms (reading the pages' characters and the cached files).`,
    '',
  ];
}

if (process.argv[1] === import.meta.filename) {
  const root = join(import.meta.dirname, '../..');
  const before = process.env.BENCH_FONTS_BEFORE;
  const result = await measureFonts(root, {
    ...(before ? { before } : {}),
    [before ? 'after' : 'today']: join(root, 'dist'),
  });
  console.log(JSON.stringify(result, null, 2));
  console.log(fontRows(result).join('\n'));
}
