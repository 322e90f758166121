/**
 * client/lib/api.ts against a real local HTTP server: what goes over the wire,
 * how answers are unwrapped, and how each kind of failure is logged and rejected.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mock } from 'node:test';
import { ApiError, API_TIMEOUT_MS, postApi, toApiUrl } from '../../client/lib/api.ts';

interface Received {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: string;
}
type Handler = (req: IncomingMessage, res: ServerResponse, received: Received) => void;

/** A server on a free port answering every request with `handler`; records what it received. */
async function serve(handler: Handler) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const entry = { method: req.method, url: req.url, headers: req.headers, body };
      received.push(entry);
      handler(req, res, entry);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { base, received, close };
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Runs `fn` with console.error captured; returns what was logged. */
async function captureErrors(fn: () => Promise<unknown>): Promise<unknown[][]> {
  const logged: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    logged.push(args);
  };
  try {
    await fn();
  } finally {
    console.error = original;
  }
  return logged;
}

/** Awaits a promise that must reject with an ApiError, and returns that error. */
async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    assert.instance(error, ApiError);
    return error as ApiError;
  }
  assert.unreachable('expected the call to be rejected');
  throw new Error('unreachable');
}

test('api - toApiUrl joins base and path with one slash', () => {
  assert.is(toApiUrl('/', '/home/x'), '/home/x');
  assert.is(
    toApiUrl('https://api.example.com/v1/', '/home/x'),
    'https://api.example.com/v1/home/x',
  );
  assert.is(toApiUrl('https://api.example.com', 'home/x'), 'https://api.example.com/home/x');
});

test('api - sends POST with the fixed headers and a JSON body, resolves with data', async () => {
  const server = await serve((_req, res) =>
    json(res, 200, { status: 200, code: 'OK', msg: '', data: { list: [1, 2] } }),
  );
  try {
    const data = await postApi(
      '/home/resources/press/getPress',
      { pageNo: 0 },
      { viewName: 'home', baseUrl: server.base },
    );
    assert.equal(data, { list: [1, 2] });
    const [request] = server.received;
    assert.is(request?.method, 'POST');
    assert.is(request?.url, '/home/resources/press/getPress');
    assert.equal(JSON.parse(request!.body), { pageNo: 0 });
    const h = request!.headers;
    assert.equal(
      [
        h.authorization,
        h['x-api-version'],
        h['x-channel'],
        h['x-view-name'],
        h['x-language'],
        h['x-frame-options'],
        h['x-member-id'],
        h['x-call-type'],
        h['x-application-id'],
        h['content-type'],
      ],
      [
        'Bearer',
        '1.0.0',
        'WEB_AGENT',
        'home',
        'ko',
        'SAMEORIGIN',
        'GUEST',
        '0',
        'homepage',
        'application/json',
      ],
    );
  } finally {
    await server.close();
  }
});

test('api - a body without data resolves as a whole', async () => {
  const server = await serve((_req, res) => json(res, 200, { status: 200, list: [] }));
  try {
    assert.equal(await postApi('/home/x', {}, { viewName: 'contact', baseUrl: server.base }), {
      status: 200,
      list: [],
    });
    assert.is(server.received[0]?.headers['x-view-name'], 'contact');
  } finally {
    await server.close();
  }
});

test('api - 500 with an error body is logged and rejected with its status, code and msg', async () => {
  const server = await serve((_req, res) =>
    json(res, 500, { status: 500, code: 'DB_DOWN', msg: 'database unavailable' }),
  );
  try {
    let error: ApiError | undefined;
    const logged = await captureErrors(async () => {
      error = await rejection(postApi('/home/x', {}, { viewName: 'home', baseUrl: server.base }));
    });
    assert.is(error?.status, 500);
    assert.is(error?.code, 'DB_DOWN');
    assert.is(error?.msg, 'database unavailable');
    assert.is(logged.length, 1);
    assert.is(logged[0]?.[0], error);
  } finally {
    await server.close();
  }
});

test('api - a 400 carries the field errors of a rejected inquiry', async () => {
  const server = await serve((_req, res) =>
    json(res, 400, {
      status: 400,
      code: 'VALIDATION',
      msg: 'invalid',
      errors: { email: '이메일을 입력해 주세요.' },
    }),
  );
  try {
    let error: ApiError | undefined;
    await captureErrors(async () => {
      error = await rejection(
        postApi('/home/x', {}, { viewName: 'contact', baseUrl: server.base }),
      );
    });
    assert.is(error?.status, 400);
    assert.is(error?.code, 'VALIDATION');
    assert.equal(error?.errors, { email: '이메일을 입력해 주세요.' });
  } finally {
    await server.close();
  }
});

test('api - an answer that is not JSON is logged and rejected', async () => {
  for (const status of [200, 502]) {
    const server = await serve((_req, res) => {
      res.writeHead(status, { 'Content-Type': 'text/html' });
      res.end('<html>gateway</html>');
    });
    try {
      let error: ApiError | undefined;
      const logged = await captureErrors(async () => {
        error = await rejection(postApi('/home/x', {}, { viewName: 'home', baseUrl: server.base }));
      });
      assert.is(error?.status, status);
      assert.is(error?.code, 'NOT_JSON');
      assert.is(logged.length, 1);
    } finally {
      await server.close();
    }
  }
});

test('api - a network error is logged and rejected', async () => {
  const server = await serve((_req, res) => json(res, 200, {}));
  await server.close();
  let error: ApiError | undefined;
  const logged = await captureErrors(async () => {
    error = await rejection(postApi('/home/x', {}, { viewName: 'home', baseUrl: server.base }));
  });
  assert.is(error?.code, 'NETWORK');
  assert.is(error?.status, undefined);
  assert.is(logged.length, 1);
});

test('api - no answer within 50 s aborts the request and rejects (fake timers)', async () => {
  // A fetch that never answers and gives up only when aborted, as the browser's does. Node's own
  // fetch must not run under fake timers: its connection timers would be left half-cleared and
  // fire minutes later, in another test, on a collected parser (undici 6, nodejs/undici#4755).
  let arrived!: () => void;
  const requestArrived = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const realFetch = globalThis.fetch;
  globalThis.fetch = (_url, init) =>
    new Promise((_resolve, reject) => {
      arrived();
      init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
    });
  mock.timers.enable({ apis: ['setTimeout'] });
  try {
    let settled = false;
    const call = postApi('/home/x', {}, { viewName: 'home', baseUrl: 'http://127.0.0.1:9/' });
    call
      .catch(() => undefined)
      .finally(() => {
        settled = true;
      });
    await requestArrived;
    mock.timers.tick(API_TIMEOUT_MS - 1);
    await new Promise((resolve) => setImmediate(resolve));
    assert.not.ok(settled, 'still waiting 1 ms before the timeout');
    let error: ApiError | undefined;
    const logged = await captureErrors(async () => {
      mock.timers.tick(1);
      error = await rejection(call);
    });
    assert.is(error?.code, 'TIMEOUT');
    assert.is(logged.length, 1);
  } finally {
    mock.timers.reset();
    globalThis.fetch = realFetch;
  }
});

test.run();
