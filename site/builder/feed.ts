/**
 * The press feeds (contracts §11): RSS 2.0, one per language, the 20 newest items with absolute
 * links to their article pages. Pure: items and facts in, XML text out.
 */
import { escapeUTF8 as escapeXml } from 'entities';
import type { PressArticle } from '../content/press.ts';
import { PRESS_LIST_ID } from '../press-routes.ts';
import { localeRow, toUrl, type Locale } from '../routes.ts';
import { seoulOffset } from '../seoul-time.ts';

export const FEED_ITEMS = 20;
const FEED_FILE = 'feed.xml';

/** ('en') -> '/eng/resources/press/feed.xml' */
export function feedUrl(locale: Locale): string {
  return `${toUrl(PRESS_LIST_ID, locale)}/${FEED_FILE}`;
}

/** ('en') -> 'eng/resources/press/feed.xml' */
export function feedFile(locale: Locale): string {
  return feedUrl(locale).slice(1);
}

/** ('a < b & "c"') -> 'a &lt; b &amp; &quot;c&quot;': the five XML escapes, from entities. */
export { escapeXml };

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * RFC 822 date as RSS 2.0 wants it, at midnight in Korea, where the items are dated:
 * ('2025-09-03') -> 'Wed, 03 Sep 2025 00:00:00 +0900'
 */
export function toRfc822(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = DAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  const offset = seoulOffset(Date.UTC(y, m - 1, d)).replace(':', '');
  return `${day}, ${String(d).padStart(2, '0')} ${MONTHS[m - 1]} ${y} 00:00:00 ${offset}`;
}

/** The first paragraph of an item's text: what a feed reader shows under the title. */
function summaryOf(text: string): string {
  return text.split(/\n\s*\n/)[0]!.trim();
}

export interface FeedChannel {
  locale: Locale;
  /** '해온정보기술 | 보도자료' */
  title: string;
  description: string;
  origin: string;
  /** The sample tag's word, '샘플' / 'Sample': a sample item's category and description prefix. */
  sampleLabel: string;
}

/**
 * A sample item (contracts §18) says so where feed readers show it: the description starts with
 * '[샘플] ', and a second category names it for readers that filter by category.
 */
function feedItem(item: PressArticle, channel: FeedChannel): string {
  const link = escapeXml(channel.origin + item.url);
  const label = escapeXml(channel.sampleLabel);
  return [
    '    <item>',
    `      <title>${escapeXml(item.title)}</title>`,
    `      <link>${link}</link>`,
    `      <guid isPermaLink="true">${link}</guid>`,
    `      <pubDate>${toRfc822(item.date)}</pubDate>`,
    `      <category>${escapeXml(item.type)}</category>`,
    ...(item.sample ? [`      <category>${label}</category>`] : []),
    `      <description>${item.sample ? `[${label}] ` : ''}${escapeXml(summaryOf(item.text))}</description>`,
    '    </item>',
  ].join('\n');
}

/**
 * The feed of one language. Only items written in that language: a Korean-only item has no
 * English article, so the English feed leaves it out (docs/decisions.md, Newsroom).
 */
export function toFeed(channel: FeedChannel, items: readonly PressArticle[]): string {
  const own = items.filter((item) => item.lang === channel.locale).slice(0, FEED_ITEMS);
  const { origin, locale } = channel;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(origin + toUrl(PRESS_LIST_ID, locale))}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${localeRow(locale).lang}</language>`,
    `    <atom:link href="${escapeXml(origin + feedUrl(locale))}" rel="self" type="application/rss+xml"/>`,
    // The newest item's date, not the clock: the same content builds the same feed.
    ...(own[0] ? [`    <lastBuildDate>${toRfc822(own[0].date)}</lastBuildDate>`] : []),
    ...own.map((item) => feedItem(item, channel)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
