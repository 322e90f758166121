/**
 * Debian's Chromium as the browser tests, the screenshots, the brochures and the benchmarks start
 * it: its path, its flags, the window sizes, and the waits for a page's islands to hydrate. Not a
 * test: test/browser/harness.ts and the scripts import it alike.
 */
import { chromium, type Browser, type LaunchOptions, type Page } from 'playwright-core';
import { TRAIL_OFF_QUERY } from '../../client/lib/prefers.ts';

/** The Chromium to start: `CHROME_PATH`, else Debian's (`apt-get install -y chromium`). */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** No sandbox (the tests run as root), nothing that calls out to the network. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Chromium through Playwright, with CHROME_PATH and CHROMIUM_FLAGS; `options` add to them. */
export function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS, ...options });
}

export const VIEWPORTS = {
  desktop: { viewport: { width: 1440, height: 900 } },
  phone: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  },
  /**
   * A 1280 px desktop window zoomed to 400 %: what WCAG 1.4.10 (Reflow) asks to work without
   * sideways scrolling.
   */
  zoomed: { viewport: { width: 320, height: 640 } },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
/** The sizes every layout test runs at. */
export const VIEWPORT_NAMES: readonly ViewportName[] = ['desktop', 'phone'];

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
 * header's menus, `intent`); not scrolled to: scrolling there and back moves the page under the
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
