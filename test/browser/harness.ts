/**
 * Shared by every browser test: one preview server on a free port and one Debian Chromium,
 * started by run.ts before the suites and closed after. Pages report console errors. Chromium's
 * flags, the window sizes and the waits for hydration are scripts/lib/chromium.ts's.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer } from '../../server/http-server.ts';
import { launchChromium, VIEWPORTS, type ViewportName } from '../../scripts/lib/chromium.ts';
import { tempDir } from '../helpers/temp.ts';

interface Harness {
  server: Server;
  browser: Browser;
  baseUrl: string;
  inquiriesDb: string;
}
let harness: Harness | undefined;

export async function startHarness(): Promise<Harness> {
  // Its own database, no file to import, and no rate limit: the suites send many inquiries from
  // one IP.
  const folder = tempDir('site-test-');
  const inquiriesDb = join(folder, 'inquiries.db');
  const server = await startServer({
    port: 0,
    db: inquiriesDb,
    inquiriesFile: join(folder, 'none.jsonl'),
    rateLimit: 'off',
    log: () => {},
  });
  const browser = await launchChromium();
  harness = {
    server,
    browser,
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    inquiriesDb,
  };
  return harness;
}

export async function stopHarness(): Promise<void> {
  await harness?.browser.close();
  await new Promise((resolve) => harness?.server.close(resolve));
}

export function current(): Harness {
  if (!harness)
    throw new Error('browser tests run through test/browser/run.ts (npm run test:browser)');
  return harness;
}

export interface OpenOptions {
  viewport?: ViewportName;
  reducedMotion?: boolean;
  /** Set before any page script runs (a fake clock, storage). */
  init?: (context: BrowserContext) => Promise<void>;
}

export interface Opened {
  page: Page;
  context: BrowserContext;
  errors: string[];
  close: () => Promise<void>;
}

/** A fresh context and page at `path`; console errors and page errors are collected. */
export async function open(path: string, options: OpenOptions = {}): Promise<Opened> {
  const { browser, baseUrl } = current();
  const context = await browser.newContext({
    ...VIEWPORTS[options.viewport ?? 'desktop'],
    baseURL: baseUrl,
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
  });
  await options.init?.(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(path);
  return { page, context, errors, close: () => context.close() };
}
