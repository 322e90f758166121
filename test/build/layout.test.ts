import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ROUTES, navOf } from '../../site/routes.ts';
import { MESSAGES } from '../../site/i18n.ts';
import { page, must, PAGES } from '../helpers/dist.ts';

for (const route of ROUTES) {
  test(`layout - ${route.url} has the header, footer and layout hooks`, () => {
    const doc = page(route.outFile);
    const header = must(doc, 'header[data-header]', route.url);
    assert.is(header.getAttribute('data-theme'), route.theme);
    must(header, 'nav[data-nav="desktop"] [data-dropdown]', route.url);
    // Until its island runs the menu button opens the panel's popover by itself; the browser
    // gives it its expanded state, which the island then writes as aria-expanded.
    const toggle = must(header, 'button[data-menu-toggle]');
    const layer = must(
      header,
      `#${toggle.getAttribute('popovertarget')}[popover="auto"]`,
      route.url,
    );
    assert.is(toggle.getAttribute('aria-expanded'), null);
    must(layer, '[data-mobile-menu]', route.url);
    assert.is(must(header, 'a[data-lang="ko"]').textContent, 'KR');
    assert.is(must(header, 'a[data-lang="en"]').textContent, 'EN');
    assert.is(must(header, 'a[data-lang="ko"]').getAttribute('href'), route.alternates.ko);
    assert.is(must(header, 'a[data-lang="en"]').getAttribute('href'), route.alternates.en);
    const recruit = must(header, 'a[data-recruit]');
    assert.is(recruit.getAttribute('target'), '_blank');
    assert.ok(recruit.getAttribute('rel')!.includes('noopener'));
    must(doc, 'button[data-scroll-top]', route.url);
    const footer = must(doc, 'footer[data-footer]', route.url);
    assert.is(footer.querySelectorAll('.footer__addresses li').length, 7);
    assert.is(footer.querySelectorAll('a[href^="mailto:"]').length, 4);
    assert.ok(footer.textContent!.includes('2024'));
    const pattern = doc.querySelector('[data-pattern]');
    assert.is(pattern?.getAttribute('data-pattern') ?? null, route.pattern);
    const banner = doc.querySelector('[data-banner]');
    if (route.kind === 'page') {
      assert.ok(banner, `${route.url} has a banner`);
      assert.is(banner!.querySelectorAll('[data-mask]').length, 6);
      assert.match(
        banner!.querySelector('img')!.getAttribute('src')!,
        /^\/assets\/img\/banner-[a-zA-Z-]+\.webp$/,
      );
    } else {
      assert.is(banner, null, `${route.url} has no banner`);
    }
  });
}

test('layout - the header links every visible menu route in the page language', () => {
  for (const locale of ['ko', 'en'] as const) {
    const doc = page(locale === 'ko' ? 'index.html' : 'eng/index.html');
    const hrefs = new Set(
      [...doc.querySelectorAll('nav[data-nav="desktop"] a')].map((a) => a.getAttribute('href')),
    );
    for (const group of navOf(locale)) {
      for (const item of group.items) {
        if (item.external) continue;
        assert.ok(hrefs.has(item.url), `${locale}: ${item.url} in the desktop menu`);
        assert.ok(locale === 'ko' ? !item.url.startsWith('/eng') : item.url.startsWith('/eng'));
      }
    }
    assert.ok(hrefs.has(locale === 'ko' ? '/contact' : '/eng/contact'));
    assert.not.ok([...hrefs].some((h) => h?.includes('pressView')));
  }
});

test('layout - menu icons come from /assets/img/{icon}.svg', () => {
  const icons = [...page('index.html').querySelectorAll('[data-mobile-menu] img')].map((img) =>
    img.getAttribute('src'),
  );
  assert.equal(
    icons,
    navOf('ko').map((g) => `/assets/img/${g.icon}.svg`),
  );
});

test('layout - the webzine menu entry opens the external webzine in a new tab', () => {
  const link = [...page('index.html').querySelectorAll('nav[data-nav="desktop"] a')].find((a) =>
    a.textContent!.startsWith(MESSAGES.ko['menu.resources.webzine']),
  )!;
  assert.match(link.getAttribute('href')!, /^https:\/\//);
  assert.is(link.getAttribute('target'), '_blank');
});

test.run();

// KWCAG 2.4.1 (반복 영역 건너뛰기), WCAG 2.4.1: docs/accessibility.md.
test('layout - every page opens with a link, in its language, past the header to its main content', () => {
  for (const route of PAGES) {
    const doc = page(route.outFile);
    const first = doc.querySelector('body a[href], body button, body input, body [tabindex="0"]');
    assert.is(
      first?.getAttribute('href'),
      '#main',
      `${route.url}: the first stop skips the header`,
    );
    assert.is(first?.textContent, MESSAGES[route.locale]['layout.skip'], route.url);
    const main = must(doc, 'main#main', route.url);
    assert.is(main.getAttribute('tabindex'), '-1', `${route.url}: the target takes focus`);
    assert.ok(main.closest('header') === null && !main.contains(doc.querySelector('header')));
  }
});
