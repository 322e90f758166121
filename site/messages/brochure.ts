/**
 * Brochure strings: the titles of the printable documents, what they print
 * around the site's own content, and the download list on the publicity page. ko is the source;
 * en is typed from it, so a missing key fails tsc.
 */
export const brochureKo = {
  'brochure.companyProfile': '회사 소개서',
  'brochure.contents': '차례',
  'brochure.source': '출처',
  'brochure.contact': '문의',
  'brochure.website': '홈페이지',
  'brochure.email': '이메일',
  'brochure.offices': '사업장',
  'brochure.made': '{{date}} 제작',
  'downloads.heading': '소개서와 브로슈어 내려받기',
  'downloads.intro':
    '회사 소개서와 솔루션 브로슈어를 PDF로 내려받을 수 있습니다. 모두 이 홈페이지의 내용으로 만들며, 페이지의 예시 자료 표시도 그대로 옮깁니다.',
  'downloads.file': '{{language}} PDF',
  'downloads.pages': '{{pages}}쪽',
  'downloads.language.ko': '한국어',
  'downloads.language.en': '영어',
} as const;

export const brochureEn: Record<keyof typeof brochureKo, string> = {
  'brochure.companyProfile': 'Company Profile',
  'brochure.contents': 'Contents',
  'brochure.source': 'Source',
  'brochure.contact': 'Contact',
  'brochure.website': 'Website',
  'brochure.email': 'Email',
  'brochure.offices': 'Offices',
  'brochure.made': 'Made on {{date}}',
  'downloads.heading': 'Download our profile and brochures',
  'downloads.intro':
    'Our company profile and solution brochures are PDF files made from the content of this website, with its sample notes where the pages show them.',
  'downloads.file': '{{language}} PDF',
  'downloads.pages': '{{pages}} pages',
  'downloads.language.ko': 'Korean',
  'downloads.language.en': 'English',
};
