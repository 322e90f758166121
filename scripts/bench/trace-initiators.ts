/**
 * Which of our modules the main-thread work of a Lighthouse trace comes from, found as Chrome's
 * Performance panel finds it: every task's self time goes to the script frame running it (a
 * `FunctionCall`, a script evaluation, the stack trace of a forced style or layout) and a style
 * recalculation or layout that no script forced goes to the script that first invalidated it
 * (`ScheduleStyleRecalculation` / `InvalidateLayout` stack traces since the last one). Minified
 * chunk positions are mapped back to source modules with the build's source maps
 * (SOURCE_MAPS=1 npm run build).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';

export interface Frame {
  url: string;
  line: number;
  column: number;
  functionName?: string;
}
interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}
export interface TaskNode {
  event: TraceEvent;
  selfTime: number;
  children: TaskNode[];
  group: { id: string };
}

/** Lighthouse's task groups folded into the four columns of the report. */
export type Kind = 'script' | 'styleLayout' | 'paint' | 'other';
/** 'scriptEvaluation' -> 'script'; 'styleLayout' -> 'styleLayout'; 'parseHTML' -> 'other' */
export function kindOf(group: string): Kind {
  if (
    group === 'scriptEvaluation' ||
    group === 'scriptParseCompile' ||
    group === 'garbageCollection'
  )
    return 'script';
  if (group === 'styleLayout') return 'styleLayout';
  return group === 'paintCompositeRender' ? 'paint' : 'other';
}

const INVALIDATIONS = new Set([
  'ScheduleStyleRecalculation',
  'InvalidateLayout',
  'RemoteFontLoaded',
]);
const RECALC = new Set(['UpdateLayoutTree', 'Layout']);

/** Trace frames are 1-based: {lineNumber: 1, columnNumber: 10} -> {line: 0, column: 9} */
function toFrame(data: Record<string, unknown> | undefined): Frame | undefined {
  if (!data || typeof data.url !== 'string' || !data.url) return undefined;
  const one = (n: unknown) => Math.max(0, (typeof n === 'number' ? n : 1) - 1);
  return {
    url: data.url,
    line: one(data.lineNumber),
    column: one(data.columnNumber),
    functionName: data.functionName as string | undefined,
  };
}

function stackOf(event: TraceEvent): Frame[] {
  const stack = (event.args?.data?.stackTrace ?? event.args?.beginData?.stackTrace) as
    | Record<string, unknown>[]
    | undefined;
  return (stack ?? []).map(toFrame).filter((f): f is Frame => !!f);
}

/** The script frames a task runs in: its own, else the ones it inherits. */
function ownFrames(event: TraceEvent): Frame[] {
  const stack = stackOf(event);
  if (stack.length && !INVALIDATIONS.has(event.name)) return stack;
  const own = toFrame(event.args?.data);
  return own &&
    /^(FunctionCall|EvaluateScript|v8\.compile|v8\.compileModule|v8\.evaluateModule|v8\.produceModuleCache)$/.test(
      event.name,
    )
    ? [own]
    : [];
}

/** Stands for the web font's arrival, which invalidates style and layout without a script. */
const FONT_ARRIVED: Frame = { url: 'web-font', line: 0, column: 0 };
/** Module paths of a chunk's source map: 'client/lib/motion.ts', 'lenis' (a package). */
export class ModuleMapper {
  private maps = new Map<string, TraceMap | null>();
  constructor(private dist: string) {}

  /**
   * '../../node_modules/react-dom/cjs/react-dom-client.production.js' -> 'react-dom';
   * '../../client/a.ts' -> 'client/a.ts' (from any build folder)
   */
  static moduleName(source: string): string {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
    return pkg
      ? pkg[1]!
      : (/(?:^|\/)((?:client|site|templates)\/.*)$/.exec(source)?.[1] ??
          source.replace(/^(\.\.\/)+/, ''));
  }

