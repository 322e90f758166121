/**
 * Screenshots of key pages at desktop and phone widths, for looking at what we make:
 * `tsx scripts/screenshots.ts [outDir] [dist] [path ...]`. Uses the preview server and Chromium.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { startServer } from '../server/http-server.ts';
import { launchChromium, VIEWPORTS } from './lib/chromium.ts';

const [outDir = '/tmp/shots', dist, ...paths] = process.argv.slice(2);
const PATHS = paths.length
  ? paths
  : ['/', '/eng', '/company/intro', '/eng/company/intro', '/contact', '/eng/contact'];
mkdirSync(outDir, { recursive: true });
const server = await startServer({ port: 0, ...(dist ? { dist } : {}) });
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await launchChromium();
for (const [name, options] of Object.entries(VIEWPORTS)) {
  const context = await browser.newContext({ ...options, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.on(
    'console',
    (m) => m.type() === 'error' && console.log(`console error on ${page.url()}: ${m.text()}`),
  );
  for (const path of PATHS) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    // Scroll through once as a visitor would, so islands that hydrate when near have done so.
    await page.evaluate(`(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += innerHeight) { scrollTo(0, y); await new Promise((r) => setTimeout(r, 100)); }
      scrollTo(0, 0);
    })()`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const file = join(outDir, `${name}${path.replace(/\//g, '_') || '_home'}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
server.close();
