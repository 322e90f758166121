/**
 * The newsroom at scale: builds a copy of the project with 2,000 generated press items
 * (both languages) next to today's site, in the same run, alternating, each a whole
 * `npm run build` process (a new process; the last build's dist/ and the card cache are there, as
 * on a writer's machine), and reports wall time, time per page and each build step. The copy is
 * built three times a round: after one Korean item's text was edited (its page and the Korean
 * index change; the English index is kept), again with nothing changed (the index is kept), and
 * after one item was edited in both languages (both indexes are made anew). Each build starts
 * once the last one's retired dist/ is deleted, as a writer's next build does (waitForRetired).
 * The copy and its output live in a temp folder that is removed afterwards; nothing generated is
 * committed. BENCH_PRESS_BEFORE=<another checkout, with its node_modules> builds the same generated
 * copy with that checkout's code too, in the same alternation: a change's before and after, side by
 * side. Alone: `npx tsx scripts/bench/press-scale.ts`; `npm run bench` includes it.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import type { Locale } from '../../site/locales.ts';

export const GENERATED_ITEMS = 2000;
/** The aim for the cold build with the generated items, on the project machine. */
export const PRESS_SCALE_GOAL_MS = 4000;
const RUNS = Number(process.env.BENCH_PRESS_RUNS ?? 3);
const TYPES = {
  ko: ['보도자료', '언론보도', '행사'],
  en: ['Press release', 'Media coverage', 'Event'],
} as const;

export interface BuildRun {
  ms: number;
  pages: number;
  steps: Record<string, number>;
}
export interface PressScale {
  items: number;
  today: BuildRun;
  /** The copy's next build with nothing changed: the search index is kept (keepSearchIndex). */
  scaled: BuildRun;
  /** The copy's next build after one Korean item's text was edited: its index is made anew. */
  edited?: BuildRun;
  /** The copy's next build after one item was edited in both languages: both indexes anew. */
  bothEdited?: BuildRun;
  /** The generated copy built by the checkout at BENCH_PRESS_BEFORE. */
  before?: BuildRun & { checkout: string };
  /** The earlier checkout's build after the same edit as `edited`. */
  beforeEdited?: BuildRun;
  /** The earlier checkout's build after the same edit as `bothEdited`. */
  beforeBothEdited?: BuildRun;
}

/** (0) -> '2010-01-01'; (40) -> '2010-02-10': one item a day from 2010, before every real item. */
export function generatedDate(i: number): string {
  return new Date(Date.UTC(2010, 0, 1 + i)).toISOString().slice(0, 10);
}

/** One generated item in one language: front matter and three paragraphs, as a writer would. */
function itemFile(i: number, locale: Locale): string {
  const date = generatedDate(i);
  const [title, paragraph] =
    locale === 'ko'
      ? [
          `벤치마크용 생성 기사 ${i + 1}번`,
          `생성된 보도자료 ${i + 1}번의 본문 문단입니다. 빌드 시간을 재기 위해 실제 기사와 비슷한 길이로 만들었습니다.`,
        ]
      : [
          `Generated benchmark item ${i + 1}`,
          `A paragraph of generated press item ${i + 1}, about as long as a real one, so the build is timed on realistic text.`,
        ];
  return [
    `---`,
    `type: ${TYPES[locale][i % 3]}`,
    `title: ${title}`,
    `date: "${date}"`,
    `---`,
    ...Array.from({ length: 3 }, () => `${paragraph}\n`),
  ].join('\n');
}

/**
 * A copy of the project whose content holds `items` more press items; code and assets are links.
 */
function scaledProject(root: string, items: number): string {
  const copy = mkdtempSync(join(tmpdir(), 'press-scale-'));
  for (const entry of readdirSync(root)) {
    if (['content', 'dist', 'dist.next', '.git', 'data'].includes(entry)) continue;
    symlinkSync(join(root, entry), join(copy, entry));
  }
  cpSync(join(root, 'content'), join(copy, 'content'), { recursive: true });
  for (const locale of ['ko', 'en'] as const) {
    const dir = join(copy, 'content/press', locale);
    mkdirSync(dir, { recursive: true });
    for (let i = 0; i < items; i++)
      writeFileSync(
        join(dir, `${generatedDate(i)}-generated-item-${i + 1}.md`),
        itemFile(i, locale),
      );
  }
  return copy;
}

/**
 * Until the last build's retired dist/ is deleted: build.ts leaves that to an `rm -rf` it does not
 * wait for, and 14,000 unlinks beside the next build slowed its folders and writes 2-4 times on
 * this disk. A writer's builds are minutes apart; this bench's are back to back.
 */
