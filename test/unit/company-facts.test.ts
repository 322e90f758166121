/**
 * Every sentence the company would sign: a statement about the company that it has
 * not confirmed is a visible sample or is not there. The tests hold what can be held by words:
 * the four confirmed claims are the ones docs/glossary.md lists and the site states; wording that
 * implies customers, installations or a track record ("도입 현장", "in daily use") and the
 * company's promises about how it works stand only in blocks marked `sample: true`; an invitation
 * to invest in hatna outside its page carries its risk in the same text; nothing invites visitors
 * to a mailing list the privacy policy does not name.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../helpers/dist.ts';
import { cellsOf } from '../helpers/glossary.ts';
import { contentFiles, readerText } from '../helpers/prose.ts';
import type { Locale } from '../../site/locales.ts';
import { pageOfContentFile, toContentFile } from '../../site/routes.ts';

interface Part {
  /** 'content/company/ko/intro.md body' or '… blocks.2' */
  where: string;
  sample: boolean;
  text: string;
}

/** Every string under a value, joined: a block's headings, texts, rows and items. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** A page's parts a reader sees: its front matter's texts, each block, and its body. */
function parts(file: string): Part[] {
  const source = readFileSync(join(ROOT, file), 'utf8');
  const [, front = '', ...body] = source.split(/^---$/m);
  const data = (parse(front) ?? {}) as Record<string, unknown> & { blocks?: unknown[] };
  const { blocks = [], ...fields } = data;
  const read = (text: string) => text.split('\n').map(readerText).filter(Boolean).join(' ');
  return [
    { where: `${file} front matter`, sample: false, text: read(strings(fields).join('\n')) },
    ...blocks.map((block, i) => ({
      where: `${file} blocks.${i}`,
      sample: (block as { sample?: boolean }).sample === true,
      text: read(strings(block).join('\n')),
    })),
    { where: `${file} body`, sample: false, text: read(body.join('---')) },
  ];
}

const pages = (locale: Locale) =>
  contentFiles(ROOT).filter((f) => pageOfContentFile(f)?.locale === locale);

/**
 * Wording that claims customers, installations, a track record or the company's own ways of
 * working: true only once the company confirms it, so only inside a sample block.
 */
const UNCONFIRMED = {
  ko: /도입 현장|도입 사례|구축 사례|납품 실적|고객사 \d|현장에서 검증|검증된 (경험|기술|솔루션)|해 온 경험|만들어 온|운영해 온|매일 쓰이는|쓰이고 있습니다|누적 프로젝트|한 팀으로 묶어|끝까지 책임집니다|책임집니다|많은 (현장|기업|고객|사업장|공장)(이|들이)|대부분의 (현장|고객|기업)/,
  en: /in daily use|in use at|customers include|trusted by|proven on site|What we have proven|track record|we have delivered|projects delivered|have run systems|Having collected data|stay accountable|many (of our )?(sites|customers|clients|plants|companies|factories) (begin|start|use|choose)|most of our (customers|clients|sites)/i,
} as const;

for (const locale of ['ko', 'en'] as const) {
  test(`company facts - ${locale}: wording that claims customers, installations or a track record stands only in sample blocks`, () => {
    const found = pages(locale).flatMap((file) =>
      parts(file)
        .filter((part) => !part.sample)
        .flatMap((part) => {
          const m = UNCONFIRMED[locale].exec(part.text);
          return m ? [`${part.where}: "${m[0]}"`] : [];
        }),
    );
    assert.equal(found, []);
  });
}

test('company facts - the sample check finds what it looks for, outside sample blocks only', () => {
  assert.match('조선소 도입 현장에서 쓰입니다', UNCONFIRMED.ko);
  assert.match('safewiz is in daily use at 40 sites', UNCONFIRMED.en);
  assert.match('많은 현장이 계측으로 시작합니다', UNCONFIRMED.ko);
  assert.match('Many sites begin with metering', UNCONFIRMED.en);
  assert.not.match('주요 기능을 소개합니다', UNCONFIRMED.ko);
  const intro = parts('content/company/ko/history.md');
  assert.ok(intro.some((part) => part.sample) && intro.some((part) => !part.sample));
});

