/**
 * Shared by the layout suites (layout, mobile-menu, language, text-spacing, home-news): a fresh
 * hydrated page, the route URLs, a way to let CSS transitions end at once, WCAG's text spacing.
 */
import type { Page } from 'playwright-core';
import { routeOf, type Locale } from '../../site/routes.ts';
import { open as openBlank, type OpenOptions } from './harness.ts';
import { hydrated } from '../../scripts/lib/chromium.ts';

/** ('company/intro', 'en') -> '/eng/company/intro' */
export const url = (id: string, locale: Locale) => routeOf(id, locale).url;

export const header = (page: Page) => page.locator('header[data-header]');

/** WCAG 1.4.12's values, as its bookmarklets set them on every element: a style tag's text. */
export const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

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
