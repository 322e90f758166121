/**
 * The editor's formats (client/admin/formats.ts) on the real content files, as
 * Decap uses them: read a file (fromFile), hand the values through Decap's store (a JSON copy),
 * write them back (toFile). Unchanged values give the file byte for byte; one changed value gives
 * a one-line diff, with comments, key order, quotes and flow style of every other line kept.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { diffArrays } from 'diff';
import { parse } from 'yaml';
import {
  fromFrontMatter,
  fromYamlFile,
  toFrontMatter,
  toYamlFile,
  SOURCE,
} from '../../client/admin/formats.ts';
import { editYaml, pruned, sameValue } from '../../client/admin/yaml-edit.ts';
import { ROOT } from '../helpers/dist.ts';

type Data = Record<string, unknown>;
const files = readdirSync(join(ROOT, 'content'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.md') || f.endsWith('.yaml'))
  .map((f) => `content/${f.split('\\').join('/')}`)
  .sort();

/** A file as the editor reads it, its values as Decap's store hands them back, and the writer. */
function open(file: string): { text: string; data: Data; save: (data: Data) => string } {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const markdown = file.endsWith('.md');
  const data = structuredClone(markdown ? fromFrontMatter(text) : fromYamlFile(text));
  return { text, data, save: (values) => (markdown ? toFrontMatter : toYamlFile)(values) };
}

/** The lines that differ: [removed, added], as `git diff` counts them. */
function changedLines(before: string, after: string): [string[], string[]] {
  const removed: string[] = [];
  const added: string[] = [];
  for (const change of diffArrays(before.split('\n'), after.split('\n'))) {
    if (change.removed) removed.push(...change.value);
    if (change.added) added.push(...change.value);
  }
  return [removed, added];
}

type Path = (string | number)[];
/** Every text value of the data with its path; dates, one-line and multi-line text alike. */
function textLeaves(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => textLeaves(item, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value)
      .filter(([key]) => key !== SOURCE)
      .flatMap(([key, inner]) => textLeaves(inner, [...path, key]));
  return [];
}

/** The value at `path` changed the way a writer would: one line of it edited. */
function edited(data: Data, path: Path): Data {
  const copy = structuredClone(data);
  let parent = copy as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  const old = String(parent[last]);
  parent[last] = /^\d{4}-\d{2}-\d{2}$/.test(old)
    ? '2031-01-02'
    : old.replace(/^(\s*)(.*)$/m, (_, indent: string, line: string) => `${indent}${line} 수정함`);
  return copy;
}

const frontOf = (text: string) => parse(/^---\n([\s\S]*?)---\n/.exec(text)![1]!) as Data;
const valuesOf = (file: string, text: string) =>
  file.endsWith('.md') ? frontOf(text) : (parse(text) as Data);

test('cms formats - every content file read and saved unchanged is byte for byte the same', () => {
  assert.ok(files.length > 100, `${files.length} content files`);
  const differ = files.filter((file) => {
    const { text, data, save } = open(file);
    return save(data) !== text;
  });
  assert.equal(differ, []);
});

test('cms formats - one changed value in any content file is a one-line diff with that value', () => {
  const problems: string[] = [];
  let edits = 0;
  for (const file of files) {
    const { text, data, save } = open(file);
    const front = file.endsWith('.md') ? { ...data, body: undefined } : data;
    const leaves = textLeaves(front);
    // Every value of the two data files; the first, middle and last of each page's front matter.
    const chosen = file.endsWith('.yaml')
      ? leaves
      : [...new Set([leaves[0], leaves[leaves.length >> 1], leaves.at(-1)])].filter(Boolean);
    for (const path of chosen as Path[]) {
      edits++;
      const changed = edited(data, path);
      const saved = save(changed);
      const [removed, added] = changedLines(text, saved);
      if (removed.length !== 1 || added.length !== 1)
        problems.push(`${file} ${path.join('.')}: -${removed.length} +${added.length}`);
      // The saved file holds the changed values, and only those.
      const { body: _body, [SOURCE]: _source, ...values } = changed;
      if (!sameValue(valuesOf(file, saved), pruned(values)))
        problems.push(`${file} ${path.join('.')}: the saved values differ from the edited ones`);
    }
  }
  assert.ok(edits > 300, `${edits} edits`);
  assert.equal(problems, []);
});