/**
 * The company's pages about itself: every block that states how the company is organized, what
 * it promises, its history, its people or its ESG record is a sample until the company confirms
 * it. A block that states no company fact (a call to action, a general explanation) is exempt.
 */
const COMPANY_BLOCK_TYPES = new Set(['features', 'figures', 'steps', 'specs', 'timeline', 'org']);
const COMPANY_PAGES = ['history', 'organization', 'esg-management', 'talent'];

for (const locale of ['ko', 'en'] as const) {
  test(`company facts - ${locale}: on the history, organization, ESG and careers pages every fact block is a sample`, () => {
    const wrong = COMPANY_PAGES.flatMap((id) => {
      const file = toContentFile(`company/${id}`, locale);
      const front = readFileSync(join(ROOT, file), 'utf8').split(/^---$/m)[1]!;
      const blocks = (parse(front) as { blocks: { type: string; sample?: boolean }[] }).blocks;
      return blocks.flatMap((block, i) =>
        COMPANY_BLOCK_TYPES.has(block.type) && !block.sample
          ? [`${file} blocks.${i} ${block.type}`]
          : [],
      );
    });
    assert.equal(wrong, []);
  });
}

/** Words that invite an investment in hatna, and the words that state its risk. */
const INVEST = {
  ko: /1만 원|투자(할|하|해)|참여/,
  en: /KRW 10,000|invest (in|from)|take part|share in/i,
} as const;
const RISK = {
  ko: /원금|보장되지|손실/,
  en: /not guaranteed|[Nn]either (your )?capital|lose (some|money|part)|investors can lose/i,
} as const;
/**
 * What else an invitation carries (금융소비자보호법 Art. 19 and 22(3)): the right to
 * ask for an explanation, and who offers the product (its seller or broker).
 */
const EXPLAIN = {
  ko: /설명해 달라고 요청|설명을 요청|설명을 받을 권리/,
  en: /to explain|an explanation/i,
} as const;
const OFFERER = {
  ko: /판매·중개하는 회사|청약을 중개하는/,
  en: /sold and brokered by|sells or brokers|brokers (the )?subscriptions/i,
} as const;
/** A list of names (three separators and no full stop), such as a table row of products. */
const LIST = /^[^.]*([,·、/][^.]*){3}$/;

for (const locale of ['ko', 'en'] as const) {
  test(`company facts - ${locale}: outside the hatna page, every text that invites an investment in hatna states its risk, the right to an explanation and who offers it`, () => {
    const files = [
      ...pages(locale),
      ...readdirSync(join(ROOT, 'content/press', locale)).map(
        (f) => `content/press/${locale}/${f}`,
      ),
    ].filter(
      (file) =>
        file !== toContentFile('solution/hatna', locale) &&
        !pageOfContentFile(file)?.id.startsWith('brochure/'),
    );
    // The home page's hatna tile says its text under the name, on a line of its own.
    const home = toContentFile('home', locale);
    const tiles = (
      parse(readFileSync(join(ROOT, home), 'utf8').split(/^---$/m)[1]!) as {
        solutions: { items: Record<string, { text: string }> };
      }
    ).solutions.items;
    const tile = `hatna ${tiles.hatna!.text}`;
    const invites = (text: string) =>
      INVEST[locale].test(text) &&
      !(RISK[locale].test(text) && EXPLAIN[locale].test(text) && OFFERER[locale].test(text));
    assert.equal(invites(tile) ? [`${home}: the hatna tile: ${tile}`] : [], []);
    const found = files.flatMap((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      if (file.includes('/press/'))
        return /hatna/.test(text) &&
          INVEST[locale].test(text) &&
          !(RISK[locale].test(text) && EXPLAIN[locale].test(text) && OFFERER[locale].test(text))
          ? [file]
          : [];
      return text.split('\n').flatMap((line, i) => {
        const seen = readerText(line);
        return /hatna/.test(seen) &&
          INVEST[locale].test(seen) &&
          !LIST.test(seen) &&
          !(RISK[locale].test(seen) && EXPLAIN[locale].test(seen) && OFFERER[locale].test(seen))
          ? [`${file}:${i + 1}: ${seen.slice(0, 80)}`]
          : [];
      });
    });
    assert.equal(found, []);
  });
}

