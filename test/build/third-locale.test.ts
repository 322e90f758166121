/**
 * Languages come from the locale table: the site built with a third language
 * (test/fixtures/third-locale/locales.ts, named by SITE_LOCALES) has every page, alternate,
 * sitemap entry and 404 page in all three, and the real site keeps two. The content of the third
 * language is made here, in a temp copy of the project: every English content file copied with
 * the marker in its description (press twins: in the first paragraph), and `ja` beside every
 * `en` of the YAML files.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { isMap, parseDocument, visit } from 'yaml';
import { LOCALES, type Route } from '../../site/routes.ts';
import { sitePages } from '../../site/pages.ts';
import { listPress } from '../../site/content/press.ts';
import { MARKER } from '../fixtures/third-locale/locales.ts';
import { ROOT, page } from '../helpers/dist.ts';
import { tempDir } from '../helpers/temp.ts';

const LOCALES_MODULE = join(ROOT, 'test/fixtures/third-locale/locales.ts');

/**
 * Links to English pages lead to the third language's: ('[About](/eng/company/intro)')
 * -> '[About](/ja/company/intro)'
 */
const relink = (text: string) => text.replace(/(?<=[\s("'])\/eng(?=[/\s)"'#?]|$)/gm, '/ja');
/** ('description: Haeon IT …') -> 'description: JA-MARK Haeon IT …', its links relinked */
const markDescription = (text: string) =>
  relink(text).replace(/^description: ("?)/m, `description: $1${MARKER} `);
/**
 * A press twin's body starts with the marker: its first paragraph is the article's description.
 * Its links are relinked too: a body is Markdown, its links checked like a page's.
 */
const markBody = (text: string) => relink(text).replace(/\n---\n\s*/, `\n---\n${MARKER} `);

/** Every `{ ko, en }` value of a YAML file gets `ja`, the English text with the marker. */
function withThirdLanguage(yamlText: string): string {
  const doc = parseDocument(yamlText);
  visit(doc, {
    Map(_, node) {
      if (isMap(node) && node.has('ko') && node.has('en'))
        node.set('ja', `${MARKER} ${String(node.get('en'))}`);
    },
  });
  return doc.toString();
}

/** A copy of the project with content in a third language; code, assets and packages are links. */
function projectWithThirdLanguage(): string {
  const copy = tempDir('third-locale-');
  for (const entry of readdirSync(ROOT)) {
    if (!['content', 'dist', 'dist.next', 'dist-deploy', '.git', 'data'].includes(entry))
      symlinkSync(join(ROOT, entry), join(copy, entry));
  }
  cpSync(join(ROOT, 'content'), join(copy, 'content'), { recursive: true });
  const copyMarked = (from: string, to: string, mark: (text: string) => string) => {
    for (const file of readdirSync(join(copy, from), { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.md'),
    )) {
      const target = join(copy, to, file);
      cpSync(join(copy, from, file), target);
      writeFileSync(target, mark(readFileSync(target, 'utf8')));
    }
  };
  // Each folder of pages, and the press items, has its languages side by side: <folder>/en
  // -> <folder>/ja.
  for (const folder of readdirSync(join(copy, 'content')))
    if (existsSync(join(copy, 'content', folder, 'en')))
      copyMarked(
        `content/${folder}/en`,
        `content/${folder}/ja`,
        folder === 'press' ? markBody : markDescription,
      );
  for (const file of ['content/company.yaml', 'content/popup.yaml'])
    writeFileSync(join(copy, file), withThirdLanguage(readFileSync(join(copy, file), 'utf8')));
  return copy;
}

const project = projectWithThirdLanguage();
const dist = join(project, 'dist');
const built = spawnSync(process.execPath, ['--import', 'tsx', 'build.ts'], {
  cwd: ROOT,
  env: { ...process.env, SITE_LOCALES: LOCALES_MODULE, BUILD_ROOT: project, BUILD_DIST: dist },
  encoding: 'utf8',
  timeout: 240_000,
});
const read = (outFile: string): Document => {
  const path = join(dist, outFile);
  assert.ok(existsSync(path), `${outFile} was not built`);
  return parseHTML(readFileSync(path, 'utf8')).document as unknown as Document;
};

/**
 * The pages of the two real languages (this process has the real table), and their third-language
 * twins.
 */
const twoLanguages = sitePages(listPress(project));
/** ('/eng/company/intro') -> '/ja/company/intro'; ('eng/404.html') -> 'ja/404.html' */
const toThird = (path: string) => path.replace(/^(\/?)eng(?=\/|$)/, '$1ja');
const english = twoLanguages.filter((r) => r.locale === 'en');
const everyPage: { url: string; outFile: string; lang: string; route: Route }[] = [
  ...twoLanguages.map((route) => ({
    url: route.url,
    outFile: route.outFile,
    lang: route.locale as string,
    route,
  })),
  ...english.map((route) => ({
    url: toThird(route.url),
    outFile: toThird(route.outFile),
    lang: 'ja',
    route,
  })),
];

test('third locale - the build with a third language succeeds', () => {
  assert.is(built.status, 0, `${built.stdout}\n${built.stderr}`);
});

test('third locale - every page of all three languages exists in its language, the 404 pages included', () => {
  for (const { outFile, lang } of everyPage)
    assert.is(read(outFile).documentElement.getAttribute('lang'), lang, outFile);
  for (const [file, lang] of [
    ['404.html', 'ko'],
    ['eng/404.html', 'en'],
    ['ja/404.html', 'ja'],
  ] as const) {
    const doc = read(file);
    assert.is(doc.documentElement.getAttribute('lang'), lang, file);
    if (lang === 'ja') assert.ok(doc.title.startsWith(MARKER), `ja/404.html title "${doc.title}"`);
  }
});

test('third locale - the third language renders its own content and strings', () => {
  for (const { outFile, route } of everyPage.filter((p) => p.lang === 'ja')) {
    const doc = read(outFile);
    const description =
      doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    if (route.kind !== 'notFound')
      assert.ok(description.includes(MARKER), `${outFile}: description "${description}"`);
    const current = doc.querySelector('.lang [aria-current="page"]');
    assert.is(current?.getAttribute('data-lang'), 'ja', outFile);
  }
});

test('third locale - every indexable page links its alternates in all three languages', () => {
  for (const { outFile, route } of everyPage.filter((p) => !p.route.noindex)) {
    const links = [...read(outFile).querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname],
    );
    const ownEnglish = route.alternates.en;
    const expected = [
      ['ko', route.alternates.ko],
      ['en', ownEnglish],
      ['ja', toThird(ownEnglish)],
      ['x-default', route.alternates.ko],
    ];
    assert.equal(links, expected, outFile);
  }
});

test('third locale - the language switch links every language', () => {
  const doc = read('ja/company/intro/index.html');
  const links = [...doc.querySelectorAll('.lang a')].map((a) => [
    a.getAttribute('data-lang'),
    a.getAttribute('href'),
  ]);
  assert.equal(links, [
    ['ko', '/company/intro'],
    ['en', '/eng/company/intro'],
    ['ja', '/ja/company/intro'],
  ]);
});

test('third locale - the sitemap lists every indexable page of all three with three alternates each', () => {
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  const locs = new Set(
    [...sitemap.matchAll(/<loc>[^<]*?\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/'),
  );
  const expected = everyPage.filter((p) => !p.route.noindex).map((p) => p.url);
  assert.equal([...locs].sort(), [...new Set(expected)].sort());
  for (const entry of sitemap.split('<url>').slice(1)) {
    assert.equal(
      [...entry.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]),
      ['ko', 'en', 'ja', 'x-default'],
    );
  }
});

test('third locale - the real site keeps two languages', () => {
  assert.equal([...LOCALES], ['ko', 'en']);
  assert.not.ok(existsSync(join(ROOT, 'dist/ja')));
  const links = [
    ...page('company/intro/index.html').querySelectorAll('link[rel="alternate"][hreflang]'),
  ].map((l) => l.getAttribute('hreflang'));
  assert.equal(links, ['ko', 'en', 'x-default']);
});

test.after(() => rmSync(project, { recursive: true, force: true }));

test.run();
