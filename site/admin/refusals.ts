/**
 * What the editor tells a writer when it refuses a save (docs/editing.md): one Korean sentence
 * for each rule of the content, typed from the build's rules (site/content/rules.ts), so a rule
 * without its Korean fails `tsc`, plus the rules zod itself applies where a schema names none
 * (a required field, a length, a date). A sentence names the field as the writer sees it ("영어
 * 제목", "한국어 블록 2(글 단락)의 글"), never a file path or a field key.
 */
import type { z } from 'zod';
import { refusalOfIssue, type Refusal, type RuleKey, type RuleValues } from '../content/rules.ts';

/** The checks zod makes itself, by what they ask of the writer. */
export type ZodRule =
  | 'zod.required'
  | 'zod.tooFew'
  | 'zod.tooMany'
  | 'zod.count'
  | 'zod.numberTooSmall'
  | 'zod.numberTooBig'
  | 'zod.integer'
  | 'zod.choice'
  | 'zod.date'
  | 'zod.url'
  | 'zod.email'
  | 'zod.format'
  | 'zod.unknownKeys'
  | 'zod.type';

/** A refusal the editor says: one of the build's rules, or one of zod's own checks. */
export interface EditorRefusal {
  rule: RuleKey | ZodRule;
  values: RuleValues;
}

/**
 * The sentences. `{{field}}` is the field as the writer sees it; a particle written in both forms
 * ('은(는)', '이(가)', '을(를)', '과(와)', '으로(로)') takes the one the word before it needs.
 */
