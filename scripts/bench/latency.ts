/**
 * Interaction latency, input to next paint (contracts §16), in Chromium with 4x CPU throttling
 * (CDP `Emulation.setCPUThrottlingRate`), median of 10 per interaction. The clock starts at the
 * input event's timeStamp (seen first, in the capture phase at the window) and stops after the
 * first frame in which the interaction's result is in the page: a frame callback checks for it
 * and a message posted from there runs once that frame's style, layout and paint are done. The
 * same interaction on the page without its `.js` files (which then takes `html.js` away and is
 * the page a visitor without JavaScript gets) is the control, where the page offers one.
 */
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchChromium, VIEWPORTS } from '../lib/chromium.ts';
import { latencyMedian } from './js-cost-report.ts';

const REPEATS = 10;
export const CPU_SLOWDOWN = 4;

export interface LatencyResult {
  name: string;
  path: string;
  withJs: number[];
  withoutJs?: number[];
}

/** What shows that the interaction took effect. */
type Done =
  | { selector: string; present: boolean }
  | { selector: string; text: string }
  | { selector: string; valueLength: number }
  | { selector: string; selectedIndex: number }
  | { selector: string; visible: true };

type StartEvent = 'pointerover' | 'pointerdown' | 'keydown';

interface Interaction {
  name: string;
  path: string;
  viewport: keyof typeof VIEWPORTS;
  /**
   * The event whose timeStamp starts the clock; `controlStart` on the page without JavaScript,
   * where it differs.
   */
  start: StartEvent;
  controlStart?: StartEvent;
  /** Brings the page to where the interaction can happen again; returns what marks it done. */
  prepare: (page: Page, round: number, js: boolean) => Promise<Done>;
  act: (page: Page, round: number, js: boolean) => Promise<void>;
  /** The page without JavaScript offers the same interaction. */
  control: boolean;
  /**
   * Measured on a page whose islands have not hydrated: a fresh load each round, and the
   * interaction is the page's first (client/lib/triggers.ts: the browser answers it natively).
   */
  beforeReact?: boolean;
}

/**
 * In the page before its own scripts: arm(start, done) starts a measurement, `done` resolves with
 * its ms.
 */
const PROBE = `window.__probe = {
  check(d) {
    const el = document.querySelector(d.selector);
    if ('present' in d) return !!el === d.present;
    if (!el) return false;
    if ('text' in d) return el.textContent === d.text;
    if ('valueLength' in d) return el.value.length === d.valueLength;
    if ('selectedIndex' in d) return el.selectedIndex === d.selectedIndex;
    return getComputedStyle(el).visibility === 'visible';
  },
  arm(start, d) {
    this.done = new Promise((resolve) => {
      const give = setTimeout(() => resolve(NaN), 5000);
      const onStart = (event) => {
        removeEventListener(start, onStart, true);
        const t0 = event.timeStamp;
        const frame = () => {
          if (!this.check(d)) return requestAnimationFrame(frame);
          const channel = new MessageChannel();
          channel.port1.onmessage = () => { clearTimeout(give); resolve(performance.now() - t0); };
          channel.port2.postMessage(null);
        };
        requestAnimationFrame(frame);
      };
      addEventListener(start, onStart, true);
    });
  },
};`;

const settle = (page: Page, ms = 350) => page.waitForTimeout(ms);
const BUDGET_OPTIONS = 3;

export const INTERACTIONS: Interaction[] = [
  {
    name: 'open the desktop drop-down',
    path: '/company/intro',
    viewport: 'desktop',
    start: 'pointerover',
    control: true,
    prepare: async (page, _round, js) => {
      await page.mouse.move(720, 700);
      await page.waitForSelector(js ? '[data-dropdown][data-open="false"]' : '.gnb:not(:hover)', {
        state: 'attached',
      });
      await settle(page, 500);
      return js
        ? { selector: '[data-dropdown][data-open="true"]', present: true }
        : { selector: '.gnb__sub', visible: true };
    },
    act: (page) => page.locator('.gnb__group .gnb__top').first().hover(),
  },
  {
    name: 'open the mobile menu',
    path: '/company/intro',
    viewport: 'phone',
    start: 'pointerdown',
    control: false,
    prepare: async (page) => {
      if (await page.locator('#mobile-menu[data-open="true"]').count())
        await page.keyboard.press('Escape');
      await page.waitForSelector('#mobile-menu[data-open="false"]', { state: 'attached' });
      await settle(page, 500);
      return { selector: '#mobile-menu[data-open="true"]', present: true };
    },
    act: (page) => page.locator('[data-menu-toggle]').tap(),
  },
  {
    name: 'open the mobile menu before React has arrived',
    path: '/company/intro',
    viewport: 'phone',
    start: 'pointerdown',
    control: false,
    beforeReact: true,
    // Shown: the popover the button opens by itself (an earlier build's menu, opened by its
    // island).
    prepare: async () => ({ selector: '#mobile-menu', visible: true }),
    act: (page) => page.locator('[data-menu-toggle]').tap(),
  },
  {
    name: 'choose a custom-select option',
    path: '/contact',
    viewport: 'desktop',
    start: 'pointerdown',
    controlStart: 'keydown',
    control: true,
    prepare: async (page, round, js) => {
      if (!js) {
        await page.locator('select[name="budget"]').focus();
        return { selector: 'select[name="budget"]', selectedIndex: round % 2 === 0 ? 1 : 0 };
      }
      await page.locator('#contact-budget-combo').click();
      await page.waitForSelector('[data-select][data-open="true"]');
      await settle(page);
      const option = page
        .locator('#contact-budget-listbox [role="option"]')
        .nth(round % BUDGET_OPTIONS);
      return {
        selector: '#contact-budget-combo .select__value',
        text: (await option.textContent()) ?? '',
      };
    },
    // Without JavaScript the native select: the arrow keys choose without opening it.
    act: async (page, round, js) => {
      if (js)
        await page
          .locator('#contact-budget-listbox [role="option"]')
          .nth(round % BUDGET_OPTIONS)
          .click();
      else await page.keyboard.press(round % 2 === 0 ? 'ArrowDown' : 'ArrowUp');
    },
  },
  {
    name: 'type a character in a contact field',
    path: '/contact',
    viewport: 'desktop',
    start: 'keydown',
    control: true,
    prepare: async (page) => {
      const field = page.locator('input[name="company"]');
      await field.focus();
      return {
        selector: 'input[name="company"]',
        valueLength: (await field.inputValue()).length + 1,
      };
    },
    act: (page) => page.keyboard.press('a'),
  },
  {
    name: 'close a dialog',
    path: '/',
    viewport: 'desktop',
    start: 'pointerdown',
    control: false,
    prepare: async (page) => {
      await page.locator('[data-news-item]').first().click();
      await page.waitForSelector('dialog.message-dialog[open]');
      await settle(page);
      return { selector: 'dialog.message-dialog[open]', present: false };
    },
    act: (page) => page.locator('dialog.message-dialog[open] button').click(),
  },
];

