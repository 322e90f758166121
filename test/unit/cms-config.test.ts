/**
 * The editor's configuration (contracts §19) against the build's definitions, derived a
 * second way: zod's own JSON Schema of each schema (z.toJSONSchema) and the ROUTES table. A page,
 * block type, field or choice on one side only, or a required / optional, pattern or choice that
 * disagrees, fails here. The save-time rules are checked against the build's own messages.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { z } from 'zod';
import { BLOCK_SCHEMAS } from '../../site/content/blocks.ts';
import {
  CompanyFacts,
  HOME_SOLUTION_IDS,
  PAGE_SCHEMAS,
  PopupConfig,
  PressFrontMatter,
} from '../../site/content/schemas.ts';
import { cmsConfig, backendOf } from '../../site/admin/config.ts';
import type { CmsField } from '../../site/admin/fields.ts';
import { BLOCK_LABELS } from '../../site/admin/labels.ts';
import { DEFAULT_LOCALE, ROUTES } from '../../site/routes.ts';
import {
  draftProblems,
  draftRefusals,
  type Draft,
  type SiteFacts,
} from '../../client/admin/checks.ts';
import { formOf } from '../../client/admin/entry.ts';
import { sentenceOf } from '../../client/admin/sentences.ts';

const config = cmsConfig({ CMS_LOCAL_BACKEND: 'http://127.0.0.1:9/api/v1' })!;
type Collection = {
  name: string;
  label: string;
  folder?: string;
  i18n?: boolean;
  create?: boolean;
  delete?: boolean;
  files?: { name: string; file: string; fields: CmsField[] }[];
  fields?: CmsField[];
};
const collections = config.collections as Collection[];
const byName = (name: string) => collections.find((c) => c.name === name)!;

type Json = {
  type?: string | string[];
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  anyOf?: Json[];
  oneOf?: Json[];
  enum?: unknown[];
  pattern?: string;
  const?: unknown;
  minItems?: number;
  maxItems?: number;
};
const jsonOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;

/**
 * Compares one object's fields with its JSON Schema; returns every disagreement as 'path: what'.
 */
function compare(path: string, fields: CmsField[], json: Json, skip: string[] = []): string[] {
  const problems: string[] = [];
  const props = Object.keys(json.properties ?? {}).filter((key) => !skip.includes(key));
  const names = fields.map((f) => f.name);
  for (const key of props)
    if (!names.includes(key)) problems.push(`${path}.${key}: in the schema, not in the editor`);
  for (const field of fields) {
    const inner = json.properties?.[field.name];
    if (!inner) {
      problems.push(`${path}.${field.name}: in the editor, not in the schema`);
      continue;
    }
    const required = (json.required ?? []).includes(field.name);
    if (required !== (field.required !== false) && field.widget !== 'boolean')
      problems.push(`${path}.${field.name}: required ${required} in the schema`);
    problems.push(...compareValue(`${path}.${field.name}`, field, inner));
  }
  return problems;
}

function compareValue(path: string, field: CmsField, json: Json): string[] {
  if (json.enum && JSON.stringify(json.enum) !== JSON.stringify(field.options?.map((o) => o.value)))
    return [`${path}: choices ${JSON.stringify(json.enum)} in the schema`];
  if (json.pattern && !json.pattern.includes('(?:') && field.pattern?.[0] !== json.pattern)
    return [`${path}: pattern ${json.pattern} in the schema, ${field.pattern?.[0]} in the editor`];
  if (json.type === 'object' && json.properties) return compare(path, field.fields ?? [], json);
  if (json.type === 'array' && json.items) {
    const items = json.items;
    const limits: string[] = [];
    if ((json.minItems ?? undefined) !== field.min)
      limits.push(`${path}: at least ${json.minItems}`);
    if ((json.maxItems ?? undefined) !== field.max)
      limits.push(`${path}: at most ${json.maxItems}`);
    const union = items.oneOf ?? items.anyOf;
    if (union) {
      const types = union.map((option) => option.properties!.type!.const as string);
      const editor = (field.types ?? []).map((t) => t.name);
      if (JSON.stringify(types) !== JSON.stringify(editor))
        return [...limits, `${path}: block types ${types} in the schema, ${editor} in the editor`];
      return [
        ...limits,
        ...union.flatMap((option, i) =>
          compare(`${path}[${types[i]}]`, field.types![i]!.fields ?? [], option, ['type']),
        ),
      ];
    }
    if (items.type === 'object')
      return [...limits, ...compare(`${path}[]`, field.fields ?? [], items)];
    return [...limits, ...(field.field ? compareValue(`${path}[]`, field.field, items) : [])];
  }
  return [];
}