export const REFUSALS_KO: Readonly<Record<RuleKey | ZodRule, string>> = {
  'text.tooShort': '{{field}}은(는) {{min}}자 이상 써 주세요 (지금 {{length}}자).',
  'text.tooLong': '{{field}}은(는) {{max}}자 이하로 줄여 주세요 (지금 {{length}}자).',
  'title.tooLong':
    '{{field}}은(는) 검색 결과에서 잘리지 않도록 {{max}}자 이하로 줄여 주세요 (지금 {{length}}자).',
  'origin.form': '{{field}}은(는) 경로나 끝의 "/" 없이 "{{example}}"처럼 써 주세요.',
  'routeId.form': '{{field}}에는 "{{example}}"처럼 사이트의 페이지 경로를 써 주세요.',
  'verification.empty':
    '{{field}}이(가) 비어 있으니 검색 엔진이 준 코드를 붙여 넣거나 이 항목을 지워 주세요.',
  'verification.form':
    '{{field}}에는 검색 엔진이 준 태그의 코드 값(영문자, 숫자, "-", "_")만 붙여 넣어 주세요.',
  'addresses.headOffice':
    '개인정보처리방침과 검색 엔진용 회사 정보가 쓰는 본사 주소("{{id}}")가 {{field}}에 있어야 합니다.',
  'indexNow.form': '{{field}}은(는) 영문자, 숫자, "-"로 8자에서 128자까지 써 주세요.',
  'popup.media': '{{field}}에는 /assets/img 또는 /assets/video 아래의 파일을 써 주세요.',
  'image.name': '{{field}}은(는) "이미지 선택"으로 사이트의 이미지 가운데서 골라 주세요.',
  'anchor.form':
    '{{field}}은(는) 영문 소문자로 시작해 영문 소문자, 숫자, "-"만으로 써 주세요 (예: {{example}}).',
  'anchor.automatic': '{{field}}에는 "block-숫자"가 아닌 단어를 써 주세요 (예: {{example}}).',
  'businessNumber.form':
    '{{field}}은(는) 000-00-00000처럼 숫자 세 자리, 두 자리, 다섯 자리를 "-"로 이어 써 주세요.',
  'businessNumber.checkDigit':
    '{{field}} "{{value}}"의 마지막 숫자가 맞지 않으니 사업자등록증에서 번호를 다시 옮겨 써 주세요.',
  'fact.sampleEmpty': '{{field}}에 쓴 {{raw}}에 샘플로 표시할 값을 넣어 주세요.',
  'fact.unknown':
    '{{field}}에 쓴 {{raw}}은(는) 없는 회사 정보이니 "회사 정보 넣기"에서 골라 주세요.',
  'link.notPath':
    '{{field}}에 있는 링크 "{{href}}"은(는) "/"로 시작하는 사이트 경로나 https://로 시작하는 주소로 바꿔 주세요.',
  'link.noFile': '{{field}}에 있는 링크 "{{href}}"이(가) 가리키는 파일이 사이트에 없습니다.',
  'link.noPage':
    '{{field}}에 있는 링크 "{{href}}"이(가) 가리키는 페이지가 없으니 "링크 넣기"에서 페이지를 골라 주세요.',
  'link.otherLanguage':
    '{{field}}에 있는 링크 "{{href}}"은(는) 다른 언어의 페이지로 가니 "{{own}}"으로(로) 바꿔 주세요.',
  'link.noCompanyLink':
    '{{field}}에 있는 "{{href}}"은(는) 없는 회사 링크이니 다음 가운데 하나를 써 주세요: {{names}}.',
  'link.companyOutsideCta':
    '{{field}}에 있는 회사 링크 "{{href}}"은(는) 행동 유도(버튼) 블록의 링크에만 쓸 수 있으니 여기에는 주소를 직접 써 주세요.',
  'twin.missing':
    '영어판이 비어 있으니 오른쪽 영어 칸을 채우거나, 영어판을 내지 않으려면 "한국어만"을 켜 주세요.',
  'twin.besideKoreanOnly':
    '"한국어만"이 켜져 있는데 영어판이 있으니 "한국어만"을 끄거나 영어 칸을 비워 주세요.',
  'twin.sampleDisagrees': '샘플 표시가 한국어판과 영어판에서 다르니 두 판을 같게 맞춰 주세요.',
  'press.dateDiffers':
    '{{field}} "{{date}}"이(가) 파일 이름의 날짜({{slugDate}})와 다르니 같게 맞춰 주세요.',
  'press.slug':
    '{{field}}에는 영문 소문자와 숫자로 된 단어를 "-"로 이어 써 주세요 (예: safewiz-mobile-update).',
  'press.bodyEmpty': '{{field}}이(가) 비어 있으니 기사를 써 주세요.',
  'page.noRoute': '이 글을 쓰는 페이지가 사이트에 없으니 개발 담당자에게 알려 주세요.',
  'zod.required': '{{field}}을(를) 채워 주세요.',
  'zod.tooFew': '{{field}}에 {{min}}개 이상 넣어 주세요.',
  'zod.tooMany': '{{field}}에는 {{max}}개까지 넣을 수 있습니다.',
  'zod.count': '{{field}}에는 꼭 {{count}}개를 넣어 주세요.',
  'zod.numberTooSmall': '{{field}}에는 {{min}} 이상의 수를 써 주세요.',
  'zod.numberTooBig': '{{field}}에는 {{max}} 이하의 수를 써 주세요.',
  'zod.integer': '{{field}}에는 소수점 없는 수를 써 주세요.',
  'zod.choice': '{{field}}은(는) 다음 가운데 하나로 골라 주세요: {{values}}.',
  'zod.date': '{{field}}은(는) 2026-11-20처럼 연-월-일로 써 주세요.',
  'zod.url': '{{field}}에는 https://로 시작하는 주소를 써 주세요.',
  'zod.email': '{{field}}에는 name@example.com 같은 메일 주소를 써 주세요.',
  'zod.format': '{{field}}의 형식이 맞지 않으니 안내 문구대로 고쳐 주세요.',
  'zod.unknownKeys':
    '{{field}}에 이 사이트가 쓰지 않는 항목({{keys}})이 있으니 개발 담당자에게 알려 주세요.',
  'zod.type': '{{field}}에 맞지 않는 값이 들어 있으니 다시 써 주세요.',
};

/** A zod issue before zod words it (what a parse's `error` map receives). */
type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

/** The length of a text the issue is about, for "지금 63자". */
const lengthOf = (issue: RawIssue) =>
  typeof issue.input === 'string' ? issue.input.length : undefined;

/**
 * The refusal an issue stands for: its schema's rule (written with byRule), or zod's own check.
 * ({ code: 'too_big', origin: 'string', maximum: 58, input: '가…' })
 * -> { rule: 'text.tooLong', values: { max: 58, length: 63 } }
 */
