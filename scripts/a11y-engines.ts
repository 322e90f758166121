/**
 * The three engine runs of docs/accessibility.md over every page the build writes, in Chromium at
 * 1440 and 390 px, hydrated and settled (motion reduced): axe-core with the WCAG 2.x A/AA rules
 * (what test/browser/a11y.test.ts keeps at zero), axe-core with all its other rules (best
 * practices), and HTML_CodeSniffer's WCAG2AA standard (errors; its warnings and notices ask a
 * person to look). Prints each finding once per rule and page, then the counts.
 *
 *   npm run build && npx tsx scripts/a11y-engines.ts [part of a URL]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startServer } from '../server/http-server.ts';
import { sitePages } from '../site/pages.ts';
import { listPress } from '../site/content/press.ts';
import { hydrated, launchChromium, VIEWPORTS } from './lib/chromium.ts';

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const HTMLCS = readFileSync(require.resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface Finding {
  engine: 'axe WCAG A/AA' | 'axe best practice' | 'HTML_CodeSniffer WCAG2AA';
  rule: string;
  where: string;
}

type AxeResult = { id: string; tags: string[]; nodes: { target: string[] }[] };

/** axe's violations, split into its WCAG rules and the rest. */
async function axeFindings(page: Page, path: string): Promise<Finding[]> {
  await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (d: Document) => Promise<{ violations: AxeResult[] }> } }
    ).axe;
    return (await axe.run(document)).violations.map((v) => ({
      id: v.id,
      tags: v.tags,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return violations.flatMap((v) =>
    v.nodes.map((n) => ({
      engine: v.tags.some((t) => WCAG_TAGS.includes(t)) ? 'axe WCAG A/AA' : 'axe best practice',
      rule: v.id,
      where: `${path} ${n.target.join(' ')}`,
    })),
  );
}

/** HTML_CodeSniffer's errors (type 1) under WCAG2AA. */
async function htmlcsFindings(page: Page, path: string): Promise<Finding[]> {
  await page.evaluate(HTMLCS);
  const errors = await page.evaluate(
    () =>
      new Promise<{ code: string; where: string }[]>((done) => {
        const htmlcs = (
          window as unknown as {
            HTMLCS: {
              process: (standard: string, root: Document, callback: () => void) => void;
              getMessages: () => { type: number; code: string; element: Element }[];
            };
          }
        ).HTMLCS;
        htmlcs.process('WCAG2AA', document, () =>
          done(
            htmlcs
              .getMessages()
              .filter((m) => m.type === 1)
              .map((m) => ({
                code: m.code,
                where: `${m.element.tagName?.toLowerCase() ?? ''}.${(m.element as HTMLElement).className ?? ''}`,
              })),
          ),
        );
      }),
  );
  return errors.map((e) => ({
    engine: 'HTML_CodeSniffer WCAG2AA',
    rule: e.code,
    where: `${path} ${e.where}`,
  }));
}

const only = process.argv[2];
const paths = sitePages(listPress(process.cwd()))
  .map((r) => (r.kind === 'notFound' ? `${r.url.replace(/404$/, '')}no-such-page` : r.url))
  .filter((p) => !only || p.includes(only));
// The preview server on a database of its own, removed at the end: the pages are only read.
const folder = mkdtempSync(join(tmpdir(), 'a11y-engines-'));
const server = await startServer({
  port: 0,
  db: join(folder, 'inquiries.db'),
  inquiriesFile: join(folder, 'none.jsonl'),
  log: () => {},
});
const browser = await launchChromium();
const findings: Finding[] = [];
try {
  for (const viewport of ['desktop', 'phone'] as const) {
    const context = await browser.newContext({
      ...VIEWPORTS[viewport],
      baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      const where = `${path} [${viewport}]`;
      findings.push(...(await axeFindings(page, where)), ...(await htmlcsFindings(page, where)));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await new Promise((resolve) => server.close(resolve));
  rmSync(folder, { recursive: true, force: true });
}
for (const f of findings) console.log(`${f.engine}: ${f.rule}: ${f.where}`);
console.log(`\n${paths.length} pages x 2 sizes`);
for (const engine of ['axe WCAG A/AA', 'axe best practice', 'HTML_CodeSniffer WCAG2AA'] as const) {
  const mine = findings.filter((f) => f.engine === engine);
  const rules = [...new Set(mine.map((f) => f.rule))];
  console.log(`${engine}: ${mine.length} (${rules.join(', ') || 'none'})`);
}
