/**
 * The page's half of the local editor's guard (`npm run cms`, scripts/cms/guard.ts: only the
 * editor's own page may write the checkout). Decap's proxy backend posts to `proxy_url` with no way
 * to add a header or a field, so this wraps the page's `fetch` for that one URL, before Decap's
 * script loads:
 * - every request carries this run's secret, fetched once from the dev server's own origin;
 * - the version (sha-256, as the backend names it) of each file as this page last read it
 *   (`getEntry`: what the open entry's form was filled from) or saved it is remembered, and every
 *   save or delete names the versions it was made over, so the guard refuses it when the file
 *   changed since (another tab, another writer) instead of erasing that change.
 */

/** What the backend answers for a file it reads: decap-server's `{ data, file: { path, id } }`. */
interface EntryAnswer {
  file?: { path?: string; id?: string | null };
}

const SESSION_URL = '/admin/api/session';
const SESSION_HEADER = 'X-Haeon-Cms-Session';
/** Actions that write content files: their requests carry the versions they were made over. */
const WRITES = new Set(['persistEntry', 'deleteFile', 'deleteFiles']);

/** The files a write names: ({ action: 'deleteFiles', params: { paths: [a, b] } }) -> [a, b] */
function pathsOf(action: string, params: Record<string, unknown>): string[] {
  if (action === 'persistEntry')
    return (params.dataFiles as { path: string }[]).map((file) => file.path);
  if (action === 'deleteFile') return [String(params.path)];
  return (params.paths as string[]) ?? [];
}

/**
 * With the local backend (`backend.proxy_url` in Decap's configuration, on this page's origin),
 * wraps `fetch` for it; any other request goes through untouched. Without it, does nothing.
 */
export function guardLocalBackend(config: Record<string, unknown>): void {
  const proxyUrl = (config.backend as { proxy_url?: string } | undefined)?.proxy_url;
  if (!proxyUrl) return;
  const target = new URL(proxyUrl, location.href).href;
  const original = window.fetch.bind(window);
  /** path -> the version this page last read or wrote; null: the file was not there. */
  const versions = new Map<string, string | null>();
  let session: Promise<string> | undefined;
  const secret = () =>
    (session ??= original(SESSION_URL, { credentials: 'omit' })
      .then((res) => res.json() as Promise<{ session?: string }>)
      .then((body) => body.session ?? ''));

  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href).href;
    if (url !== target || typeof init?.body !== 'string') return original(input, init);
    const body = JSON.parse(init.body) as { action: string; params: Record<string, unknown> };
    const writes = WRITES.has(body.action) ? pathsOf(body.action, body.params) : [];
    if (writes.length)
      body.params.versions = Object.fromEntries(
        writes.map((path) => [path, versions.has(path) ? versions.get(path) : null]),
      );
    const headers = new Headers(init.headers);
    headers.set(SESSION_HEADER, await secret());
    const response = await original(input, { ...init, headers, body: JSON.stringify(body) });
    if (!response.ok) return response;
    if (body.action === 'getEntry') {
      const { file } = (await response.clone().json()) as EntryAnswer;
      if (file?.path) versions.set(file.path, file.id ?? null);
    } else if (writes.length) {
      const answer = (await response.clone().json()) as {
        versions?: Record<string, string | null>;
      };
      for (const [path, version] of Object.entries(answer.versions ?? {}))
        versions.set(path, version);
    }
    return response;
  };
}
