/**
 * Text over the home page's moving pictures (WCAG 1.4.3): the hero's and the
 * slogan's words reach 4.5:1 (3:1 for large text) over the poster and over frames of each video,
 * sampled every half second with ffmpeg. Each frame is shown where the video plays (in place of
 * the poster: the same box, the same object-fit), the text is made transparent, and every pixel
 * under each line of text is read from a screenshot, with the section's scrim drawn as the visitor
 * sees it. The worst pixel decides.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DIST } from '../helpers/dist.ts';
import { contrast, over, parseCssColor, pngPixels, type Rgb } from '../helpers/contrast.ts';
import { open } from './harness.ts';
import { hydrated, type ViewportName } from '../../scripts/lib/chromium.ts';
import { skipIntro } from './home-kit.ts';
import { tempDir } from '../helpers/temp.ts';

/** Seconds between the frames sampled from each video. */
const STEP_S = 0.5;

interface Band {
  /** The section over the picture. */
  section: string;
  /** Its text, each with the ratio it must reach (large text: 3). */
  texts: { selector: string; need: number }[];
  /** The picture a visitor gets at each size: the poster, and the video where one plays. */
  media: { poster: string; video?: string };
}

const HERO_TEXT = [
  { selector: '.home-hero__title', need: 3 },
  { selector: '.home-hero__lead', need: 4.5 },
];
const SLOGAN_TEXT = [
  { selector: '.home-slogan__title', need: 3 },
  { selector: '.home-slogan__text', need: 4.5 },
];

/** What plays where (templates/pages/Home.tsx, client/lib/video.ts: no aurora video on phones). */
const BANDS: Record<'desktop' | 'phone', Band[]> = {
  desktop: [
    {
      section: '.home-hero',
      texts: HERO_TEXT,
      media: { poster: 'assets/img/main-poster.webp', video: 'assets/video/main.mp4' },
    },
    {
      section: '.home-slogan',
      texts: SLOGAN_TEXT,
      media: { poster: 'assets/img/aurora.webp', video: 'assets/video/aurora.mp4' },
    },
  ],
  phone: [
    {
      section: '.home-hero',
      texts: HERO_TEXT,
      media: { poster: 'assets/img/main-poster-sm.webp', video: 'assets/video/main-sm.mp4' },
    },
    { section: '.home-slogan', texts: SLOGAN_TEXT, media: { poster: 'assets/img/aurora.webp' } },
  ],
};

/** The poster and a PNG of every STEP_S seconds of the video, written into `folder`. */
function picturesOf(media: Band['media'], folder: string): string[] {
  const files = [join(DIST, media.poster)];
  if (!media.video) return files;
  const stem = media.video.replace(/\W/g, '-');
  const run = spawnSync('ffmpeg', [
    '-v',
    'error',
    '-i',
    join(DIST, media.video),
    '-vf',
    `fps=1/${STEP_S}`,
    join(folder, `${stem}-%03d.png`),
  ]);
  if (run.error || run.status !== 0)
    throw new Error(`ffmpeg (apt-get install ffmpeg): ${run.error?.message ?? run.stderr}`);
  const frames = readdirSync(folder).filter((f) => f.startsWith(stem));
  return [...files, ...frames.sort().map((f) => join(folder, f))];
}

/** Shows `file` as the band's picture: served from the site's origin, in place of the poster. */
async function showPicture(page: Page, section: string, file: string): Promise<void> {
  const url = `/__media-contrast/${encodeURIComponent(file)}`;
  await page.route(url, (route) =>
    route.fulfill({ body: readFileSync(file), contentType: 'image/png' }),
  );
  await page.evaluate(
    async ({ section, url }) => {
      const band = document.querySelector(section)!;
      band.querySelector('video')?.remove();
      for (const source of band.querySelectorAll('source')) source.remove();
      const img = band.querySelector<HTMLImageElement>('img.home-media__poster')!;
      img.src = url;
      await img.decode();
    },
    { section, url },
  );
}

/** Each line of the band's text as a box (viewport pixels), with the text's colour. */
async function linesOf(page: Page, section: string, selector: string) {
  return page.evaluate(
    ({ section, selector }) => {
      const el = document.querySelector(`${section} ${selector}`)!;
      const range = document.createRange();
      range.selectNodeContents(el);
      return {
        color: getComputedStyle(el).color,
        boxes: [...range.getClientRects()].map((r) => ({
          x: Math.round(r.left),
          y: Math.round(r.top),
          width: Math.round(r.width),
          height: Math.round(r.height),
        })),
      };
    },
    { section, selector },
  );
}

/** The lowest ratio of the text's colour over any pixel under its lines. */
async function worstUnder(page: Page, section: string, selector: string): Promise<number> {
  const { color, boxes } = await linesOf(page, section, selector);
  const text = parseCssColor(color);
  await page.addStyleTag({ content: `${section} ${selector} { color: transparent !important; }` });
  let worst = Infinity;
  for (const box of boxes.filter((b) => b.width > 0 && b.height > 0)) {
    const png = await page.screenshot({ clip: box, scale: 'css', animations: 'disabled' });
    const pixels = pngPixels(png);
    for (let y = 0; y < box.height; y++) {
      for (let x = 0; x < box.width; x++) {
        const under: Rgb = pixels.at(x, y);
        worst = Math.min(worst, contrast(over(text, under), under));
      }
    }
  }
  await page.evaluate((sel) => {
    const styles = [...document.querySelectorAll('style')];
    styles.find((s) => s.textContent?.includes(sel))?.remove();
  }, `${section} ${selector}`);
  return worst;
}

for (const viewport of ['desktop', 'phone'] as const satisfies readonly ViewportName[]) {
  test(`media contrast - hero and slogan text over every sampled frame and poster (${viewport})`, async () => {
    const folder = tempDir('media-contrast-');
    const { page, close } = await open('about:blank', { viewport, init: skipIntro });
    try {
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await hydrated(page);
      // Motion off for the reveal transitions; the header (over the hero's top) out of the way.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.addStyleTag({ content: 'header[data-header] { visibility: hidden; }' });
      const faults: string[] = [];
      for (const band of BANDS[viewport]) {
        await page.locator(band.section).scrollIntoViewIfNeeded();
        for (const file of picturesOf(band.media, folder)) {
          await showPicture(page, band.section, file);
          for (const { selector, need } of band.texts) {
            const worst = await worstUnder(page, band.section, selector);
            const name = file.replace(`${folder}/`, '').replace(`${DIST}/`, '');
            if (worst < need)
              faults.push(`${selector} over ${name}: ${worst.toFixed(2)}:1 (${need}:1 needed)`);
          }
        }
      }
      assert.equal(faults, []);
    } finally {
      await close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
}

test.run();
