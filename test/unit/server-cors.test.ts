/**
 * CORS for the site's origin only (contracts §15), preflight included: what a browser needs to
 * call this API from a build whose API_BASE is another origin, and nothing for anyone else.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { request, type IncomingHttpHeaders } from 'node:http';
import { startApiServer, type ApiServer } from '../helpers/api-server.ts';
import { tempDir } from '../helpers/temp.ts';
import { CONTACT_PATH, VALID_INQUIRY, storedIn } from '../helpers/inquiry.ts';
import { API_HEADERS } from '../../site/api.ts';

const SITE = 'https://www.example.com';
interface Ctx {
  server: ApiServer;
  db: string;
}
const cors = suite<Ctx>('server cors');

cors.before(async (ctx) => {
  ctx.db = join(tempDir(), 'inquiries.db');
  ctx.server = await startApiServer({ db: ctx.db, siteOrigin: SITE });
});
cors.after(({ server }) => server.close());

const preflight = (base: string, origin: string, method = 'POST') =>
  fetch(base + CONTACT_PATH, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': method,
      'Access-Control-Request-Headers': 'content-type, idempotency-key, x-view-name',
    },
  });

cors(
  'server cors - the site origin gets a preflight allowing POST and every header the site sends',
  async ({ server }) => {
    const answer = await preflight(server.base, SITE);
    assert.is(answer.status, 204);
    assert.is(answer.headers.get('access-control-allow-origin'), SITE);
    assert.is(answer.headers.get('access-control-allow-methods'), 'POST');
    const allowed = answer.headers.get('access-control-allow-headers')!.toLowerCase().split(', ');
    for (const header of [...Object.keys(API_HEADERS), 'X-View-Name', 'Idempotency-Key'])
      assert.ok(allowed.includes(header.toLowerCase()), header);
    assert.ok(answer.headers.get('vary')!.includes('Origin'));
  },
);

cors(
  'server cors - answers (success and refusal) are readable by the site origin only, never by "*"',
  async ({ server, db }) => {
    const from = (origin: string, body: unknown = VALID_INQUIRY) =>
      fetch(server.base + CONTACT_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify(body),
      });
    const ok = await from(SITE);
    const invalid = await from(SITE, { ...VALID_INQUIRY, email: 'x' });
    assert.equal([ok.status, ok.headers.get('access-control-allow-origin')], [200, SITE]);
    assert.equal([invalid.status, invalid.headers.get('access-control-allow-origin')], [400, SITE]);
    for (const origin of [
      'https://evil.example',
      'https://www.example.com.evil.example',
      'null',
      'http://www.example.com',
    ]) {
      const answer = await from(origin);
      assert.is(answer.headers.get('access-control-allow-origin'), null, origin);
      const refused = await preflight(server.base, origin);
      assert.equal(
        [refused.status, refused.headers.get('access-control-allow-origin')],
        [403, null],
        origin,
      );
    }
    assert.is((await preflight(server.base, SITE, 'DELETE')).status, 403);
    assert.is(
      storedIn(db).length,
      1 + 4,
      'CORS decides what a browser may read; the server still answers',
    );
  },
);

cors('server cors - a same-origin call gets no CORS headers', async () => {
  const same = await startApiServer({
    db: join(tempDir(), 'inquiries.db'),
    siteOrigin: 'http://www.example.com',
  });
  const { port } = new URL(same.base);
  const headers = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: CONTACT_PATH,
        method: 'POST',
        headers: {
          Host: 'www.example.com',
          Origin: 'http://www.example.com',
          'Content-Type': 'application/json',
        },
      },
      (res) => {
        res.resume();
        resolve(res.headers);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(VALID_INQUIRY));
  });
  await same.close();
  assert.is(headers['access-control-allow-origin'], undefined);
});

cors.run();
