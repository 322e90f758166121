/**
 * A save over a version the writer did not see, on the live backends. Decap
 * writes whole files and never asks whether a file changed since it was read: GitHub and GitLab
 * commit onto the branch's newest head, Gitea looks the file's current version up just before
 * writing over it (docs/editing.md lists what each does). So before a save, each language's file
 * is compared by its git blob sha: the sha of the text the open entry was read from
 * (./formats.ts keeps it) against the one the repository reports now on the branch the save
 * writes over: the entry's review branch (`cms/<collection>/<slug>`) while it is in the editorial
 * workflow, else the site's branch. A difference refuses the save with ./conflict.ts's sentence.
 * The local backend is checked by its guard instead (scripts/cms/guard.ts).
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../site/routes.ts';
import { conflictSentence } from './conflict.ts';
import { markSaved, sourceOf } from './formats.ts';
import type { CMS as Decap } from './vendor.ts';

/** The backend part of Decap's configuration (site/admin/config.ts `backendOf`). */
export interface LiveBackend {
  name: string;
  repo: string;
  branch?: string;
  api_root?: string;
}

/** git's name of a file's content: sha-1 of 'blob <size>\0<bytes>'; ('hello\n') -> 'ce0136...' */
export async function gitBlobSha(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  const header = new TextEncoder().encode(`blob ${bytes.length}\0`);
  const digest = await crypto.subtle.digest('SHA-1', new Uint8Array([...header, ...bytes]));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Each language's file of an entry, by Decap's multiple_folders rule (decap-cms-core
 * lib/i18n.ts getFilePath): ('content/press/x.md', 'x') -> { ko: 'content/press/ko/x.md', en: ... }
 */
export function localeFiles(path: string, slug: string): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, path.replace(`/${slug}`, `/${locale}/${slug}`)]),
  ) as Record<Locale, string>;
}

/**
 * How to ask the repository for a file's blob sha on a branch: the URL, the headers, and the
 * field of the JSON answer; undefined for a backend this check does not know.
 * ({ name: 'gitea', repo: 'haeon/site', api_root: 'https://git.example/api/v1' }, 't', 'a.md',
 * 'main')
 *   -> { url: 'https://git.example/api/v1/repos/haeon/site/contents/a.md?ref=main', ... }
 */
export function blobRequest(
  backend: LiveBackend,
  token: string,
  path: string,
  ref: string,
): { url: string; headers: Record<string, string>; field: 'sha' | 'blob_id' } | undefined {
  const file = path.split('/').map(encodeURIComponent).join('/');
  const query = `?ref=${encodeURIComponent(ref)}`;
  if (backend.name === 'github')
    return {
      url: `${backend.api_root ?? 'https://api.github.com'}/repos/${backend.repo}/contents/${file}${query}`,
      headers: { Authorization: `token ${token}`, Accept: 'application/vnd.github+json' },
      field: 'sha',
    };
  if (backend.name === 'gitea')
    return {
      url: `${backend.api_root}/repos/${backend.repo}/contents/${file}${query}`,
      headers: { Authorization: `token ${token}` },
      field: 'sha',
    };
  if (backend.name === 'gitlab')
    return {
      url: `${backend.api_root ?? 'https://gitlab.com/api/v4'}/projects/${encodeURIComponent(backend.repo)}/repository/files/${encodeURIComponent(path)}${query}`,
      headers: { Authorization: `Bearer ${token}` },
      field: 'blob_id',
    };
  return undefined;
}

/** The file's blob sha on `ref` as the repository reports it; null when it has no such file. */
async function currentSha(backend: LiveBackend, path: string, ref: string): Promise<string | null> {
  const user = JSON.parse(localStorage.getItem('decap-cms-user') ?? '{}') as { token?: string };
  const request = blobRequest(backend, user.token ?? '', path, ref);
  if (!request) throw new Error(`no version check for the ${backend.name} backend`);
  const response = await fetch(request.url, { headers: request.headers, cache: 'no-store' });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${request.url}: ${response.status}`);
  return String(((await response.json()) as Record<string, unknown>)[request.field]);
}

/** The part of Decap's entry this check reads. */
interface EntryMap {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
}
type Values = { toJS(): Record<string, unknown> } | undefined;

const valuesOf = (entry: EntryMap, locale: Locale) =>
  (locale === DEFAULT_LOCALE
    ? (entry.get('data') as Values)
    : (entry.getIn(['i18n', locale, 'data']) as Values)
  )?.toJS();

/**
 * The files of the entry that changed on the repository since the entry was read. `i18n`: its
 * collection keeps each language in a file of its own (pages, press).
 */
export async function staleFiles(
  entry: EntryMap,
  backend: LiveBackend,
  i18n: boolean,
): Promise<string[]> {
  const path = String(entry.get('path') ?? '');
  const slug = String(entry.get('slug') ?? '');
  if (entry.get('newRecord') === true || !path) return [];
  const files = i18n ? localeFiles(path, slug) : { [DEFAULT_LOCALE]: path };
  const inReview = !!entry.get('status');
  const ref = inReview
    ? `cms/${String(entry.get('collection'))}/${slug}`
    : (backend.branch ?? 'main');
  const stale: string[] = [];
  for (const [locale, file] of Object.entries(files)) {
    const source = sourceOf(valuesOf(entry, locale as Locale));
    if (source === undefined) continue;
    if ((await currentSha(backend, file, ref)) !== (await gitBlobSha(source))) stale.push(file);
  }
  return stale;
}

/**
 * On a live backend, refuses a save over a changed file (preSave: `refused` says why to the writer
 * and gives the error that stops the save) and, after a save, takes the text just written as the
 * version the open entry was read from (postSave).
 */
export function registerVersionCheck(
  CMS: typeof Decap,
  config: Record<string, unknown>,
  refused: (message: string) => Error,
): void {
  const backend = config.backend as LiveBackend;
  if (!['github', 'gitlab', 'gitea'].includes(backend.name)) return;
  const collections = config.collections as { name: string; i18n?: boolean }[];
  const hasLanguages = (name: unknown) => !!collections.find((c) => c.name === name)?.i18n;
  CMS.registerEventListener({
    name: 'preSave',
    handler: async ({ entry }: { entry: EntryMap }) => {
      let stale: string[];
      try {
        stale = await staleFiles(entry, backend, hasLanguages(entry.get('collection')));
      } catch (error) {
        // Unchecked is not refused: the save itself meets the same repository and says so.
        console.warn(`version check skipped: ${(error as Error).message}`);
        return undefined;
      }
      if (stale.length) throw refused(conflictSentence(stale));
      return undefined;
    },
  });
  CMS.registerEventListener({
    name: 'postSave',
    handler: ({ entry }: { entry: EntryMap }) => {
      for (const locale of LOCALES) markSaved(valuesOf(entry, locale));
      return undefined;
    },
  });
}
