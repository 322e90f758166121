/** Home strings (ko is the source; en is typed from it, so a missing key fails tsc). */
export const homeKo = {
  'home.hero.explore': '사업 분야 보기',
  'home.hero.scroll': '아래로 스크롤',
  'home.eyebrow.business': 'Business',
  'home.eyebrow.solution': 'Solutions',
  'home.eyebrow.news': 'Newsroom',
  'home.eyebrow.contact': 'Contact',
  'home.solution.more': '자세히 보기',
  'home.news.empty': '아직 등록된 소식이 없습니다.',
  'home.news.more': '소식 더보기',
  'home.news.preparing': '서비스를 준비중입니다.',
  'home.popup.title': '알림',
  'home.popup.hideToday': '오늘 하루 보지 않기',
  'home.popup.close': '닫기',
} as const;

export const homeEn: Record<keyof typeof homeKo, string> = {
  'home.hero.explore': 'Explore our business',
  'home.hero.scroll': 'Scroll down',
  'home.eyebrow.business': 'Business',
  'home.eyebrow.solution': 'Solutions',
  'home.eyebrow.news': 'Newsroom',
  'home.eyebrow.contact': 'Contact',
  'home.solution.more': 'Learn more',
  'home.news.empty': 'No news has been posted yet.',
  'home.news.more': 'More news',
  'home.news.preparing': 'Service is being prepared.',
  'home.popup.title': 'Notice',
  'home.popup.hideToday': 'Do not show again today',
  'home.popup.close': 'Close',
};
