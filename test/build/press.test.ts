/**
 * The newsroom in the built site (contracts §11, §13): list pages, article pages, the home news,
 * pressView's table, the feeds and the feed link on every page, read from dist/.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import matter from 'gray-matter';
import { MATTER_OPTIONS } from '../../site/content/front-matter.ts';
import { parse } from 'yaml';
import { LOCALES, routeOf, type Locale, type Route } from '../../site/routes.ts';
import { PRESS_PAGE_SIZE, pageCount } from '../../site/press-routes.ts';
import { MESSAGES } from '../../site/i18n.ts';
import { feedFile } from '../../site/builder/feed.ts';
import { summaryOf } from '../../site/content/press.ts';
import { page, must, resolvesInDist, ROOT, DIST, PAGES } from '../helpers/dist.ts';
import { PRESS_ITEMS } from '../helpers/counts.ts';

const origin: string = parse(readFileSync(join(ROOT, 'content/company.yaml'), 'utf8')).origin;
const articles = PAGES.filter((r) => r.kind === 'article');
const slugs = [...new Set(articles.map((r) => r.slug!))].sort();
const listPages = (locale: Locale) =>
  PAGES.filter((r) => r.locale === locale && r.widget === 'pressList');
const front = (route: Route) =>
  matter(readFileSync(join(ROOT, route.contentFile), 'utf8'), MATTER_OPTIONS);
const hrefs = (doc: Document, selector: string) =>
  [...doc.querySelectorAll(selector)].map((a) => a.getAttribute('href')!);

test('press - every item has an article page in both languages (none is Korean-only today)', () => {
  assert.is(slugs.length, PRESS_ITEMS);
  for (const locale of LOCALES)
    assert.is(articles.filter((r) => r.locale === locale).length, slugs.length, locale);
});

for (const locale of LOCALES) {
  test(`press list - ${locale}: 10 items a page, newest first, each linking to its article; every item once`, () => {
    const pages = listPages(locale);
    assert.is(pages.length, pageCount(slugs.length));
    assert.equal(
      pages.map((r) => r.url),
      pages.map((_, i) => `${routeOf('resources/press', locale).url}${i ? `/page/${i + 1}` : ''}`),
    );
    const seen: string[] = [];
    pages.forEach((route, i) => {
      const doc = page(route.outFile);
      const links = hrefs(doc, 'a[data-press-item]');
      assert.is(
        links.length,
        Math.min(PRESS_PAGE_SIZE, slugs.length - i * PRESS_PAGE_SIZE),
        route.url,
      );
      const dates = [...doc.querySelectorAll('[data-press-item] time')].map(
        (t) => t.getAttribute('datetime')!,
      );
      assert.equal(dates, [...dates].sort().reverse(), `${route.url} newest first`);
      for (const href of links)
        assert.ok(
          articles.some((a) => a.url === href && a.locale === locale),
          `${route.url}: ${href} is an article of this language`,
        );
      seen.push(...links);
      assert.ok(
        doc.querySelector('.press-list__status')!.textContent!.includes(String(slugs.length)),
      );
    });
    assert.is(new Set(seen).size, slugs.length);
  });

  test(`press list - ${locale}: pagination is real links with the current page marked`, () => {
    const pages = listPages(locale);
    pages.forEach((route, i) => {
      const nav = must(page(route.outFile), 'nav.pagination[aria-label]', route.url);
      assert.is(nav.getAttribute('aria-label'), MESSAGES[locale]['press.pagination']);
      assert.is(nav.querySelector('[aria-current="page"]')!.getAttribute('href'), route.url);
      assert.is(nav.querySelectorAll('[aria-current]').length, 1);
      const links = hrefs(nav as unknown as Document, 'a');
      for (const href of links) assert.ok(resolvesInDist(href), `${route.url}: ${href}`);
      assert.ok(
        links.includes(pages[(i + 1) % pages.length]!.url),
        `${route.url} links the next page`,
      );
      assert.is(!!nav.querySelector('a[rel="next"]'), i < pages.length - 1);
      assert.is(!!nav.querySelector('a[rel="prev"]'), i > 0);
    });
  });

  test(`press list - ${locale}: page 2 on has its own title and is indexable, canonical to itself`, () => {
    for (const route of listPages(locale).slice(1)) {
      const doc = page(route.outFile);
      assert.ok(doc.title.includes(String(route.listPage)), doc.title);
      assert.is(must(doc, 'link[rel="canonical"]').getAttribute('href'), origin + route.url);
      assert.is(doc.querySelector('meta[name="robots"]'), null);
    }
  });

  test(`home news - ${locale}: the 4 newest items are in the HTML, as on list page 1`, () => {
    const home = page(routeOf('home', locale).outFile);
    const titles = [...home.querySelectorAll('[data-news-item] .home-news__title')].map(
      (el) => el.textContent,
    );
    const first = [
      ...page(listPages(locale)[0]!.outFile).querySelectorAll(
        '[data-press-item] .press-item__title',
      ),
    ]
      .slice(0, 4)
      .map((el) => el.textContent);
    assert.is(titles.length, 4);
    assert.equal(titles, first);
    for (const item of home.querySelectorAll('[data-news-item]'))
      assert.is(item.tagName, 'BUTTON', 'a click opens the notice, it goes nowhere');
  });

  test(`dates - ${locale}: the home news writes each date as the press list does (site/dates.ts)`, () => {
    const dates = (outFile: string, selector: string) =>
      [...page(outFile).querySelectorAll(selector)].map((el) => [
        el.getAttribute('datetime'),
        el.textContent,
      ]);
    const home = dates(routeOf('home', locale).outFile, '.home-news__date');
    assert.equal(home, dates(listPages(locale)[0]!.outFile, '.press-item__date').slice(0, 4));
    assert.match(
      home[0]![1]!,
      locale === 'ko' ? /^\d{4}\.\d{2}\.\d{2}$/ : /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    );
  });
}

for (const route of articles) {
  test(`press article - ${route.url}: headline, type, date, paragraphs, links, head`, () => {
    const doc = page(route.outFile);
    const { data, content } = front(route);
    assert.is(must(doc, 'h1').textContent, data.title);
    assert.is(must(doc, '.press-article__meta .press-item__type').textContent, data.type);
    assert.is(must(doc, '.press-article__meta time').getAttribute('datetime'), data.date);
    assert.is(
      doc.querySelectorAll('.press-article__body p').length,
      content.trim().split(/\n\s*\n/).length,
    );
    assert.is(
      doc.querySelector('.press-article__source a')?.getAttribute('href') ?? undefined,
      data.link,
    );
    const back = must(doc, '.press-detail__back a').getAttribute('href')!;
    assert.ok(
      hrefs(page(PAGES.find((r) => r.url === back)!.outFile), 'a[data-press-item]').includes(
        route.url,
      ),
      `${back} lists ${route.url}`,
    );
    assert.is(must(doc, 'meta[property="og:type"]').getAttribute('content'), 'article');
    assert.is(
      must(doc, 'meta[property="article:published_time"]').getAttribute('content'),
      data.date,
    );
    assert.is(must(doc, 'link[rel="canonical"]').getAttribute('href'), origin + route.url);
    assert.is(must(doc, 'link[hreflang="en"]').getAttribute('href'), origin + route.alternates.en);
  });

  test(`press article - ${route.url}: JSON-LD NewsArticle`, () => {
    const doc = page(route.outFile);
    const scripts = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent!),
    );
    const article = scripts.find((s) => s['@type'] === 'NewsArticle');
    assert.ok(article, 'a NewsArticle');
    const url = origin + route.url;
    assert.is(article['@context'], 'https://schema.org');
    assert.is(article.headline, front(route).data.title);
    assert.is(article.datePublished, front(route).data.date);
    assert.is(article.inLanguage, route.locale);
    assert.is(article.url, url);
    assert.equal(article.mainEntityOfPage, { '@type': 'WebPage', '@id': url });
    assert.is(article.publisher['@type'], 'Organization');
    assert.match(article.publisher.logo.url, new RegExp(`^${origin}/assets/`));
    assert.ok(resolvesInDist(new URL(article.publisher.logo.url).pathname));
    const trail = scripts
      .find((s) => s['@type'] === 'BreadcrumbList')
      .itemListElement.map((item: { item: string }) => item.item);
    assert.equal(
      trail.slice(1),
      [origin + routeOf('resources/press', route.locale).url, url],
      'group, press list, article',
    );
  });
}

test('press article - the body is Markdown: links are links; the description and the feed read its words, not its marks', () => {
  const slug = '2025-09-03-cloud-erp-mes';
  const expected = {
    ko: { href: '/products/rfid', text: 'RFID 자재관리 시스템', lead: '스마트 ERP 소개에 있다.' },
    en: {
      href: '/eng/products/rfid',
      text: 'RFID material management system',
      lead: 'Smart ERP page.',
    },
  } as const;
  for (const locale of LOCALES) {
    const route = articles.find((r) => r.slug === slug && r.locale === locale)!;
    const doc = page(route.outFile);
    const body = must(doc, '.press-article__body');
    const { href, text, lead } = expected[locale as keyof typeof expected];
    assert.is(must(body, `a[href="${href}"]`).textContent, text);
    assert.not.match(body.textContent!, /\]\(|\[/, 'no Markdown left on the page');
    // The description: the first paragraph's words (cut at 160 characters), without the marks.
    const description = must(doc, 'meta[name="description"]').getAttribute('content')!;
    const words = front(route)
      .content.trim()
      .split('\n')[0]!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    assert.is(description, summaryOf(words));
    assert.ok(words.endsWith(lead));
    const feed = readFileSync(join(DIST, feedFile(locale)), 'utf8');
    const item = feed.slice(feed.indexOf(`${route.url}</link>`));
    const summary = /<description>([^<]*)<\/description>/.exec(item)![1]!;
    assert.ok(summary.endsWith(lead), summary);
  }
});

test('press - og:type is article on articles only, and only they carry NewsArticle', () => {
  for (const route of PAGES.filter((r) => r.kind !== 'article')) {
    const doc = page(route.outFile);
    assert.is(must(doc, 'meta[property="og:type"]').getAttribute('content'), 'website', route.url);
    assert.not.ok(
      doc.querySelector('script[type="application/ld+json"]')?.textContent?.includes('NewsArticle'),
      route.url,
    );
  }
});

for (const locale of LOCALES) {
  test(`pressView - ${locale}: the island's table sends every seq to its article; without JavaScript an index lists them all`, () => {
    const doc = page(routeOf('resources/pressView', locale).outFile);
    const props = JSON.parse(must(doc, 'script[data-island-props="PressDetail"]').textContent!);
    assert.is(props.slugs.length, slugs.length);
    props.slugs.forEach((slug: string, i: number) => {
      assert.is(slug, slugs[i], `seq ${i + 1} is the ${i + 1}th Korean file name`);
      assert.ok(resolvesInDist(props.base + slug));
    });
    const noscript = must(doc, 'main noscript').innerHTML;
    for (const slug of slugs) assert.ok(noscript.includes(`href="${props.base}${slug}"`), slug);
    assert.ok(noscript.includes(MESSAGES[locale]['press.seq'].replace('{{seq}}', '17')));
  });

  test(`feeds - ${locale}: every page links its language's feed in the head`, () => {
    const feed = `${routeOf('resources/press', locale).url}/feed.xml`;
    for (const route of PAGES.filter((r) => r.locale === locale)) {
      assert.is(
        must(
          page(route.outFile),
          'head link[rel="alternate"][type="application/rss+xml"]',
        ).getAttribute('href'),
        feed,
        route.url,
      );
    }
  });

  test(`feeds - ${locale}: RSS 2.0 a parser accepts, 20 newest items, absolute links that resolve`, () => {
    const xml = readFileSync(
      join(DIST, `${routeOf('resources/press', locale).url.slice(1)}/feed.xml`),
      'utf8',
    );
    assert.is(XMLValidator.validate(xml), true);
    const { rss } = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml);
    assert.is(rss['@version'], '2.0');
    const { channel } = rss;
    for (const field of ['title', 'link', 'description'])
      assert.ok(String(channel[field] ?? '').trim(), `channel ${field}`);
    assert.is(channel.language, locale);
    assert.is(channel.link, origin + routeOf('resources/press', locale).url);
    assert.is(channel['atom:link']['@rel'], 'self');
    assert.is(
      channel['atom:link']['@href'],
      `${origin}${routeOf('resources/press', locale).url}/feed.xml`,
    );
    const items = [channel.item].flat();
    assert.is(items.length, Math.min(20, slugs.length));
    const list = hrefs(page(listPages(locale)[0]!.outFile), 'a[data-press-item]').concat(
      hrefs(page(listPages(locale)[1]!.outFile), 'a[data-press-item]'),
    );
    assert.equal(
      items.map((item) => new URL(item.link).pathname),
      list.slice(0, 20),
      'the newest first, as the list',
    );
    for (const item of items) {
      for (const field of ['title', 'link', 'description', 'pubDate'])
        assert.ok(String(item[field] ?? '').trim(), `item ${field}`);
      assert.ok(item.link.startsWith(`${origin}/`), item.link);
      assert.ok(resolvesInDist(new URL(item.link).pathname), item.link);
      assert.is(item.guid['#text'], item.link);
      assert.match(
        item.pubDate,
        /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} 00:00:00 \+0900$/,
      );
      assert.ok(!Number.isNaN(Date.parse(item.pubDate)));
    }
  });
}

test.run();
