/**
 * Shared by every browser test: one preview server on a free port and one Debian Chromium,
 * started by run.ts before the suites and closed after. Pages report console errors.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startServer } from '../../server/index.ts';
import { tempDir } from '../helpers/temp.ts';
import { TRAIL_OFF_QUERY } from '../../client/lib/prefers.ts';

/** Flags from DEVELOPERS.md: no sandbox as root, nothing that calls out to the network. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const VIEWPORTS = {
  desktop: { viewport: { width: 1440, height: 900 } },
  phone: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  },
  /** A 1280 px desktop window zoomed to 400 %: what WCAG 1.4.10 (Reflow) asks to work without sideways scrolling. */
  zoomed: { viewport: { width: 320, height: 640 } },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
/** The sizes every layout test runs at. */
export const VIEWPORT_NAMES: readonly ViewportName[] = ['desktop', 'phone'];

interface Harness {
  server: Server;
  browser: Browser;
  baseUrl: string;
  inquiriesDb: string;
}
let harness: Harness | undefined;

export async function startHarness(): Promise<Harness> {
  // Its own database, no file to import, and no rate limit: the suites send many inquiries from one IP.
  const folder = tempDir('site-test-');
  const inquiriesDb = join(folder, 'inquiries.db');
  const server = await startServer({
    port: 0,
    db: inquiriesDb,
    inquiriesFile: join(folder, 'none.jsonl'),
    rateLimit: 'off',
    log: () => {},
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
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

/** The islands that hydrate at load, after first paint (`data-hydrate="load"`). */
const eagerHydrated = () =>
  [...document.querySelectorAll('[data-island][data-hydrate="load"]')].every(
    (el) => (el as HTMLElement).dataset.hydrated === 'true',
  );
/**
 * Every island that can hydrate on this screen: all but the cursor trail where no mouse or
 * trackpad can show it (`data-hydrate="pointer"`, client/lib/triggers.ts).
 */
const allHydrated = (trailOff: string) =>
  [...document.querySelectorAll('[data-island]')].every(
    (el) =>
      (el as HTMLElement).dataset.hydrated === 'true' ||
      ((el as HTMLElement).dataset.hydrate === 'pointer' && matchMedia(trailOff).matches),
  );

/** Waits for the islands that hydrate at load, not for those waiting for the visitor. */
export async function hydratedAfterPaint(page: Page): Promise<void> {
  await page.waitForFunction(eagerHydrated);
}

/**
 * Waits until every island on the page reports data-hydrated. Islands that wait for the visitor
 * are reached into as a keyboard visitor would, by focus: those that hydrate when neared
 * (client/lib/near.ts) and those that hydrate at the visitor's first move towards them (the
 * header's menus, `intent`); not scrolled to: scrolling there and back moved the page under the
 * tests (the header hides and takes a background on the way, with transitions). The focus event
 * starts at the island's form, if it has one, so the form helpers that wait for it load too. The
 * cursor trail is woken by a pointer move where a mouse could show it.
 */
export async function hydrated(page: Page): Promise<void> {
  // First the others: the home intro's island sends the page to the top as it hydrates.
  await hydratedAfterPaint(page);
  await page.evaluate(() => {
    for (const island of document.querySelectorAll<HTMLElement>(
      '[data-island]:is([data-hydrate="near"], [data-hydrate="intent"]):not([data-hydrated="true"])',
    )) {
      const target = island.querySelector('form') ?? island.firstElementChild ?? island;
      target.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    }
    document.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
  });
  await page.waitForFunction(allHydrated, TRAIL_OFF_QUERY);
}

/**
 * `hydrated` for a page whose clock a test has paused, for the islands that hydrate after first
 * paint: they load after the first paint plus a frame, so the clock runs a frame at a time until
 * they have. Returns the (paused) page time then.
 */
export async function hydratedOnPausedClock(page: Page): Promise<number> {
  for (let frame = 0; frame < 200 && !(await page.evaluate(eagerHydrated)); frame++) {
    await page.clock.runFor(16);
    await page.waitForTimeout(25);
  }
  await page.waitForFunction(eagerHydrated);
  return page.evaluate(() => Date.now());
}
