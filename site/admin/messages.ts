/**
 * The editor's own words (docs/editing.md): what it says around Decap's interface (refusals, the
 * body editor's toolbar, the counters, the page shown when editing is not set up). Keys checked by
 * the compiler like the site's messages (site/messages/); Korean only, the writers' language.
 * `{{name}}` placeholders are filled by site/messages/fill.ts.
 */
import { fillMessage } from '../messages/fill.ts';
import type { Locale } from '../routes.ts';

export const EDITOR_KO = {
  'refusals.title': '저장하지 않았습니다',
  'refusals.count': '고칠 곳이 {{count}}군데 있습니다. 표시한 칸을 고친 뒤 다시 게시하세요.',
  'refusals.goTo': '이 칸으로 가기',
  'refusals.close': '닫기',
  'refusals.fixed': '고쳤습니다. 다시 게시하면 확인합니다.',
  'field.entry': '이 글',
  'preview.refused': '이대로는 저장되지 않는 부분이 있습니다',
  'count.length': '{{length}} / {{max}}자',
  'count.over': '{{over}}자 넘었습니다',
  'count.under': '{{min}}자 이상',
  'slug.fixed': '파일 이름 {{slug}}: 저장한 뒤에는 바뀌지 않습니다.',
  'slug.placeholder': '예: safewiz-mobile-update',
  'body.toolbar': '본문 서식',
  'body.heading': '소제목',
  'body.bold': '굵게',
  'body.list': '목록',
  'body.link': '링크 넣기',
  'body.fact': '회사 정보 넣기',
  'body.linkTitle': '링크할 페이지를 고르세요',
  'body.factTitle': '넣을 회사 정보를 고르세요',
  'body.search': '이름으로 찾기',
  'body.cancel': '취소',
  'body.noMatch': '찾는 것이 없습니다.',
  'body.unknownFact': '없는 회사 정보입니다',
} as const;

export type EditorMessageKey = keyof typeof EDITOR_KO;

/** ('refusals.count', { count: 2 }) -> '고칠 곳이 2군데 있습니다. …' */
export const editorText = (key: EditorMessageKey, values: Record<string, string | number> = {}) =>
  fillMessage(EDITOR_KO[key], values);

/** The side of the editor a language is written on, as the writer calls it. */
export const SIDE_NAMES: Readonly<Record<Locale, string>> = { ko: '한국어', en: '영어' };
