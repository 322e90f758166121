/**
 * Shared by the layout suites (layout, mobile-menu, language): a fresh hydrated page, the route
 * URLs, and a way to let CSS transitions end at once.
 */
import type { Page } from 'playwright-core';
import { routeOf, type Locale } from '../../site/routes.ts';
import { hydrated, open as openBlank, type OpenOptions } from './harness.ts';

/** ('company/intro', 'en') -> '/eng/company/intro' */
export const url = (id: string, locale: Locale) => routeOf(id, locale).url;

export const header = (page: Page) => page.locator('header[data-header]');

/** Lets every CSS transition and animation on the page end now. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
}

/** A fresh page at `path`, hydrated; waits for the DOM, not for every image and font. */
export async function open(path: string, options: OpenOptions = {}) {
  const opened = await openBlank('about:blank', options);
  await opened.page.goto(path, { waitUntil: 'domcontentloaded' });
  await hydrated(opened.page);
  return opened;
}
