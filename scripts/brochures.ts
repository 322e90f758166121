/**
 * `npm run brochures`: prints every brochure route (site/menu.ts BROCHURES)
 * in both languages to static/downloads/ with Debian Chromium, and records in brochures.json the
 * hashes of what each PDF is made from. A PDF whose sources are unchanged is kept as it is (so
 * is its date); `--force` remakes all. Then the site is built again so the publicity page lists
 * the new figures.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { build, loadContent, ROOT } from '../build.ts';
import { startServer } from '../server/http-server.ts';
import { launchChromium } from './lib/chromium.ts';
import { translatorOf } from '../site/i18n.ts';
import type { SiteContent } from '../site/content/load.ts';
import type { Route } from '../site/routes.ts';
import {
  BROCHURE_ROUTES,
  DOWNLOADS_DIR,
  formatDay,
  formatSize,
  pdfPathOf,
} from '../site/brochures/files.ts';
import {
  combinedHash,
  MANIFEST_FILE,
  readManifest,
  sourcesOf,
  staleReasons,
  toManifestJson,
  type Manifest,
} from '../site/brochures/sources.ts';
import {
  PDF_OPTIONS,
  PRINT_FONT_DIR,
  PRINT_FONT_FILES,
  PRINT_FONT_PATH,
  normalizePdf,
  printCss,
} from '../site/brochures/print.ts';
import { seoulDay } from '../site/seoul-time.ts';

/**
 * The repository refuses files over 1.5 MiB; a PDF that grows past it must be looked at, not
 * committed.
 */
const MAX_BYTES = 1.5 * 1024 * 1024;

/**
 * Written aside and renamed: a new file, never the old one changed in place, which dist/ shares
 * as a hard link (build.ts linkStatic) and whose compressed copies must not outlive it.
 */
function replaceFile(path: string, data: string | Buffer): void {
  writeFileSync(`${path}.${process.pid}`, data);
  renameSync(`${path}.${process.pid}`, path);
}

/** Today in Korea, where the company is: '2026-11-24'. */
function today(): string {
  return seoulDay();
}

interface Job {
  route: Route;
  file: string;
  sources: Record<string, string>;
  reasons: string[];
}

/** The PDFs to make: those whose sources changed since they were made (all with --force). */
function plan(content: SiteContent, manifest: Manifest, force: boolean): Job[] {
  return BROCHURE_ROUTES.map((route) => {
    const file = pdfPathOf(route.id, route.locale);
    const sources = sourcesOf(ROOT, content, route);
    const missing = existsSync(join(ROOT, 'static', file)) ? [] : ['the file is missing'];
    const reasons = force
      ? ['--force']
      : [...missing, ...staleReasons(manifest[file]?.sources, sources)];
    return { route, file, sources, reasons };
  }).filter((job) => job.reasons.length);
}

/**
 * One brochure page printed to PDF, fonts served from the Pretendard package, dates set to `made`.
 */
async function print(
  browser: Browser,
  baseUrl: string,
  content: SiteContent,
  route: Route,
  made: string,
): Promise<Buffer> {
  const page = await browser.newPage();
  // The document as served, without the bundle: islands add nothing to paper, and their timing
  // would change the tagged PDF's node ids from one print to the next.
  await page.route('**/assets/*.js', (request) => request.abort());
  await page.route(`**${PRINT_FONT_PATH}*`, (request) => {
    const name = basename(new URL(request.request().url()).pathname);
    return PRINT_FONT_FILES.has(name)
      ? request.fulfill({ path: join(ROOT, PRINT_FONT_DIR, name), contentType: 'font/ttf' })
      : request.fulfill({ status: 404 });
  });
  await page.emulateMedia({ media: 'print' });
  await page.goto(baseUrl + route.url, { waitUntil: 'load' });
  const t = translatorOf(route.locale);
  const title = content.pages.get(route.url)?.data.title ?? t(route.titleKey);
  await page.addStyleTag({
    content: printCss({
      company: content.company.name[route.locale],
      title,
      made: t('brochure.made', { date: formatDay(made, route.locale) }),
      locale: route.locale,
    }),
  });
  // Lazy images below the fold would print empty: load them all, then wait for them and the fonts.
  await page.evaluate(`(async () => {
    for (const img of document.images) img.loading = 'eager';
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
    await document.fonts.ready;
  })()`);
  const pdf = await page.pdf(PDF_OPTIONS);
  await page.close();
  return normalizePdf(pdf, made);
}

async function makeAll(jobs: Job[], content: SiteContent, manifest: Manifest): Promise<void> {
  const server = await startServer({ port: 0 });
  const browser = await launchChromium();
  const made = today();
  const tooBig: string[] = [];
  try {
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const job of jobs) {
      const started = performance.now();
      const pdf = await print(browser, baseUrl, content, job.route, made);
      if (pdf.length > MAX_BYTES)
        tooBig.push(
          `static/${job.file}: ${formatSize(pdf.length)} (at most ${formatSize(MAX_BYTES)})`,
        );
      replaceFile(join(ROOT, 'static', job.file), pdf);
      manifest[job.file] = { made, hash: combinedHash(job.sources), sources: job.sources };
      console.log(
        `static/${job.file}: ${formatSize(pdf.length)} in ${Math.round(performance.now() - started)} ms (${job.reasons.join('; ')})`,
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
  if (tooBig.length) throw new Error(`too big to commit:\n${tooBig.join('\n')}`);
}

/**
 * The manifest in the order of BROCHURE_ROUTES, without entries for brochures that no longer exist.
 */
function ordered(manifest: Manifest): Manifest {
  return Object.fromEntries(
    BROCHURE_ROUTES.map((r) => pdfPathOf(r.id, r.locale))
      .filter((f) => manifest[f])
      .map((f) => [f, manifest[f]!]),
  );
}

async function main(): Promise<void> {
  const force = process.argv.includes('--force');
  await build();
  const content = loadContent(ROOT);
  const manifest = readManifest(ROOT);
  const jobs = plan(content, manifest, force);
  if (!jobs.length) {
    console.log(
      `all ${BROCHURE_ROUTES.length} brochures are up to date with their sources (--force remakes them)`,
    );
    return;
  }
  mkdirSync(join(ROOT, 'static', DOWNLOADS_DIR), { recursive: true });
  await makeAll(jobs, content, manifest);
  const json = toManifestJson(ordered(manifest));
  if (
    !existsSync(join(ROOT, MANIFEST_FILE)) ||
    readFileSync(join(ROOT, MANIFEST_FILE), 'utf8') !== json
  )
    replaceFile(join(ROOT, MANIFEST_FILE), json);
  await build();
  console.log(
    `made ${jobs.length} of ${BROCHURE_ROUTES.length} brochures; dist/ rebuilt with them`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
