/**
 * The build's messages in the writers' language (issue 24, DECISIONS §19): the build speaks
 * English to whoever runs it; the editor refuses the same things at save and shows the same
 * rules' hints in Korean. Each rule of the build is one row below, matched on the build's own
 * words, so the two cannot drift apart silently: test/unit/cms-config.test.ts sends every rule
 * the editor checks through here and fails on a message left in English.
 */
import type { z } from 'zod';
import { ko } from 'zod/locales';

type Rule = [RegExp, (...groups: string[]) => string];

/** The build's own messages (site/content/*.ts, client/admin/checks.ts), English -> Korean. */
const RULES: Rule[] = [
  // Field rules of the schemas (site/content/schemas.ts, blocks.ts).
  [/^at least (\d+) characters$/, (n) => `${n}자 이상이어야 합니다`],
  [/^at most (\d+) characters$/, (n) => `${n}자 이하여야 합니다`],
  [
    /^at most (\d+) characters \(the page title adds the company name; search results cut long titles\)$/,
    (n) =>
      `${n}자 이하여야 합니다 (페이지 제목에는 회사 이름이 붙고, 검색 결과는 긴 제목을 자릅니다)`,
  ],
  [
    /^an origin without path or trailing slash, like "(.+)"$/,
    (origin) => `경로나 끝의 "/" 없이 주소의 앞부분만 쓰세요 (예: "${origin}")`,
  ],
  [/^a route id like "(.+)"$/, (id) => `"${id}" 같은 페이지 id를 쓰세요`],
  [
    /^empty \(paste the code the search engine gives you, or delete the key to write no tag\)$/,
    () => '비어 있습니다 (검색 엔진이 준 코드를 붙여 넣거나, 태그를 쓰지 않으려면 항목을 지우세요)',
  ],
  [
    /^letters, digits, "-" and "_" only: the content="\.\.\." value of the tag the search engine gives you$/,
    () => '영문자, 숫자, "-", "_"만 쓸 수 있습니다: 검색 엔진이 준 태그의 content="..." 값입니다',
  ],
  [
    /^one address needs the id "(.+)": the privacy policy and the search engines' company data name it$/,
    (id) =>
      `주소 하나는 id가 "${id}"여야 합니다: 개인정보처리방침과 검색 엔진용 회사 정보가 이 주소를 씁니다`,
  ],
  [
    /^8 to 128 letters, digits or "-" \(the IndexNow protocol\)$/,
    () => '영문자, 숫자, "-"로 8~128자 (IndexNow 규약)',
  ],
  [
    /^a file under \/assets\/img or \/assets\/video$/,
    () => '/assets/img 또는 /assets/video 아래의 파일이어야 합니다',
  ],
  [
    /^an image file name under static\/assets\/img, like "(.+)"$/,
    (file) => `static/assets/img에 있는 이미지 파일 이름을 쓰세요 (예: "${file}")`,
  ],
  [
    /^an anchor of lowercase ASCII letters, digits and "-", starting with a letter, like "(.+)"$/,
    (word) => `앵커는 영문 소문자로 시작하고 영문 소문자, 숫자, "-"만 씁니다 (예: "${word}")`,
  ],
  [
    /^block-<n> is the automatic id of unanchored blocks: choose a word, like "(.+)"$/,
    (word) => `block-<번호>는 자동으로 붙는 id입니다: "${word}" 같은 단어를 고르세요`,
  ],
  // The editor's own patterns when the schema names no message (site/admin/fields.ts).
  [/^Invalid ISO date$/, () => 'YYYY-MM-DD 형식의 날짜를 쓰세요 (예: 2026-01-05)'],
  [/^Invalid string$/, () => '형식이 맞지 않습니다'],
  // Markdown's company facts and sample marks (site/content/markdown.ts).
  [
    /^(\{\{.*\}\}): a sample mark needs its value \(\{\{sample: (.+)\}\}\)$/,
    (raw, value) => `${raw}: 샘플 표시에는 값이 필요합니다 ({{sample: ${value}}})`,
  ],
  [
    /^unknown company fact (\{\{.*?\}\}) \(expected one of: (.+), or sample: <value>\)$/,
    (raw, names) => `없는 회사 정보 ${raw} (쓸 수 있는 이름: ${names}, 또는 sample: <값>)`,
  ],
  // Links (site/content/links.ts).
  [
    /^link "(.+)": use a site path starting with "\/" or an http\(s\) URL$/,
    (href) => `링크 "${href}": "/"로 시작하는 사이트 경로나 http(s) 주소를 쓰세요`,
  ],
  [
    /^"(.+)" leads nowhere \(no file static(.+)\)$/,
    (href, path) => `"${href}": 없는 파일입니다 (static${path} 없음)`,
  ],
  [
    /^link "(.+)" leads nowhere \(no page has this URL\)$/,
    (href) => `링크 "${href}": 이 주소의 페이지가 없습니다`,
  ],
  [
    /^link "(.+)" goes to a page in the other language \(use (.+)\)$/,
    (href, own) => `링크 "${href}": 다른 언어의 페이지로 갑니다 (${own}를 쓰세요)`,
  ],
  [
    /^link "(.+)": no such company link \(expected one of: (.+)\)$/,
    (href, names) => `링크 "${href}": 없는 회사 링크입니다 (쓸 수 있는 것: ${names})`,
  ],
  [
    /^link "(.+)": company links work in a cta block's href only \(write the address in Markdown\)$/,
    (href) =>
      `링크 "${href}": 회사 링크는 버튼(cta) 블록의 주소에만 씁니다 (본문에는 주소를 직접 쓰세요)`,
  ],
  // The press twin rules (site/content/twin-messages.ts) and the press item's file (checks.ts).
  [
    /^English twin missing: write (\S+) \(or set koreanOnly: true\)$/,
    (file) =>
      `영문판이 비어 있습니다: EN 쪽을 채우거나, 영문판을 내지 않으려면 "한국어만 (영어판 없음)"을 켜세요 (${file})`,
  ],
  [
    /^koreanOnly: true, but (\S+) exists \(remove the flag or the English file\)$/,
    (file) =>
      `"한국어만"이 켜져 있는데 영문판이 있습니다: "한국어만"을 끄거나 EN 쪽 내용을 지우세요 (${file})`,
  ],
  [
    /^sample: (.+?), but the Korean twin (\S+) says sample: (\S+) \(the twins tell one story: set the same value in both\)$/,
    (twin, _file, source) =>
      `샘플 표시가 한국어판(${onOff(source!)})과 영문판(${onOff(twin!)})에서 다릅니다: 두 판에 같은 값을 쓰세요`,
  ],
  [
    /^date "(.+)" differs from the date in the file name \((.+)\)$/,
    (date, slugDate) => `날짜 "${date}"가 파일 이름의 날짜(${slugDate})와 다릅니다`,
  ],
  [
    /^file name "(.*)" is not a press slug \(expected YYYY-MM-DD-lowercase-ascii-words, like (.+)\)$/,
    (slug, example) =>
      `파일 이름 "${slug}"가 규칙에 맞지 않습니다: 날짜 뒤에 영문 소문자 단어를 "-"로 이어 쓰세요 (예: ${example})`,
  ],
  [/^the article text \(body\) is empty$/, () => '본문이 비어 있습니다'],
  [/^no route uses this file$/, () => '이 파일을 쓰는 페이지가 없습니다'],
];

