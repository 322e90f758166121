/**
 * What a build keeps for the next (site/builder/build-cache.ts). A build that takes press articles
 * and press item files from the last build writes the same dist/, byte for byte and folder for
 * folder, as a build of the same content with nothing kept; whatever an article can read, once
 * changed, renders it again; and a file whose front matter is kept reports the errors a fresh read
 * reports.
 * Builds a copy of the project whose content the tests edit.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { build } from '../../build.ts';
import { FrontMatterKept, PageCache } from '../../site/builder/build-cache.ts';
import { loadSite } from '../../site/content/load.ts';
import { otherPagesRefused, type PageInfo } from '../../templates/context.ts';
import { makeSandbox } from '../../scripts/dev/spawn.ts';
import { tempDir } from '../helpers/temp.ts';

/** Every folder and file under `dist`, sorted, folders ending in '/'. */
function tree(dist: string): string[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .map((path) => (statSync(join(dist, path)).isDirectory() ? `${path}/` : path))
    .sort();
}

/** `a` and `b` hold the same folders and files with the same bytes. */
function assertSameTree(a: string, b: string, what: string): void {
  const [left, right] = [tree(a), tree(b)];
  assert.equal(
    left.filter((path) => !right.includes(path)),
    [],
    `${what}: only in the kept build`,
  );
  assert.equal(
    right.filter((path) => !left.includes(path)),
    [],
    `${what}: only in the fresh build`,
  );
  const differ = left.filter(
    (path) =>
      !path.endsWith('/') && !readFileSync(join(a, path)).equals(readFileSync(join(b, path))),
  );
  assert.equal(differ, [], `${what}: files whose bytes differ`);
}

const slugs = (root: string, locale: string) =>
  readdirSync(join(root, 'content/press', locale)).filter((name) => name.endsWith('.md'));

