/**
 * The local editor's guard (scripts/cms/guard.ts) against
 * hostile requests, with the real backend process behind it (decap-server's file middleware on
 * its socket file) and a checkout of the test's own: requests from another origin, another port,
 * a rebound host name, without or with a wrong secret; actions the editor never makes; paths out
 * of content/ and the media folder by every trick; oversized pictures and bodies; a save over a
 * version the page did not load. Each is refused with a 4xx, never a 500, nothing outside changes,
 * and the editor's own requests still work.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { IMAGE_MAX_BYTES } from '../../site/content/blocks.ts';
import { startGuardedBackend, type GuardedBackend } from '../helpers/cms-guard.ts';
import { ROOT } from '../helpers/dist.ts';
import { tempDir } from '../helpers/temp.ts';

const root = tempDir('haeon-cms-guard-');
const outside = tempDir('haeon-cms-outside-');
const PRESS = 'content/press/ko/2026-11-20-guard.md';
const SECRET_FILES = ['site/locales.ts', '.git/config', '.env'];
let backend: GuardedBackend;
let secret: string;

/** Every file of the checkout and of the folder outside it, with its bytes. */
function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  for (const base of [root, outside])
    for (const file of readdirSync(base, { recursive: true, encoding: 'utf8' })) {
      const path = join(base, file);
      try {
        files.set(path, readFileSync(path, 'utf8'));
      } catch {
        // a folder, or a link to one
      }
    }
  return files;
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** A request as the editor's page sends it, with these headers changed. */
function post(body: unknown, headers: Record<string, string> = {}) {
  return backend.send({
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: {
      origin: backend.origin,
      'content-type': 'application/json; charset=utf-8',
      'sec-fetch-site': 'same-origin',
      'x-haeon-cms-session': secret,
      ...headers,
    },
  });
}
const getEntry = (path: unknown) => post({ action: 'getEntry', params: { branch: 'main', path } });
const persist = (path: unknown, raw: string, versions: Record<string, unknown> = {}) =>
  post({
    action: 'persistEntry',
    params: {
      branch: 'main',
      dataFiles: [{ slug: 'x', path, raw }],
      assets: [],
      options,
      versions,
    },
  });
/** The options Decap sends with a save in simple publish mode. */
const options = {
  collectionName: 'press',
  commitMessage: 'Update',
  useWorkflow: false,
  status: 'draft',
};

test.before(async () => {
  mkdirSync(join(root, 'content/press/ko'), { recursive: true });
  mkdirSync(join(root, 'static/assets/img'), { recursive: true });
  mkdirSync(join(root, 'site'));
  mkdirSync(join(root, '.git'));
  cpSync(join(ROOT, 'content/company.yaml'), join(root, 'content/company.yaml'));
  writeFileSync(join(root, PRESS), '---\ntype: 보도자료\ntitle: 원래 제목\n---\n본문\n');
  cpSync(join(ROOT, 'static/assets/img/logo.svg'), join(root, 'static/assets/img/logo.svg'));
  writeFileSync(join(root, 'site/locales.ts'), 'export const LOCALES = [];\n');
  writeFileSync(join(root, '.git/config'), '[remote "origin"]\n\turl = git@example.com:secret\n');
  writeFileSync(join(root, '.env'), 'SMTP_URL=smtp://user:password@mail\n');
  writeFileSync(join(outside, 'a.md'), 'outside\n');
  // Links out of content/: a file to the repository's config, a folder to another place.
  symlinkSync(join(root, '.git/config'), join(root, 'content/press/ko/escape.md'));
  symlinkSync(outside, join(root, 'content/outside'));
  backend = await startGuardedBackend(root);
  secret = await backend.session();
});

test.after(async () => {
  await backend.stop();
});

test('cms guard - the session goes to the dev server own origin only, never to another page', async () => {
  assert.is(secret.length, 43, '32 random bytes, base64url');
  const session = (headers: Record<string, string>) =>
    backend.send({ method: 'GET', path: '/admin/api/session', headers });
  const own = await session({ 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'empty' });
  assert.is(own.status, 200);
  assert.is(own.headers['cross-origin-resource-policy'], 'same-origin');
  assert.is(own.headers['access-control-allow-origin'], undefined);
  const refused: Record<string, string>[] = [
    { origin: 'http://localhost:1', 'sec-fetch-site': 'same-site' },
    { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'empty' },
    { 'sec-fetch-site': 'same-site', 'sec-fetch-dest': 'script' },
    { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'script' },
    { host: `attacker.example:${backend.port}`, 'sec-fetch-site': 'same-origin' },
    { host: `127.0.0.1:${backend.port}` },
  ];
  for (const headers of refused) {
    const answer = await session(headers);
    assert.ok([302, 403].includes(answer.status), `${JSON.stringify(headers)}: ${answer.status}`);
    assert.not.ok(answer.body.includes(secret), JSON.stringify(headers));
  }
});

