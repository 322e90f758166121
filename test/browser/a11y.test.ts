import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { LOCALES, ROUTES, notFoundRoute } from '../../site/routes.ts';
import { current, hydrated, VIEWPORTS, type ViewportName } from './harness.ts';

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

test.run();
