/** The writers' guide stays true: the examples in CONTENT.md pass the schemas the build uses. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import matter from 'gray-matter';
import { MATTER_OPTIONS } from '../../site/content/front-matter.ts';
import { Block, BLOCK_SCHEMAS } from '../../site/content/blocks.ts';
import {
  BrochureFrontMatter,
  PageFrontMatter,
  PopupConfig,
  PressFrontMatter,
  PressTwinFrontMatter,
} from '../../site/content/schemas.ts';
import { ROOT } from '../helpers/dist.ts';

const guide = readFileSync(join(ROOT, 'CONTENT.md'), 'utf8');
/** ('```yaml\na: 1\n```') -> ['a: 1\n'] */
const fenced = (lang: string) =>
  [...guide.matchAll(new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``, 'g'))].map((m) => m[1]!);
const blockExamples = fenced('yaml').filter((text) => text.trimStart().startsWith('- type:'));

test('content guide - every block type has an example', () => {
  const types = blockExamples.map((text) => (parse(text) as { type: string }[])[0]!.type);
  assert.equal([...types].sort(), Object.keys(BLOCK_SCHEMAS).sort());
});

test('content guide - every block example is valid', () => {
  for (const text of blockExamples) {
    const result = Block.safeParse((parse(text) as unknown[])[0]);
    assert.ok(result.success, `${text}\n${result.error?.message}`);
  }
});

test('content guide - the page, press (Korean and English) and popup examples are valid', () => {
  const [page, press, pressEn] = fenced('markdown')
    .filter((text) => text.startsWith('---'))
    .map((text) => matter(text, MATTER_OPTIONS).data);
  assert.ok(
    PageFrontMatter.safeParse(page).success,
    JSON.stringify(PageFrontMatter.safeParse(page).error?.issues),
  );
  assert.ok(
    PressFrontMatter.safeParse(press).success,
    JSON.stringify(PressFrontMatter.safeParse(press).error?.issues),
  );
  assert.ok(
    PressTwinFrontMatter.safeParse(pressEn).success,
    JSON.stringify(PressTwinFrontMatter.safeParse(pressEn).error?.issues),
  );
  const popup = fenced('yaml').find((text) => text.startsWith('showPeriods:'))!;
  assert.ok(PopupConfig.safeParse(parse(popup)).success);
});

test('content guide - the brochure example is valid', () => {
  const [example] = fenced('yaml').filter(
    (text) => text.startsWith('---') && text.includes('sections:'),
  );
  assert.ok(example, 'CONTENT.md has no brochure example');
  const result = BrochureFrontMatter.safeParse(matter(example, MATTER_OPTIONS).data);
  assert.ok(result.success, `${example}\n${result.error?.message}`);
});

test.run();
