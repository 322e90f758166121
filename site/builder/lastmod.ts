/**
 * When each page last changed (the sitemap's `lastmod`): the last commit that touched
 * the content it shows, read from git in one `git log` over content/ that follows moved files,
 * not the time of the build.
 * A file changed and not committed yet counts from its modification time. Where git cannot say
 * (no repository; a shallow clone, whose oldest commit seems to add every file), a page gets no
 * date rather than a false one, and the build says why.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { PressArticle } from '../content/press.ts';
import { PRESS_PAGE_SIZE } from '../press-routes.ts';
import type { Locale, Route } from '../routes.ts';

export interface ContentDates {
  /**
   * ISO 8601 time of the last change, by path from the project root ('content/home/ko/index.md').
   */
  dates: ReadonlyMap<string, string>;
  /** Why some or all pages have no date: shown by the build. */
  warning?: string;
}

const run = promisify(execFile);

async function git(root: string, args: string[]): Promise<string> {
  const { stdout } = await run('git', ['-C', root, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

/**
 * ('\0<date> <hash>\n\nM\tfile\nR100\told\tnew\n\0…', `git log --name-status -M`) -> newest date
 * per file under its name today: `git log` lists newest first, so the first date seen for a file
 * is its last change. A file moved unchanged (R100) keeps the dates it had under its old name: a
 * move of the content folders is no change for search engines; a move with edits (R<100) is one.
 * Files only the `boundary` commits show (the edge of a shallow clone) are left out.
 */
export function parseGitLog(log: string, boundary: ReadonlySet<string>): Map<string, string> {
  const dates = new Map<string, string>();
  const unknown = new Set<string>();
  /** An old name -> the file's name today, for the older commits (met later in the log). */
  const renamed = new Map<string, string>();
  const today = (file: string) => renamed.get(file) ?? file;
  for (const block of log.split('\0').filter(Boolean)) {
    const [head = '', ...changes] = block.split('\n').filter(Boolean);
    const [date = '', hash = ''] = head.split(' ');
    for (const change of changes) {
      const [status = '', from = '', to] = change.split('\t');
      const file = today(to ?? from);
      if (to !== undefined && status.startsWith('R')) renamed.set(from, file);
      if (status === 'R100' || dates.has(file) || unknown.has(file)) continue;
      if (boundary.has(hash)) unknown.add(file);
      else dates.set(file, date);
    }
  }
  return dates;
}

/** The commits a shallow clone was cut at (.git/shallow); none in a full clone. */
async function shallowBoundary(root: string): Promise<Set<string>> {
  const file = (await git(root, ['rev-parse', '--git-path', 'shallow'])).trim();
  const path = file.startsWith('/') ? file : join(root, file);
  return new Set(existsSync(path) ? readFileSync(path, 'utf8').split('\n').filter(Boolean) : []);
}

/** Files under content/ changed or added and not committed: `git status --porcelain`. */
async function uncommitted(root: string): Promise<string[]> {
  return (await git(root, ['status', '--porcelain', '--untracked-files=all', '--', 'content/']))
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3).replace(/^.* -> /, ''));
}

/**
 * The last change of every file under content/ (see the module comment): three git commands at
 * once, in their own processes, while the build does other work.
 */
export async function contentDates(root: string): Promise<ContentDates> {
  let log: string, boundary: Set<string>, changed: string[];
  try {
    [log, boundary, changed] = await Promise.all([
      git(root, ['log', '--format=%x00%cI %H', '--name-status', '-M', '--', 'content/']),
      shallowBoundary(root),
      uncommitted(root),
    ]);
  } catch {
    return { dates: new Map(), warning: 'not a git checkout: sitemap.xml has no lastmod' };
  }
  const dates = parseGitLog(log, boundary);
  for (const file of changed) {
    const path = join(root, file);
    if (existsSync(path)) dates.set(file, statSync(path).mtime.toISOString());
  }
  const warning = boundary.size
    ? 'a shallow clone: pages whose content did not change within its history have no lastmod in sitemap.xml (fetch the whole history: fetch-depth 0)'
    : undefined;
  return { dates, ...(warning ? { warning } : {}) };
}

/** ('2025-01-02T…', '2024-12-31T…') -> the later; undefined where neither is known. */
function latest(dates: (string | undefined)[]): string | undefined {
  const known = dates.filter((d): d is string => Boolean(d));
  return known.length
    ? known.reduce((a, b) => (Date.parse(a) >= Date.parse(b) ? a : b))
    : undefined;
}

/**
 * content/press/<lang of its text>/<slug>.md: a Korean-only item on an English list is the Korean
 * file.
 */
function pressFile(article: PressArticle): string {
  return `content/press/${article.lang}/${article.slug}.md`;
}

/**
 * The date of what a page shows: its content file; a press list page also the items it lists; the
 * home page also the newest items its news section shows.
 */
export function lastModified(
  route: Route,
  dates: ReadonlyMap<string, string>,
  press: Record<Locale, readonly PressArticle[]>,
  homeNews: number,
): string | undefined {
  const own = dates.get(route.contentFile);
  const items = press[route.locale];
  if (route.kind === 'home')
    return latest([own, ...items.slice(0, homeNews).map((a) => dates.get(pressFile(a)))]);
  if (route.widget === 'pressList') {
    const page = route.listPage ?? 1;
    const shown = items.slice((page - 1) * PRESS_PAGE_SIZE, page * PRESS_PAGE_SIZE);
    return latest([own, ...shown.map((a) => dates.get(pressFile(a)))]);
  }
  return own;
}
