/**
 * The media generator (tools/media, run by scripts/make-media.sh) stays a working program beside
 * the files it made: its pure parts pass their Python tests (pyflakes runs in `npm run lint`), the
 * groups that need no media tool remake their committed files byte for byte, and every file it
 * lists is in static/.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/dist.ts';
import { tempDir } from '../helpers/temp.ts';

/** Debian's python3, where python3-pyflakes and python3-fonttools install; else the one on PATH. */
const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';
const STATIC = join(ROOT, 'static');

/**
 * Runs python3 in the repo (no __pycache__ left behind); fails with its output in view on a crash.
 */
function python(args: string[], env: NodeJS.ProcessEnv = process.env) {
  const run = spawnSync(PYTHON, args, {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...env, PYTHONDONTWRITEBYTECODE: '1' },
  });
  if (run.error) throw run.error;
  return { code: run.status, out: run.stdout, err: run.stderr };
}

test('media - the pure parts pass their Python tests (test/unit/media_test.py)', () => {
  const run = python(['test/unit/media_test.py']);
  assert.is(run.code, 0, run.err);
});

test('media - every file the generator lists is in static/, once', () => {
  const run = python(['-m', 'tools.media', '--list']);
  assert.is(run.code, 0, run.err);
  const files = run.out
    .trim()
    .split('\n')
    .map((line) => line.split(' ')[1]!);
  assert.ok(files.length > 100, `only ${files.length} files listed`);
  assert.is(new Set(files).size, files.length);
  assert.equal(
    files.filter((f) => !existsSync(join(STATIC, f))),
    [],
  );
});

test('media - icons and pattern, drawn in Python alone, are byte-identical to the committed files', () => {
  const out = tempDir('media-test-');
  try {
    const run = python(['-m', 'tools.media', '--out', out, 'icons', 'pattern']);
    assert.is(run.code, 0, run.out + run.err);
    const made = readdirSync(join(out, 'assets/img'));
    assert.is(made.length, 45);
    const differ = made.filter(
      (f) =>
        !readFileSync(join(out, 'assets/img', f)).equals(
          readFileSync(join(STATIC, 'assets/img', f)),
        ),
    );
    assert.equal(differ, []);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('media - a missing tool is named with its package before anything is made', () => {
  const empty = tempDir('media-path-');
  try {
    const run = python(['-m', 'tools.media', '--out', join(empty, 'out'), 'banners'], {
      ...process.env,
      PATH: empty,
    });
    assert.is(run.code, 1);
    assert.match(
      run.err,
      'missing cwebp, rsvg-convert: run scripts/make-media.sh --install (or apt-get install webp librsvg2-bin)',
    );
    assert.not.ok(existsSync(join(empty, 'out')));
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});

test('media - an unknown group is refused with the list of groups', () => {
  const run = python(['-m', 'tools.media', '--list', 'banner']);
  assert.is(run.code, 2);
  assert.match(
    run.err,
    'unknown group banner; groups: brand icons pattern banners products solutions tiles hero aurora og popup',
  );
});

test.run();
