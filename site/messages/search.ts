/**
 * Site search strings (contracts §21): the header's search, the mobile menu's and the search page
 * (ko is the source; en is typed from it).
 */
export const searchKo = {
  'search.label': '사이트 검색',
  'search.placeholder': '솔루션, 제품, 보도자료 검색',
  'search.submit': '검색',
  'search.open': '사이트 검색 열기',
  'search.close': '검색 닫기',
  'search.count': '검색 결과 {{count}}건',
  'search.countOne': '검색 결과 1건',
  'search.none':
    '‘{{query}}’에 맞는 페이지가 없습니다. 다른 낱말로 찾아보시거나 사이트맵을 이용해 주세요.',
  'search.loading': '찾는 중…',
  'search.error': '검색을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  'search.all': '검색 결과 모두 보기',
  'search.more': '결과 더 보기',
  'search.sitemap': '사이트맵',
} as const;

export const searchEn: Record<keyof typeof searchKo, string> = {
  'search.label': 'Search the site',
  'search.placeholder': 'Search solutions, products, news',
  'search.submit': 'Search',
  'search.open': 'Open site search',
  'search.close': 'Close search',
  'search.count': '{{count}} results',
  'search.countOne': '1 result',
  'search.none': 'No page matches “{{query}}”. Try other words, or browse the sitemap.',
  'search.loading': 'Searching…',
  'search.error': 'Search could not load. Please try again in a moment.',
  'search.all': 'See all results',
  'search.more': 'More results',
  'search.sitemap': 'Sitemap',
};