/** The page collections: one per content folder, both languages of each page side by side. */
const pageCollections = collections.filter((c) => c.name.startsWith('pages-'));
/**
 * Decap's multiple_folders path of an entry in one language (decap-cms-core lib/i18n getFilePath),
 * first match included.
 */
const decapPath = (folder: string, slug: string, locale: string) =>
  `${folder}/${slug}.md`.replace(`/${slug}`, `/${locale}/${slug}`);

test('cms config - every page is an entry of one folder collection, edited in every language side by side', () => {
  const files: string[] = [];
  for (const collection of pageCollections) {
    assert.is(collection.i18n, true, collection.name);
    assert.is(collection.create, false, collection.name);
    assert.is(collection.delete, false, collection.name);
    for (const route of ROUTES) {
      const slug = route.contentFile.split('/').pop()!.replace(/\.md$/, '');
      if (decapPath(collection.folder!, slug, route.locale) === route.contentFile)
        files.push(route.contentFile);
    }
  }
  // Each route's file is where Decap reads and writes that page's language, in one collection only.
  assert.equal(files.sort(), ROUTES.map((r) => r.contentFile).sort());
  assert.equal(
    pageCollections.slice(0, 2).map((c) => [c.name, c.label]),
    [
      ['pages-company', '회사 소개'],
      ['pages-business', '사업 분야'],
    ],
  );
  assert.ok(config.i18n && (config.i18n as { structure: string }).structure === 'multiple_folders');
});

/** The page kind a collection's folder holds: every route in it has that kind. */
function kindOf(collection: Collection): keyof typeof PAGE_SCHEMAS {
  const kinds = new Set(
    ROUTES.filter((r) => r.contentFile.startsWith(`${collection.folder}/`)).map((r) => r.kind),
  );
  assert.is(kinds.size, 1, `${collection.name}: ${[...kinds]}`);
  return [...kinds][0] as keyof typeof PAGE_SCHEMAS;
}

test('cms config - page fields, block types, their fields, required fields, patterns and choices agree with the zod schemas', () => {
  const problems: string[] = [];
  for (const collection of pageCollections)
    problems.push(
      ...compare(
        collection.folder!,
        collection.fields!,
        jsonOf(PAGE_SCHEMAS[kindOf(collection)]),
        [],
      ).filter((p) => !p.includes('.body: in the editor')),
    );
  assert.equal(problems, []);
});

test('cms config - every page field, down to a block field, is edited in both languages', () => {
  const untranslated: string[] = [];
  const walk = (path: string, fields: CmsField[] = []) => {
    for (const field of fields) {
      if (field.i18n !== true) untranslated.push(`${path}.${field.name}`);
      walk(`${path}.${field.name}`, field.fields);
      walk(`${path}.${field.name}`, field.types);
      if (field.field) walk(`${path}.${field.name}`, [field.field]);
    }
  };
  for (const collection of pageCollections) walk(collection.name, collection.fields);
  assert.equal(untranslated, []);
});

