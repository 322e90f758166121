/**
 * The JSON-LD builders, how the document writes them, and the verification tags (contracts §13).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { parseHTML } from 'linkedom';
import {
  breadcrumbList,
  organizationId,
  toAbsolute,
  toInternationalPhone,
} from '../../site/builder/structured-data.ts';
import { CompanyFacts } from '../../site/content/schemas.ts';
import { routeOf, notFoundRoute } from '../../site/routes.ts';
import { renderPage, type RenderSite } from '../../templates/render.tsx';
import { ROOT } from '../helpers/dist.ts';

const company = CompanyFacts.parse(parse(readFileSync(join(ROOT, 'content/company.yaml'), 'utf8')));
const site = (facts: CompanyFacts): RenderSite => ({
  company: facts,
  popup: {
    showPeriods: [{ startDate: '2025-10-02', endDate: '2025-10-07' }],
    mediaSrc: '/assets/img/popup-2025.webp',
    mediaType: 'image',
    storageKey: 'k',
    alt: { ko: '알림', en: 'Notice' },
  },
  images: new Map(),
  pages: new Map(),
  downloads: [],
  assets: { css: '/assets/site.css', fonts: '/assets/fonts.css', js: '/assets/main.js' },
  inlineScript: '',
  press: { ko: [], en: [] },
  fragments: new Map(),
  cards: new Map(
    (['ko', 'en'] as const).map((locale) => {
      const spec = {
        layout: 'page',
        lang: locale,
        title: 'card',
        host: 'www.example.com',
      } as const;
      return [
        routeOf('home', locale).url,
        { spec, url: '/assets/cards/0.png', alt: 'card', source: '' },
      ];
    }),
  ),
});
const ldScripts = (html: string) => [
  ...parseHTML(html).document.querySelectorAll('script[type="application/ld+json"]'),
];

test('structured data - absolute URLs and an international phone number', () => {
  assert.is(
    toAbsolute('https://www.example.com', '/eng/privacy'),
    'https://www.example.com/eng/privacy',
  );
  assert.is(toAbsolute('https://www.example.com', '/'), 'https://www.example.com/');
  assert.is(toInternationalPhone('051-000-0000'), '+82-51-000-0000');
  assert.is(toInternationalPhone('+82 51 000 0000'), '+82 51 000 0000');
  assert.is(organizationId('https://www.example.com'), 'https://www.example.com/#organization');
});

test('structured data - a breadcrumb list numbers its items from 1', () => {
  assert.equal(
    breadcrumbList('https://x.example', [
      { name: 'A', path: '/a' },
      { name: 'B', path: '/a/b' },
    ]),
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'A', item: 'https://x.example/a' },
        { '@type': 'ListItem', position: 2, name: 'B', item: 'https://x.example/a/b' },
      ],
    },
  );
});

test('structured data - no company value can end its script element; the JSON reads back the same', () => {
  const hostile = {
    ...company,
    name: { ko: '</script><script>alert(1)</script>', en: 'A & B <!-- \u2028' },
  };
  const html = renderPage(routeOf('home', 'en'), undefined, site(hostile));
  const scripts = ldScripts(html);
  assert.is(scripts.length, 1);
  assert.not.ok(scripts[0]!.textContent!.includes('</script'));
  const data = JSON.parse(scripts[0]!.textContent!) as { name: string; alternateName: string };
  assert.is(data.name, 'A & B <!-- \u2028');
  assert.is(data.alternateName, '</script><script>alert(1)</script>');
});

test('verification - set codes give their meta tags on every page, the 404 pages too', () => {
  const withCodes = {
    ...company,
    naverSiteVerification: 'naverCode_123',
    googleSiteVerification: 'google-Code-456',
  };
  for (const route of [routeOf('home', 'ko'), routeOf('privacy', 'en'), notFoundRoute('ko')]) {
    const { document } = parseHTML(renderPage(route, undefined, site(withCodes)));
    assert.is(
      document.querySelector('head meta[name="naver-site-verification"]')?.getAttribute('content'),
      'naverCode_123',
      route.url,
    );
    assert.is(
      document.querySelector('head meta[name="google-site-verification"]')?.getAttribute('content'),
      'google-Code-456',
      route.url,
    );
  }
});

test('verification - absent codes give no tag; one set gives only its own', () => {
  const onlyNaver = { ...company, naverSiteVerification: 'naverCode_123' };
  const { document } = parseHTML(renderPage(notFoundRoute('en'), undefined, site(onlyNaver)));
  assert.ok(document.querySelector('meta[name="naver-site-verification"]'));
  assert.is(document.querySelector('meta[name="google-site-verification"]'), null);
  const plain = parseHTML(renderPage(notFoundRoute('en'), undefined, site(company))).document;
  assert.is(plain.querySelector('meta[name$="-site-verification"]'), null);
});

test.run();
