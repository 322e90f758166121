/**
 * What a writer reads when a save would erase a change saved since the entry was opened (issue 45
 * point 1): what happened and how to get both changes, in one message; the local backend's guard
 * (scripts/cms/guard.ts) and the live backends' check (./versions.ts) both refuse with it.
 */
import { LOCALES, localeRow, type Locale } from '../../site/routes.ts';

/** Language names in Korean: 'en' -> '영어'. */
const KOREAN_NAMES = new Intl.DisplayNames(['ko'], { type: 'language' });

/** The language of a content file, by its folder: 'content/press/en/x.md' -> 'en'. */
function languageOf(path: string): Locale | undefined {
  return LOCALES.find((locale) => path.split('/').includes(locale));
}

/**
 * (['content/press/en/2026-11-20-x.md']) -> '저장하지 않았습니다: ... 이 항목의 영어 파일을 먼저 저장해서 ...'
 */
export function conflictMessage(paths: readonly string[]): string {
  const languages = [...new Set(paths.map(languageOf))];
  const which =
    languages.length === 1 && languages[0]
      ? `이 항목의 ${KOREAN_NAMES.of(localeRow(languages[0]).lang)} 파일`
      : '이 항목';
  return `저장하지 않았습니다: 이 화면을 연 뒤에 다른 탭이나 다른 사람이 ${which}을 먼저 저장해서, 지금 저장하면 그 변경이 지워집니다. 고친 내용을 복사해 두고 페이지를 새로 고쳐 바뀐 내용을 불러온 다음, 고친 내용을 다시 넣어 저장하세요.`;
}
