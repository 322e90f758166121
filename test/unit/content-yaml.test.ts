import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ContentError } from '../../site/content/errors.ts';
import matter from 'gray-matter';
import { MATTER_OPTIONS, parseContent } from '../../site/content/front-matter.ts';
import { parseYaml } from '../../site/content/yaml.ts';
import { ROOT } from '../helpers/dist.ts';

/**
 * One YAML library (style rule 11): `yaml` reads the data and the positions of every content
 * file, and gray-matter, which splits front matter from the body, hands it the text.
 */
const files = readdirSync(join(ROOT, 'content'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.md') || f.endsWith('.yaml'))
  .map((f) => join(ROOT, 'content', f));

test('content yaml - one YAML parser: no other is a dependency or imported by our code', () => {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  const names = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
  assert.equal(
    names.filter((name) => /yaml/i.test(name)),
    ['yaml'],
  );
  const code = ['site', 'client', 'server', 'scripts', 'templates', 'test', 'tools'].flatMap(
    (dir) =>
      readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.(ts|tsx|mjs)$/.test(f))
        .map((f) => join(dir, f)),
  );
  const others = code.filter((f) =>
    /from '(js-yaml|yamljs|yaml-js)'/.test(readFileSync(join(ROOT, f), 'utf8')),
  );
  assert.equal(others, []);
});

test('content yaml - gray-matter reads front matter with yaml, so a date stays the text written', () => {
  // js-yaml, gray-matter's default engine, would make this a Date (YAML 1.1 timestamps).
  const text = '---\ndate: 2025-01-02\ntitle: a\n---\nBody\n';
  assert.equal(matter(text, MATTER_OPTIONS).data, { date: '2025-01-02', title: 'a' });
  assert.equal(parseContent('a.md', text, [])?.data, { date: '2025-01-02', title: 'a' });
});

for (const path of files) {
  test(`content yaml - ${relative(ROOT, path)} parses without errors`, () => {
    const file = relative(ROOT, path);
    const text = readFileSync(path, 'utf8');
    const errors: ContentError[] = [];
    const data = path.endsWith('.md')
      ? parseContent(file, text, errors)?.data
      : parseYaml(file, text, 1).data;
    assert.equal(errors, []);
    assert.type(data, 'object');
  });
}

test('content yaml - empty text is no data and no error; a syntax error names its line', () => {
  assert.equal(parseYaml('a.yaml', '', 1).errors, []);
  assert.is(parseYaml('a.yaml', '', 1).data, null);
  const broken = parseYaml('a.yaml', 'title: x\nblocks: [\n', 3);
  assert.is(broken.data, undefined);
  assert.ok(broken.errors.length > 0);
  assert.match(broken.errors[0]!.message, /^YAML syntax: /);
});

test.run();