/**
 * What a Korean investment advertisement carries (금융소비자보호법 Art. 22(3)), wherever hatna's
 * products are presented: the recommendation to read the prospectus and terms, that past results
 * promise nothing, and who the seller is. A press item on the company's site is an advertisement
 * too (FSC 금융광고규제 가이드라인, 2021), so it names where the hatna page's product structure is
 * (in words: a press item is plain text, Markdown is shown as typed).
 */
const AD = {
  ko: {
    read: /투자설명서와 약관을 읽어/,
    past: /과거[^.]*보장하지 않습니다/,
    seller: 'hatna 솔루션 페이지의 상품 구조 표',
    named: /판매·중개하는 회사는 \S+입니다/,
    explain: /설명해 달라고 요청할 수 있습니다\(금융소비자보호법 제19조\)/,
    lose: /원금의 일부나 전부를 잃을 수 있습니다/,
    loss: /손실은 투자자 본인에게 돌아갑니다/,
    advertiser: /광고 주체/,
  },
  en: {
    read: /prospectus and terms/,
    past: /[Pp]ast [^.]*(does|do) not guarantee/,
    seller: 'product structure table on the hatna solution page',
    named: /sold and brokered by [A-Z]/,
    explain: /to explain its key points to you \(Financial Consumer Protection Act, Art\. 19\)/,
    lose: /lose some or all of the money/,
    loss: /any loss is yours to bear/,
    advertiser: /Advertiser/,
  },
} as const;

for (const locale of ['ko', 'en'] as const) {
  test(`company facts - ${locale}: every press item that presents hatna's investment carries what an investment advertisement must`, () => {
    const ad = AD[locale];
    const items = readdirSync(join(ROOT, 'content/press', locale))
      .map((f) => `content/press/${locale}/${f}`)
      .filter((file) => {
        const text = readFileSync(join(ROOT, file), 'utf8');
        return /hatna/.test(text) && INVEST[locale].test(text);
      });
    assert.ok(items.length >= 2, 'the hatna press items are found');
    const missing = items.flatMap((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      return [
        ad.read.test(text) ? [] : [`${file}: no recommendation to read the prospectus and terms`],
        ad.past.test(text) ? [] : [`${file}: no word that past results guarantee nothing`],
        text.includes(ad.seller)
          ? []
          : [`${file}: does not send the reader to the product structure (the seller)`],
        ad.named.test(text) ? [] : [`${file}: does not name who sells or brokers the product`],
        ad.explain.test(text) ? [] : [`${file}: no word of the right to an explanation (Art. 19)`],
        ad.lose.test(text) ? [] : [`${file}: does not say the capital can be lost`],
        /\*\*|\]\(/.test(text) ? [`${file}: Markdown in a press item (shown as typed)`] : [],
      ].flat();
    });
    assert.equal(missing, []);
  });

  test(`company facts - ${locale}: the hatna page says a loss is the investor's and names the advertiser in its sample structure`, () => {
    const file = toContentFile('solution/hatna', locale);
    const all = parts(file);
    assert.ok(
      all.some((part) => !part.sample && AD[locale].loss.test(part.text)),
      'the notice says who bears a loss',
    );
    const front = readFileSync(join(ROOT, file), 'utf8').split(/^---$/m)[1]!;
    const blocks = (
      parse(front) as { blocks: { id?: string; sample?: boolean; rows?: { label: string }[] }[] }
    ).blocks;
    const structure = blocks.find((block) => block.id === 'structure');
    assert.ok(structure?.sample, 'the product structure is a sample block');
    assert.ok(
      structure.rows?.some((row) => AD[locale].advertiser.test(row.label)),
      'it names the advertiser',
    );
  });
}

/**
 * hatna reads as an investment product (docs/claims.md rules 11 and 12). What the
 * investor holds is a right to a share of revenue, never a stake, a plant of one's own or its
 * ownership. While the product structure is a sample, what the investor buys (the issuer, the
 * security, the broker, a licence) is stated only in sample blocks, or in the block that explains
 * the law in general. No advertising review number stands on the site as if real. The law block
 * says what the Capital Markets Act's Art. 4(1) proviso says, and the later licensing of platforms
 * stands in a sample block that says it awaits the company's counsel.
 */
