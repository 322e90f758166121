/**
 * The privacy policy in a real browser (contracts §12): its footer link bold on every kind of
 * page, its table of contents reaching each section below the sticky header, its tables within a
 * phone's width, the consent notice's link, and every value the site keeps in the browser named.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LOCALES } from '../../site/routes.ts';
import { header, open, settle, url } from './layout-kit.ts';
import { VIEWPORT_NAMES } from '../../scripts/lib/chromium.ts';

for (const viewport of VIEWPORT_NAMES) {
  for (const path of [
    '/company/intro',
    '/eng/solution/safewiz',
    '/no-such-page',
    '/eng/no-such-page',
  ]) {
    test(`privacy - the footer links the policy in bold on ${path} (${viewport})`, async () => {
      const { page, close } = await open(path, { viewport });
      try {
        const link = page.locator('footer[data-footer] a.footer__privacy');
        await link.scrollIntoViewIfNeeded();
        assert.ok(await link.isVisible());
        assert.is(
          await link.getAttribute('href'),
          path.startsWith('/eng') ? '/eng/privacy' : '/privacy',
        );
        assert.ok(Number(await link.evaluate((el) => getComputedStyle(el).fontWeight)) >= 700);
      } finally {
        await close();
      }
    });
  }

  for (const locale of LOCALES) {
    test(`privacy - a contents link brings its section's heading into view below the header (${viewport}, ${locale})`, async () => {
      const { page, close } = await open(url('privacy', locale), { viewport, reducedMotion: true });
      try {
        await page.locator('.toc a[href="#officer"]').click();
        await page.waitForFunction(
          () =>
            Math.abs(document.getElementById('officer')!.getBoundingClientRect().top) <
            innerHeight / 2,
        );
        await settle(page);
        const top = await page.locator('#officer').evaluate((el) => el.getBoundingClientRect().top);
        const headerBottom = await header(page).evaluate((el) => el.getBoundingClientRect().bottom);
        assert.ok(
          top >= Math.max(0, headerBottom) - 1,
          `heading at ${top} px, header ends at ${headerBottom} px`,
        );
        assert.ok(page.url().endsWith('#officer'));
      } finally {
        await close();
      }
    });
  }
}

for (const locale of LOCALES) {
  test(`privacy - every table and cell fits a 390 px screen (${locale})`, async () => {
    const { page, close } = await open(url('privacy', locale), { viewport: 'phone' });
    try {
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll('main table')].flatMap((table) => {
          const cells = [...table.querySelectorAll('th, td')].filter(
            (cell) => cell.scrollWidth > cell.clientWidth + 1,
          );
          const tooWide = table.getBoundingClientRect().right > innerWidth + 0.5;
          return tooWide || cells.length
            ? [
                `${table.closest('section')?.querySelector('h2')?.id}: ${cells.map((c) => c.textContent).join(' | ') || 'table wider than the screen'}`,
              ]
            : [];
        }),
      );
      assert.equal(overflowing, []);
      assert.ok((await page.locator('main table').count()) >= 6, 'the policy has its tables');
    } finally {
      await close();
    }
  });

  test(`privacy - the consent notice links the policy of its language (${locale})`, async () => {
    const { page, close } = await open(url('contact', locale));
    try {
      const link = page.locator('.privacy-box a', {
        hasText: locale === 'ko' ? '개인정보처리방침' : 'Privacy Policy',
      });
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await page.waitForURL(`**${url('privacy', locale)}`);
      assert.is(
        await page.locator('h1').textContent(),
        locale === 'ko' ? '개인정보처리방침' : 'Privacy Policy',
      );
    } finally {
      await close();
    }
  });
}

test('privacy - every cookie and localStorage value a visit leaves is named in the policy', async () => {
  const { page, context, close } = await open('/');
  try {
    for (const path of ['/', '/eng/company/intro', '/contact', '/eng/resources/press']) {
      await page.goto(path, { waitUntil: 'load' });
      await page.waitForTimeout(500);
    }
    const keys = [
      ...(await context.cookies()).map((cookie) => cookie.name),
      ...(await page.evaluate(() => Object.keys(localStorage))),
      ...(await page.evaluate(() => Object.keys(sessionStorage))),
    ];
    assert.ok(
      keys.includes('language') && keys.includes('lastIntroTime'),
      `keys seen: ${keys.join(', ')}`,
    );
    for (const locale of LOCALES) {
      await page.goto(url('privacy', locale));
      const named = await page
        .locator('#cookies')
        .evaluate((h) =>
          [...h.closest('section')!.querySelectorAll('tbody tr')].map((row) =>
            row.querySelector('td')!.textContent!.trim(),
          ),
        );
      assert.equal(
        [...new Set(keys)].filter((key) => !named.includes(key)),
        [],
        `unnamed in ${url('privacy', locale)}`,
      );
    }
  } finally {
    await close();
  }
});

test.run();
