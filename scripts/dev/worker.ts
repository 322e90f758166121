/**
 * The build process of `npm run dev`, forked by scripts/dev.ts: receives a Plan, runs it, answers
 * with a WorkerReply. The build modules are imported here, after start-up, so a syntax error in a
 * template comes back as a reply the parent can show rather than as a dead process.
 * Usage: fork('scripts/dev/worker.ts', [root, dist])
 */
import { errorLines, type Plan } from './rules.ts';

export type WorkerReply =
  | { ok: true; pages: number; ms: number }
  | { ok: false; errors: string[]; ms: number };

const [root, dist] = process.argv.slice(2) as [string, string];
const builder = import('./steps.ts').then(({ DevBuild }) => new DevBuild(root, dist));
// Kept as a promise: each plan awaits it and so reports an import failure as its error.
builder.catch(() => undefined);

async function run(plan: Plan): Promise<WorkerReply> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const pages = await (await builder).run(plan);
    return { ok: true, pages, ms: ms() };
  } catch (error) {
    return { ok: false, errors: errorLines(error), ms: ms() };
  }
}

process.on('message', (plan: Plan) => {
  void run(plan).then((reply) => process.send!(reply));
});
// The parent going away (Ctrl-C, crash) ends this process too.
process.on('disconnect', () => process.exit(0));
