/**
 * `npm start`: the preview, the built site (dist/) and the API on one port of this machine, as
 * a static host with the API beside it would serve them (contracts §5). `PORT` chooses the port
 * (default 3000), the inquiry store's settings are server/open-inquiries.ts's. Production runs the
 * API alone behind nginx instead: server/serve-api.ts.
 */
import { startServer } from './http-server.ts';

try {
  const server = await startServer({ port: Number(process.env.PORT ?? 3000) });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : process.env.PORT;
  console.log(`Preview: http://localhost:${port}`);
} catch (error) {
  // A setting or file that stops the start (not a SQLite file, a bad RATE_LIMIT): its message
  // alone.
  console.error(`server not started: ${(error as Error).message}`);
  process.exit(1);
}
