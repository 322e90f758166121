/**
 * Press strings (the list, article and pressView pages; the feeds' titles) (ko is the source; en is
 * typed from it, so a missing key fails tsc).
 */
export const pressKo = {
  'press.empty': '등록된 보도자료가 없습니다.',
  'press.heading': '보도자료 목록',
  'press.error': '보도자료를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  'press.retry': '다시 시도',
  'press.total': '전체 {{count}}건',
  'press.pagination': '보도자료 페이지',
  'press.prev': '이전 페이지',
  'press.next': '다음 페이지',
  'press.page': '{{page}} 페이지',
  'press.pageTitle': '{{title}} ({{page}}페이지)',
  'press.pageDescription': '{{description}} 목록 {{page}}페이지입니다.',
  'press.koreanOnly': '한국어 기사',
  'press.feed': '보도자료 RSS',
  'press.forwarding': '보도자료 기사 페이지로 이동합니다.',
  'press.forwardLink': '이동하지 않으면 여기를 눌러 주세요.',
  'press.indexNoscript':
    '이 주소는 보도자료를 번호(seq)로 가리킵니다. JavaScript 없이는 해당 기사로 자동으로 이동할 수 없으니, 아래에서 주소의 번호와 같은 번호의 기사를 선택해 주세요.',
  'press.seq': '{{seq}}번',
  'press.date': '게시일',
  'press.type': '구분',
  'press.back': '목록으로',
  'press.original': '기사 원문 보기',
  'press.missingSeq': '볼 보도자료가 주소에 지정되지 않았습니다. 목록에서 소식을 선택해 주세요.',
  'press.notFound': '해당 보도자료를 찾을 수 없습니다. 삭제되었거나 주소가 잘못되었을 수 있습니다.',
  'press.detailLoading': '보도자료를 불러오는 중입니다.',
  'press.sample': '샘플',
  'press.sampleNote':
    '샘플 기사입니다. 회사가 확인하지 않은 예시 내용이며, 실제 보도자료로 바뀝니다.',
} as const;

export const pressEn: Record<keyof typeof pressKo, string> = {
  'press.empty': 'There are no press releases yet.',
  'press.heading': 'All press releases',
  'press.error': 'We could not load the press releases. Please try again in a moment.',
  'press.retry': 'Try again',
  'press.total': '{{count}} items',
  'press.pagination': 'Press release pages',
  'press.prev': 'Previous page',
  'press.next': 'Next page',
  'press.page': 'Page {{page}}',
  'press.pageTitle': '{{title}} (page {{page}})',
  'press.pageDescription': '{{description}} Page {{page}} of the list.',
  'press.koreanOnly': 'In Korean',
  'press.feed': 'Press releases (RSS)',
  'press.forwarding': 'Taking you to the press release.',
  'press.forwardLink': 'If nothing happens, select this link.',
  'press.indexNoscript':
    'This address points to a press release by its number (seq). Without JavaScript we cannot take you there automatically: please choose the item with the same number as the address below.',
  'press.seq': 'No. {{seq}}',
  'press.date': 'Published',
  'press.type': 'Type',
  'press.back': 'Back to the list',
  'press.original': 'Read the original article',
  'press.missingSeq':
    'This address does not say which press release to show. Please choose one from the list.',
  'press.notFound':
    'We could not find this press release. It may have been removed, or the address may be wrong.',
  'press.detailLoading': 'Loading the press release.',
  'press.sample': 'Sample',
  'press.sampleNote':
    'Sample article: example content the company has not confirmed, to be replaced by its real press releases.',
};

export type PressKey = keyof typeof pressKo;
