/**
 * The dev server's decisions as pure functions: how much a change makes it rebuild, and what the
 * served HTML gets that `npm run build` never writes.
 */

/**
 * How much a rebuild redoes, least to most; each step includes the ones before it.
 * - pages: re-read and re-render only the edited page files (the client bundle is reused)
 * - content: re-read all content, re-render every page
 * - static: also copy static/ again
 * - client: also bundle client/ again
 * - restart: templates/ or site/ changed: a fresh build process (Node cannot reload modules)
 */
export const STEPS = ['pages', 'content', 'static', 'client', 'restart'] as const;
export type Step = (typeof STEPS)[number];

/** ('client', 'static') -> true: a client rebuild also copies static/ */
export function includes(step: Step, other: Step): boolean {
  return STEPS.indexOf(step) >= STEPS.indexOf(other);
}

export interface Plan {
  step: Step;
  /** Changed paths relative to the project root, '/'-separated. */
  files: string[];
}

/** The folders `npm run dev` watches, with the step a change in each needs at least. */
export const WATCHED: Readonly<Record<string, Step>> = {
  content: 'content',
  static: 'static',
  client: 'client',
  templates: 'restart',
  site: 'restart',
};

/** Editor leftovers that are not content: '.intro.md.swp', 'intro.md~', vim's '4913'. */
const SCRATCH = /(^|\/)(\.[^/]*|[^/]*~|4913|[^/]*\.sw[px])$/;

/**
 * ('content/company/ko/intro.md', pageFiles) -> 'pages' when a route reads that file;
 * ('content/popup.yaml') -> 'content'; ('templates/Header.tsx') -> 'restart'; ('README.md') -> null
 */
export function stepOf(path: string, pageFiles: ReadonlySet<string>): Step | null {
  if (SCRATCH.test(path)) return null;
  if (pageFiles.has(path)) return 'pages';
  return WATCHED[path.split('/')[0]!] ?? null;
}

/**
 * ({ step: 'pages', files: [a] }, { step: 'client', files: [b] })
 * -> { step: 'client', files: [a, b] }
 */
export function mergePlans(a: Plan | undefined, b: Plan): Plan {
  if (!a) return b;
  const step = includes(a.step, b.step) ? a.step : b.step;
  return { step, files: [...new Set([...a.files, ...b.files])] };
}

/**
 * The plan for these changed paths, or undefined when none matters: (['content/company/ko/a.md'])
 * -> { step: 'pages', ... }
 */
export function planFor(
  paths: readonly string[],
  pageFiles: ReadonlySet<string>,
): Plan | undefined {
  let plan: Plan | undefined;
  for (const path of paths) {
    const step = stepOf(path, pageFiles);
    if (step) plan = mergePlans(plan, { step, files: [path] });
  }
  return plan;
}

/**
 * After a failed build, the next one redoes the failed plan too and re-reads all content: the
 * broken file may be another one than the one just saved. A failed restart already runs the new
 * code, so it is retried as a full build in the same process ('client').
 * ({ step: 'pages', files: [b] }, { step: 'pages', files: [a] })
 * -> { step: 'content', files: [a, b] }
 */
export function withRetry(plan: Plan, failed: Plan | undefined): Plan {
  if (!failed) return plan;
  const retry = {
    step: failed.step === 'restart' ? 'client' : failed.step,
    files: failed.files,
  } as const;
  return mergePlans(mergePlans(retry, { step: 'content', files: [] }), plan);
}

/** The dev server answers the API on its own origin. */
export const API_BASE = '/';

export const DEV_SCRIPT_URL = '/__dev/reload.js';
export const DEV_EVENTS_URL = '/__dev/events';

/**
 * '<body><p>x</p></body>' -> '<body><p>x</p><script type="module"
 * src="/__dev/reload.js"></script></body>'
 */
export function injectDevScript(html: string): string {
  const tag = `<script type="module" src="${DEV_SCRIPT_URL}"></script>`;
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + tag : html.slice(0, at) + tag + html.slice(at);
}

/**
 * What the terminal and the overlay show for a failed build: content errors one per line as
 * 'file:line: message' (their count last), esbuild's as it prints them, anything else its message
 * and the first stack frames.
 * (new Error('boom')) -> ['Error: boom', '    at ...']
 */
export function errorLines(error: unknown): string[] {
  if (!(error instanceof Error)) return [String(error)];
  // ContentErrors and esbuild's failures carry `errors` and already list them one per line.
  if (Array.isArray((error as { errors?: unknown }).errors)) return error.message.split('\n');
  return (error.stack ?? `${error.name}: ${error.message}`).split('\n').slice(0, 8);
}
