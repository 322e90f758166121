/**
 * Blocks as built: every block marked `sample: true` carries the visible sample note
 * and no other block does (contracts §18), and the doors for job seekers, journalists and webzine
 * readers lead where content/company.yaml says, not to the sales form.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadSite } from '../../site/content/load.ts';
import { MESSAGES } from '../../site/i18n.ts';
import { ROUTES, routeOf } from '../../site/routes.ts';
import { must, page, ROOT } from '../helpers/dist.ts';

const { content } = loadSite(ROOT);

/**
 * The sections a page's blocks became, in order: the body ('.intro') and the widget are not blocks.
 */
function blockSections(outFile: string): Element[] {
  return [...page(outFile).querySelectorAll('main section.block:not(.intro):not(.widget)')];
}

for (const route of ROUTES.filter((r) => r.kind === 'page' || r.kind === 'legal')) {
  test(`blocks - ${route.url}: the sample note under each sample block and nowhere else`, () => {
    const loaded = content!.pages.get(route.url);
    if (loaded?.kind !== 'page' && loaded?.kind !== 'legal')
      throw new Error(`${route.url} did not load as a page`);
    const sections = blockSections(route.outFile);
    assert.is(sections.length, loaded.data.blocks.length, `${route.url}: one section per block`);
    const found = sections.map(
      (section) => section.querySelector('.block__sample')?.textContent ?? null,
    );
    const expected = loaded.data.blocks.map((block) =>
      block.sample ? MESSAGES[route.locale]['block.sample'] : null,
    );
    assert.equal(found, expected);
  });
}

/** [page id, the address its call to action must lead to, for whom] */
const DOORS: [string, () => string, string][] = [
  ['company/talent', () => content!.company.recruitUrl, 'job seekers: the recruitment site'],
  ['resources/webzine', () => content!.company.webzineUrl, 'webzine readers: the webzine'],
  [
    'resources/publicity',
    () => `mailto:${content!.company.emails.press}`,
    'journalists: the press mailbox',
  ],
];

for (const [id, target, who] of DOORS) {
  for (const locale of ['ko', 'en'] as const) {
    test(`blocks - ${routeOf(id, locale).url} gives ${who}`, () => {
      const links = [...page(routeOf(id, locale).outFile).querySelectorAll('main section.cta a')];
      const door = links.find((a) => a.getAttribute('href') === target());
      assert.ok(
        door,
        `no call to action links ${target()}; found ${links.map((a) => a.getAttribute('href')).join(', ')}`,
      );
      if (target().startsWith('http')) assert.is(door!.getAttribute('target'), '_blank');
      else
        assert.is(
          must(door!.closest('section')!, '.cta__address').textContent,
          target().slice('mailto:'.length),
        );
    });
  }
}

test.run();
