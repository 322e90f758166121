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

/** Scripts the page downloaded (their text), to tell which libraries reached it. */
export function collectScripts(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script')
      bodies.push(await response.text().catch(() => ''));
  });
  return bodies;
}

/** Whether any downloaded script holds GSAP's ScrollTrigger. */
export const hasScrollTrigger = (scripts: string[]) =>
  scripts.some((s) => s.includes('ScrollTrigger'));
