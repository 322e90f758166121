/**
 * The preview server for API tests, with an empty static site of its own: the API under test
 * does not depend on a built dist/ (which another build may be rewriting at that moment).
 * Run as a script it is the child process of the crash test: it prints its URL once listening.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { startServer } from '../../server/index.ts';

export async function startApiServer(inquiriesFile: string): Promise<{ server: Server; base: string; close: () => Promise<void> }> {
  const dist = mkdtempSync(join(tmpdir(), 'api-dist-'));
  writeFileSync(join(dist, 'serve.json'), '{}');
  const server = await startServer({ port: 0, inquiriesFile, dist });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, base, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { base } = await startApiServer(process.env.INQUIRIES_FILE!);
  console.log(`listening ${base}`);
}