test('cms config - press front matter, company.yaml and popup.yaml agree with their schemas', () => {
  const press = byName('press').fields!.filter((f) => !['slug', 'body'].includes(f.name));
  const settings = byName('settings').files!;
  assert.equal(compare('press', press, jsonOf(PressFrontMatter)), []);
  assert.equal(compare('company.yaml', settings[0]!.fields, jsonOf(CompanyFacts)), []);
  assert.equal(compare('popup.yaml', settings[1]!.fields, jsonOf(PopupConfig)), []);
});

test('cms config - the comparison fails on a field, block type or choice on one side only', () => {
  const json = jsonOf(PAGE_SCHEMAS.page);
  const fields = structuredClone(byName('pages-company').fields!).filter((f) => f.name !== 'body');
  assert.equal(compare('x', fields, json), []);
  const noLead = fields.filter((f) => f.name !== 'lead');
  assert.ok(compare('x', noLead, json).some((p) => p.includes('lead: in the schema')));
  const blocks = structuredClone(fields);
  blocks.find((f) => f.name === 'blocks')!.types!.pop();
  assert.ok(compare('x', blocks, json).some((p) => p.includes('block types')));
  const popup = structuredClone(byName('settings').files![1]!.fields);
  popup.find((f) => f.name === 'mediaType')!.options = [{ label: '이미지', value: 'image' }];
  assert.ok(compare('p', popup, jsonOf(PopupConfig)).some((p) => p.includes('choices')));
});

test('cms config - every block type and field has a Korean label', () => {
  const missing = Object.keys(BLOCK_SCHEMAS).filter(
    (type) => !BLOCK_LABELS[type as keyof typeof BLOCK_LABELS],
  );
  const unlabelled = new Set<string>();
  const walk = (fields: CmsField[] = []) => {
    for (const f of fields) {
      // Brand names are their own labels: lowercase wordmarks (docs/glossary.md).
      const brand = (HOME_SOLUTION_IDS as readonly string[]).includes(f.name);
      if (f.label === f.name && f.name !== 'value' && !brand) unlabelled.add(f.name);
      walk(f.fields);
      walk(f.types);
    }
  };
  for (const c of collections) {
    walk(c.fields);
    for (const f of c.files ?? []) walk(f.fields);
  }
  assert.equal([...missing, ...unlabelled], []);
});

test('cms config - backends from the environment', () => {
  assert.is(cmsConfig({}), undefined);
  assert.equal(backendOf({ CMS_BACKEND: 'gitlab', CMS_REPO: 'haeon/site', CMS_APP_ID: 'abc' }), {
    name: 'gitlab',
    repo: 'haeon/site',
    branch: 'main',
    auth_type: 'pkce',
    app_id: 'abc',
  });
  assert.throws(() => backendOf({ CMS_BACKEND: 'svn', CMS_REPO: 'x' }), /gitlab, github or gitea/);
  assert.throws(() => backendOf({ CMS_BACKEND: 'gitea', CMS_REPO: 'a/b' }), /CMS_BASE_URL/);
  assert.is(
    cmsConfig({ CMS_BACKEND: 'github', CMS_REPO: 'a/b', CMS_BASE_URL: 'https://auth.example.com' })!
      .publish_mode,
    'editorial_workflow',
  );
});

const SITE: SiteFacts = {
  pages: Object.fromEntries(
    ROUTES.map((r) => [r.url, { locale: r.locale, alternates: r.alternates, title: r.id }]),
  ),
  assets: ['/assets/img/banner-company-intro.webp'],
  facts: { ko: ['phone', 'name'], en: ['phone', 'name'] } as SiteFacts['facts'],
  kinds: Object.fromEntries(
    ROUTES.filter((r) => r.locale === DEFAULT_LOCALE).map((r) => [r.id, r.kind]),
  ) as SiteFacts['kinds'],
};
const PAGE = {
  title: '회사 개요',
  description: '부산 센텀시티에 본사를 둔 해온정보기술은 B2B IT 기업입니다.',
  banner: 'banner-company-intro.webp',
  blocks: [{ type: 'prose', markdown: '대표 전화 {{phone}}, [문의](/contact)' }],
  body: '',
};
const PAGE_EN = {
  title: 'About Us',
  description: 'Haeon IT is a Busan-based B2B technology company.',
  banner: 'banner-company-intro.webp',
  blocks: [{ type: 'prose', markdown: 'Call {{phone}}, [contact](/eng/contact)' }],
  body: '',
};
/**
 * The company overview as the editor holds it: `data` on the side of `locale`, the other side as it
 * is.
 */
