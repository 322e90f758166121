/** Home strings (ko is the source; en is typed from it, so a missing key fails tsc). */
export const homeKo = {
  'home.news.preparing': '서비스를 준비중입니다.',
} as const;

export const homeEn: Record<keyof typeof homeKo, string> = {
  'home.news.preparing': 'Service is being prepared.',
};
