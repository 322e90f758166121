/**
 * The search index kept between builds (site/builder/search-index.ts, keepSearchIndex): a build
 * whose pages read as the last build's keeps that build's index, byte for byte, and any change to
 * what the index reads makes it anew. Builds a copy of the project whose content the test edits.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { build } from '../../build.ts';
import {
  buildSearchIndex,
  keepSearchIndex,
  NOT_INDEXED,
  recordSearchIndex,
  runPagefind,
  SEARCH_DIR,
  searchDocument,
  searchIndexKeys,
} from '../../site/builder/search-index.ts';
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

test('search index - a language kept alone joins the languages made again; one the site lost is not kept', async () => {
  const page = (id: string, locale: 'ko' | 'en', text: string) =>
    searchDocument({
      route: ROUTES.find((r) => r.locale === locale && r.id === id)!,
      html: `<html lang="${locale}"><body><main id="main"><h1>${text}</h1></main></body></html>`,
      meta: {},
    });
  const korean = page('company/intro', 'ko', '안전보건 교육');
  const [english, edited] = [
    page('company/intro', 'en', 'Safety training'),
    page('company/intro', 'en', 'Safety training and drills'),
  ];
  const dist = tempDir('search-keep-dist-');
  const cache = tempDir('search-keep-cache-');
  for (const file of await buildSearchIndex([korean, english])) {
    mkdirSync(dirname(join(dist, file.path)), { recursive: true });
    writeFileSync(join(dist, file.path), file.contents);
  }
  recordSearchIndex(dist, searchIndexKeys([korean, english]), cache);

  const staging = tempDir('search-keep-staging-');
  const kept = keepSearchIndex(dist, staging, searchIndexKeys([korean, edited]), cache);
  assert.equal([kept.languages, kept.whole], [['ko'], false]);
  assert.ok(
    readdirSync(join(staging, SEARCH_DIR, 'fragment')).every((name) => name.startsWith('ko_')),
    'only the Korean fragments are linked',
  );
  const joined = await buildSearchIndex([korean, edited], kept);
  const whole = await runPagefind([korean, edited]);
  const linked = indexFiles(staging);
  const bytes = (files: { path: string; contents: Uint8Array }[]) =>
    new Map(
      files.map((file) => [file.path.slice(SEARCH_DIR.length + 1), Buffer.from(file.contents)]),
    );
  assert.equal(new Map([...linked, ...bytes(joined)]), bytes(whole));

  // The site without its English pages: the Korean index alone would still list them.
  const alone = keepSearchIndex(
    dist,
    tempDir('search-keep-alone-'),
    searchIndexKeys([korean]),
    cache,
  );
  assert.equal(alone.languages, []);
});

/** What a build did with the index: the languages Pagefind indexed and those kept. */
const MADE = { made: ['en', 'ko'], kept: [] };
const KEPT = { made: [], kept: ['en', 'ko'] };

test('search index - kept while the pages read the same, made anew when one changes', async () => {
  // A copy of the project with its own content/ (the dev server's sandbox), removed below.
  const root = makeSandbox();
  const dist = join(tempDir('search-reuse-dist-'), 'dist');
  const env = { ...process.env, SEARCH_CACHE: tempDir('search-reuse-cache-') };
  try {
    assert.equal((await build(root, dist, env)).search, MADE);
    const first = indexFiles(dist);

    // Nothing the index reads changed: the last build's files, linked, not Pagefind run again.
    assert.equal((await build(root, dist, env)).search, KEPT);
    assert.equal(indexFiles(dist), first);
    assert.ok(existsPair(dist), 'the kept index keeps its compressed pairs');

    // A word added to one Korean press item: the Korean index is made again and finds it; the
    // English one is kept, and the whole is what a build without a last index makes.
    const item = join(root, 'content/press/ko', readdirSync(join(root, 'content/press/ko'))[0]!);
    writeFileSync(item, `${readFileSync(item, 'utf8')}\n검색색인갱신확인 문단입니다.\n`);
    assert.not.match(indexedText(dist), '검색색인갱신확인');
    assert.equal((await build(root, dist, env)).search, { made: ['ko'], kept: ['en'] });
    assert.match(indexedText(dist), '검색색인갱신확인');
    /** The index a build with no last index makes of the same pages. */
    const fresh = async () => {
      const other = join(tempDir('search-reuse-fresh-'), 'dist');
      const cache = { ...env, SEARCH_CACHE: tempDir('search-reuse-fresh-cache-') };
      assert.equal((await build(root, other, cache)).search, MADE);
      return indexFiles(other);
    };
    assert.equal(indexFiles(dist), await fresh());

    // And an English one: the Korean index is kept.
    const english = join(root, 'content/press/en', readdirSync(join(root, 'content/press/en'))[0]!);
    writeFileSync(english, `${readFileSync(english, 'utf8')}\nIndexrefreshcheck paragraph.\n`);
    assert.equal((await build(root, dist, env)).search, { made: ['en'], kept: ['ko'] });
    assert.match(indexedText(dist), 'Indexrefreshcheck');
    assert.match(indexedText(dist), '검색색인갱신확인');
    assert.equal(indexFiles(dist), await fresh());

    // An index put in dist/ by anything but the recorded build is never taken for it.
    const entry = join(dist, SEARCH_DIR, 'pagefind-entry.json');
    const bytes = readFileSync(entry);
    rmSync(entry);
    writeFileSync(entry, bytes);
    assert.equal((await build(root, dist, env)).search, MADE);
    assert.equal((await build(root, dist, env)).search, KEPT);

    // A cache folder that cannot be written never fails a build: the index is made each time.
    const blocked = join(tempDir('search-reuse-file-'), 'a-file');
    writeFileSync(blocked, '');
    const unwritable = { ...env, SEARCH_CACHE: join(blocked, 'cache') };
    assert.equal((await build(root, dist, unwritable)).search, MADE);
    assert.equal((await build(root, dist, unwritable)).search, MADE);

    // BUILD_NO_SEARCH leaves the index out, and the next build makes it again.
    const none = { made: [], kept: [] };
    assert.equal((await build(root, dist, { ...env, BUILD_NO_SEARCH: '1' })).search, none);
    assert.equal((await build(root, dist, env)).search, MADE);
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