const page = (data: Record<string, unknown>, locale = 'ko') => ({
  collection: 'pages-company',
  name: 'company/intro',
  isNew: false,
  data: locale === 'ko' ? { ko: data, en: PAGE_EN } : { ko: PAGE, en: data },
});
const PRESS = {
  type: '보도자료',
  title: '새 소식',
  date: '2026-01-05',
  slug: 'new-item',
  body: '본문입니다.',
};
const PRESS_EN = { type: 'Press release', title: 'News', date: '2026-01-05', body: 'Text.' };
const press = (ko: Record<string, unknown>, en?: Record<string, unknown>) => ({
  collection: 'press',
  name: '',
  isNew: true,
  data: { ko, en },
});

test('save rules - a good page and a good press item in both languages pass', () => {
  assert.equal(draftProblems(page(PAGE), SITE), []);
  assert.equal(draftProblems(press(PRESS, PRESS_EN), SITE), []);
  assert.equal(draftProblems(press({ ...PRESS, koreanOnly: true }), SITE), []);
});

test('save rules - a date in the wrong form is refused with the build message', () => {
  const problems = draftProblems(press({ ...PRESS, date: '2026.1.5' }, PRESS_EN), SITE);
  assert.ok(
    problems.some((p) => p.includes('date: Invalid ISO date')),
    problems.join('\n'),
  );
});

test('save rules - a missing required field is refused', () => {
  const problems = draftProblems(page({ ...PAGE, title: '' }), SITE);
  assert.ok(
    problems.some((p) => p.startsWith('content/company/ko/intro.md: title:')),
    problems.join('\n'),
  );
  // Both languages are saved together: the English side is checked against its own file.
  const english = draftProblems(page({ ...PAGE_EN, title: '' }, 'en'), SITE);
  assert.equal(
    english.map((p) => p.split(': ').slice(0, 2).join(': ')),
    ['content/company/en/intro.md: title'],
  );
});

test('save rules - an unknown {{fact}} is refused with the build message', () => {
  const problems = draftProblems(
    page({ ...PAGE, blocks: [{ type: 'prose', markdown: '{{fax}}' }] }),
    SITE,
  );
  assert.ok(
    problems.some((p) => p.includes('unknown company fact {{fax}} (expected one of: phone, name')),
    problems.join('\n'),
  );
});

test('save rules - a link to a route that does not exist, or to the other language, is refused', () => {
  const broken = draftProblems(page({ ...PAGE, body: '[x](/company/nowhere)' }), SITE);
  assert.ok(
    broken.some((p) => p.includes('link "/company/nowhere" leads nowhere (no page has this URL)')),
  );
  const other = draftProblems(page({ ...PAGE, body: '[x](/contact)' }, 'en'), SITE);
  assert.ok(
    other.some((p) => p.includes('goes to a page in the other language (use /eng/contact)')),
    other.join('\n'),
  );
});

test('save rules - twins that disagree on sample are refused', () => {
  const problems = draftProblems(press({ ...PRESS, sample: true }, PRESS_EN), SITE);
  assert.ok(
    problems.some((p) =>
      p.includes(
        'sample: not set, but the Korean twin content/press/ko/2026-01-05-new-item.md says sample: true',
      ),
    ),
    problems.join('\n'),
  );
});

