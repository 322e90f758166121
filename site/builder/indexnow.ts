/**
 * IndexNow (https://www.indexnow.org/documentation): after a deploy, tell the search
 * engines that take it (Naver, Bing and others share what one receives) which URLs changed, so
 * they visit them again without waiting for the sitemap. The site proves the key is its own by
 * serving it as /<key>.txt, which the build writes from content/company.yaml `indexNowKey`.
 */
import { pageOfContentFile, toUrl, LOCALES, type Locale } from '../routes.ts';
import { articleId } from '../press-routes.ts';

/** Where submissions go unless INDEXNOW_ENDPOINT says otherwise: the shared endpoint. */
export const INDEXNOW_ENDPOINT = 'https://api.indexnow.org/indexnow';
/** The most URLs one request may carry (the protocol's limit). */
export const BATCH = 10_000;

/** ('abc123de') -> { path: 'abc123de.txt', contents: 'abc123de' }: the file that proves the key. */
export function keyFile(key: string): { path: string; contents: string } {
  return { path: `${key}.txt`, contents: key };
}

/** Every page of sitemap.xml with its lastmod, where it has one. */
export function sitemapEntries(xml: string): { url: string; lastmod?: string }[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => {
    const url = /<loc>([^<]+)<\/loc>/.exec(body!)![1]!.replace(/&amp;/g, '&');
    const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(body!)?.[1];
    return lastmod ? { url, lastmod } : { url };
  });
}

/**
 * The pages that changed after `since`: their lastmod is later. A page without lastmod (a shallow
 * clone's build) counts as changed: sending it once more costs nothing, missing it would.
 */
export function changedSince(entries: readonly { url: string; lastmod?: string }[], since: Date) {
  return entries
    .filter((e) => !e.lastmod || Date.parse(e.lastmod) > since.getTime())
    .map((e) => e.url);
}

/**
 * The URL a content file was served at, for a file deleted since the last deploy (a search engine
 * then learns the page is gone): ('content/company/en/intro.md', origin)
 * -> origin + '/eng/company/intro';
 * ('content/press/ko/2025-01-02-a.md', origin) -> origin + '/resources/press/2025-01-02-a';
 * ('content/company/ko/intro.md', origin), where it was before the move
 * -> origin + '/company/intro'.
 */
export function urlOfContentFile(file: string, origin: string): string | undefined {
  const press = /^content\/press\/([a-z-]+)\/([^/]+)\.md$/.exec(file);
  const known = (code: string | undefined): code is Locale => LOCALES.includes(code as Locale);
  if (press && known(press[1])) return origin + toUrl(articleId(press[2]!), press[1]);
  // A page deleted since a deploy older than the move of the page files had
  // content/<locale>/<id>.md.
  const before = /^content\/([a-z-]+)\/(.+)\.md$/.exec(file);
  const page =
    pageOfContentFile(file) ??
    (before && known(before[1]) ? { id: before[2]!, locale: before[1] } : undefined);
  return page && origin + toUrl(page.id, page.locale);
}

/** What each answer of the protocol means, for the person who ran the command. */
const ANSWERS: Record<number, string> = {
  200: 'received',
  202: 'received; the key is being checked',
  400: 'refused: the request is not valid',
  403: 'refused: the key is not valid (is /<key>.txt of this build deployed?)',
  422: 'refused: the URLs do not belong to the host, or the key does not match',
  429: 'refused: too many requests; try again later',
};

export interface Submission {
  /** 'https://www.example.com' */
  origin: string;
  key: string;
  urls: readonly string[];
  endpoint?: string;
}

/** POSTs the URLs in batches; returns one line per batch, and whether every batch was taken. */
export async function submit({ origin, key, urls, endpoint = INDEXNOW_ENDPOINT }: Submission) {
  const lines: string[] = [];
  let ok = true;
  for (let i = 0; i < urls.length; i += BATCH) {
    const urlList = urls.slice(i, i + BATCH);
    const body = { host: new URL(origin).host, key, keyLocation: `${origin}/${key}.txt`, urlList };
    const answer = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(body),
    });
    const taken = answer.status === 200 || answer.status === 202;
    ok &&= taken;
    lines.push(
      `${urlList.length} URLs: ${answer.status} ${ANSWERS[answer.status] ?? 'an answer the protocol does not define'}`,
    );
  }
  return { ok, lines };
}