export function issueRefusal(issue: RawIssue): EditorRefusal {
  const length = lengthOf(issue);
  const withLength = (values: RuleValues) =>
    length === undefined ? values : { ...values, length };
  const named: Refusal | undefined = refusalOfIssue(issue as never);
  if (named) return { rule: named.rule, values: withLength(named.values) };
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return { rule: 'zod.required', values: {} };
      return { rule: issue.expected === 'int' ? 'zod.integer' : 'zod.type', values: {} };
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? { rule: 'zod.required', values: {} }
          : { rule: 'text.tooShort', values: withLength({ min: Number(issue.minimum) }) };
      if (issue.origin === 'array')
        return issue.exact
          ? { rule: 'zod.count', values: { count: Number(issue.minimum) } }
          : { rule: 'zod.tooFew', values: { min: Number(issue.minimum) } };
      return { rule: 'zod.numberTooSmall', values: { min: Number(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string')
        return { rule: 'text.tooLong', values: withLength({ max: Number(issue.maximum) }) };
      if (issue.origin === 'array')
        return issue.exact
          ? { rule: 'zod.count', values: { count: Number(issue.maximum) } }
          : { rule: 'zod.tooMany', values: { max: Number(issue.maximum) } };
      return { rule: 'zod.numberTooBig', values: { max: Number(issue.maximum) } };
    case 'invalid_value':
      return {
        rule: 'zod.choice',
        values: { values: issue.values.map((value) => `"${String(value)}"`).join(', ') },
      };
    case 'invalid_format':
      if (issue.format === 'date') return { rule: 'zod.date', values: {} };
      if (issue.format === 'url') return { rule: 'zod.url', values: {} };
      if (issue.format === 'email') return { rule: 'zod.email', values: {} };
      return { rule: 'zod.format', values: {} };
    case 'unrecognized_keys':
      return { rule: 'zod.unknownKeys', values: { keys: issue.keys.join(', ') } };
    case 'not_multiple_of':
      return { rule: 'zod.integer', values: {} };
    default:
      return { rule: 'zod.type', values: {} };
  }
}

/** Does a word end in a consonant when read aloud (받침), and is that consonant ㄹ? */
function finalSound(char: string): 'none' | 'rieul' | 'other' {
  const code = char.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const final = (code - 0xac00) % 28;
    return final === 0 ? 'none' : final === 8 ? 'rieul' : 'other';
  }
  // Digits and Latin letters as Korean reads them: 일, 칠, 팔, 엘, 알 end in ㄹ; 영, 삼, 육, 엠, 엔 in
  // another.
  if ('178lLrR'.includes(char)) return 'rieul';
  if ('036mMnN'.includes(char)) return 'other';
  return 'none';
}

const PARTICLES: Record<string, [withFinal: string, without: string]> = {
  '은(는)': ['은', '는'],
  '이(가)': ['이', '가'],
  '을(를)': ['을', '를'],
  '과(와)': ['과', '와'],
  '으로(로)': ['으로', '로'],
};

/**
 * Each particle written in both forms, as the word before it needs (quotes and brackets between
 * them are skipped): ('제목은(는)') -> '제목은'; ('"/eng/contact"으로(로)') -> '"/eng/contact"로'
 */
export function withParticles(text: string): string {
  return text.replace(
    /([^\s"'”’)\]])(["'”’)\]]*)(은\(는\)|이\(가\)|을\(를\)|과\(와\)|으로\(로\))/g,
    (_match, char: string, closing: string, both: string) => {
      const sound = finalSound(char);
      const [withFinal, without] = PARTICLES[both]!;
      const takesFinal = both === '으로(로)' ? sound === 'other' : sound !== 'none';
      return `${char}${closing}${takesFinal ? withFinal : without}`;
    },
  );
}

/**
 * The sentence of a refusal about `field`:
 * ({ rule: 'text.tooLong', values: { max: 58, length: 63 } }, '영어 제목')
 * -> '영어 제목은 58자 이하로 줄여 주세요 (지금 63자).'
 */
export function sayInKorean(refusal: EditorRefusal, field: string): string {
  const values: RuleValues = { ...refusal.values, field };
  const filled = REFUSALS_KO[refusal.rule].replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
  // A length zod did not know (the rule had no text to count) is left out, brackets and all.
  return withParticles(filled.replace(/ \(지금 \{\{length\}\}자\)/, ''));
}