test('save rules - the English twin cannot be forgotten silently, nor kept beside koreanOnly', () => {
  const missing = draftProblems(press(PRESS, { date: '2026-01-05' }), SITE);
  assert.ok(
    missing.some((p) =>
      p.includes(
        'English twin missing: write content/press/en/2026-01-05-new-item.md (or set koreanOnly: true)',
      ),
    ),
  );
  const both = draftProblems(press({ ...PRESS, koreanOnly: true }, PRESS_EN), SITE);
  assert.ok(
    both.some((p) =>
      p.includes('koreanOnly: true, but content/press/en/2026-01-05-new-item.md exists'),
    ),
  );
  const slug = draftProblems(press({ ...PRESS, slug: '새소식' }, PRESS_EN), SITE);
  assert.ok(slug.some((p) => p.includes('is not a press slug')));
});

/**
 * Every rule the editor refuses at save, one draft each (the cases above, and the rest of the
 * build's messages).
 */
const REFUSED: Record<string, Draft> = {
  'a date in the wrong form': press({ ...PRESS, date: '2026.1.5' }, PRESS_EN),
  'a missing required field': page({ ...PAGE, title: '' }),
  'a description too short': page({ ...PAGE, description: '짧은 설명' }),
  'a press title too long': press({ ...PRESS, title: '가'.repeat(59) }, PRESS_EN),
  'an unknown {{fact}}': page({ ...PAGE, blocks: [{ type: 'prose', markdown: '{{fax}}' }] }),
  'an empty sample mark': page({ ...PAGE, blocks: [{ type: 'prose', markdown: '{{sample:}}' }] }),
  'a link to no page': page({ ...PAGE, body: '[x](/company/nowhere)' }),
  'a link to the other language': page({ ...PAGE, body: '[x](/contact)' }, 'en'),
  'a link that is not a path': page({ ...PAGE, body: '[x](company/intro)' }),
  'a file that does not exist': page({ ...PAGE, body: '[x](/assets/img/none.webp)' }),
  'a banner that is not an image name': page({ ...PAGE, banner: '../x.png' }),
  'twins that disagree on sample': press({ ...PRESS, sample: true }, PRESS_EN),
  'a forgotten English twin': press(PRESS, { date: '2026-01-05' }),
  'a twin beside koreanOnly': press({ ...PRESS, koreanOnly: true }, PRESS_EN),
  'a slug that is not one': press({ ...PRESS, slug: '새소식' }, PRESS_EN),
  'an empty article': press({ ...PRESS, body: '' }, PRESS_EN),
  'a date unlike the file name': {
    ...press(PRESS, PRESS_EN),
    isNew: false,
    name: '2026-01-06-new-item',
  },
  'a popup without periods': {
    collection: 'settings',
    name: 'popup',
    isNew: false,
    data: { ko: { showPeriods: [] } },
  },
};

/** Each refusal of a draft as the writer reads it (client/admin/sentences.ts). */
function sentences(draft: Draft): string[] {
  const { fields, sideBySide } = formOf(config, draft);
  return draftRefusals(draft, SITE).map((problem) =>
    sentenceOf(problem, fields, draft.data[problem.locale], sideBySide),
  );
}
const HANGUL = /[\uac00-\ud7a3]/;

