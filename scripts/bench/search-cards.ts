/**
 * What the search index (Pagefind) and the sharing cards cost `npm run build`, side by
 * side in one run: whole build processes into one temp folder, in turn
 *   - cold cards: an empty card cache, so every card is drawn (what a fresh checkout pays once);
 *   - warm: the card cache filled, no card drawn (an incremental build whose titles did not
 *     change);
 *   - without search: as warm, with BUILD_NO_SEARCH=1 (the build leaves the index out).
 * The font cache stays filled throughout, so the cards and the index are all that differ.
 * Alone: `npx tsx scripts/bench/search-cards.ts`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './measure.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

export const BUILD_KINDS = ['cold cards', 'warm', 'without search'] as const;
type Kind = (typeof BUILD_KINDS)[number];

export interface BuildRun {
  ms: number;
  /** The build's own step timings (BUILD_STEPS), with its process CPU time. */
  steps: Record<string, number>;
  drawn: number;
}
export type SearchCardsBench = Record<Kind, BuildRun[]>;

function buildOnce(root: string, env: Record<string, string>): BuildRun {
  const started = performance.now();
  const out = execFileSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    env: { ...process.env, BUILD_STEPS: '1', ...env },
    encoding: 'utf8',
  });
  return {
    ms: Math.round(performance.now() - started),
    steps: JSON.parse(/^steps (.+)$/m.exec(out)![1]!) as Record<string, number>,
    drawn: Number(/sharing cards \((\d+) drawn\)/.exec(out)![1]),
  };
}

export function measureSearchCards(root: string): SearchCardsBench {
  const folder = mkdtempSync(join(tmpdir(), 'search-cards-bench-'));
  const base = {
    BUILD_DIST: join(folder, 'dist'),
    FONT_CACHE: join(folder, 'fonts'),
    CARD_CACHE: join(folder, 'cards'),
  };
  const result: SearchCardsBench = { 'cold cards': [], warm: [], 'without search': [] };
  try {
    buildOnce(root, base); // fills both caches
    for (let i = 0; i < RUNS; i++) {
      result['cold cards'].push(
        buildOnce(root, { ...base, CARD_CACHE: join(folder, `cold-${i}`) }),
      );
      result.warm.push(buildOnce(root, base));
      result['without search'].push(buildOnce(root, { ...base, BUILD_NO_SEARCH: '1' }));
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return result;
}

/** The report's rows: each kind of build, its wall and CPU time, and the ratios. */
export function searchCardsRows(r: SearchCardsBench): string[] {
  const wall = (k: Kind) => median(r[k].map((b) => b.ms));
  const cpu = (k: Kind) => median(r[k].map((b) => b.steps['CPU of the build process']!));
  const step = (k: Kind, name: string) => median(r[k].map((b) => b.steps[name] ?? 0));
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  const row = (k: Kind, what: string) =>
    `| ${what} | ${r[k].map((b) => b.ms).join(', ')} | **${wall(k)}** | ${cpu(k)} | ${step(k, 'wait for the sharing cards')} | ${step(k, 'search index')} | ${median(r[k].map((b) => b.drawn))} |`;
  return [
    '## What search and the sharing cards cost the build',
    '',
    `Whole \`npm run build\` processes in one run, the three kinds taking turns (${r.warm.length} rounds), into one temp folder with the web font cached. The cards are drawn while the pages render and Pagefind indexes in its own process while the files are written, so the steps show only what the build still waits for; the wall and CPU times carry the whole cost.`,
    '',
    '| build | runs (ms) | median ms | CPU ms of the build process | waits for the cards (ms) | waits for the index (ms) | cards drawn |',
    '|---|---|---|---|---|---|---|',
    row('cold cards', 'cold: every sharing card drawn (empty card cache)'),
    row('warm', 'incremental: no card drawn, search index built'),
    row('without search', 'incremental without the search index (`BUILD_NO_SEARCH=1`)'),
    '',
    `Ratios of the medians: drawing every card ${ratio(wall('cold cards'), wall('warm'))}x the incremental build (+${wall('cold cards') - wall('warm')} ms); the search index ${ratio(wall('warm'), wall('without search'))}x the build without it (+${wall('warm') - wall('without search')} ms; CPU of the build process ${ratio(cpu('warm'), cpu('without search'))}x, Pagefind's own process not counted in it).`,
    '',
  ];
}

if (process.argv[1] === import.meta.filename) {
  const result = measureSearchCards(join(import.meta.dirname, '../..'));
  console.log(JSON.stringify(result, null, 2));
  console.log(searchCardsRows(result).join('\n'));
}
