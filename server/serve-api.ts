/**
 * `npm run serve:api`: the API server alone, no static files, for a web server (nginx) that
 * serves dist/ and proxies the API paths here (contracts §14, docs/deploy.md). The same settings
 * as `npm start`: PORT (default 3000) and the inquiry store's; it listens on 127.0.0.1 only.
 */
import type { AddressInfo } from 'node:net';
import { startServer } from './http-server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
try {
  server = await startServer({ port: Number(process.env.PORT ?? 3000), apiOnly: true });
} catch (error) {
  // A setting or file that stops the start (INQUIRIES_DB not a SQLite file, a bad RATE_LIMIT): its
  // message alone.
  console.error(`server not started: ${(error as Error).message}`);
  process.exit(1);
}
console.log(
  `API only (no static files): http://127.0.0.1:${(server.address() as AddressInfo).port}`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