const OWNING = {
  ko: /지분|투자한 발전소|내 발전소|발전소에 투자|발전소의 (주인|소유자)/,
  en: /\bstakes?\b|\byour plants?\b|\bowners?\b|\bown (a|the|part of)\b|\binvest(ing|s)? in (a |the )?(solar )?(power )?plants?\b|plants? to invest in/i,
} as const;
const STRUCTURE = {
  ko: /투자계약증권|특수목적법인|\bSPC\b|샘플증권|증권입니다|인가|등록|승인|지정/,
  en: /investment contract securit|special purpose company|\bSPC\b|Sample Securities|a security that|licen[cs]|\bregistered\b|\bapproved\b|designation/i,
} as const;
const REVIEW_NUMBER = /심의필\s*(번호\s*)?제?\s*\d|\breview (no\.? ?)?\d{2,}/i;
const PROVISO = { ko: '제4조제1항 단서', en: 'the proviso to Article 4(1)' } as const;
const TOO_BROAD = {
  ko: /발행과 유통에 자본시장법이 적용/,
  en: /governs how it is issued and traded/,
} as const;

/** The hatna page and the press items about it, and every other line that names hatna. */
function hatnaTexts(locale: Locale): { where: string; text: string }[] {
  const page = toContentFile('solution/hatna', locale);
  const press = readdirSync(join(ROOT, 'content/press', locale))
    .map((f) => `content/press/${locale}/${f}`)
    .filter((file) => /hatna/.test(readFileSync(join(ROOT, file), 'utf8')));
  const whole = [page, ...press].map((file) => ({
    where: file,
    text: readFileSync(join(ROOT, file), 'utf8'),
  }));
  const lines = pages(locale)
    .filter((file) => file !== page)
    .flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .map((line, i) => ({ where: `${file}:${i + 1}`, text: readerText(line) }))
        .filter(({ text }) => /hatna/.test(text)),
    );
  return [...whole, ...lines];
}

for (const locale of ['ko', 'en'] as const) {
  test(`company facts - ${locale}: hatna's investor holds a right to revenue, never a stake, a plant or its ownership`, () => {
    const found = hatnaTexts(locale).flatMap(({ where, text }) => {
      const m = OWNING[locale].exec(text);
      return m ? [`${where}: "${m[0]}"`] : [];
    });
    assert.equal(found, []);
  });

  test(`company facts - ${locale}: the hatna page states its structure and licences only in sample blocks or the law's explanation`, () => {
    const file = toContentFile('solution/hatna', locale);
    const front = readFileSync(join(ROOT, file), 'utf8').split(/^---$/m)[1]!;
    const blocks = (parse(front) as { blocks: { id?: string }[] }).blocks;
    const found = parts(file)
      .filter((part) => !part.sample)
      .filter((part) => {
        const index = /blocks\.(\d+)$/.exec(part.where)?.[1];
        return index === undefined || blocks[Number(index)]!.id !== 'law';
      })
      .flatMap((part) => {
        const m = STRUCTURE[locale].exec(part.text);
        return m ? [`${part.where}: "${m[0]}"`] : [];
      });
    assert.equal(found, []);
    const licensing = blocks.find((block) => block.id === 'licensing') as
      | { sample?: boolean; heading?: string }
      | undefined;
    assert.ok(licensing?.sample, 'the licensing of platforms is a sample block');
    assert.match(licensing!.heading!, locale === 'ko' ? /법률 검토 중/ : /under legal review/);
  });

  test(`company facts - ${locale}: the hatna page states the Capital Markets Act's Art. 4(1) proviso, not the whole Act`, () => {
    const file = toContentFile('solution/hatna', locale);
    const law = parts(file).find((part) => part.text.includes(PROVISO[locale]));
    assert.ok(law, `the law block cites ${PROVISO[locale]}`);
    assert.not.match(readFileSync(join(ROOT, file), 'utf8'), TOO_BROAD[locale]);
  });
}

