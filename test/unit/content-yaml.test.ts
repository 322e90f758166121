import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import matter from 'gray-matter';
import { load } from 'js-yaml';
import { parse } from 'yaml';
import { ROOT } from '../helpers/dist.ts';

/**
 * site/content/yaml.ts reads data with js-yaml and positions with `yaml`: both must read every
 * content file alike, or a line reported for an error could point at a value the build never saw.
 */
const files = readdirSync(join(ROOT, 'content'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.md') || f.endsWith('.yaml'))
  .map((f) => join(ROOT, 'content', f));

test('content yaml - there are content files to compare', () => {
  assert.ok(files.length > 70, `${files.length} files`);
});

for (const path of files) {
  test(`content yaml - js-yaml and yaml read ${relative(ROOT, path)} alike`, () => {
    const text = readFileSync(path, 'utf8');
    const yamlText = path.endsWith('.md')
      ? matter(text, { engines: { yaml: () => ({}) } }).matter
      : text;
    assert.equal(load(yamlText), parse(yamlText));
  });
}

test('content yaml - empty text is refused by js-yaml, so parseYaml asks yaml what it means', () => {
  assert.throws(() => load(''));
  assert.is(parse(''), null);
});

test.run();
