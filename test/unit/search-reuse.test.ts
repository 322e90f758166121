/**
 * The search index kept between builds (site/build/search-index.ts, keepSearchIndex): a build
 * whose pages read as the last build's keeps that build's index, byte for byte, and any change to
 * what the index reads makes it anew. Builds a copy of the project whose content the test edits.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { build } from '../../build.ts';
import {
  buildSearchIndex,
  NOT_INDEXED,
  runPagefind,
  SEARCH_DIR,
  searchDocument,
} from '../../site/build/search-index.ts';
import { ROUTES } from '../../site/routes.ts';
import { makeSandbox } from '../../scripts/dev/spawn.ts';
import { tempDir } from '../helpers/temp.ts';

/** Every file of the index (not the pairs precompress adds) and its bytes. */
function indexFiles(dist: string): Map<string, Buffer> {
  const folder = join(dist, SEARCH_DIR);
  return new Map(
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => !/\.(br|gz)$/.test(file) && statSync(join(folder, file)).isFile())
      .map((file) => [file, readFileSync(join(folder, file))]),
  );
}

/** The text of every page the index holds (its fragments, gzip'd JSON after a signature). */
function indexedText(dist: string): string {
  const folder = join(dist, SEARCH_DIR, 'fragment');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.pf_fragment'))
    .map((file) => gunzipSync(readFileSync(join(folder, file))).toString('utf8'))
    .join('\n');
}

test('search index - the same pages make the same bytes', async () => {
  const route = ROUTES.find((r) => r.locale === 'ko' && r.id === 'company/intro')!;
  const pages = [
    {
      route,
      html: '<html lang="ko"><body><main id="main"><h1>안전보건 교육</h1><p>현장의 위험성평가를 돕습니다.</p></main></body></html>',
      meta: { section: '회사 소개' },
    },
  ];
  const [a, b] = [
    await buildSearchIndex(pages.map(searchDocument)),
    await buildSearchIndex(pages.map(searchDocument)),
  ];
  assert.ok(a.length > 3, 'an index was made');
  assert.equal(
    a.map((file) => [file.path, Buffer.from(file.contents).toString('base64')]),
    b.map((file) => [file.path, Buffer.from(file.contents).toString('base64')]),
  );
});

test('search index - one Pagefind a language writes what one Pagefind for all writes', async () => {
  const page = (id: string, locale: 'ko' | 'en', text: string) => ({
    route: ROUTES.find((r) => r.locale === locale && r.id === id)!,
    html: `<html lang="${locale}"><body><main id="main"><h1>${text}</h1><p>${text} ${id}</p></main></body></html>`,
    meta: { section: locale === 'ko' ? '회사 소개' : 'Company' },
  });
  const documents = [
    page('company/intro', 'ko', '안전보건 교육과 위험성평가'),
    page('company/intro', 'en', 'Safety training and risk assessment'),
    page('company/history', 'ko', '부산의 스마트팩토리'),
    page('company/history', 'en', 'Smart factories in Busan'),
  ].map(searchDocument);
  const bytes = (files: { path: string; contents: Uint8Array }[]) =>
    files
      .map((file) => [file.path, Buffer.from(file.contents).toString('base64')])
      .sort(([a], [b]) => (a! < b! ? -1 : 1));
  const [apart, together] = [await buildSearchIndex(documents), await runPagefind(documents)];
  assert.ok(
    together.some((file) => file.path.includes('/index/ko_')),
    'a Korean index',
  );
  assert.ok(
    together.some((file) => file.path.includes('/index/en_')),
    'an English index',
  );
  assert.equal(bytes(apart), bytes(together));
});

test("search index - the build's Pagefind driver writes what Pagefind's Node API writes", async () => {
  const pages = ['company/intro', 'company/history'].flatMap((id) =>
    (['ko', 'en'] as const).map((locale) => ({
      route: ROUTES.find((r) => r.locale === locale && r.id === id)!,
      html: `<html lang="${locale}"><body><main id="main"><h1>${id}</h1><p>${locale === 'ko' ? '현장의 위험성평가를 돕습니다' : 'Risk assessment on site'}</p><p class="block__sample">sample</p></main></body></html>`,
      meta: { section: locale },
    })),
  );
  const documents = pages.map(searchDocument);
  const pagefind = await import('pagefind');
  const { index } = await pagefind.createIndex({
    excludeSelectors: [...NOT_INDEXED],
  });
  for (const document of documents) await index!.addHTMLFile(document);
  const api = new Map(
    (await index!.getFiles()).files.map((file) => [`${SEARCH_DIR}/${file.path}`, file.content]),
  );
  await pagefind.close();
  const ours = await runPagefind(documents);
  assert.ok(ours.length > 3, 'an index was made');
  for (const file of ours)
    assert.ok(Buffer.from(file.contents).equals(Buffer.from(api.get(file.path)!)), file.path);
});