test('build cache - a build with kept articles writes what a fresh build writes', async () => {
  const root = makeSandbox();
  const dist = join(tempDir('build-cache-dist-'), 'dist');
  const env = { ...process.env, BUILD_CACHE: tempDir('build-cache-') };
  /** The same content built with an empty cache into a folder of its own. */
  const fresh = async () => {
    const other = join(tempDir('build-cache-fresh-'), 'dist');
    const built = await build(root, other, {
      ...process.env,
      BUILD_CACHE: tempDir('build-cache-empty-'),
    });
    assert.is(built.articles.kept, 0);
    return other;
  };
  const edit = (file: string, change: (text: string) => string) =>
    writeFileSync(join(root, file), change(readFileSync(join(root, file), 'utf8')));
  try {
    const first = await build(root, dist, env);
    const articles = first.articles.rendered;
    assert.is(first.articles.kept, 0);
    assert.ok(articles >= 30, `the sandbox has its press articles (${articles})`);

    // Nothing changed: every article is taken from the cache.
    assert.equal((await build(root, dist, env)).articles, { rendered: 0, kept: articles });
    assertSameTree(dist, await fresh(), 'nothing changed');

    // One Korean item's text: that article alone is rendered again, and shows the new text.
    const [item] = slugs(root, 'ko');
    edit(`content/press/ko/${item}`, (text) => `${text}\n캐시갱신확인 문단입니다.\n`);
    assert.equal((await build(root, dist, env)).articles, { rendered: 1, kept: articles - 1 });
    const page = join(dist, 'resources/press', item!.replace(/\.md$/, ''), 'index.html');
    assert.match(readFileSync(page, 'utf8'), '캐시갱신확인');
    assertSameTree(dist, await fresh(), 'one item edited');

    // A new item, newest of all: it and the articles it moves to the next list page (their link
    // back changes) are rendered; the others are kept.
    for (const locale of ['ko', 'en'])
      writeFileSync(
        join(root, 'content/press', locale, '2030-01-02-cache-check.md'),
        `---\ntype: ${locale === 'ko' ? '보도자료' : 'Press release'}\ntitle: ${locale === 'ko' ? '캐시 확인 기사' : 'Cache check item'}\ndate: "2030-01-02"\n---\n${locale === 'ko' ? '새 기사의 본문입니다.' : 'The text of the new item.'}\n`,
      );
    const added = (await build(root, dist, env)).articles;
    assert.is(added.rendered + added.kept, articles + 2);
    assert.ok(added.rendered >= 2 && added.rendered < articles / 2, JSON.stringify(added));
    assertSameTree(dist, await fresh(), 'one item added');

    // A site-wide fact (the footer's phone number): every article is rendered again.
    edit('content/company.yaml', (text) => text.replace(/^phone: .*$/m, 'phone: 051-000-0001'));
    assert.equal((await build(root, dist, env)).articles, { rendered: articles + 2, kept: 0 });
    assertSameTree(dist, await fresh(), 'company facts changed');

    // The new item removed: its page's folder, made ahead from the last build, is gone again;
    // the articles it had moved go back to the first list page.
    for (const locale of ['ko', 'en'])
      rmSync(join(root, 'content/press', locale, '2030-01-02-cache-check.md'));
    const removed = (await build(root, dist, env)).articles;
    assert.is(removed.rendered + removed.kept, articles);
    assert.ok(removed.rendered < articles / 2, JSON.stringify(removed));
    assert.not.ok(tree(dist).some((path) => path.includes('cache-check')));
    assertSameTree(dist, await fresh(), 'one item removed');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('build cache - a file whose front matter is kept reports what a fresh read reports', () => {
  const root = makeSandbox();
  const folder = tempDir('build-cache-front-matter-');
  /** Loads the content with the front matter of the last load, then keeps this load's. */
  const cached = () => {
    const cache = FrontMatterKept.open(folder);
    const loaded = loadSite(root, cache);
    cache.save();
    return loaded;
  };
  const press = (locale: string, name: string) => join(root, 'content/press', locale, name);
  try {
    const plain = loadSite(root);
    assert.equal(plain.errors, []);
    cached();
    // Every file from the cache: the same content.
    assert.equal(cached().content, plain.content);

    // A Korean item renamed to another date, its text unchanged (so found in the cache): the
    // date disagrees with the file name, at the line of `date`, as without the cache.
    const [item] = slugs(root, 'ko');
    const moved = item!.replace(/^\d{4}-\d{2}-\d{2}/, '2031-01-01');
    for (const locale of ['ko', 'en']) renameSync(press(locale, item!), press(locale, moved));
    const expected = loadSite(root).errors;
    assert.ok(
      expected.some((error) => error.message.includes('2031-01-01')),
      'a date error',
    );
    assert.equal(cached().errors, expected);
    for (const locale of ['ko', 'en']) renameSync(press(locale, moved), press(locale, item!));

    // The Korean file no longer a sample and its twin still one (the twin's text is unchanged,
    // so found in the cache): the twin disagrees, at the line of its `sample`, as without it.
    const korean = readFileSync(press('ko', item!), 'utf8');
    assert.match(korean, /\nsample: true\n/);
    writeFileSync(press('ko', item!), korean.replace(/\nsample: true\n/, '\n'));
    const disagree = loadSite(root).errors;
    assert.ok(disagree.length > 0, 'the twins disagree');
    assert.equal(cached().errors, disagree);
    writeFileSync(press('ko', item!), korean);

    // A page (unchanged, so found in the cache) links an article that is then removed: the
    // broken link is reported at its line, as without the cache.
    const page = join(root, 'content/company/ko/intro.md');
    const slug = item!.replace(/\.md$/, '');
    writeFileSync(page, `${readFileSync(page, 'utf8')}\n[보도자료](/resources/press/${slug})\n`);
    assert.equal(cached().errors, []);
    for (const locale of ['ko', 'en']) rmSync(press(locale, item!));
    const broken = loadSite(root).errors;
    assert.ok(
      broken.some((error) => error.file === 'content/company/ko/intro.md'),
      'the link is broken',
    );
    assert.equal(cached().errors, broken);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('build cache - the whole files: keys first, parts read later, another generation rendered', () => {
  const folder = tempDir('build-cache-articles-');
  const whole = { count: 0, share: 0 };
  const pages = ['/a', '/b', '/c'];
  const rendered: string[] = [];
  /** A build of `pages` with the site `site`: each page's parts, once `fill` has run. */
  const buildOnce = (site: string) => {
    const cache = PageCache.open([site], folder, whole);
    const parts = pages.map((url) =>
      cache.parts(url, [url], () => {
        rendered.push(url);
        return [`<head>${url}`, '<footer>', `${site}</html>`];
      }),
    );
    const documents = pages.map((url) => cache.document(url, () => `text of ${url}`));
    cache.fill();
    cache.save();
    return { parts: parts.map((each) => [...each]), documents, kept: cache.kept };
  };
  const first = buildOnce('one');
  assert.equal(rendered, pages);
  assert.is(first.kept, 0);
  assert.ok(existsSync(join(folder, 'article-parts.v8')), 'the whole files');

  // Kept: the same parts and texts, read from the whole files, nothing rendered.
  rendered.length = 0;
  assert.equal(buildOnce('one'), { ...first, kept: 3 });
  assert.equal(rendered, []);

  // The parts file of another generation (another build wrote it since): those are rendered.
  const keys = readFileSync(join(folder, 'articles.v8'));
  buildOnce('two');
  writeFileSync(join(folder, 'articles.v8'), keys);
  rendered.length = 0;
  const mixed = buildOnce('one');
  assert.equal(mixed.parts, first.parts);
  assert.equal(rendered, pages, 'rendered again, not taken from the wrong parts');
});

test('build cache - an article page and a shared fragment cannot read the other pages', () => {
  const info = { locale: 'ko', press: { ko: [] }, pages: new Map() } as unknown as PageInfo;
  const refused = otherPagesRefused(info, 'the article /resources/press/x');
  assert.is(refused.locale, 'ko');
  assert.throws(() => refused.press, /the article \/resources\/press\/x reads the press lists/);
  assert.throws(() => refused.pages, /reads the other pages/);
  // Spread and destructured without those, as the templates do, it reads nothing refused.
  assert.is({ ...refused }.locale, 'ko');
  const { locale } = refused;
  assert.is(locale, 'ko');
});

test.run();
