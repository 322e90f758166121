/**
 * `npm run indexnow -- <what>`: after a deploy, tells the search engines that take IndexNow which
 * pages changed (docs/deploy.md). Reads dist/sitemap.xml (each page's lastmod is its
 * content's last commit) and content/company.yaml (`origin`, `indexNowKey`).
 *   --since <commit|YYYY-MM-DD>   the pages changed after that commit (the one deployed before) or
 *                                 day, and the pages of content files deleted since that commit
 *   --all                         every page of the sitemap
 *   --dry-run                     print the URLs, send nothing
 *   --new-key                     print a new key for content/company.yaml
 * INDEXNOW_ENDPOINT sends elsewhere (default https://api.indexnow.org/indexnow); BUILD_ROOT and
 * BUILD_DIST name another checkout and its output.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadCompany } from '../site/content/load.ts';
import {
  changedSince,
  sitemapEntries,
  submit,
  urlOfContentFile,
  INDEXNOW_ENDPOINT,
} from '../site/builder/indexnow.ts';

const USAGE =
  'usage: npm run indexnow -- --since <commit|YYYY-MM-DD> | --all [--dry-run]; npm run indexnow -- --new-key';

function git(root: string, args: string[]): string {
  return execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim();
}

/** The URLs to send: every page, or those changed after `since` and those deleted since it. */
function urlsToSend(root: string, dist: string, origin: string, since?: string): string[] {
  const sitemap = join(dist, 'sitemap.xml');
  if (!existsSync(sitemap)) throw new Error(`${sitemap} is missing: run npm run build first`);
  const entries = sitemapEntries(readFileSync(sitemap, 'utf8'));
  if (since === undefined) return entries.map((e) => e.url);
  if (/^\d{4}-\d{2}-\d{2}/.test(since)) return changedSince(entries, new Date(since));
  const date = new Date(git(root, ['show', '-s', '--format=%cI', `${since}^{commit}`]));
  const deleted = git(root, [
    'diff',
    '--name-only',
    '--diff-filter=D',
    since,
    'HEAD',
    '--',
    'content/',
  ])
    .split('\n')
    .flatMap((file) => urlOfContentFile(file, origin) ?? []);
  return [...new Set([...changedSince(entries, date), ...deleted])];
}

async function run(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      since: { type: 'string' },
      all: { type: 'boolean' },
      'dry-run': { type: 'boolean' },
      'new-key': { type: 'boolean' },
    },
  });
  if (values['new-key']) {
    console.log(randomUUID().replace(/-/g, ''));
    return 0;
  }
  if (!values.all === (values.since === undefined)) throw new Error(USAGE);
  const root = process.env.BUILD_ROOT ?? join(import.meta.dirname, '..');
  const dist = process.env.BUILD_DIST ?? join(root, 'dist');
  const { company, errors } = loadCompany(root);
  if (!company) throw new Error(errors.map((e) => `${e.file}:${e.line}: ${e.message}`).join('\n'));
  const { origin, indexNowKey: key } = company;
  if (!key)
    throw new Error(
      'content/company.yaml has no indexNowKey: add one (npm run indexnow -- --new-key), build and deploy, then send',
    );
  if (!existsSync(join(dist, `${key}.txt`)))
    throw new Error(
      `${dist}/${key}.txt is missing: build with this key and deploy it before sending`,
    );
  const urls = urlsToSend(root, dist, origin, values.since);
  if (values['dry-run'] || !urls.length) {
    for (const url of urls) console.log(url);
    console.error(
      `${urls.length} URLs${values['dry-run'] ? ' (dry run: nothing sent)' : ': nothing to send'}`,
    );
    return 0;
  }
  const endpoint = process.env.INDEXNOW_ENDPOINT ?? INDEXNOW_ENDPOINT;
  const { ok, lines } = await submit({ origin, key, urls, endpoint });
  for (const line of lines) console.error(`${endpoint}: ${line}`);
  return ok ? 0 : 1;
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
