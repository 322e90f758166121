/**
 * `npm run bench`: measures what the performance goals are about and writes
 * docs/performance.md and docs/performance.json. Needs Chromium (README).
 *   - cold `npm run build` wall time, median of 5 whole-process runs
 *   - HTML bytes of every page
 *   - JS, CSS, font and image bytes (gzip) a page loads before any scrolling, and its JS once
 *     scrolled to the end
 *   - Lighthouse mobile (simulated throttling), median of 3 runs per page
 *   - the build with 2,000 generated press items beside today's (scripts/bench/press-scale.ts)
 *   - the inquiry store and its mail (scripts/bench/inquiry-store.ts), the inquiry API on SQLite
 *     and PostgreSQL side by side (scripts/bench/engines.ts), and a flood against the form with
 *     what a person pays for the proof of work (scripts/bench/flood.ts)
 *   - the web font: bytes on first and next pages, LCP and CLS, what making it costs the build;
 *     BENCH_FONTS_BEFORE=<a copy of dist/ from before a change> measures that build beside
 *     today's (scripts/bench/fonts.ts)
 *   - what the browser pays for our JavaScript: work with / without it, interaction latency
 *     (scripts/bench/js-cost.ts)
 *   - what the search index and the sharing cards cost the build (scripts/bench/search-cards.ts)
 * BENCH_ONLY=<section,...> measures only those sections (names in SECTIONS below) and keeps the
 * other figures of docs/performance.json.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { ROUTES, notFoundRoute } from '../site/routes.ts';
import { startServer } from '../server/http-server.ts';
import { CHROME_PATH, CHROMIUM_FLAGS, launchChromium, VIEWPORTS } from './lib/chromium.ts';
import { GOALS, handWritten, toMarkdown, type BenchResult, type Scores } from './bench-report.ts';
import { LIGHTHOUSE_FLAGS, median } from './bench/measure.ts';
import { measureCompression } from './bench/compression.ts';
import { measurePressScale } from './bench/press-scale.ts';
import { benchInquiries } from './bench/inquiry-store.ts';
import { measureEngines } from './bench/engines.ts';
import { measureFlood } from './bench/flood.ts';
import { buildWithSourceMaps, measureJsCost } from './bench/js-cost.ts';
import { measureFonts } from './bench/fonts.ts';
import { measureSearchCards } from './bench/search-cards.ts';

const ROOT = join(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const WEIGHT_PAGES = { home: '/', inner: '/company/intro', contact: '/contact' } as const;
const LIGHTHOUSE_PAGES = ['/', '/eng', '/company/intro', '/contact', '/solution/must-xr'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

function buildTimes(): number[] {
  return Array.from({ length: 5 }, () => {
    const started = performance.now();
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'ignore' });
    return Math.round(performance.now() - started);
  });
}

function htmlBytes(): Record<string, number> {
  const files = [
    ...ROUTES.map((r) => [r.url, r.outFile]),
    ...(['ko', 'en'] as const).map((l) => [`404 (${l})`, notFoundRoute(l).outFile]),
  ];
  return Object.fromEntries(files.map(([url, file]) => [url, statSync(join(DIST, file!)).size]));
}

type Kind = 'js' | 'css' | 'font' | 'image' | 'media' | 'other';
const kindOf = (url: string): Kind =>
  /\.js$/.test(url)
    ? 'js'
    : /\.css$/.test(url)
      ? 'css'
      : /\.woff2?$/.test(url)
        ? 'font'
        : /\.(webp|avif|png|jpe?g|svg|ico)$/.test(url)
          ? 'image'
          : /\.(mp4|webm)$/.test(url)
            ? 'media'
            : 'other';

function gzipSums(files: Iterable<string>): Record<Kind, number> {
  const sums: Record<Kind, number> = { js: 0, css: 0, font: 0, image: 0, media: 0, other: 0 };
  for (const file of files) {
    const kind = kindOf(file);
    if (kind === 'other' || kind === 'media') continue;
    sums[kind] += gzipSync(readFileSync(join(DIST, decodeURIComponent(file)))).length;
  }
  return sums;
}

async function pageWeights(base: string): Promise<BenchResult['weights']> {
  const browser = await launchChromium();
  const result: BenchResult['weights'] = {};
  for (const [name, path] of Object.entries(WEIGHT_PAGES)) {
    const context = await browser.newContext(VIEWPORTS.phone);
    const page = await context.newPage();
    const loaded = new Set<string>();
    page.on('requestfinished', (req) => loaded.add(new URL(req.url()).pathname));
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const sums = gzipSums(loaded);
    // Then scrolled to the end, as a visitor reading everything: islands that hydrate when near,
    // and what they load on idle (the contact form's validator).
    await page.evaluate(`(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) { scrollTo(0, y); await new Promise((r) => setTimeout(r, 100)); }
    })()`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    await page.waitForLoadState('networkidle');
    result[name] = {
      path,
      js: sums.js,
      jsScrolled: gzipSums(loaded).js,
      css: sums.css,
      font: sums.font,
      image: sums.image,
    };
    await context.close();
  }
  await browser.close();
  return result;
}

async function lighthouseRuns(base: string): Promise<BenchResult['lighthouse']> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  const out: BenchResult['lighthouse'] = {};
  try {
    for (const path of LIGHTHOUSE_PAGES) {
      const runs: Scores[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(base + path, {
          port: chrome.port,
          ...LIGHTHOUSE_FLAGS,
          clearStorageTypes: [...LIGHTHOUSE_FLAGS.clearStorageTypes],
        });
        const lhr = result!.lhr;
        runs.push({
          performance: Math.round((lhr.categories.performance!.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility!.score ?? 0) * 100),
          bestPractices: Math.round((lhr.categories['best-practices']!.score ?? 0) * 100),
          seo: Math.round((lhr.categories.seo!.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint']!.numericValue ?? 0,
          tbt: lhr.audits['total-blocking-time']!.numericValue ?? 0,
          cls: lhr.audits['cumulative-layout-shift']!.numericValue ?? 0,
          fcp: lhr.audits['first-contentful-paint']!.numericValue ?? 0,
        });
      }
      const pick = (key: keyof Scores) => median(runs.map((r) => r[key]));
      out[path] = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        fcp: pick('fcp'),
      };
      console.log(`lighthouse ${path}`, out[path]);
    }
  } finally {
    await chrome.kill();
  }
  return out;
}

/**
 * The sections, in the report's order. `BENCH_ONLY=fonts,searchCards npm run bench` measures only
 * those and keeps every other figure of docs/performance.json as it was, noting each section's day.
 */
