import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { loadSite } from '../../site/content/load.ts';
import { ContentErrors, formatError } from '../../site/content/errors.ts';
import { ROOT } from '../helpers/dist.ts';

const { content, errors } = loadSite(join(ROOT, 'test/fixtures/broken'));
const lines = errors.map(formatError);

/** Each broken fixture gives exactly this message, with its file and line. */
const EXPECTED = [
  'content/ko/company/intro.md:11: blocks.1.type: unknown block type "carousel" (expected one of: features, figures, steps, specs, timeline, org, gallery, cta, prose)',
  'content/ko/company/intro.md:3: description: at least 20 characters',
  'content/ko/company/intro.md:15: blocks.2.items.0.value: Invalid input: expected string, received number',
  'content/ko/company/intro.md:20: link "/company/nowhere" leads nowhere (no page has this URL)',
  'content/ko/company/intro.md:20: link "/eng/contact" goes to a page in the other language (use /contact)',
  'content/en/company/intro.md:3: YAML syntax: Missing closing "quote',
  'content/en/company/history.md:1: missing front matter (expected "---" on the first line)',
  'content/ko/company/orphan.md:1: no route uses this file (routes come from site/menu.ts; rename or delete it)',
  'content/ko/company/history.md:1: file missing: the route /company/history (site/menu.ts) needs it',
  'content/ko/company/talent.md:10: link "company:careers": no such company link (expected one of: company:recruit, company:webzine, company:press)',
  'content/ko/company/talent.md:12: link "company:recruit": company links work in a cta block\'s href only (write the address in Markdown)',
  'content/popup.yaml:4: mediaSrc: a file under /assets/img or /assets/video',
  'content/popup.yaml:5: mediaType: Invalid option: expected one of "image"|"video"',
  'content/press/2024-01-01-bad-date.md:4: date: Invalid ISO date',
  'content/press/2024-01-01-bad-date.md:5: link: Invalid URL',
];

for (const message of EXPECTED) {
  test(`content errors - ${message.split(': ')[0]} ${message.split(': ')[1]}`, () => {
    assert.ok(lines.includes(message), `expected:\n${message}\nin:\n${lines.filter((l) => !l.includes('file missing')).join('\n')}`);
  });
}

test('content errors - nothing is built from broken content', () => {
  assert.is(content, undefined);
});

test('content errors - every route without its file is reported once', () => {
  const missing = lines.filter((l) => l.includes('file missing: the route'));
  assert.is(missing.length, 62 - 4);
  assert.is(new Set(missing).size, missing.length);
});

test('content errors - the build message lists each error, then the count', () => {
  const message = new ContentErrors(errors).message.split('\n');
  assert.is(message.at(-1), `${errors.length} content errors`);
  assert.is(message.length, errors.length + 1);
});

test.run();
