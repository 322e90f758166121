import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { HtmlValidate } from 'html-validate';
import type { Page } from 'playwright-core';
import { LOCALES, ROUTES, notFoundRoute, routeOf } from '../../site/routes.ts';
import { MARKUP_RULES } from '../helpers/markup.ts';
import { current, open } from './harness.ts';
import { VIEWPORTS, hydrated, type ViewportName } from '../../scripts/lib/chromium.ts';
import { skipIntro } from './home-kit.ts';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const PATHS = [...ROUTES.map((r) => r.url), ...LOCALES.map((locale) => notFoundRoute(locale).url)];

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core over a page once hydrated and idle, motion off so nothing is mid-animation. */
async function violations(path: string, viewport: ViewportName): Promise<string[]> {
  const context = await current().browser.newContext({
    ...VIEWPORTS[viewport],
    baseURL: current().baseUrl,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto(path);
  await hydrated(page);
  // Audit the settled page: the form hydrates near, the validator loads on idle.
  await page.waitForLoadState('networkidle');
  await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, o: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: tags } })).violations;
  }, TAGS);
  await context.close();
  return found.map(
    (v: AxeViolation) =>
      `${path} [${viewport}] ${v.id}: ${v.help} (${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')})`,
  );
}

test('a11y - every page of both languages has no axe WCAG 2.2 A/AA violation at 1440 px', async () => {
  const all: string[] = [];
  for (const path of PATHS) all.push(...(await violations(path, 'desktop')));
  assert.equal(all, []);
});

test('a11y - home, an inner page, contact and the privacy policy have no violation at 390 px', async () => {
  const all: string[] = [];
  for (const path of [
    '/',
    '/eng',
    '/company/intro',
    '/eng/solution/must-xr',
    '/contact',
    '/eng/contact',
    '/privacy',
    '/eng/privacy',
  ])
    all.push(...(await violations(path, 'phone')));
  assert.equal(all, []);
});

/** KWCAG 4.1.1's rules (../helpers/markup.ts) over the DOM as scripts left it. */
const markup = new HtmlValidate({
  rules: Object.fromEntries(MARKUP_RULES.map((rule) => [rule, 'error'])),
});

async function markupProblems(page: Page, where: string): Promise<string[]> {
  const html = `<!doctype html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`;
  const report = await markup.validateString(html, where);
  return report.results.flatMap((r) =>
    r.messages.map((m) => `${where}:${m.line}:${m.column}: ${m.ruleId}: ${m.message}`),
  );
}

test('a11y - after hydration the markup stays valid: home with its popup and its news notice, contact with its messages, the open mobile menu', async () => {
  const problems: string[] = [];
  for (const locale of LOCALES) {
    const home = await open('about:blank', {
      init: async (context) => {
        await context.clock.setFixedTime(new Date('2025-10-05T08:00:00Z'));
        await skipIntro(context);
      },
    });
    await home.page.goto(routeOf('home', locale).url);
    await hydrated(home.page);
    await home.page.locator('[data-popup]').waitFor();
    problems.push(...(await markupProblems(home.page, `home ${locale}`)));
    // The news notice open: a message dialog's ids are React's (useId), made after hydration.
    await home.page.keyboard.press('Escape');
    await home.page.locator('[data-news-item]').first().click();
    await home.page.locator('[role="alertdialog"][open]').waitFor();
    problems.push(...(await markupProblems(home.page, `home notice ${locale}`)));
    await home.close();

    const contact = await open(routeOf('contact', locale).url);
    await hydrated(contact.page);
    await contact.page.locator('.contact-form__submit').click();
    await contact.page.waitForFunction(
      () => document.querySelector('[data-error-for="inquiryType"]')?.textContent !== '',
    );
    problems.push(...(await markupProblems(contact.page, `contact ${locale}`)));
    await contact.close();

    const inner = await open(routeOf('company/intro', locale).url, { viewport: 'phone' });
    await hydrated(inner.page);
    await inner.page.locator('button[data-menu-toggle]').click();
    await inner.page.waitForSelector('[data-mobile-menu][data-open="true"]', { state: 'attached' });
    problems.push(...(await markupProblems(inner.page, `menu ${locale}`)));
    await inner.close();
  }
  assert.equal(problems, []);
});

test.run();
