import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HtmlValidate } from 'html-validate';
import { pagesByUrl } from '../../site/pages.ts';
import { page, DIST, PAGES } from '../helpers/dist.ts';
import { MARKUP_RULES } from '../helpers/markup.ts';

const FILES = PAGES.map((r) => r.outFile);
const BY_URL = pagesByUrl(PAGES);
const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });

test('validity - every page passes html-validate (recommended preset) with no error', async () => {
  const problems: string[] = [];
  for (const file of FILES) {
    const report = await validator.validateString(readFileSync(join(DIST, file), 'utf8'), file);
    for (const result of report.results) {
      for (const m of result.messages)
        problems.push(`${file}:${m.line}:${m.column}: ${m.ruleId}: ${m.message}`);
    }
  }
  assert.equal(problems, []);
});

test('validity - the preset runs every rule of KWCAG 4.1.1 (markup errors) as an error', async () => {
  const rules = (await validator.getConfigFor('page.html')).getRules();
  assert.equal(
    MARKUP_RULES.filter((rule) => (rules.get(rule)?.[0] ?? 0) < 2),
    [],
  );
});

test('validity - every #fragment link points at an element of its target page', () => {
  const broken: string[] = [];
  for (const file of FILES) {
    for (const a of page(file).querySelectorAll('a[href*="#"]')) {
      const href = a.getAttribute('href')!;
      if (/^[a-z]+:/.test(href)) continue;
      const [path, fragment] = href.split('#') as [string, string];
      const target = path ? BY_URL.get(path.replace(/\?.*$/, ''))?.outFile : file;
      if (!target || !fragment || !page(target).getElementById(fragment))
        broken.push(`${file}: ${href}`);
    }
  }
  assert.equal(broken, []);
});

test.run();
