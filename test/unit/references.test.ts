/**
 * Every reference resolves in the checkout (style rule 14): a comment or document that
 * cites `contracts §N`, `spec §N` or `style rule N` names a section that exists in
 * docs/contracts.md, docs/spec.md or docs/style.md; nothing cites the outside
 * documents the project was first specified in, and no code comment sends its reader to the
 * issue tracker (`issue N`): the comment says the reason itself.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = join(import.meta.dirname, '../..');
const FILES = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx|mjs|css|md|sh|jsonc|py|yaml)$|^\.ci\/run$/.test(f))
  // The writers' Markdown is the site's text; their YAML files' comments are the project's.
  .filter((f) => !f.startsWith('static/') && (!f.startsWith('content/') || f.endsWith('.yaml')));
const CODE = /\.(ts|tsx|mjs|css|sh|py|jsonc)$|^\.ci\/run$/;
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** The numbers of a document's sections: ('docs/contracts.md', /^## §(\d+)/) -> {1, 2, ...} */
function sections(file: string, heading: RegExp): Set<string> {
  const found = new Set<string>();
  for (const line of read(file).split('\n')) {
    const m = heading.exec(line);
    if (m?.[1]) found.add(m[1]);
  }
  return found;
}

const DOCS = {
  contracts: sections('docs/contracts.md', /^## §(\d+) /),
  spec: sections('docs/spec.md', /^## §(\d+) /),
  style: sections('docs/style.md', /^## Rule (\d+)\. /),
};

/** Every place a text matches: 'file:line: the match'. */
function where(pattern: RegExp, keep: (file: string) => boolean = () => true): string[] {
  const hits: string[] = [];
  for (const file of FILES.filter(keep))
    read(file)
      .split('\n')
      .forEach((line, i) => {
        for (const m of line.matchAll(pattern)) hits.push(`${file}:${i + 1}: ${m[0]}`);
      });
  return hits;
}

test('references - the documents have their numbered sections', () => {
  assert.is(DOCS.contracts.size, 24);
  assert.is(DOCS.spec.size, 9);
  assert.is(DOCS.style.size, 14);
});

test('references - every "contracts §N" and "spec §N" names a section that exists', () => {
  // "contracts §5, §15" and "§§5-6" forms: each number after the name, up to the next word.
  const broken: string[] = [];
  for (const hit of where(/\b(contracts|spec) ((?:§\d+(?:[-–]\d+)?(?:, | and | or )?)+)/g)) {
    const [, doc, numbers] = /: (contracts|spec) (.*)$/.exec(hit)!;
    for (const n of numbers!.matchAll(/§(\d+)/g))
      if (!DOCS[doc as 'contracts' | 'spec'].has(n[1]!)) broken.push(hit);
  }
  assert.equal(broken, []);
});

test('references - every "style rule N" names a rule that exists', () => {
  const broken = where(/\bstyle rules? (\d+)/g).filter(
    (hit) => !DOCS.style.has(/rules? (\d+)$/.exec(hit)![1]!),
  );
  assert.equal(broken, []);
});

test('references - nothing cites the documents outside the repository', () => {
  assert.equal(where(/\b(DECISIONS|SPEC|STYLE)(\.md)?( §\d+| rules? \d+)/g), []);
});

test('references - no code comment sends its reader to the issue tracker', () => {
  assert.equal(
    where(/\b[Ii]ssues? \d+/g, (f) => CODE.test(f)),
    [],
  );
});

test.run();
