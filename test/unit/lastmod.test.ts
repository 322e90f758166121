/**
 * The sitemap's lastmod: the last commit that touched a page's content, from git, in a
 * repository made for the test: committed, changed and not committed, moved, and a shallow clone,
 * where the files only its cut-off commit shows get no date rather than a false one.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentDates, lastModified, parseGitLog } from '../../site/builder/lastmod.ts';
import { routeOf } from '../../site/routes.ts';
import type { PressArticle } from '../../site/content/press.ts';
import { tempDir } from '../helpers/temp.ts';

const folder = tempDir('lastmod-');
const repo = join(folder, 'repo');

/** git in `cwd` with a fixed author and the commit time `date`. */
function git(cwd: string, args: string[], date = '2025-01-01T00:00:00+09:00'): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.com',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@example.com',
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
    },
  });
}

function commit(files: Record<string, string>, date: string): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(repo, path, '..'), { recursive: true });
    writeFileSync(join(repo, path), text);
  }
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-qm', `at ${date}`], date);
}

test.before(() => {
  mkdirSync(repo);
  git(repo, ['init', '-q']);
  commit(
    { 'content/ko/home.md': 'a', 'content/ko/company/intro.md': 'a' },
    '2025-01-01T09:00:00+09:00',
  );
  commit({ 'content/ko/company/intro.md': 'b', 'README.md': 'x' }, '2025-03-04T10:00:00+09:00');
  commit({ 'content/press/ko/2025-05-01-a.md': 'c' }, '2025-05-01T11:00:00+09:00');
});
test.after(() => rmSync(folder, { recursive: true, force: true }));

test('lastmod - each file dates from the last commit that changed it', async () => {
  const { dates, warning } = await contentDates(repo);
  assert.is(dates.get('content/ko/home.md'), '2025-01-01T09:00:00+09:00');
  assert.is(dates.get('content/ko/company/intro.md'), '2025-03-04T10:00:00+09:00');
  assert.is(dates.get('content/press/ko/2025-05-01-a.md'), '2025-05-01T11:00:00+09:00');
  assert.not.ok(dates.has('README.md'), 'only content/');
  assert.is(warning, undefined);
});

test('lastmod - a file changed and not committed dates from its modification time', async () => {
  const file = join(repo, 'content/ko/home.md');
  writeFileSync(file, 'edited');
  const when = new Date('2025-06-07T08:09:10Z');
  utimesSync(file, when, when);
  try {
    assert.is((await contentDates(repo)).dates.get('content/ko/home.md'), when.toISOString());
  } finally {
    git(repo, ['checkout', '--', 'content/ko/home.md']);
  }
});

test('lastmod - a shallow clone dates only what changed within its history, and says so', async () => {
  const shallow = join(folder, 'shallow');
  git(folder, ['clone', '-q', '--depth', '2', `file://${repo}`, shallow]);
  const { dates, warning } = await contentDates(shallow);
  assert.is(dates.get('content/press/ko/2025-05-01-a.md'), '2025-05-01T11:00:00+09:00');
  // The cut-off commit changed intro.md, but seems to add home.md as well: neither is trusted.
  assert.not.ok(dates.has('content/ko/home.md'), 'home.md did not change in the clone');
  assert.not.ok(dates.has('content/ko/company/intro.md'), 'the boundary commit is not trusted');
  assert.match(warning ?? '', 'a shallow clone');
});

test('lastmod - a file moved unchanged keeps its date under its new name; one moved and edited dates from the move', async () => {
  mkdirSync(join(repo, 'content/company/ko'), { recursive: true });
  mkdirSync(join(repo, 'content/home/ko'), { recursive: true });
  git(repo, ['mv', 'content/ko/company/intro.md', 'content/company/ko/intro.md']);
  git(repo, ['mv', 'content/ko/home.md', 'content/home/ko/index.md']);
  writeFileSync(join(repo, 'content/home/ko/index.md'), 'a, edited while moved');
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-qm', 'move'], '2025-07-01T12:00:00+09:00');
  const { dates } = await contentDates(repo);
  assert.is(dates.get('content/company/ko/intro.md'), '2025-03-04T10:00:00+09:00');
  assert.is(dates.get('content/home/ko/index.md'), '2025-07-01T12:00:00+09:00');
  // Moved once more: the date follows the file through both moves.
  mkdirSync(join(repo, 'content/about/ko'), { recursive: true });
  git(repo, ['mv', 'content/company/ko/intro.md', 'content/about/ko/intro.md']);
  git(repo, ['commit', '-qm', 'again'], '2025-08-01T12:00:00+09:00');
  const again = await contentDates(repo);
  assert.is(again.dates.get('content/about/ko/intro.md'), '2025-03-04T10:00:00+09:00');
});

test('lastmod - outside a git checkout, no dates and a warning', async () => {
  const plain = tempDir('lastmod-plain-');
  try {
    const { dates, warning } = await contentDates(plain);
    assert.is(dates.size, 0);
    assert.match(warning ?? '', 'not a git checkout');
  } finally {
    rmSync(plain, { recursive: true, force: true });
  }
});

test('lastmod - parseGitLog: newest first, boundary commits left out', () => {
  const log = '\0T3 c3\n\nM\ta.md\n\0T2 c2\n\nM\ta.md\nA\tb.md\n\0T1 c1\n\nA\tb.md\nA\tc.md\n';
  assert.equal(
    [...parseGitLog(log, new Set(['c1'])).entries()],
    [
      ['a.md', 'T3'],
      ['b.md', 'T2'],
    ],
  );
});

test('lastmod - parseGitLog: an unchanged move (R100) carries the older date to the new name', () => {
  const log =
    '\0T4 c4\n\nM\tc.md\n\0T3 c3\n\nR100\ta.md\tb.md\nR087\tx.md\tc.md\n\0T2 c2\n\nM\ta.md\nM\tx.md\n\0T1 c1\n\nA\ta.md\n';
  assert.equal(
    [...parseGitLog(log, new Set()).entries()],
    [
      ['c.md', 'T4'],
      ['b.md', 'T2'],
    ],
  );
  const edited = '\0T3 c3\n\nR087\ta.md\tb.md\n\0T2 c2\n\nM\ta.md\n';
  assert.equal([...parseGitLog(edited, new Set()).entries()], [['b.md', 'T3']]);
});

test('lastmod - the home page and the press list date from the newest press item they show', () => {
  const item = (slug: string): PressArticle =>
    ({ slug, lang: 'ko', url: `/resources/press/${slug}` }) as PressArticle;
  const press = { ko: [item('2025-05-01-new'), item('2024-01-01-old')], en: [] };
  const dates = new Map([
    ['content/home/ko/index.md', '2025-01-01T00:00:00Z'],
    ['content/resources/ko/press.md', '2024-02-01T00:00:00Z'],
    ['content/press/ko/2025-05-01-new.md', '2025-05-01T00:00:00Z'],
    ['content/press/ko/2024-01-01-old.md', '2024-01-01T00:00:00Z'],
  ]);
  assert.is(lastModified(routeOf('home', 'ko'), dates, press, 4), '2025-05-01T00:00:00Z');
  assert.is(
    lastModified(routeOf('resources/press', 'ko'), dates, press, 4),
    '2025-05-01T00:00:00Z',
  );
  assert.is(lastModified(routeOf('company/intro', 'ko'), dates, press, 4), undefined);
});

test.run();
