/**
 * Drawing sharing cards (contracts §20): every title of the site, in both languages, laid out as
 * its card draws it, breaks between words and fits the card, with every glyph in the typeface;
 * text the typeface lacks or a title too long for a card stops the build; a card already drawn
 * is never drawn again.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadContent } from '../../build.ts';
import { cardSvg, layoutTitle, svgLines } from '../../site/builder/cards/draw.ts';
import { cardFonts } from '../../site/builder/cards/fonts.ts';
import {
  CARD_PADDING,
  TITLE_WIDTH,
  textOf,
  titleOf,
  type CardSpec,
} from '../../site/builder/cards/layout.ts';
import { balancedLines, fitTitle, greedyLines } from '../../site/builder/cards/lines.ts';
import {
  CARD_LOGO,
  cardSpecOf,
  planCards,
  writeCards,
  type CardPlan,
} from '../../site/builder/cards/cards.ts';
import { ROOT } from '../helpers/dist.ts';
import { tempDir } from '../helpers/temp.ts';

const content = loadContent(ROOT);
const specs = content.routes.flatMap((route) => {
  const card = cardSpecOf(route, content);
  return card ? [{ route, ...card }] : [];
});
const fonts = await cardFonts(specs.map((s) => textOf(s.spec)).join(''));
const logo = readFileSync(join(ROOT, CARD_LOGO), 'utf8');

test('cards - every card of the site as drawn: its title breaks between words, fits, and every glyph is there', async () => {
  assert.ok(specs.some((s) => s.spec.lang === 'ko') && specs.some((s) => s.spec.lang === 'en'));
  for (const { route, spec } of specs) {
    const title = titleOf(spec);
    const { size, lines } = await layoutTitle(title, fonts);
    // satori without embedded outlines writes each run as text: what the picture shows, by line.
    // It calls for another font where one is missing, which cardSvg turns into an error.
    const drawn = svgLines(await cardSvg(spec, logo, fonts, false), size);
    assert.equal(
      drawn.map((line) => line.text),
      lines,
      route.url,
    );
    // Every break is at a space: the lines are the title's words, in order, none cut.
    assert.is(lines.join(' '), title.replace(/\s+/g, ' ').trim(), route.url);
    for (const line of drawn)
      assert.ok(
        line.right <= CARD_PADDING + TITLE_WIDTH,
        `${route.url}: a line ends at ${line.right} px`,
      );
  }
});

test('cards - a Korean title with a middle dot is cut at spaces only, not inside its 어절', async () => {
  const title = '해온정보기술, 2025년 상반기 개발·기술영업 부문 신입 및 경력 사원 채용';
  const { lines } = await layoutTitle(title, fonts);
  assert.ok(lines.length > 1, 'wraps');
  assert.ok(
    lines.some((line) => line.split(' ').includes('개발·기술영업')),
    lines.join(' / '),
  );
});

test('cards - lines: greedy, balanced, and the largest size that fits', () => {
  const measured = { words: ['a', 'bb', 'c', 'dd'], widths: [10, 20, 10, 20], space: 5 };
  assert.equal(greedyLines(measured, 40), [
    ['a', 'bb'],
    ['c', 'dd'],
  ]);
  assert.equal(greedyLines(measured, 50), [['a', 'bb', 'c'], ['dd']]);
  // Two lines either way; balanced, the last is not left with one short word.
  assert.equal(balancedLines(measured, 50), [
    ['a', 'bb'],
    ['c', 'dd'],
  ]);
  const sizes = [
    { size: 200, lines: 1 },
    { size: 100, lines: 2 },
  ];
  assert.equal(fitTitle(measured, 100, sizes, 40), {
    size: 100,
    lines: ['a bb', 'c dd'],
    width: 35,
  });
  assert.is(fitTitle(measured, 100, sizes, 15), undefined, 'a word wider than the line');
});

test('cards - a character the typeface lacks stops the card, named', async () => {
  const spec: CardSpec = {
    layout: 'page',
    lang: 'ko',
    title: '韓國 안전',
    host: 'www.example.com',
  };
  const withHanja = await cardFonts(textOf(spec));
  try {
    await cardSvg(spec, logo, withHanja);
    assert.unreachable('drawn with a missing glyph');
  } catch (error) {
    assert.match(String(error), 'Pretendard has no glyph for "韓" (U+97D3), "國" (U+570B)');
  }
});

test('cards - a title longer than a card holds is refused', async () => {
  const title = '안전보건 '.repeat(40).trim();
  try {
    await layoutTitle(title, await cardFonts(title));
    assert.unreachable('laid out');
  } catch (error) {
    assert.match(String(error), 'the title does not fit 4 lines at 48 px: shorten it');
  }
});

test('cards - only cards whose text changed are drawn; the rest are reused from the cache', async () => {
  const folder = tempDir('cards-');
  try {
    const all = planCards(ROOT, content);
    const pick = (urls: string[]): CardPlan => new Map(urls.map((url) => [url, all.get(url)!]));
    const plan = pick(['/company/intro', '/eng/company/intro']);
    const cache = join(folder, 'cache');
    assert.equal(await writeCards(plan, ROOT, join(folder, 'a'), cache), { drawn: 2, reused: 0 });
    assert.equal(await writeCards(plan, ROOT, join(folder, 'b'), cache), { drawn: 0, reused: 2 });
    const intro = all.get('/company/intro')!;
    const renamed = {
      ...intro,
      spec: { ...intro.spec, title: '회사 소개' },
      url: '/assets/cards/0000000000000000.png',
    };
    const changed: CardPlan = new Map([...plan, ['/company/intro', renamed]]);
    assert.equal(await writeCards(changed, ROOT, join(folder, 'c'), cache), {
      drawn: 1,
      reused: 1,
    });
    assert.equal(readdirSync(join(folder, 'c/assets/cards')).length, 2);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test.run();
