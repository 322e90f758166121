/**
 * The editor's own words (docs/editing.md): what it says around Decap's interface (refusals, the
 * body editor's toolbar, the counters, the page shown when editing is not set up). Keys checked by
 * the compiler like the site's messages (site/messages/); Korean only, the writers' language.
 * `{{name}}` placeholders are filled by fillMessage (site/content/rules.ts), as the rules' are.
 */
import { fillMessage } from '../content/rules.ts';
import type { Locale } from '../routes.ts';

export const EDITOR_KO = {
  'page.title': '사이트 편집',
  'page.noscript': '편집기는 JavaScript가 켜진 브라우저에서 동작합니다.',
  'notConnected.title': '사이트 편집기가 아직 연결되지 않았습니다',
  'notConnected.lead':
    '이 주소에서 보도자료와 페이지를 고치려면 편집기를 회사 저장소(GitLab, GitHub 또는 Gitea)에 연결해야 합니다. 연결은 사이트를 배포하는 개발 담당자가 합니다.',
  'notConnected.whoHeading': '누구에게 요청하나요',
  'notConnected.who':
    '사이트를 배포하는 개발 담당자에게 이 화면의 주소를 보내고 편집기 연결을 요청하세요. 연결되면 이 화면에 로그인 버튼이 나오고, 회사 저장소 계정으로 로그인해 고칠 수 있습니다.',
  'notConnected.tellHeading': '개발 담당자에게 전할 내용',
  'notConnected.tell':
    '사이트를 빌드하는 환경에 CMS_BACKEND, CMS_REPO, CMS_BRANCH, CMS_BASE_URL, CMS_APP_ID를 설정하고 다시 배포하면 됩니다. 절차는 저장소의 docs/deploy.md, "Editing in the browser"에 있습니다.',
  'notConnected.meanwhileHeading': '그동안 할 수 있는 일',
  'notConnected.meanwhile':
    '사이트 저장소를 받아 둔 컴퓨터에서는 npm run cms를 실행하고 안내된 주소 뒤에 /admin/을 붙여 열면 바로 고칠 수 있습니다. 편집 안내는 저장소의 docs/editing.md에 있습니다.',
  'notConnected.home': '사이트 홈으로',
  'refusals.title': '저장하지 않았습니다',
  'refusals.count': '고칠 곳이 {{count}}군데 있습니다. 표시한 칸을 고친 뒤 다시 게시하세요.',
  'refusals.goTo': '이 칸으로 가기',
  'refusals.close': '닫기',
  'refusals.fixed': '고쳤습니다. 다시 게시하면 확인합니다.',
  'field.entry': '이 글',
  'conflict.changed':
    '이 화면을 연 뒤에 다른 탭이나 다른 사람이 {{which}}을 먼저 저장해서, 지금 저장하면 그 변경이 지워집니다. 고친 내용을 복사해 두고 페이지를 새로 고쳐 바뀐 내용을 불러온 다음, 고친 내용을 다시 넣어 저장하세요.',
  'conflict.file': '이 항목의 {{language}} 파일',
  'conflict.entry': '이 항목',
  'upload.unreadable':
    '"{{name}}" 파일을 사진으로 읽지 못했습니다. JPEG, PNG, WebP 사진을 올리세요.',
  'upload.photoTooLarge':
    '사진을 올리지 않았습니다: "{{name}}"은(는) 사이트가 쓰는 크기(가로 {{width}}픽셀 WebP)로 가장 낮은 화질({{quality}}%)에서도 {{size}} KB라, 사이트가 받는 {{max}} KB를 넘습니다. 세부가 덜 복잡한 사진을 고르거나, 사진을 잘라 작게 만든 뒤 다시 올리세요.',
  'upload.fileTooLarge':
    '파일을 올리지 않았습니다: "{{name}}"은(는) {{size}} KB라, 사이트가 받는 {{max}} KB를 넘습니다.',
  'upload.lowered':
    '"{{name}}"은(는) 사이트가 받는 {{max}} KB에 맞추려고 화질을 {{quality}}%로 낮췄습니다 ({{size}} KB).',
  'preview.refused': '이대로는 저장되지 않는 부분이 있습니다',
  'preview.links': '저장하면 거부되는 링크가 있습니다',
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