test('cms guard - another origin, another port, a rebound host name or no secret: 403, nothing read or written', async () => {
  const before = snapshot();
  const attacks: [string, Record<string, string>][] = [
    ['another local port', { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-site' }],
    ['127.0.0.1 on another port', { origin: 'http://127.0.0.1:8080' }],
    ['no Origin', { origin: '' }],
    ['Origin null (a sandboxed frame, a file: page)', { origin: 'null' }],
    [
      'a host name rebound to 127.0.0.1',
      {
        host: `attacker.example:${backend.port}`,
        origin: `http://attacker.example:${backend.port}`,
      },
    ],
    [
      'our port under 127.0.0.1',
      { host: `127.0.0.1:${backend.port}`, origin: `http://127.0.0.1:${backend.port}` },
    ],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['no secret', { 'x-haeon-cms-session': '' }],
    ['a wrong secret', { 'x-haeon-cms-session': 'A'.repeat(43) }],
    ['a secret of another length', { 'x-haeon-cms-session': `${secret}x` }],
  ];
  for (const [name, headers] of attacks) {
    const write = await post(
      {
        action: 'persistEntry',
        params: {
          branch: 'main',
          dataFiles: [{ slug: 'x', path: 'content/company.yaml', raw: 'hacked: true\n' }],
          assets: [],
        },
      },
      headers,
    );
    assert.is(write.status, 403, `${name}: ${write.body}`);
    const read = await post(
      { action: 'getEntry', params: { branch: 'main', path: PRESS } },
      headers,
    );
    assert.is(read.status, 403, name);
    assert.is(read.headers['access-control-allow-origin'], undefined, name);
  }
  assert.equal(snapshot(), before);
  assert.ok(
    backend.log.some((line) => line.includes('attacker.example')),
    'refusals are logged',
  );
});

test('cms guard - only content/ and the media folder, by any spelling of a path: 403 or 400, never 500', async () => {
  const before = snapshot();
  const paths = [
    ...SECRET_FILES,
    'content/../site/locales.ts',
    'content/press/../../.git/config',
    '/etc/passwd',
    `${root}/site/locales.ts`,
    'content//company.yaml',
    'content/./company.yaml',
    'content\\..\\site\\locales.ts',
    'content/%2e%2e/site/locales.ts',
    'content/.git/config',
    'content/.hidden.md',
    'content/company.yaml\u0000.md',
    'content/press/ko/escape.md',
    'content/outside/a.md',
    'content/회사.md',
    'content/company.yml',
    'static/assets/img/logo.svg',
    'content',
    '',
    42,
    null,
    ['content/company.yaml'],
    { path: 'content/company.yaml' },
  ];
  for (const path of paths) {
    const read = await getEntry(path);
    assert.ok([400, 403].includes(read.status), `getEntry ${JSON.stringify(path)}: ${read.status}`);
    assert.not.ok(read.body.includes('secret'), JSON.stringify(path));
    const write = await persist(path, 'hacked: true\n');
    assert.ok(
      [400, 403].includes(write.status),
      `persistEntry ${JSON.stringify(path)}: ${write.status}`,
    );
  }
  const listings = [
    { folder: 'site', extension: 'ts', depth: 1 },
    { folder: '.git', extension: 'md', depth: 1 },
    { folder: 'content/../site', extension: 'md', depth: 1 },
    { folder: 'content/outside', extension: 'md', depth: 1 },
    { folder: 'content', extension: 'ts', depth: 1 },
    { folder: 'content', extension: 'md', depth: 1e9 },
  ];
  for (const params of listings) {
    const answer = await post({ action: 'entriesByFolder', params: { branch: 'main', ...params } });
    assert.ok([400, 403].includes(answer.status), `${JSON.stringify(params)}: ${answer.status}`);
  }
  const media = [
    { action: 'getMedia', params: { branch: 'main', mediaFolder: 'static' } },
    { action: 'getMedia', params: { branch: 'main', mediaFolder: '.' } },
    { action: 'getMediaFile', params: { branch: 'main', path: 'static/assets/img/../../../.env' } },
    { action: 'getMediaFile', params: { branch: 'main', path: 'static/assets/img/.env' } },
    {
      action: 'persistMedia',
      params: {
        branch: 'main',
        asset: { path: 'site/locales.ts', content: 'eA==', encoding: 'base64' },
      },
    },
    { action: 'deleteFile', params: { branch: 'main', path: 'site/locales.ts' } },
    { action: 'deleteFiles', params: { branch: 'main', paths: [PRESS, '.git/config'] } },
  ];
  for (const body of media) {
    const answer = await post(body);
    assert.ok([400, 403].includes(answer.status), `${JSON.stringify(body)}: ${answer.status}`);
  }
  assert.equal(snapshot(), before);
});

test('cms guard - actions the editor never makes, moves, oversized pictures and bodies: refused', async () => {
  const before = snapshot();
  for (const action of [
    'info',
    'unpublishedEntries',
    'publishUnpublishedEntry',
    'deleteUnpublishedEntry',
    '__proto__',
    'constructor',
    'toString',
    42,
  ]) {
    const answer = await post({
      action,
      params: { branch: 'main', collection: 'press', slug: 'x' },
    });
    assert.is(answer.status, 422, `${String(action)}: ${answer.body}`);
  }
  const move = await post({
    action: 'persistEntry',
    params: {
      branch: 'main',
      dataFiles: [{ slug: 'x', path: PRESS, raw: 'x\n', newPath: 'content/moved.md' }],
      assets: [],
      versions: { [PRESS]: sha(readFileSync(join(root, PRESS), 'utf8')) },
    },
  });
  assert.is(move.status, 400);
  const picture = (bytes: number) =>
    post({
      action: 'persistMedia',
      params: {
        branch: 'main',
        asset: {
          path: 'static/assets/img/big-photo.webp',
          content: Buffer.alloc(bytes, 1).toString('base64'),
          encoding: 'base64',
        },
      },
    });
  const big = await picture(IMAGE_MAX_BYTES + 1);
  assert.is(big.status, 422);
  assert.match(String(big.json().error), /300 KB/);
  assert.is((await post('{"action": "getEntry", "params": ')).status, 400);
  assert.is((await post('{}')).status, 400);
  assert.is((await post('[]')).status, 400);
  assert.is((await post({ action: 'getEntry' })).status, 400);
  assert.is((await post('x'.repeat(17 * 1024 * 1024))).status, 413);
  assert.is((await post('{}', { 'content-type': 'text/plain' })).status, 415);
  assert.is(
    (await backend.send({ method: 'PUT', headers: { origin: backend.origin } })).status,
    405,
  );
  assert.is((await backend.send({ path: '/admin/api/other' })).status, 404);
  assert.equal(snapshot(), before);
  assert.not.ok(existsSync(join(root, 'static/assets/img/big-photo.webp')));
});

test("cms guard - the editor's own round trip: read, save over what it read, read the new version", async () => {
  const read = await getEntry(PRESS);
  assert.is(read.status, 200);
  const { data, file } = read.json() as { data: string; file: { id: string } };
  assert.is(file.id, sha(data));
  const saved = await persist(PRESS, data.replace('원래 제목', '고친 제목'), { [PRESS]: file.id });
  assert.is(saved.status, 200, saved.body);
  const now = readFileSync(join(root, PRESS), 'utf8');
  assert.match(now, /고친 제목/);
  assert.equal(saved.json().versions, { [PRESS]: sha(now) });
  const listed = await post({
    action: 'entriesByFolder',
    params: { branch: 'main', folder: 'content/press', extension: 'md', depth: 2 },
  });
  assert.is(listed.status, 200);
  assert.ok((listed.json() as unknown as unknown[]).length >= 1);
  const logo = await post({
    action: 'getMediaFile',
    params: { branch: 'main', path: 'static/assets/img/logo.svg' },
  });
  assert.is(logo.status, 200);
});

test('cms guard - a save over a version the page did not load is refused (409, in Korean) and the other change stays', async () => {
  const loaded = sha(readFileSync(join(root, PRESS), 'utf8'));
  const first = await persist(PRESS, '---\ntype: 보도자료\ntitle: 첫째 탭\n---\n본문\n', {
    [PRESS]: loaded,
  });
  assert.is(first.status, 200);
  const second = await persist(PRESS, '---\ntype: 보도자료\ntitle: 둘째 탭\n---\n본문\n', {
    [PRESS]: loaded,
  });
  assert.is(second.status, 409);
  assert.match(
    String(second.json().error),
    /^저장하지 않았습니다: .*다른 탭이나 다른 사람이.*새로 고쳐/,
  );
  assert.match(readFileSync(join(root, PRESS), 'utf8'), /첫째 탭/);
  // A new entry over a file that exists: the page never saw it, so it would erase it.
  const created = await persist('content/company.yaml', 'name: x\n');
  assert.is(created.status, 409);
  // With the version it now has, the second tab's save goes through.
  const again = await persist(PRESS, '---\ntype: 보도자료\ntitle: 둘째 탭\n---\n본문\n', {
    [PRESS]: first.json().versions && (first.json().versions as Record<string, string>)[PRESS],
  });
  assert.is(again.status, 200);
  // A delete over a changed file is refused too.
  const gone = await post({
    action: 'deleteFiles',
    params: {
      branch: 'main',
      paths: [PRESS],
      options: { commitMessage: 'Delete' },
      versions: { [PRESS]: loaded },
    },
  });
  assert.is(gone.status, 409);
  assert.ok(existsSync(join(root, PRESS)));
});

test.run();