/**
 * Loads the page, ready for interaction: every island hydrated (those that wait for the visitor
 * are reached into by focus and a pointer move, as the browser tests do), the form's helpers in
 * place; the intro skipped. `hydrate: false` leaves the islands as the page opened them.
 */
async function ready(page: Page, path: string, js: boolean, hydrate = true): Promise<void> {
  await page.goto(path, { waitUntil: 'load' });
  // Without its `.js` files the page takes `html.js` away itself (client/lib/scripts.ts).
  if (!js) return;
  if (!hydrate) {
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-scripts'));
    return settle(page, 1000);
  }
  if (path === '/contact') await page.locator('form[data-contact-form]').scrollIntoViewIfNeeded();
  await page.evaluate(() => {
    for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) {
      const target = island.querySelector('form') ?? island.firstElementChild ?? island;
      target.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    }
    document.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
  });
  if (path === '/contact') await page.waitForSelector('#contact-budget-combo');
  await page
    .waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>('[data-island]')].every(
        (el) =>
          el.dataset.hydrated === 'true' ||
          (el.dataset.hydrate === 'pointer' && matchMedia('(pointer: coarse)').matches),
      ),
    )
    .catch(async (error) => {
      // A build from before islands chose their moment (d38e3ab's knows only `near`, and its
      // `near` islands below the fold wait to be scrolled to): measure it as it is once loaded.
      const chooses = await page.evaluate(
        () => document.querySelector('[data-hydrate]:not([data-hydrate="near"])') !== null,
      );
      if (chooses) throw error;
    });
  await settle(page, 1000);
}

async function measure(base: string, interaction: Interaction, js: boolean): Promise<number[]> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ ...VIEWPORTS[interaction.viewport], baseURL: base });
    await context.addInitScript(
      `${PROBE};try{localStorage.setItem('lastIntroTime', String(Date.now()))}catch(e){}`,
    );
    if (!js) await context.route(/\.js(\?|$)/, (route) => route.abort('blockedbyclient'));
    const page = await context.newPage();
    const fresh = Boolean(interaction.beforeReact);
    await ready(page, interaction.path, js, !fresh);
    if (interaction.path === '/contact')
      await page.locator('input[name="company"]').scrollIntoViewIfNeeded();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const out: number[] = [];
    for (let round = 0; round < REPEATS; round++) {
      if (fresh && round > 0) await ready(page, interaction.path, js, false);
      const done = await interaction.prepare(page, round, js);
      await page.evaluate(
        ([start, d]) =>
          (window as unknown as { __probe: { arm(s: string, d: unknown): void } }).__probe.arm(
            start as string,
            d,
          ),
        [js ? interaction.start : (interaction.controlStart ?? interaction.start), done] as const,
      );
      await interaction.act(page, round, js);
      out.push(
        Math.round(
          await page.evaluate(
            () => (window as unknown as { __probe: { done: Promise<number> } }).__probe.done,
          ),
        ),
      );
    }
    return out;
  } finally {
    await browser.close();
  }
}

/**
 * BENCH_LATENCY='dialog' measures only the interactions whose name contains it (while working on
 * one).
 */
export async function measureLatencies(
  base: string,
  only = process.env.BENCH_LATENCY ?? '',
): Promise<LatencyResult[]> {
  const out: LatencyResult[] = [];
  for (const interaction of INTERACTIONS.filter((i) => i.name.includes(only))) {
    const withJs = await measure(base, interaction, true);
    const withoutJs = interaction.control ? await measure(base, interaction, false) : undefined;
    out.push({ name: interaction.name, path: interaction.path, withJs, withoutJs });
    console.log(
      `latency ${interaction.name}: ${latencyMedian(withJs)} ms${withoutJs ? ` (no JS ${latencyMedian(withoutJs)} ms)` : ''}`,
    );
  }
  return out;
}

/**
 * Alone, side by side: `npx tsx scripts/bench/latency.ts [dist ...]` measures each copy of dist/
 * in turn (default: this checkout's), BENCH_LATENCY narrowing the interactions.
 */
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { startServer } = await import('../../server/http-server.ts');
  const dists = process.argv.slice(2);
  for (const dist of dists.length ? dists : [join(import.meta.dirname, '../../dist')]) {
    const server = await startServer({ port: 0, dist });
    console.log(dist);
    await measureLatencies(`http://localhost:${(server.address() as AddressInfo).port}`);
    server.close();
  }
}