function waitForRetired(dist: string): void {
  const retired = `${basename(dist)}.old-`;
  const until = Date.now() + 60_000;
  const waiting = () =>
    existsSync(dirname(dist)) &&
    readdirSync(dirname(dist)).some((name) => name.startsWith(retired));
  while (waiting() && Date.now() < until) Atomics.wait(PAUSE, 0, 0, 50);
}
const PAUSE = new Int32Array(new SharedArrayBuffer(4));

/** One cold `npm run build` of `root` into `dist`: wall time, and the steps build.ts reports. */
function buildOnce(
  root: string,
  project: string,
  dist: string,
): { ms: number; steps: Record<string, number>; files: number } {
  waitForRetired(dist);
  const started = performance.now();
  const out = execFileSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    // Each project keeps its own build cache (site/builder/build-cache.ts), as on a writer's
    // machine: the copy and today's site, built in turn, would otherwise replace each other's front
    // matter.
    env: {
      ...process.env,
      BUILD_ROOT: project,
      BUILD_DIST: dist,
      BUILD_CACHE: `${dist}.cache`,
      BUILD_STEPS: '1',
    },
    encoding: 'utf8',
  });
  const ms = Math.round(performance.now() - started);
  const steps = JSON.parse(/^steps (.+)$/m.exec(out)![1]!) as Record<string, number>;
  return { ms, steps, files: Number(/built (\d+) files/.exec(out)![1]) };
}

/** [3, 1, 2] -> 2 */
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The median run of several, step by step. */
function medianRun(runs: { ms: number; steps: Record<string, number> }[], pages: number): BuildRun {
  const steps = Object.fromEntries(
    Object.keys(runs[0]!.steps).map((name) => [name, median(runs.map((r) => r.steps[name]!))]),
  );
  return { ms: median(runs.map((r) => r.ms)), pages, steps };
}

/** Pages a build writes: its HTML files. */
function countPages(dist: string): number {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'))
    .length;
}