test("save rules - every refusal reads as one Korean sentence, without a file path or a field key, one for each of the build's", () => {
  for (const [rule, draft] of Object.entries(REFUSED)) {
    const english = draftProblems(draft, SITE);
    const korean = sentences(draft);
    assert.ok(english.length > 0, `${rule}: refused`);
    assert.is(korean.length, english.length, `${rule}: ${korean.join(' / ')}`);
    const keys = draftRefusals(draft, SITE).flatMap((p) =>
      p.path.filter((k) => typeof k === 'string'),
    );
    for (const line of korean) {
      assert.ok(HANGUL.test(line), `${rule}: "${line}" is not in Korean`);
      assert.not.match(line, /content\/|\.md\b|\.yaml\b|Error/, `${rule}: "${line}" names a file`);
      assert.not.match(
        line,
        /\((은|는|이|가|을|를)\)/,
        `${rule}: "${line}" leaves a particle open`,
      );
      assert.not.match(line, /\n/, `${rule}: "${line}" is more than one line`);
      assert.match(line, /[.다]\)?\.?$/, `${rule}: "${line}" is not a sentence`);
      for (const key of keys)
        assert.not.ok(
          new RegExp(`\\b${key}\\b`).test(line),
          `${rule}: "${line}" names the key ${key}`,
        );
    }
  }
  assert.equal(sentences(REFUSED['a forgotten English twin']!), [
    '영어판이 비어 있으니 오른쪽 영어 칸을 채우거나, 영어판을 내지 않으려면 "한국어만"을 켜 주세요.',
  ]);
  assert.equal(sentences(REFUSED['a date in the wrong form']!), [
    '한국어 날짜는 2026-11-20처럼 연-월-일로 써 주세요.',
  ]);
  assert.equal(sentences(REFUSED['a press title too long']!), [
    '한국어 제목은 검색 결과에서 잘리지 않도록 58자 이하로 줄여 주세요 (지금 59자).',
  ]);
  assert.equal(
    sentences(page({ ...PAGE, blocks: [{ type: 'prose', markdown: '[x](/company/nowhere)' }] })),
    [
      '한국어 블록 1(글 단락)의 글에 있는 링크 "/company/nowhere"가 가리키는 페이지가 없으니 "링크 넣기"에서 페이지를 골라 주세요.',
    ],
  );
});

test("save rules - a press body's broken link is refused on its body, in Korean, in each language", () => {
  const draft = press(
    { ...PRESS, body: '[제품](/company/nowhere)' },
    { ...PRESS_EN, body: 'See [the product](/solution/safewiz).' },
  );
  const problems = draftRefusals(draft, SITE);
  assert.equal(
    problems.map(({ locale, path, refusal }) => ({ locale, path, rule: refusal.rule })),
    [
      { locale: 'ko', path: ['body'], rule: 'link.noPage' },
      { locale: 'en', path: ['body'], rule: 'link.otherLanguage' },
    ],
  );
  const [korean, english] = sentences(draft);
  assert.is(
    korean,
    '한국어 본문에 있는 링크 "/company/nowhere"가 가리키는 페이지가 없으니 "링크 넣기"에서 페이지를 골라 주세요.',
  );
  assert.match(english!, /^영어 본문에 있는 링크 "\/solution\/safewiz"/);
});

test('cms config - the title shows its length against its limit, the date and file name words say what they take, and the file name words are never labelled optional', () => {
  const press = byName('press').fields!;
  const title = press.find((f) => f.name === 'title')!;
  assert.equal([title.widget, title.max_length], ['counted', 58]);
  const date = press.find((f) => f.name === 'date')!;
  assert.is(date.pattern?.[1], '날짜는 2026-11-20처럼 연-월-일로 써 주세요.');
  const slug = press.find((f) => f.name === 'slug')!;
  assert.is(slug.required, undefined);
  assert.is(slug.widget, 'press-slug');
});

test('cms config - every hint and pattern message under a field is in Korean', () => {
  const texts: string[] = [];
  const walk = (fields: CmsField[] | undefined) => {
    for (const field of fields ?? []) {
      if (field.hint) texts.push(`${field.name}: ${field.hint}`);
      if (field.pattern) texts.push(`${field.name}: ${field.pattern[1]}`);
      walk(field.fields);
      walk(field.types);
      if (field.field) walk([field.field]);
    }
  };
  for (const collection of collections) {
    walk(collection.fields);
    for (const file of collection.files ?? []) walk(file.fields);
  }
  assert.ok(texts.length > 10, `${texts.length} hints and patterns`);
  assert.equal(
    texts.filter((text) => !HANGUL.test(text)),
    [],
  );
});

test.run();