const onOff = (value: string) => (value === 'true' ? '켬' : '끔');

/** One of the build's messages in Korean; a message no rule knows stays as the build wrote it. */
export function inKorean(message: string): string {
  for (const [pattern, say] of RULES) {
    const match = pattern.exec(message);
    if (match) return say(...match.slice(1));
  }
  return message;
}

const zodKorean = ko().localeError;

/**
 * zod's own wording (a rule the schema gives no message) in Korean, in the writer's terms: an
 * empty required field says so, rather than zod's "string이 너무 작습니다".
 */
export const koreanIssues: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type' && issue.input === undefined)
    return '필수 항목입니다: 채워 주세요';
  if (issue.code === 'too_small' && issue.origin === 'string')
    return Number(issue.minimum) <= 1
      ? '비어 있습니다: 내용을 쓰세요'
      : `${issue.minimum}자 이상이어야 합니다`;
  if (issue.code === 'too_big' && issue.origin === 'string')
    return `${issue.maximum}자 이하여야 합니다`;
  if (issue.code === 'too_small' && issue.origin === 'array')
    return `${issue.minimum}개 이상 넣어 주세요`;
  if (issue.code === 'invalid_value')
    return `다음 중 하나를 고르세요: ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
  if (issue.code === 'invalid_format' && issue.format === 'date')
    return inKorean('Invalid ISO date');
  if (issue.code === 'unrecognized_keys')
    return `이 사이트가 쓰지 않는 항목입니다: ${issue.keys.join(', ')}`;
  return zodKorean(issue);
};