const SECTIONS = [
  'buildMs',
  'html',
  'weights',
  'pressScale',
  'lighthouse',
  'compression',
  'inquiries',
  'engines',
  'flood',
  'searchCards',
  'fonts',
  'jsCost',
] as const;
type Section = (typeof SECTIONS)[number];
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean) as Section[] | undefined;
const unknown = only?.filter((s) => !SECTIONS.includes(s));
if (unknown?.length)
  throw new Error(`BENCH_ONLY: no section ${unknown.join(', ')}; sections: ${SECTIONS.join(', ')}`);
const skipped: Partial<Record<Section, string>> = {
  lighthouse: process.env.BENCH_SKIP_LIGHTHOUSE,
  inquiries: process.env.BENCH_SKIP_INQUIRIES,
  engines: process.env.BENCH_SKIP_INQUIRIES,
  flood: process.env.BENCH_SKIP_INQUIRIES,
  fonts: process.env.BENCH_SKIP_FONTS,
  jsCost: process.env.BENCH_SKIP_JS_COST,
};
const runs = (section: Section) => (only ? only.includes(section) : !skipped[section]);

const now = new Date().toISOString();
const previous = JSON.parse(
  readFileSync(join(ROOT, 'docs/performance.json'), 'utf8'),
) as BenchResult;
const result: BenchResult = only
  ? { ...previous, measured: { ...previous.measured } }
  : { date: now, buildMs: { runs: [], median: 0 }, html: {}, weights: {}, lighthouse: {} };
// The machine is shared: the load average beside each section says how far to trust its timings.
const measured = (section: Section) => {
  if (only) result.measured![section] = { date: now, load: Math.round(loadavg()[1]! * 10) / 10 };
};
if (runs('buildMs')) {
  const builds = buildTimes();
  console.log('build ms', builds);
  result.buildMs = { runs: builds, median: median(builds) };
  measured('buildMs');
}
if (runs('pressScale')) {
  result.pressScale = measurePressScale(ROOT);
  console.log('press scale', result.pressScale);
  measured('pressScale');
}
if (runs('searchCards')) {
  result.searchCards = measureSearchCards(ROOT);
  measured('searchCards');
}
// The sections below measure dist/: build it as it is now.
const onDist: Section[] = [
  'html',
  'weights',
  'lighthouse',
  'compression',
  'flood',
  'fonts',
  'jsCost',
];
if (only?.some((s) => onDist.includes(s)))
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'ignore' });
if (runs('html')) {
  result.html = htmlBytes();
  measured('html');
}
const server = await startServer({ port: 0 });
const base = `http://localhost:${(server.address() as AddressInfo).port}`;
if (runs('weights')) {
  result.weights = await pageWeights(base);
  measured('weights');
}
if (runs('lighthouse')) {
  result.lighthouse = await lighthouseRuns(base);
  measured('lighthouse');
}
if (runs('compression')) {
  result.compression = await measureCompression(DIST);
  measured('compression');
}
if (runs('inquiries')) {
  result.inquiries = await benchInquiries();
  measured('inquiries');
}
if (runs('engines')) {
  result.engines = await measureEngines();
  measured('engines');
}
if (runs('flood')) {
  result.flood = await measureFlood();
  measured('flood');
}
if (runs('fonts')) {
  const before = process.env.BENCH_FONTS_BEFORE;
  result.fonts = await measureFonts(ROOT, before ? { before, after: DIST } : { today: DIST });
  measured('fonts');
}
if (runs('jsCost')) {
  buildWithSourceMaps(ROOT);
  result.jsCost = await measureJsCost(base, DIST);
  measured('jsCost');
}
server.close();
writeFileSync(join(ROOT, 'docs/performance.json'), `${JSON.stringify(result, null, 2)}\n`);
writeFileSync(
  join(ROOT, 'docs/performance.md'),
  toMarkdown(result, GOALS) + handWritten(readFileSync(join(ROOT, 'docs/performance.md'), 'utf8')),
);
console.log(readFileSync(join(ROOT, 'docs/performance.md'), 'utf8'));
