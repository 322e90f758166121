/**
 * Unconfirmed press items are visibly samples (contracts §18), in the built site: the article's
 * note, the tag beside the type in the press list and the home news, the feed's category and
 * description prefix. Read against each item's own `sample:` field, so confirming an item (deleting
 * the field in both twins) takes its marks away and these tests still hold.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { loadPress, type PressArticle } from '../../site/content/press.ts';
import { MESSAGES } from '../../site/i18n.ts';
import { LOCALES, routeOf } from '../../site/routes.ts';
import { feedFile } from '../../site/builder/feed.ts';
import { DIST, PAGES, ROOT, must, page } from '../helpers/dist.ts';

const errors: never[] = [];
const { lists } = loadPress(ROOT, errors);
const byUrl = new Map(
  LOCALES.flatMap((locale) =>
    lists[locale].map((item): [string, PressArticle] => [`${locale} ${item.url}`, item]),
  ),
);

/**
 * The newest of the 17 items the content review found invented; later items are the company's own.
 */
const REVIEWED_UNTIL = '2025-09-03';

test('press samples - the content loads, and every item the review found invented is a sample in both languages', () => {
  assert.equal(errors, []);
  for (const locale of LOCALES) {
    const reviewed = lists[locale].filter((item) => item.date <= REVIEWED_UNTIL);
    assert.is(reviewed.length, 17);
    assert.equal(
      reviewed.filter((item) => !item.sample).map((item) => item.slug),
      [],
      locale,
    );
  }
});

test('press samples - each article page of a sample item shows the sample note under its meta line, and only those', () => {
  const wrong = PAGES.filter((r) => r.kind === 'article').flatMap((route) => {
    const item = byUrl.get(`${route.locale} ${route.url}`)!;
    const note = page(route.outFile).querySelector(
      '.press-article__meta + .block__sample[data-press-sample]',
    );
    if (item.sample !== !!note) return [`${route.url}: sample ${item.sample}, note ${!!note}`];
    return note && note.textContent !== MESSAGES[route.locale]['press.sampleNote']
      ? [`${route.url}: ${note.textContent}`]
      : [];
  });
  assert.equal(wrong, []);
});

for (const locale of LOCALES) {
  const tag = MESSAGES[locale]['press.sample'];

  test(`press samples - ${locale}: every list page tags each sample item beside its type, inside its link`, () => {
    const lists = PAGES.filter((r) => r.locale === locale && r.widget === 'pressList');
    const wrong = lists.flatMap((route) =>
      [...page(route.outFile).querySelectorAll('a[data-press-item]')].flatMap((link) => {
        const item = byUrl.get(`${locale} ${link.getAttribute('href')}`)!;
        const shown = link.querySelector(
          '.press-item__kind > .press-item__type + [data-press-sample]',
        )?.textContent;
        return shown === (item.sample ? tag : undefined)
          ? []
          : [`${route.url} ${item.slug}: ${shown}`];
      }),
    );
    assert.equal(wrong, []);
  });

  test(`press samples - ${locale}: the home news tags each sample item beside its type`, () => {
    const rows = [...page(routeOf('home', locale).outFile).querySelectorAll('[data-news-item]')];
    assert.ok(rows.length > 0);
    rows.forEach((row, i) => {
      const item = lists[locale][i]!;
      assert.is(must(row, '.home-news__title').textContent, item.title);
      assert.is(
        row.querySelector('.home-news__kind > .home-news__type + [data-news-sample]')?.textContent,
        item.sample ? tag : undefined,
        item.slug,
      );
    });
  });

  test(`press samples - ${locale}: the feed gives each sample item the category "${tag}" and starts its description with "[${tag}]"`, () => {
    const { rss } = new XMLParser().parse(readFileSync(join(DIST, feedFile(locale)), 'utf8'));
    for (const entry of [rss.channel.item].flat()) {
      const item = byUrl.get(`${locale} ${new URL(entry.link).pathname}`)!;
      const categories = [entry.category].flat();
      assert.is(categories.includes(tag), item.sample, item.slug);
      assert.is(String(entry.description).startsWith(`[${tag}] `), item.sample, item.slug);
    }
  });
}

test.run();
