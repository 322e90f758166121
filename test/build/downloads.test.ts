/**
 * Brochures on the built site: the publicity page lists every PDF in both
 * languages as a real download with figures read from the file, and each brochure page prints
 * its sections as the site shows them, with their source address and their sample notes.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, routeOf, toUrl } from '../../site/routes.ts';
import { MESSAGES } from '../../site/i18n.ts';
import { loadSite } from '../../site/content/load.ts';
import {
  BROCHURE_ROUTES,
  formatDay,
  formatSize,
  pdfFacts,
  pdfPathOf,
} from '../../site/brochures/files.ts';
import { page, must, ROOT, DIST } from '../helpers/dist.ts';

const { content } = loadSite(ROOT);
const origin = content!.company.origin;
const brochureIds = [...new Set(BROCHURE_ROUTES.map((r) => r.id))];

for (const locale of LOCALES) {
  const publicity = routeOf('resources/publicity', locale);

  test(`downloads - ${publicity.url} lists every brochure with its PDF in each language`, () => {
    const list = must(page(publicity.outFile), '.downloads', publicity.url);
    const titles = [...list.querySelectorAll('.download .card__title')].map((h) => h.textContent);
    assert.equal(
      titles,
      brochureIds.map((id) => content!.pages.get(routeOf(id, locale).url)?.data.title),
    );
    const hrefs = [...list.querySelectorAll('a.download__link')].map((a) => a.getAttribute('href'));
    const expected = brochureIds.flatMap((id) => LOCALES.map((l) => `/${pdfPathOf(id, l)}`));
    assert.equal([...hrefs].sort(), [...expected].sort());
  });

  test(`downloads - ${publicity.url}: each link is a PDF download showing its language, pages, size and date from the file`, () => {
    for (const link of page(publicity.outFile).querySelectorAll('a.download__link')) {
      const href = link.getAttribute('href')!;
      assert.is(link.getAttribute('type'), 'application/pdf', href);
      assert.ok(link.hasAttribute('download'), `${href} has no download attribute`);
      const fileLocale = link.getAttribute('hreflang') as 'ko' | 'en';
      assert.ok(
        link.textContent!.includes(MESSAGES[locale][`downloads.language.${fileLocale}`]),
        `${href}: language not named in "${link.textContent}"`,
      );
      const bytes = readFileSync(join(DIST, href));
      const { pages, made } = pdfFacts(bytes);
      const meta = link.parentElement!.querySelector('.download__meta')!.textContent!;
      const shown = [
        MESSAGES[locale]['downloads.pages'].replace('{{pages}}', String(pages)),
        formatSize(statSync(join(DIST, href)).size),
        MESSAGES[locale]['brochure.made'].replace('{{date}}', formatDay(made!, locale)),
      ];
      assert.is(meta, shown.join(' · '), href);
    }
  });
}

for (const route of BROCHURE_ROUTES) {
  const loaded = content!.pages.get(route.url);
  const sections = loaded?.kind === 'brochure' ? loaded.data.sections : [];

  test(`downloads - ${route.url} prints each section with its source address`, () => {
    const doc = page(route.outFile);
    const sources = [...doc.querySelectorAll('.brochure__source a')].map((a) =>
      a.getAttribute('href'),
    );
    assert.equal(
      sources,
      sections.map((id) => origin + toUrl(id, route.locale)),
    );
    assert.is(doc.querySelectorAll('main .cta').length, 0, 'calls to action are left out on paper');
  });

  test(`downloads - ${route.url} keeps every sample note its sections show, plus one on the contact details`, () => {
    const doc = page(route.outFile);
    const onPages = sections.reduce(
      (sum, id) =>
        sum +
        page(routeOf(id, route.locale).outFile).querySelectorAll(
          'main .block:not(.cta) .block__sample',
        ).length,
      0,
    );
    assert.is(doc.querySelectorAll('main .block__sample').length, onPages + 1);
    assert.ok(
      must(doc, '.brochure__contact').querySelector('.block__sample'),
      'the contact details are marked as samples',
    );
  });
}

test('downloads - brochure pages stay out of the sitemap', () => {
  const sitemap = readFileSync(join(DIST, 'sitemap.xml'), 'utf8');
  assert.equal(
    BROCHURE_ROUTES.filter((r) => sitemap.includes(`${origin}${r.url}<`)).map((r) => r.url),
    [],
  );
});

test.run();