  moduleOf(frame: Frame): string {
    // Lighthouse's own evaluations ('_lighthouse-eval.js') and the inline script of the page.
    if (frame === FONT_ARRIVED) return '(web font subsets arriving)';
    if (!/^https?:/.test(frame.url)) return `(${frame.url})`;
    const path = new URL(frame.url).pathname;
    if (!path.startsWith('/assets/')) return `(inline script of ${path})`;
    if (!this.maps.has(path)) {
      const file = join(this.dist, `${path}.map`);
      this.maps.set(path, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
    }
    const map = this.maps.get(path);
    const source = map
      ? originalPositionFor(map, { line: frame.line + 1, column: frame.column }).source
      : null;
    return source ? ModuleMapper.moduleName(source) : path.replace(/-[A-Z0-9]{8}\.js$/, '.js');
  }
}

/**
 * Of a stack, the first frame in our own code names the initiator; a package alone names itself.
 */
function initiatorOf(frames: Frame[], mapper: ModuleMapper): string {
  const modules = frames.map((f) => mapper.moduleOf(f));
  const ours = modules.find((m) => m.startsWith('client/') || m.startsWith('site/'));
  if (!ours) return modules[0]!;
  return ours === modules[0] ? ours : `${ours} (via ${modules[0]})`;
}

export type Attribution = Map<string, Record<Kind, number>>;

/**
 * `self`: ms of the main thread's own CPU time (the trace's thread durations, not wall clock: on
 * a machine that other work shares, a descheduled thread inflates wall time, not CPU time) that
 * each task spent outside its children.
 * (task tdur 10 ms, children 4 + 3 ms) -> 3
 */
export function selfCpu(node: TaskNode): number {
  const own = (node.event.tdur ?? 0) / 1000;
  return Math.max(
    0,
    own - node.children.reduce((sum, child) => sum + (child.event.tdur ?? 0) / 1000, 0),
  );
}

/**
 * The main thread's CPU time by initiator: our module, a package, or '(no initiator: <kind>)'
 * where no script is involved (parsing, first style and layout, paint); `total` by kind.
 */
export async function attribute(
  trace: unknown,
  mapper: ModuleMapper,
): Promise<{ byInitiator: Attribution; total: Record<Kind, number> }> {
  const tasks = (await MainThreadTasks.request(
    trace as never,
    { computedCache: new Map() } as never,
  )) as unknown as TaskNode[];
  const events = (trace as { traceEvents: TraceEvent[] }).traceEvents
    .filter(
      (e) => INVALIDATIONS.has(e.name) && (stackOf(e).length || e.name === 'RemoteFontLoaded'),
    )
    .sort((a, b) => a.ts - b.ts);
  const out: Attribution = new Map();
  const total: Record<Kind, number> = { script: 0, styleLayout: 0, paint: 0, other: 0 };
  const add = (who: string, kind: Kind, ms: number) => {
    const row = out.get(who) ?? { script: 0, styleLayout: 0, paint: 0, other: 0 };
    row[kind] += ms;
    total[kind] += ms;
    out.set(who, row);
  };
  // Invalidations not yet consumed by a recalculation, by kind: the first one is the initiator.
  let cursor = 0;
  const pending = new Map<string, Frame[]>();
  let lastRecalc: Frame[] | undefined;
  const firstInvalidation = (event: TraceEvent): Frame[] | undefined => {
    for (; cursor < events.length && events[cursor]!.ts <= event.ts; cursor++) {
      const inv = events[cursor]!;
      // A web font that arrived invalidates every text in it: style first, then layout.
      const keys =
        inv.name === 'RemoteFontLoaded'
          ? ['ScheduleStyleRecalculation', 'InvalidateLayout']
          : [inv.name];
      for (const key of keys)
        if (!pending.has(key))
          pending.set(key, inv.name === 'RemoteFontLoaded' ? [FONT_ARRIVED] : stackOf(inv));
    }
    const key = event.name === 'Layout' ? 'InvalidateLayout' : 'ScheduleStyleRecalculation';
    // A layout invalidated by a style recalculation has no stack of its own: the recalculation's
    // initiator it is.
    const frames = pending.get(key) ?? (event.name === 'Layout' ? lastRecalc : undefined);
    pending.delete(key);
    if (event.name === 'UpdateLayoutTree') lastRecalc = frames;
    return frames;
  };
  // A frame that a requestAnimationFrame callback asked for (paint, commit, the task itself) is
  // that callback's: what a frame loop costs beyond its own script.
  const firstFrames = (node: TaskNode): Frame[] | undefined => {
    const own = ownFrames(node.event);
    return own.length ? own : node.children.map(firstFrames).find((f) => f?.length);
  };
  const frameRequester = (node: TaskNode): Frame[] | undefined =>
    node.event.name === 'FireAnimationFrame'
      ? firstFrames(node)
      : node.children.map(frameRequester).find((f) => f?.length);
  let taskFallback: Frame[] = [];
  const walk = (node: TaskNode, inherited: Frame[]) => {
    let frames = ownFrames(node.event);
    // Every recalculation consumes the invalidations before it; only an unforced one is named by
    // them.
    const invalidated = RECALC.has(node.event.name) ? firstInvalidation(node.event) : undefined;
    if (!frames.length && !inherited.length && invalidated) frames = invalidated;
    if (!frames.length) frames = inherited;
    const kind = kindOf(node.group.id);
    if (!frames.length && RECALC.has(node.event.name) === false) frames = taskFallback;
    add(
      frames.length ? initiatorOf(frames, mapper) : `(no initiator: ${kind})`,
      kind,
      selfCpu(node),
    );
    for (const child of node.children) walk(child, frames);
  };
  for (const task of tasks
    .filter((t) => !(t as unknown as { parent?: unknown }).parent)
    .sort((a, b) => a.event.ts - b.event.ts)) {
    lastRecalc = undefined; // only within one task
    taskFallback = frameRequester(task) ?? [];
    walk(task, []);
  }
  return { byInitiator: out, total };
}