test('cms formats - the company phone: one line, every comment, quote and flow list kept', () => {
  const { text, data, save } = open('content/company.yaml');
  const saved = save({ ...data, phone: '051-123-4567' });
  assert.equal(changedLines(text, saved), [['phone: 051-000-0000'], ['phone: 051-123-4567']]);
  assert.ok(saved.includes('samples: [legalName, representative'), 'flow list as it was');
  assert.ok(saved.includes('hosting: { ko: 샘플클라우드(주), en: "Sample Cloud Co., Ltd." }'));
  assert.ok(saved.includes('# indexNowKey: 8 to 128 letters'), 'commented-out hints kept');
});

test('cms formats - the popup: its header comment kept, the new dates quoted like the old', () => {
  const { text, data, save } = open('content/popup.yaml');
  const periods = structuredClone(data.showPeriods) as Data[];
  periods[0]!.endDate = '2025-10-09';
  const saved = save({ ...data, showPeriods: periods });
  assert.ok(saved.startsWith('# The dated home popup'));
  assert.equal(changedLines(text, saved), [
    ['    endDate: "2025-10-07"'],
    ['    endDate: "2025-10-09"'],
  ]);
});

test('cms formats - a figure of a page: its flow map stays a flow map with its spacing', () => {
  const { text, data, save } = open('content/company/ko/intro.md');
  const blocks = structuredClone(data.blocks) as Data[];
  const figures = blocks.find((block) => block.type === 'figures')!.items as Data[];
  figures[0]!.label = '부산에서 창업';
  const [removed, added] = changedLines(text, save({ ...data, blocks }));
  assert.equal(removed, ['      - { value: "2012", unit: 년, label: 부산에서 설립 }']);
  assert.equal(added, ['      - { value: "2012", unit: 년, label: 부산에서 창업 }']);
});

test('cms formats - a paragraph added to a Markdown block: only its lines added, the | kept', () => {
  const { text, data, save } = open('content/company/ko/intro.md');
  const blocks = structuredClone(data.blocks) as Data[];
  // A text area hands its text back without the last line break.
  blocks[0]!.markdown = `${String(blocks[0]!.markdown).trimEnd()}\n\n편집기에서 고친 문장입니다.`;
  const [removed, added] = changedLines(text, save({ ...data, blocks }));
  assert.equal(removed, []);
  assert.equal(
    added.map((line) => line.trim()),
    ['', '편집기에서 고친 문장입니다.'],
  );
});

test('cms formats - an item removed from the middle of a list removes its lines only', () => {
  const { text, data, save } = open('content/company.yaml');
  const addresses = structuredClone(data.addresses) as Data[];
  const [gone] = addresses.splice(1, 1);
  const [removed, added] = changedLines(text, save({ ...data, addresses }));
  assert.equal(added, []);
  assert.is(removed.length, 5);
  assert.ok(removed[0]!.includes(`id: ${String(gone!.id)}`));
});

test('cms formats - an emptied optional field leaves the file; a new one goes in field order', () => {
  const { text, data, save } = open('content/company.yaml');
  const order = Object.keys(data);
  const emptied = save({ ...data, webzineUrl: '' });
  assert.equal(changedLines(text, emptied), [['webzineUrl: https://webzine.example.com'], []]);
  const { text: popupText, data: popup } = open('content/popup.yaml');
  const keys = ['showPeriods', 'mediaSrc', 'mediaType', 'poster', 'storageKey', 'alt'];
  const added = toYamlFile({ ...popup, poster: '/assets/img/poster.webp' }, keys);
  assert.equal(changedLines(popupText, added), [[], ['poster: /assets/img/poster.webp']]);
  assert.ok(added.indexOf('poster:') > added.indexOf('mediaType:'));
  assert.ok(added.indexOf('poster:') < added.indexOf('storageKey:'));
  assert.ok(order.includes('webzineUrl'));
});

test('cms formats - a new press item is written in the style of the others', () => {
  const text = toFrontMatter({
    type: '보도자료',
    title: '제목',
    date: '2026-11-20',
    slug: 'words',
    sample: false,
    link: '',
    body: '\n본문입니다.\n\n',
  });
  assert.is(text, '---\ntype: 보도자료\ntitle: 제목\ndate: "2026-11-20"\n---\n본문입니다.\n');
});

test('cms formats - editYaml: a comment beside a changed value stays, a blank line stays', () => {
  const original = '# head\na: 1 # one\n\nb: x\n';
  assert.is(editYaml(original, { a: 2, b: 'x' }), '# head\na: 2 # one\n\nb: x\n');
  assert.is(editYaml(original, { a: 1, b: 'x' }), original);
});

test.run();
