/** Helpers shared by the home browser tests (home*.test.ts). */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { parse } from 'yaml';
import { routeOf, type Locale } from '../../site/routes.ts';

export const COMPANY_KO: string = parse(
  readFileSync(new URL('../../content/company.yaml', import.meta.url), 'utf8'),
).name.ko;
export const homeUrl = (locale: Locale) => routeOf('home', locale).url;

/** Init script: the last intro was a minute before the page's clock, so no intro shows. */
export async function skipIntro(context: BrowserContext): Promise<void> {
  await context.addInitScript(() =>
    localStorage.setItem('lastIntroTime', String(Date.now() - 60_000)),
  );
}

/** Pauses the page's fake clock, so only runFor moves timers and animation frames. */
export async function pause(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

/**
 * Scripts the page downloads (their text, read as each response arrives), to tell which
 * libraries reached it. Read them with hasScrollTrigger, which waits for every body.
 */
export function collectScripts(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}

/**
 * Whether any script the page downloaded holds GSAP's ScrollTrigger: waits until the network
 * is quiet (a loaded machine may fetch the on-demand chunk late) and every body is read.
 */
export async function hasScrollTrigger(page: Page, scripts: Promise<string>[]): Promise<boolean> {
  await page.waitForLoadState('networkidle');
  return (await Promise.all(scripts)).some((s) => s.includes('ScrollTrigger'));
}
