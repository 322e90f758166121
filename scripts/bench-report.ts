/** The benchmark's goals and its Markdown report. */
import { median } from './bench/measure.ts';
import { compressionRows, type CompressionResult } from './bench/compression.ts';
import { PRESS_SCALE_GOAL_MS, pressScaleRows, type PressScale } from './bench/press-scale.ts';
import type { Row } from './bench/inquiry-store.ts';
import { enginesMarkdown, type EngineBench } from './bench/engines.ts';
import { floodMarkdown, type FloodBench } from './bench/flood.ts';
import type { JsCostResult } from './bench/js-cost.ts';
import { jsCostMarkdown } from './bench/js-cost-report.ts';
import { fontRows, type FontBench } from './bench/fonts.ts';
import { searchCardsRows, type SearchCardsBench } from './bench/search-cards.ts';

export interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
}

export interface BenchResult {
  date: string;
  buildMs: { runs: number[]; median: number };
  /** Bytes of each page's HTML, by URL. */
  html: Record<string, number>;
  /** Gzip bytes loaded before scrolling (JS also once scrolled to the end), by page type. */
  weights: Record<
    string,
    { path: string; js: number; jsScrolled: number; css: number; font: number; image: number }
  >;
  /** Median of the Lighthouse runs, by URL. */
  lighthouse: Record<string, Scores>;
  /** Precompressed against on-the-fly bytes, and the build's cost of compressing. */
  compression?: CompressionResult;
  /** The build with generated press items beside today's. */
  pressScale?: PressScale;
  /** The inquiry store and its mail (scripts/bench/inquiry-store.ts). */
  inquiries?: Row[];
  /** The inquiry API on SQLite and on PostgreSQL, side by side (scripts/bench/engines.ts). */
  engines?: EngineBench;
  /** A flood against the form, and a person's proof of work (scripts/bench/flood.ts). */
  flood?: FloodBench;
  /** With and without JavaScript, and interaction latency. */
  jsCost?: JsCostResult;
  /** The web font, before a change and after (scripts/bench/fonts.ts). */
  fonts?: FontBench;
  /** What the search index and the sharing cards cost the build (scripts/bench/search-cards.ts). */
  searchCards?: SearchCardsBench;
  /**
   * Sections measured after `date` on their own (`BENCH_ONLY=<section>`): when, and the machine's
   * 5-minute load average as the section ended.
   */
  measured?: Record<string, { date: string; load?: number }>;
}

export const GOALS = {
  buildMs: 1000,
  /** Cold build with 2,000 generated press items. */
  pressScaleMs: PRESS_SCALE_GOAL_MS,
  jsInnerBytes: 85 * 1024,
  jsHomeBytes: 135 * 1024,
  performance: 98,
  otherScores: 100,
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0.02,
} as const;

/**
 * Where docs/performance.md's hand-written part begins (what was tried and why): kept across runs.
 */
export const HAND_WRITTEN = '<!-- Written by hand below: npm run bench keeps it. -->';

/**
 * ('...generated...\n<!-- Written by hand... -->\nnotes')
 * -> '\n<!-- Written by hand... -->\nnotes'; no marker -> ''
 */
export function handWritten(previous: string): string {
  const at = previous.indexOf(HAND_WRITTEN);
  return at < 0 ? '' : `\n${previous.slice(at)}`;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ok = (pass: boolean) => (pass ? 'yes' : '**no**');

export function toMarkdown(r: BenchResult, goals: typeof GOALS): string {
  const html = Object.values(r.html);
  const lines = [
    '# Performance',
    '',
    `Measured ${r.date.slice(0, 10)} by \`npm run bench\` on the project machine (2 cores). Raw figures: performance.json.`,
    '',
    ...(r.measured && Object.keys(r.measured).length
      ? [
          `Measured later on their own (\`BENCH_ONLY=<section> npm run bench\`), each on its day: ${Object.entries(
            r.measured,
          )
            .map(
              ([section, m]) =>
                `${section} ${m.date.slice(0, 10)}${m.load === undefined ? '' : ` (load average ${m.load})`}`,
            )
            .join(
              ', ',
            )}. The machine has 2 cores shared with other work: a load average far above 2 slows every timing (Lighthouse's TBT and performance score most), so compare figures only within one section, not with those of the full run above.`,
          '',
        ]
      : []),
    '| measure | value | goal | met |',
    '|---|---|---|---|',
    `| cold \`npm run build\`, median of 5 (${r.buildMs.runs.join(', ')} ms) | ${r.buildMs.median} ms | <= ${goals.buildMs} ms | ${ok(r.buildMs.median <= goals.buildMs)} |`,
    `| HTML per page (min / median / max of ${html.length}) | ${kib(Math.min(...html))} / ${kib(median(html))} / ${kib(Math.max(...html))} | | |`,
  ];
  for (const [name, w] of Object.entries(r.weights)) {
    const goal = name === 'home' ? goals.jsHomeBytes : goals.jsInnerBytes;
    lines.push(
      `| ${name} \`${w.path}\` gzip: JS when it opens | ${kib(w.js)} | <= ${kib(goal)} | ${ok(w.js <= goal)} |`,
    );
    if (w.jsScrolled !== w.js)
      lines.push(
        `| ${name} \`${w.path}\` gzip: JS once scrolled to the end | ${kib(w.jsScrolled)} | | |`,
      );
    lines.push(
      `| ${name} \`${w.path}\` gzip: CSS / font / images | ${kib(w.css)} / ${kib(w.font)} / ${kib(w.image)} | | |`,
    );
  }
  if (r.pressScale) lines.push(...pressScaleRows(r.pressScale, goals.pressScaleMs), '');
  if (Object.keys(r.lighthouse).length) {
    lines.push(
      '',
      'Lighthouse mobile, simulated throttling, median of runs:',
      '',
      '| page | perf | a11y | best pr. | SEO | LCP | TBT | CLS | FCP | goals met |',
      '|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const [path, s] of Object.entries(r.lighthouse)) {
      const met =
        s.performance >= goals.performance &&
        s.accessibility >= goals.otherScores &&
        s.bestPractices >= goals.otherScores &&
        s.seo >= goals.otherScores &&
        s.lcp <= goals.lcpMs &&
        s.tbt <= goals.tbtMs &&
        s.cls <= goals.cls;
      lines.push(
        `| \`${path}\` | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${Math.round(s.lcp)} ms | ${Math.round(s.tbt)} ms | ${s.cls.toFixed(3)} | ${Math.round(s.fcp)} ms | ${ok(met)} |`,
      );
    }
  }
  if (r.compression) lines.push(...compressionRows(r.compression));
  if (r.inquiries?.length)
    lines.push(
      '',
      '| inquiries | value |',
      '|---|---|',
      ...r.inquiries.map(([measure, value]) => `| ${measure} | ${value} |`),
    );
  if (r.engines) lines.push(...enginesMarkdown(r.engines));
  if (r.flood) lines.push(...floodMarkdown(r.flood));
  lines.push(
    '',
    `Goals: performance >= ${goals.performance}, accessibility / best practices / SEO = ${goals.otherScores}, LCP <= ${goals.lcpMs} ms, TBT <= ${goals.tbtMs} ms, CLS <= ${goals.cls}.`,
    '',
  );
  if (r.searchCards) lines.push(...searchCardsRows(r.searchCards));
  if (r.fonts) lines.push(...fontRows(r.fonts));
  if (r.jsCost) lines.push(jsCostMarkdown(r.jsCost));
  return lines.join('\n');
}