export function measurePressScale(
  root: string,
  items = GENERATED_ITEMS,
  beforeRoot = process.env.BENCH_PRESS_BEFORE,
): PressScale {
  const project = scaledProject(root, items);
  const out = mkdtempSync(join(tmpdir(), 'press-scale-dist-'));
  try {
    const today: ReturnType<typeof buildOnce>[] = [];
    const scaled: ReturnType<typeof buildOnce>[] = [];
    const edited: ReturnType<typeof buildOnce>[] = [];
    const bothEdited: ReturnType<typeof buildOnce>[] = [];
    const before: ReturnType<typeof buildOnce>[] = [];
    const beforeEdited: ReturnType<typeof buildOnce>[] = [];
    const beforeBothEdited: ReturnType<typeof buildOnce>[] = [];
    // A writer's next build: one item's text changed, which changes its page and the index.
    const item = join(project, 'content/press/ko', `${generatedDate(0)}-generated-item-1.md`);
    const twin = join(project, 'content/press/en', `${generatedDate(0)}-generated-item-1.md`);
    const [text, twinText] = [readFileSync(item, 'utf8'), readFileSync(twin, 'utf8')];
    // Once before the rounds: a first build draws every sharing card and compresses every page.
    buildOnce(root, project, join(out, 'scaled'));
    if (beforeRoot) buildOnce(beforeRoot, project, join(out, 'before'));
    // Alternating, so a busy moment on the shared machine weighs on both sides alike.
    for (let i = 0; i < RUNS; i++) {
      today.push(buildOnce(root, root, join(out, 'today')));
      writeFileSync(item, `${text}\n${i + 1}번째 수정에서 더한 문단입니다.\n`);
      if (beforeRoot) beforeEdited.push(buildOnce(beforeRoot, project, join(out, 'before')));
      edited.push(buildOnce(root, project, join(out, 'scaled')));
      if (beforeRoot) before.push(buildOnce(beforeRoot, project, join(out, 'before')));
      scaled.push(buildOnce(root, project, join(out, 'scaled')));
      writeFileSync(item, `${text}\n${i + 1}번째 두 언어 수정에서 더한 문단입니다.\n`);
      writeFileSync(twin, `${twinText}\nA paragraph added in edit ${i + 1} of both languages.\n`);
      if (beforeRoot) beforeBothEdited.push(buildOnce(beforeRoot, project, join(out, 'before')));
      bothEdited.push(buildOnce(root, project, join(out, 'scaled')));
    }
    return {
      items,
      today: medianRun(today, countPages(join(out, 'today'))),
      scaled: medianRun(scaled, countPages(join(out, 'scaled'))),
      edited: medianRun(edited, countPages(join(out, 'scaled'))),
      bothEdited: medianRun(bothEdited, countPages(join(out, 'scaled'))),
      ...(beforeRoot
        ? {
            beforeEdited: medianRun(beforeEdited, countPages(join(out, 'before'))),
            beforeBothEdited: medianRun(beforeBothEdited, countPages(join(out, 'before'))),
            before: {
              ...medianRun(before, countPages(join(out, 'before'))),
              checkout: execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
                cwd: beforeRoot,
                encoding: 'utf8',
              }).trim(),
            },
          }
        : {}),
    };
  } finally {
    rmSync(project, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
}

const perPage = (ms: number, pages: number) => (ms / pages).toFixed(2);

/** The report's rows: whole build and each step, today and with the generated items, per page. */
export function pressScaleRows(r: PressScale, goalMs: number): string[] {
  const added = r.scaled.pages - r.today.pages;
  const articleMs = ((r.scaled.ms - r.today.ms) / added).toFixed(2);
  const meets = (ms: number) => (ms <= goalMs ? 'yes' : '**no**');
  const rows = [
    `| the next \`npm run build\` with ${r.items} generated press items (${r.scaled.pages} pages), nothing changed since the last (its search index kept), median of runs | ${r.scaled.ms} ms | <= ${goalMs} ms | ${meets(r.scaled.ms)} |`,
    ...(r.edited
      ? [
          `| the same, after one Korean item's text was edited (the Korean index made anew, the English kept) | ${r.edited.ms} ms | <= ${goalMs} ms | ${meets(r.edited.ms)} |`,
        ]
      : []),
    ...(r.bothEdited
      ? [
          `| the same, after one item was edited in both languages (both indexes made anew) | ${r.bothEdited.ms} ms | <= ${goalMs} ms | ${meets(r.bothEdited.ms)} |`,
        ]
      : []),
    `| the same run, today's site (${r.today.pages} pages) | ${r.today.ms} ms | | |`,
    `| time per added page (${added} pages: ${r.items * 2} articles and the list pages) | ${articleMs} ms | | |`,
    '',
    `Build steps, median of runs (ms; per page in brackets), and the build process's CPU time, which a busy machine inflates far less than the wall time. Pages grow ${(r.scaled.pages / r.today.pages).toFixed(1)} times:`,
    '',
    `| step | today | with the generated items |${r.edited ? ' after an edit |' : ''}${r.bothEdited ? ' after an edit in both languages |' : ''} growth |`,
    `|---|---|---|${r.edited ? '---|' : ''}${r.bothEdited ? '---|' : ''}---|`,
  ];
  for (const [name, ms] of Object.entries(r.scaled.steps)) {
    const before = r.today.steps[name] ?? 0;
    const edited = r.edited ? ` ${r.edited.steps[name] ?? 0} |` : '';
    const both = r.bothEdited ? ` ${r.bothEdited.steps[name] ?? 0} |` : '';
    rows.push(
      `| ${name} | ${before} (${perPage(before, r.today.pages)}) | ${ms} (${perPage(ms, r.scaled.pages)}) |${edited}${both} ${before ? `${(ms / before).toFixed(1)}x` : '-'} |`,
    );
  }
  if (r.before) rows.push('', ...beforeRows(r));
  return rows;
}

/**
 * The generated copy built by the earlier checkout and by this one, in the same alternation: the
 * whole build in both cases, and each step after the edit (both make the search index there).
 */
function beforeRows(r: PressScale): string[] {
  const before = r.before!;
  const ratio = (a: number, b: number) => (b ? (a / b).toFixed(2) : '-');
  const rows = [
    `The same generated copy built by checkout ${before.checkout} (before) and by this one (after), alternating in the same run, median of runs (ms):`,
    '',
    '| step | before | after | after / before |',
    '|---|---|---|---|',
    `| whole \`npm run build\` process, nothing changed | ${before.ms} | ${r.scaled.ms} | ${ratio(r.scaled.ms, before.ms)} |`,
  ];
  const [b, a] = [r.beforeEdited, r.edited];
  if (!(a && b)) return rows;
  rows.push(
    `| whole \`npm run build\` process, after an edit | ${b.ms} | ${a.ms} | ${ratio(a.ms, b.ms)} |`,
  );
  const [bb, ab] = [r.beforeBothEdited, r.bothEdited];
  if (bb && ab)
    rows.push(
      `| whole \`npm run build\` process, after an edit in both languages | ${bb.ms} | ${ab.ms} | ${ratio(ab.ms, bb.ms)} |`,
    );
  for (const name of new Set([...Object.keys(b.steps), ...Object.keys(a.steps)])) {
    const [x, y] = [b.steps[name] ?? 0, a.steps[name] ?? 0];
    rows.push(`| after an edit: ${name} | ${x} | ${y} | ${ratio(y, x)} |`);
  }
  return rows;
}

if (process.argv[1] === import.meta.filename) {
  const result = measurePressScale(join(import.meta.dirname, '../..'));
  console.log(JSON.stringify(result, null, 2));
  console.log(pressScaleRows(result, PRESS_SCALE_GOAL_MS).join('\n'));
}