test('company facts - no advertising review number stands on the site as if real', () => {
  const found = contentFiles(ROOT).flatMap((file) =>
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => {
        const m = REVIEW_NUMBER.exec(line);
        return m ? [`${file}:${i + 1}: "${m[0]}"`] : [];
      }),
  );
  assert.equal(found, []);
});

test('company facts - the hatna checks find what they look for', () => {
  assert.match('A small stake in renewable energy', OWNING.en);
  assert.match('the app shows how much electricity your plant produced today', OWNING.en);
  assert.match('발전소나 SPC의 지분은 아니다', OWNING.ko);
  assert.match('투자한 발전소가 오늘 만든 전기', OWNING.ko);
  assert.not.match('not ownership of the plant or shares in the SPC', OWNING.en);
  assert.match('심의필 제2025-0417호, 유효기간 2026년 4월 16일까지', REVIEW_NUMBER);
  assert.match('(review 2025-0417, valid until April 16, 2026)', REVIEW_NUMBER);
  assert.match('what you buy is not a plant but a security that gives you a right', STRUCTURE.en);
  assert.match('투자중개업 인가를 받은 금융투자회사', STRUCTURE.ko);
});

/**
 * An invitation to leave an address for news by e-mail: a list the privacy policy would have to
 * name (purpose, items, retention). The webzine's subscription lives on its own site, under that
 * site's policy, which the webzine page says.
 */
const MAILING = {
  ko: /메일링|뉴스레터|이메일로 받아 보|수신을 (멈|중단|거부)|구독 신청|(소식|보도자료|새 호)[^.]*구독/,
  en: /mailing list|newsletter|receive (them|our releases|the news) by email|subscribe to (our|the) (news|press|releases|newsletter)|sign up[^.]{0,30}(news|by email)/i,
} as const;

for (const locale of ['ko', 'en'] as const) {
  test(`company facts - ${locale}: no page invites visitors to a mailing list (the webzine's own site excepted)`, () => {
    const found = contentFiles(ROOT)
      .filter((file) => pageOfContentFile(file)?.locale === locale && !file.endsWith('webzine.md'))
      .flatMap((file) =>
        readFileSync(join(ROOT, file), 'utf8')
          .split('\n')
          .flatMap((line, i) => {
            const m = MAILING[locale].exec(readerText(line));
            return m ? [`${file}:${i + 1}: "${m[0]}"`] : [];
          }),
      );
    assert.equal(found, []);
  });
}

/** docs/glossary.md's table of the claims the company has confirmed: claim, Korean, English. */
function confirmedClaims(): { claim: string; ko: string; en: string }[] {
  const lines = readFileSync(join(ROOT, 'docs/glossary.md'), 'utf8').split('\n');
  const start = lines.indexOf('## Confirmed company claims');
  assert.ok(start > 0, 'docs/glossary.md has a "## Confirmed company claims" section');
  const rows: { claim: string; ko: string; en: string }[] = [];
  for (let i = start + 1; i < lines.length && !lines[i]!.startsWith('## '); i++) {
    const line = lines[i]!;
    if (!line.startsWith('|') || /^\|[-| ]+\|$/.test(line) || lines[i + 1]?.startsWith('|---'))
      continue;
    const [claim, ko, en] = cellsOf(line);
    rows.push({ claim: claim!, ko: ko!.replace(/`/g, ''), en: en!.replace(/`/g, '') });
  }
  return rows;
}

test('company facts - the glossary lists exactly the four confirmed claims, and the site states each in both languages', () => {
  const claims = confirmedClaims();
  assert.equal(
    claims.map((c) => c.claim),
    ['KRW 10,000', '8 concurrent XR users', '2024-01-27', 'under KRW 5 billion'],
  );
  const all = (locale: Locale) =>
    pages(locale)
      .map((file) => readFileSync(join(ROOT, file), 'utf8'))
      .join('\n');
  const ko = all('ko');
  const en = all('en');
  assert.equal(
    claims.filter((c) => !ko.includes(c.ko) || !en.includes(c.en)).map((c) => c.claim),
    [],
  );
});

test.run();
