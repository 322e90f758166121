/**
 * The live backends' version check (client/admin/versions.ts): the blob sha it
 * computes from the text an entry was read from is git's own for every content file (`git
 * hash-object`), the language files and the repository requests it makes are the ones Decap's
 * multiple_folders rule and each backend's API name.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { blobRequest, gitBlobSha, localeFiles } from '../../client/admin/versions.ts';
import { ROOT } from '../helpers/dist.ts';

test('cms versions - the blob sha of every content file is the one git gives it', async () => {
  const files = readdirSync(join(ROOT, 'content'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(md|yaml)$/.test(file))
    .map((file) => join(ROOT, 'content', file));
  const fromGit = execFileSync('git', ['hash-object', '--no-filters', ...files], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n');
  const ours = await Promise.all(files.map((file) => gitBlobSha(readFileSync(file, 'utf8'))));
  assert.equal(ours, fromGit);
  assert.ok(files.length > 100);
});

test("cms versions - an entry's language files by Decap's multiple_folders rule", () => {
  assert.equal(localeFiles('content/press/2026-11-20-site.md', '2026-11-20-site'), {
    ko: 'content/press/ko/2026-11-20-site.md',
    en: 'content/press/en/2026-11-20-site.md',
  });
  assert.equal(localeFiles('content/company/intro.md', 'intro'), {
    ko: 'content/company/ko/intro.md',
    en: 'content/company/en/intro.md',
  });
});

test("cms versions - each backend is asked for the file's blob on the branch the save writes over", () => {
  const path = 'content/press/ko/2026-11-20-site.md';
  assert.equal(blobRequest({ name: 'github', repo: 'haeon/site' }, 't', path, 'main'), {
    url: 'https://api.github.com/repos/haeon/site/contents/content/press/ko/2026-11-20-site.md?ref=main',
    headers: { Authorization: 'token t', Accept: 'application/vnd.github+json' },
    field: 'sha',
  });
  const gitlab = blobRequest(
    { name: 'gitlab', repo: 'haeon/site', api_root: 'https://git.example.com/api/v4' },
    't',
    path,
    'cms/press/2026-11-20-site',
  );
  assert.equal(gitlab, {
    url: 'https://git.example.com/api/v4/projects/haeon%2Fsite/repository/files/content%2Fpress%2Fko%2F2026-11-20-site.md?ref=cms%2Fpress%2F2026-11-20-site',
    headers: { Authorization: 'Bearer t' },
    field: 'blob_id',
  });
  assert.is(
    blobRequest(
      { name: 'gitea', repo: 'haeon/site', api_root: 'https://gitea.example/api/v1' },
      't',
      path,
      'main',
    )?.url,
    'https://gitea.example/api/v1/repos/haeon/site/contents/content/press/ko/2026-11-20-site.md?ref=main',
  );
  assert.is(blobRequest({ name: 'proxy', repo: '' }, 't', path, 'main'), undefined);
});

test.run();
