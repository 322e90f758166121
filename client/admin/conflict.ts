/**
 * What a writer reads when a save would erase a change saved since the entry was opened: what
 * happened and how to get both changes, in one message; the local backend's guard
 * (scripts/cms/guard.ts) and the live backends' check (./versions.ts) both refuse with it.
 */
import { editorText } from '../../site/admin/messages.ts';
import { LOCALES, localeRow, type Locale } from '../../site/routes.ts';

/** Language names in Korean: 'en' -> '영어'. */
const KOREAN_NAMES = new Intl.DisplayNames(['ko'], { type: 'language' });

/** The language of a content file, by its folder: 'content/press/en/x.md' -> 'en'. */
function languageOf(path: string): Locale | undefined {
  return LOCALES.find((locale) => path.split('/').includes(locale));
}

/**
 * What happened and what to do, as the refusals panel lists it under its title:
 * (['content/press/en/2026-11-20-x.md']) -> '이 화면을 연 뒤에 … 이 항목의 영어 파일을 먼저 저장해서 …'
 */
export function conflictSentence(paths: readonly string[]): string {
  const languages = [...new Set(paths.map(languageOf))];
  const which =
    languages.length === 1 && languages[0]
      ? editorText('conflict.file', { language: KOREAN_NAMES.of(localeRow(languages[0]).lang)! })
      : editorText('conflict.entry');
  return editorText('conflict.changed', { which });
}

/**
 * The same with the panel's title before it, for where it stands alone (the local guard's answer,
 * which Decap shows as its notice): '저장하지 않았습니다: 이 화면을 연 뒤에 …'
 */
export function conflictMessage(paths: readonly string[]): string {
  return `${editorText('refusals.title')}: ${conflictSentence(paths)}`;
}