/** Pagefind programs this process has started and that still run (not ended and unread). */
function pagefindChildren(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // '<pid> (<name>) <state> <parent pid> …'
        const [name, rest] = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ');
        const [state, parent] = rest!.split(' ');
        return name!.includes('(pagefind') && state !== 'Z' && Number(parent) === process.pid;
      } catch {
        return false; // Ended while read.
      }
    })
    .map(Number);
}

test("search index - Pagefind starts while the build's thread is still busy", async () => {
  const documents = [
    {
      route: ROUTES.find((r) => r.locale === 'ko' && r.id === 'company/intro')!,
      html: '<html lang="ko"><body><main id="main"><h1>안전보건</h1></main></body></html>',
      meta: {},
    },
  ].map(searchDocument);
  assert.equal(pagefindChildren(), [], 'no Pagefind before');
  const indexing = runPagefind(documents);
  // The build renders and writes without a pause after it starts the index: Pagefind must be
  // running before this thread lets its event loop turn again.
  const until = Date.now() + 20_000;
  let seen = false;
  while (!seen && Date.now() < until) seen = pagefindChildren().length > 0;
  assert.ok(seen, 'Pagefind ran before the event loop turned');
  assert.ok((await indexing).length > 3, 'and made the index');
});

test('search index - kept while the pages read the same, made anew when one changes', async () => {
  // A copy of the project with its own content/ (the dev server's sandbox), removed below.
  const root = makeSandbox();
  const dist = join(tempDir('search-reuse-dist-'), 'dist');
  const env = { ...process.env, SEARCH_CACHE: tempDir('search-reuse-cache-') };
  try {
    assert.is((await build(root, dist, env)).search, 'made');
    const first = indexFiles(dist);

    // Nothing the index reads changed: the last build's files, linked, not Pagefind run again.
    assert.is((await build(root, dist, env)).search, 'kept');
    assert.equal(indexFiles(dist), first);
    assert.ok(existsPair(dist), 'the kept index keeps its compressed pairs');

    // A word added to one press item: the index is made again and finds it.
    const item = join(root, 'content/press/ko', readdirSync(join(root, 'content/press/ko'))[0]!);
    writeFileSync(item, `${readFileSync(item, 'utf8')}\n검색색인갱신확인 문단입니다.\n`);
    assert.not.match(indexedText(dist), '검색색인갱신확인');
    assert.is((await build(root, dist, env)).search, 'made');
    assert.match(indexedText(dist), '검색색인갱신확인');

    // An index put in dist/ by anything but the recorded build is never taken for it.
    const entry = join(dist, SEARCH_DIR, 'pagefind-entry.json');
    const bytes = readFileSync(entry);
    rmSync(entry);
    writeFileSync(entry, bytes);
    assert.is((await build(root, dist, env)).search, 'made');
    assert.is((await build(root, dist, env)).search, 'kept');

    // A cache folder that cannot be written never fails a build: the index is made each time.
    const blocked = join(tempDir('search-reuse-file-'), 'a-file');
    writeFileSync(blocked, '');
    const unwritable = { ...env, SEARCH_CACHE: join(blocked, 'cache') };
    assert.is((await build(root, dist, unwritable)).search, 'made');
    assert.is((await build(root, dist, unwritable)).search, 'made');

    // BUILD_NO_SEARCH leaves the index out, and the next build makes it again.
    assert.is((await build(root, dist, { ...env, BUILD_NO_SEARCH: '1' })).search, 'none');
    assert.is((await build(root, dist, env)).search, 'made');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

/** The index's script has its .br and .gz beside it. */
function existsPair(dist: string): boolean {
  const script = join(dist, SEARCH_DIR, 'pagefind.js');
  return [`${script}.br`, `${script}.gz`].every((file) => statSync(file).size > 0);
}

test.run();
