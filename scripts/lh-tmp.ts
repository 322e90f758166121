import type { AddressInfo } from 'node:net';
import { startServer } from '../server/index.ts';
import { CHROMIUM_FLAGS } from '../test/browser/harness.ts';
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const server = await startServer({ port: 0 });
const base = `http://localhost:${(server.address() as AddressInfo).port}`;
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS });
for (const path of process.argv.slice(2)) {
  const r = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile', throttlingMethod: 'simulate' });
  const a = r!.lhr.audits;
  console.log(path, Math.round(r!.lhr.categories.performance!.score! * 100), 'LCP', Math.round(a['largest-contentful-paint']!.numericValue!), 'FCP', Math.round(a['first-contentful-paint']!.numericValue!));
}
await chrome.kill(); server.close();
