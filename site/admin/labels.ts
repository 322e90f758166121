/**
 * The editor's Korean names for the fields of the content (site/admin/fields.ts reads them), keyed
 * by the fields the schemas have: a field without its name here, or a name no schema has, fails
 * `tsc`, as a missing message key does (site/messages/). Labels are words only: what a value looks
 * like goes in the field's hint (HINTS), which the editor shows under it as written (Decap writes
 * labels in capitals, which turned "Press release" in a label into "PRESS RELEASE").
 */
import type { z } from 'zod';
import type { BLOCK_SCHEMAS, BlockType } from '../content/blocks.ts';
import type {
  CompanyFacts,
  PAGE_SCHEMAS,
  PopupConfig,
  PressFrontMatter,
} from '../content/schemas.ts';

/** The names of an object's fields and of the fields inside them: { a: { b: 1 }[] } -> 'a' | 'b' */
type FieldNames<T> = T extends readonly (infer Item)[]
  ? FieldNames<Item>
  : T extends object
    ? { [K in keyof T & string]: K | FieldNames<T[K]> }[keyof T & string]
    : never;

type Inputs<T extends Record<string, z.ZodType>> = { [K in keyof T]: z.input<T[K]> }[keyof T];

/**
 * Every field the editor shows: the schemas' and the two the editor adds (the body, the slug
 * words).
 */
export type FieldName = FieldNames<
  | Inputs<typeof PAGE_SCHEMAS>
  | Inputs<typeof BLOCK_SCHEMAS>
  | z.input<typeof CompanyFacts>
  | z.input<typeof PopupConfig>
  | z.input<typeof PressFrontMatter>
  | { body: string; slug: string }
>;

export const FIELD_LABELS: Readonly<Record<FieldName, string>> = {
  // Pages
  title: '제목',
  description: '검색 결과 설명',
  banner: '배너 이미지',
  lead: '리드 문장',
  blocks: '블록',
  body: '본문',
  privacy: '개인정보 안내',
  sections: '구성 페이지',
  mailbox: '연락 메일함',
  allOffices: '모든 사업장 주소 인쇄',
  hero: '첫 화면',
  slogan: '슬로건',
  business: '사업 분야',
  solutions: '솔루션',
  news: '소식',
  contact: '문의',
  heading: '소제목',
  headline: '큰 제목',
  text: '문장',
  button: '버튼 글자',
  items: '항목',
  name: '이름',
  // Blocks
  type: '구분',
  sample: '샘플 (회사 확인 전)',
  intro: '소개 문장',
  icon: '아이콘',
  value: '값',
  unit: '단위',
  label: '이름표',
  rows: '행',
  entries: '항목',
  year: '연도',
  events: '사건',
  head: '최상위 조직',
  units: '부문',
  teams: '팀',
  images: '이미지',
  src: '이미지',
  alt: '대체 텍스트',
  caption: '설명',
  href: '링크',
  id: '앵커',
  markdown: '글',
  version: '버전',
  date: '날짜',
  // Home areas and solutions, by their ids; brand names are their own labels (docs/glossary.md)
  'energy-iot': '에너지 IoT',
  'marine-ict': '해양 ICT',
  'smart-city': '스마트시티',
  'digital-twin': '디지털 트윈',
  'smart-factory': '스마트팩토리',
  safety: '안전',
  design: '디자인',
  ai: 'AI',
  safewiz: 'safewiz',
  'must-xr': 'must-xr',
  hatna: 'hatna',
  enov: 'enov',
  // Press
  link: '원문 기사 주소',
  koreanOnly: '한국어만 (영어판 없음)',
  slug: '파일 이름 단어',
  // company.yaml
  legalName: '상호',
  representative: '대표자',
  businessRegistrationNumber: '사업자등록번호',
  phone: '대표 전화',
  origin: '사이트 주소',
  recruitUrl: '채용 페이지 주소',
  webzineUrl: '웹진 주소',
  emails: '메일 주소',
  product: '제품',
  press: '언론',
  addresses: '사업장 주소',
  address: '주소',
  inquiryRetentionYears: '문의 보관 기간 (년)',
  processors: '처리 위탁 업체',
  hosting: '호스팅',
  email: '메일',
  samples: '샘플로 표시할 정보',
  naverSiteVerification: '네이버 사이트 확인 코드',
  googleSiteVerification: '구글 사이트 확인 코드',
  indexNowKey: '검색 엔진 알림 키 (IndexNow)',
  ko: '한국어',
  en: '영어',
  // popup.yaml
  showPeriods: '표시 기간',
  startDate: '시작일',
  endDate: '종료일',
  mediaSrc: '이미지·영상 경로',
  mediaType: '종류',
  storageKey: '"오늘 보지 않기" 기록 이름',
};

export const BLOCK_LABELS: Readonly<Record<BlockType, string>> = {
  features: '특징 카드',
  figures: '주요 수치',
  steps: '단계',
  specs: '사양 표',
  timeline: '연혁',
  org: '조직도',
  gallery: '이미지 모음',
  cta: '행동 유도 (버튼)',
  prose: '글 단락',
  toc: '목차',
  history: '변경 이력',
};

/**
 * The choices of a select that are not field names (a sample fact's choice is its field's label).
 */
export const CHOICE_LABELS: Readonly<Record<z.input<typeof PopupConfig>['mediaType'], string>> = {
  image: '이미지',
  video: '영상',
};

/**
 * What a value looks like, under the field, where the schema's own rules (lengths, patterns) do not
 * say it already (site/admin/fields.ts adds those).
 */
export const HINTS: Readonly<Partial<Record<FieldName, string>>> = {
  description: '검색 결과에서 제목 아래에 나오는 문장입니다.',
  date: '예: 2026-11-20',
  startDate: '예: 2026-12-01',
  endDate: '예: 2026-12-10',
  type: '한국어 쪽은 "보도자료", 영어 쪽은 "Press release"처럼 씁니다.',
  link: '신문사 등에 실린 기사 주소 (https://로 시작)',
  href: '사이트 안의 경로(예: /contact) 또는 https://로 시작하는 주소',
  id: '다른 페이지가 이 블록으로 바로 갈 때 쓰는 영문 소문자 단어 (예: process)',
  businessRegistrationNumber: '예: 000-00-00000',
  origin: '예: https://www.example.com (끝에 / 없이)',
  mediaSrc: '예: /assets/img/popup-2026.webp',
  alt: '화면을 읽어 주는 프로그램이 이미지 대신 읽는 문장입니다.',
  sample: '회사가 아직 확인하지 않은 내용이면 켭니다. 사이트에 "샘플" 표시가 붙습니다.',
};

/** Fields of plain text that take several lines: paragraphs, leads. */
export const MULTILINE: ReadonlySet<FieldName> = new Set<FieldName>(['text', 'lead', 'intro']);

/** Fields of Markdown: the body editor (client/admin/widgets/body.tsx) writes them. */
export const MARKDOWN: ReadonlySet<FieldName> = new Set<FieldName>(['markdown', 'privacy', 'body']);
