/**
 * The rows of docs/performance.md for what the browser pays for our JavaScript
 * (scripts/bench/js-cost.ts).
 */
import { median } from './measure.ts';
import type { Breakdown, JsCostResult } from './js-cost.ts';

/** contracts §16: main-thread work with JS / without, and input to next paint. */
export const JS_COST_GOALS = { ratio: 1.3, latencyMs: 100 } as const;

const ms = (n: number) => `${Math.round(n)}`;
const ok = (pass: boolean) => (pass ? 'yes' : '**no**');
/** {script: 310.4, styleLayout: 120, paint: 40, other: 200.2} -> '310 / 120 / 40 / 200' */
export const kinds = (b: Breakdown) =>
  [b.script, b.styleLayout, b.paint, b.other].map(ms).join(' / ');

/** A round that never painted its result (5 s) counts as the slowest: [10, NaN, 30] -> 30 */
export function latencyMedian(runs: number[]): number {
  return median(runs.map((x) => (Number.isFinite(x) ? x : Infinity)));
}

export function jsCostMarkdown(r: JsCostResult, goals = JS_COST_GOALS): string {
  const lines = [
    '## What the browser pays for our JavaScript',
    '',
    `Lighthouse mobile, simulated, first visits, each page with and without its \`.js\` files, alternating, ${r.pages[0]?.ratios.length ?? 0} pairs a page.`,
    "Main-thread work: the main thread's CPU ms in the trace, with JS / without, the median of the pairs' ratios; by kind script / style & layout / paint / other (median ms).",
    "Lighthouse's `mainthread-work-breakdown` (wall clock x its simulated 4x CPU, which other work on the machine inflates) and TBT beside it.",
    '',
    '| page | ratio (pairs) | goal | met | CPU ms with / without | with JS: script / style+layout / paint / other | without JS | Lighthouse work with / without | TBT with / without |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const p of r.pages) {
    lines.push(
      `| \`${p.path}\` | **${p.ratio.toFixed(2)}** (${p.ratios.map((x) => x.toFixed(2)).join(', ')}) | <= ${goals.ratio} | ${ok(p.ratio <= goals.ratio)} ` +
        `| ${ms(p.withJs.work)} / ${ms(p.withoutJs.work)} | ${kinds(p.withJs.breakdown)} | ${kinds(p.withoutJs.breakdown)} | ${ms(p.withJs.lighthouseWork)} / ${ms(p.withoutJs.lighthouseWork)} | ${ms(p.withJs.tbt)} / ${ms(p.withoutJs.tbt)} |`,
    );
  }
  lines.push(
    '',
    'Where the extra work comes from (mean CPU ms a run, with JS minus without; initiators traced as the Performance panel does, modules by source map):',
    '',
  );
  for (const p of r.pages) {
    const rows = p.initiators.map((i) => `${i.who} +${ms(i.withJs - i.withoutJs)}`);
    lines.push(`- \`${p.path}\`: ${rows.length ? rows.join('; ') : 'nothing over 1 ms'}`);
  }
  lines.push(
    '',
    `Interaction latency, input to next paint, Chromium with ${4}x CPU throttling, median of ${r.latency[0]?.withJs.length ?? 0} (ms); the control is the same page without JavaScript:`,
    '',
    '| interaction | page | with JS | goal | met | runs | no-JS control |',
    '|---|---|---|---|---|---|---|',
  );
  for (const l of r.latency) {
    const m = latencyMedian(l.withJs);
    lines.push(
      `| ${l.name} | \`${l.path}\` | **${ms(m)}** | < ${goals.latencyMs} | ${ok(m < goals.latencyMs)} | ${l.withJs.join(', ')} | ${l.withoutJs ? ms(latencyMedian(l.withoutJs)) : 'none without JS'} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}
