/**
 * JSON-LD as built (contracts §13): every page's scripts parse, carry @context and a known
 * @type with its required properties, point only at the configured origin, and speak the page's
 * language: Organization on home, BreadcrumbList on every inner page, nothing on 404 pages.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import matter from 'gray-matter';
import { MATTER_OPTIONS } from '../../site/content/front-matter.ts';
import { ROUTES, notFoundRoute, navOf, routeOf, type Route } from '../../site/routes.ts';
import { MESSAGES } from '../../site/i18n.ts';
import { CompanyFacts } from '../../site/content/schemas.ts';
import { page, ROOT } from '../helpers/dist.ts';

const company = CompanyFacts.parse(parse(readFileSync(join(ROOT, 'content/company.yaml'), 'utf8')));
const { origin } = company;
type Json = Record<string, unknown>;

/** Properties each type must have (Google's required ones, and the contract's for Organization). */
const REQUIRED: Record<string, string[]> = {
  Organization: ['name', 'url', 'logo', 'telephone', 'address', 'contactPoint'],
  BreadcrumbList: ['itemListElement'],
  NewsArticle: ['headline', 'datePublished'],
  ListItem: ['position', 'name', 'item'],
  PostalAddress: ['streetAddress', 'addressCountry'],
  ContactPoint: ['contactType', 'email'],
};
/** Keys whose string values may leave the origin: the vocabulary itself, and profiles elsewhere. */
const OFF_ORIGIN_KEYS = new Set(['@context', 'sameAs']);

function jsonLd(route: Route): Json[] {
  return [...page(route.outFile).querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => {
      try {
        return JSON.parse(script.textContent!) as Json;
      } catch (error) {
        throw new Error(
          `${route.url}: JSON-LD does not parse: ${(error as Error).message}\n${script.textContent}`,
        );
      }
    },
  );
}

/** Every problem with one object and what it contains, as 'path: what'. */
function problemsOf(value: unknown, lang: string, path: string): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => problemsOf(item, lang, `${path}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  const object = value as Json;
  const problems: string[] = [];
  const type = object['@type'];
  if (typeof type === 'string') {
    if (!REQUIRED[type])
      problems.push(`${path}: unknown @type ${type} (known: ${Object.keys(REQUIRED).join(', ')})`);
    for (const key of REQUIRED[type] ?? [])
      if (object[key] === undefined || object[key] === '')
        problems.push(`${path}: ${type} without ${key}`);
  }
  if ('inLanguage' in object && object.inLanguage !== lang)
    problems.push(`${path}: inLanguage ${String(object.inLanguage)} on a ${lang} page`);
  for (const [key, inner] of Object.entries(object)) {
    if (
      typeof inner === 'string' &&
      /^https?:/.test(inner) &&
      !OFF_ORIGIN_KEYS.has(key) &&
      !inner.startsWith(`${origin}/`)
    )
      problems.push(`${path}.${key}: ${inner} is not an absolute URL on ${origin}`);
    problems.push(...problemsOf(inner, lang, `${path}.${key}`));
  }
  return problems;
}

const pages = [...ROUTES, notFoundRoute('ko'), notFoundRoute('en')];

test("structured data - every page's JSON-LD parses, with @context, known types, required properties, URLs on the origin", () => {
  const problems = pages.flatMap((route) =>
    jsonLd(route).flatMap((object, i) => {
      const at = `${route.url} #${i}`;
      const top =
        object['@context'] === 'https://schema.org'
          ? []
          : [`${at}: @context is ${String(object['@context'])}`];
      return [...top, ...problemsOf(object, route.locale, at)];
    }),
  );
  assert.equal(problems, []);
});

for (const locale of ['ko', 'en'] as const) {
  const home = routeOf('home', locale);
  test(`structured data - ${home.url}: one Organization in the page's language, a contactPoint per footer e-mail line`, () => {
    const [org, ...rest] = jsonLd(home);
    assert.is(rest.length, 0);
    assert.is(org!['@type'], 'Organization');
    assert.is(org!.name, company.name[locale]);
    assert.is(org!.url, `${origin}${home.url}`);
    assert.is(org!.telephone, `+82-${company.phone.slice(1)}`);
    assert.equal(org!.address, {
      '@type': 'PostalAddress',
      streetAddress: company.addresses.find((a) => a.id === 'head-office')!.address[locale],
      addressCountry: 'KR',
    });
    const footer = [...page(home.outFile).querySelectorAll('footer a[href^="mailto:"]')].map((a) =>
      a.getAttribute('href')!.slice('mailto:'.length),
    );
    assert.equal(
      (org!.contactPoint as Json[]).map((point) => point.email),
      footer,
    );
    assert.match(
      readFileSync(join(ROOT, 'static', new URL(org!.logo as string).pathname), 'utf8'),
      /^<svg/,
    );
  });
}

test('structured data - every inner page: one BreadcrumbList, its group (or home) then the page, named in its language', () => {
  const wrong = ROUTES.filter((route) => route.kind !== 'home').flatMap((route) => {
    const t = MESSAGES[route.locale];
    const first =
      route.group === undefined
        ? { name: t['menu.home'], item: `${origin}${routeOf('home', route.locale).url}` }
        : {
            name: t[navOf(route.locale)[route.group]!.title],
            item: `${origin}${navOf(route.locale)[route.group]!.items[0]!.url}`,
          };
    // A brochure is named by its file ('safewiz 브로슈어'): its menu title names the solution page.
    const name =
      route.kind === 'brochure'
        ? matter(readFileSync(join(ROOT, route.contentFile), 'utf8'), MATTER_OPTIONS).data.title
        : t[route.titleKey];
    const expected = [first, { name, item: `${origin}${route.url}` }].map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      ...crumb,
    }));
    const lists = jsonLd(route).filter((object) => object['@type'] === 'BreadcrumbList');
    const actual = lists.map((list) => list.itemListElement);
    return JSON.stringify(actual) === JSON.stringify([expected])
      ? []
      : [`${route.url}: ${JSON.stringify(actual)}`];
  });
  assert.equal(wrong, []);
});

test("structured data - the last crumb is the page's canonical URL", () => {
  const wrong = ROUTES.filter((route) => route.kind !== 'home' && !route.noindex).flatMap(
    (route) => {
      const list = jsonLd(route).find((object) => object['@type'] === 'BreadcrumbList')!;
      const last = (list.itemListElement as Json[]).at(-1)!.item;
      const canonical = page(route.outFile)
        .querySelector('link[rel="canonical"]')!
        .getAttribute('href');
      return last === canonical ? [] : [`${route.url}: ${String(last)} vs ${canonical}`];
    },
  );
  assert.equal(wrong, []);
});

test('structured data - 404 pages carry none', () => {
  for (const locale of ['ko', 'en'] as const) assert.equal(jsonLd(notFoundRoute(locale)), []);
});

test.run();
