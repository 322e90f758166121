/**
 * The local editor's backend process: decap-server's own file middleware
 * (`registerLocalFs` of decap-server/dist/middlewares, MODE=fs: files written as they are,
 * committing stays the writer's step) on an express app of decap-server's own, listening on a
 * socket file and on no TCP port. A port on 127.0.0.1 answers every page the browser opens
 * (another local site, a host name rebound to 127.0.0.1); a socket file answers only processes
 * of this machine's user, and the dev server's guard (./guard.ts) is the editor's way in.
 * Usage: tsx scripts/cms/backend.ts <checkout> <socket file>
 */
import { chmodSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const [root, socket] = process.argv.slice(2);
if (!root || !socket) throw new Error('usage: backend.ts <checkout> <socket file>');

// The checkout decap-server reads and writes (its registerMiddleware reads this variable).
process.env.GIT_REPO_DIRECTORY = resolve(root);
const fromDecap = createRequire(createRequire(import.meta.url).resolve('decap-server'));
const express = fromDecap('express') as () => {
  listen(path: string, done: () => void): { on(event: 'error', fail: (e: Error) => void): void };
};
const { registerLocalFs } = fromDecap('./middlewares.js') as {
  registerLocalFs(app: unknown, options: { logLevel: string }): Promise<void>;
};

const app = express();
await registerLocalFs(app, { logLevel: process.env.LOG_LEVEL ?? 'warn' });
const server = app.listen(socket, () => {
  // Only this user may connect, whatever the umask made of the file.
  chmodSync(socket, 0o600);
  process.send?.('listening');
});
server.on('error', (error) => {
  console.error(`editor backend: ${error.message}`);
  process.exit(1);
});
