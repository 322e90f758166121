/**
 * The newsroom's pure parts (contracts §11): slugs, page numbers, the press routes, the
 * Korean-only rule end to end on a fixture (test/fixtures/press), the feed and the JSON-LD.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { htmlSerialization } from '../../templates/html.ts';
import {
  articleId,
  listPageId,
  pageCount,
  pageOfIndex,
  pageWindow,
  pressRoutes,
  slugDate,
} from '../../site/press-routes.ts';
import { loadPress, summaryOf, type PressArticle } from '../../site/content/press.ts';
import { toFeed, toRfc822, escapeXml, FEED_ITEMS } from '../../site/builder/feed.ts';
import { newsArticle } from '../../site/builder/structured-data.ts';
import { toSitemap } from '../../site/builder/seo.ts';
import { translatorOf } from '../../site/i18n.ts';
import { PressListItem } from '../../templates/press/PressList.tsx';
import { ROOT } from '../helpers/dist.ts';

const FIXTURE = join(ROOT, 'test/fixtures/press');
const company = {
  origin: 'https://www.example.com',
  name: { ko: '해온정보기술', en: 'Haeon IT' },
} as Parameters<typeof newsArticle>[3];

test('press slugs - the date of a well-formed slug; anything else is not a slug', () => {
  assert.is(slugDate('2025-09-03-cloud-erp-mes'), '2025-09-03');
  assert.is(slugDate('2025-09-03-erp2-v10'), '2025-09-03');
  for (const bad of [
    'cloud-erp',
    '2025-09-03',
    '2025-09-03-',
    '2025-09-03-Cloud',
    '2025-09-03-cloud_erp',
    '2025-09-03-cloud--erp',
    '2025-9-3-cloud',
    '2025-09-03-클라우드',
    '2025-09-03-cloud-erp-',
  ])
    assert.is(slugDate(bad), undefined, bad);
});

test('press pages - counts, the page of an item and the page window', () => {
  assert.equal([0, 1, 10, 11, 17, 2000].map(pageCount), [1, 1, 1, 2, 2, 200]);
  assert.equal([0, 9, 10, 1999].map(pageOfIndex), [1, 1, 2, 200]);
  assert.equal(pageWindow(5, 10), [3, 4, 5, 6, 7]);
  assert.equal(pageWindow(1, 2), [1, 2]);
  assert.equal(pageWindow(10, 10), [6, 7, 8, 9, 10]);
  assert.equal(pageWindow(1, 200), [1, 2, 3, 4, 5]);
  assert.is(listPageId(1), 'resources/press');
  assert.is(listPageId(3), 'resources/press/page/3');
  assert.is(articleId('2025-01-02-a'), 'resources/press/2025-01-02-a');
});

test('press routes - articles in both languages, Korean-only in Korean with its alternates on itself, list pages 2..n', () => {
  const routes = pressRoutes({
    slugs: [
      '2024-03-01-both',
      '2024-03-02-ko-only',
      ...Array.from({ length: 9 }, (_, i) => `2024-04-0${i + 1}-n`),
    ],
    twins: {
      en: new Set([
        '2024-03-01-both',
        ...Array.from({ length: 9 }, (_, i) => `2024-04-0${i + 1}-n`),
      ]),
    },
  });
  const both = routes.filter((r) => r.slug === '2024-03-01-both');
  assert.equal(
    both.map((r) => [r.locale, r.url, r.outFile, r.contentFile]),
    [
      [
        'ko',
        '/resources/press/2024-03-01-both',
        'resources/press/2024-03-01-both/index.html',
        'content/press/ko/2024-03-01-both.md',
      ],
      [
        'en',
        '/eng/resources/press/2024-03-01-both',
        'eng/resources/press/2024-03-01-both/index.html',
        'content/press/en/2024-03-01-both.md',
      ],
    ],
  );
  assert.ok(
    both.every(
      (r) =>
        r.kind === 'article' &&
        r.hidden &&
        !r.noindex &&
        r.widget === undefined &&
        r.languageLinks === undefined,
    ),
  );
  const koOnly = routes.filter((r) => r.slug === '2024-03-02-ko-only');
  assert.is(koOnly.length, 1);
  assert.equal(koOnly[0]!.alternates, {
    ko: '/resources/press/2024-03-02-ko-only',
    en: '/resources/press/2024-03-02-ko-only',
  });
  assert.equal(koOnly[0]!.languageLinks, {
    ko: '/resources/press/2024-03-02-ko-only',
    en: '/eng/resources/press',
  });
  const lists = routes.filter((r) => r.listPage);
  assert.equal(
    lists.map((r) => [r.url, r.listPage, r.widget]),
    [
      ['/resources/press/page/2', 2, 'pressList'],
      ['/eng/resources/press/page/2', 2, 'pressList'],
    ],
  );
  assert.equal(lists[0]!.alternates, {
    ko: '/resources/press/page/2',
    en: '/eng/resources/press/page/2',
  });
});

test('sitemap - a Korean-only article is listed once, its alternates all on itself', () => {
  const xml = toSitemap(
    'https://www.example.com',
    pressRoutes({ slugs: ['2024-03-02-ko-only'], twins: {} }),
  );
  const self = 'https://www.example.com/resources/press/2024-03-02-ko-only';
  assert.is((xml.match(/<loc>/g) ?? []).length, 1);
  for (const lang of ['ko', 'en', 'x-default'])
    assert.ok(xml.includes(`hreflang="${lang}" href="${self}"`), lang);
});

const errors: never[] = [];
const { lists } = loadPress(FIXTURE, errors);

test('press content - a koreanOnly item is listed on English pages in Korean, linking to the Korean article', () => {
  assert.equal(errors, []);
  assert.equal(
    lists.ko.map((a) => [a.slug, a.seq, a.lang]),
    [
      ['2024-03-02-korean-only', 2, 'ko'],
      ['2024-03-01-both-languages', 1, 'ko'],
    ],
  );
  assert.equal(
    lists.en.map((a) => [a.slug, a.seq, a.lang, a.url]),
    [
      ['2024-03-02-korean-only', 2, 'ko', '/resources/press/2024-03-02-korean-only'],
      ['2024-03-01-both-languages', 1, 'en', '/eng/resources/press/2024-03-01-both-languages'],
    ],
  );
  const listItem = (item: PressArticle) =>
    htmlSerialization(
      renderToString(createElement(PressListItem, { item, locale: 'en', t: translatorOf('en') })),
    );
  const html = listItem(lists.en[0]!);
  assert.match(html, /href="\/resources\/press\/2024-03-02-korean-only" hreflang="ko"/);
  assert.match(html, /<span class="press-item__title" lang="ko">한국어로만 쓴 보도자료<\/span>/);
  assert.match(html, /<span class="press-item__lang">In Korean<\/span>/);
  const own = listItem(lists.en[1]!);
  assert.not.match(own, /lang=/);
});

test('press content - a sample item carries the sample tag beside its type, inside the link; others none', () => {
  assert.equal(
    lists.ko.map((a) => [a.slug, a.sample]),
    [
      ['2024-03-02-korean-only', false],
      ['2024-03-01-both-languages', true],
    ],
  );
  assert.is(lists.en[1]!.sample, true);
  const listItem = (item: PressArticle) =>
    htmlSerialization(
      renderToString(createElement(PressListItem, { item, locale: 'en', t: translatorOf('en') })),
    );
  assert.match(
    listItem(lists.en[1]!),
    /<a [^>]+><span class="press-item__kind"><span class="press-item__type">Press release<\/span><small class="sample__tag" data-press-sample="true">Sample<\/small><\/span>/,
  );
  assert.not.match(listItem(lists.en[0]!), /sample/);
});

test('press feed - a sample item says so in a category and at the start of its description', () => {
  const ko = toFeed(
    { locale: 'ko', title: 't', description: 'd', origin: company.origin, sampleLabel: '샘플' },
    lists.ko,
  );
  const [korean, both] = ko.split('<item>').slice(1);
  assert.ok(
    both!.includes('<category>샘플</category>') &&
      both!.includes('<description>[샘플] 첫 문단입니다.</description>'),
    both,
  );
  assert.not.ok(korean!.includes('샘플'), korean);
});

test("press feed - only items in the feed's language, newest first, at most 20, text escaped", () => {
  const en = toFeed(
    {
      locale: 'en',
      title: 'Haeon IT | Press',
      description: 'News & <notes>',
      origin: company.origin,
      sampleLabel: 'Sample',
    },
    lists.en,
  );
  assert.not.ok(en.includes('korean-only'), 'the English feed leaves a Korean-only item out');
  assert.ok(
    en.includes(
      '<link>https://www.example.com/eng/resources/press/2024-03-01-both-languages</link>',
    ),
  );
  assert.ok(en.includes('<description>News &amp; &lt;notes&gt;</description>'));
  assert.ok(en.includes('<description>[Sample] The first paragraph.</description>'));
  const ko = toFeed(
    { locale: 'ko', title: 't', description: 'd', origin: company.origin, sampleLabel: 'Sample' },
    lists.ko,
  );
  assert.is((ko.match(/<item>/g) ?? []).length, 2);
  const many: PressArticle[] = Array.from({ length: 25 }, (_, i) => ({
    ...lists.ko[0]!,
    slug: `s${i}`,
    url: `/resources/press/s${i}`,
  }));
  assert.is(
    (
      toFeed(
        {
          locale: 'ko',
          title: 't',
          description: 'd',
          origin: company.origin,
          sampleLabel: 'Sample',
        },
        many,
      ).match(/<item>/g) ?? []
    ).length,
    FEED_ITEMS,
  );
  assert.is(toRfc822('2025-09-03'), 'Wed, 03 Sep 2025 00:00:00 +0900');
  assert.is(toRfc822('2024-02-29'), 'Thu, 29 Feb 2024 00:00:00 +0900');
  assert.is(escapeXml(`a<b>&"c'`), 'a&lt;b&gt;&amp;&quot;c&apos;');
});

test('press summary - the first paragraph, cut at a space with an ellipsis', () => {
  assert.is(summaryOf('First one.\n\nSecond.'), 'First one.');
  const long = `${'word '.repeat(50)}end`;
  const summary = summaryOf(long);
  assert.ok(summary.length <= 160 && summary.endsWith('word…'), summary);
});

test("structured data - NewsArticle with absolute URLs, the text's language and the publisher", () => {
  const data = newsArticle(
    lists.en[0]!,
    '/resources/press/2024-03-02-korean-only',
    'ko',
    company,
  ) as Record<string, unknown>;
  assert.is(data['@type'], 'NewsArticle');
  assert.is(data.headline, '한국어로만 쓴 보도자료');
  assert.is(data.inLanguage, 'ko');
  assert.is(data.datePublished, '2024-03-02');
  assert.is(data.url, 'https://www.example.com/resources/press/2024-03-02-korean-only');
  assert.equal(data.mainEntityOfPage, { '@type': 'WebPage', '@id': data.url });
  assert.equal(data.publisher, {
    '@type': 'Organization',
    '@id': 'https://www.example.com/#organization',
    name: '해온정보기술',
    url: 'https://www.example.com/',
    logo: { '@type': 'ImageObject', url: 'https://www.example.com/assets/img/logo.svg' },
  });
  assert.is(data.isBasedOn, 'https://www.example.org/press/2024/korean-only');
});

test.run();
