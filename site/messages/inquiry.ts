/**
 * Field messages of contracts §6, exact texts (ko is the source; en is typed from it). Keys are
 * `inquiry.` and a payload field, plus `country` (the district of an inquiry from abroad,
 * contracts §17), `emailInvalid`, `tooLong` and `oneLine` (our own: the table has no
 * text for an over-long value, `{{max}}` the limit, nor for a line break inside a one-line field).
 * The shared schema (site/inquiry/schema.ts) is given them as labels: the server the Korean ones,
 * the contact form its page's.
 */
export const inquiryKo = {
  'inquiry.inquiryType': '문의 유형을 선택해 주세요.',
  'inquiry.businessField': '사업 분야를 선택해 주세요.',
  'inquiry.budget': '예산을 선택해 주세요.',
  'inquiry.budgetAmount': '예산 금액을 입력해 주세요.',
  'inquiry.province': '시/도를 선택해 주세요.',
  'inquiry.district': '시/군/구를 선택해 주세요.',
  'inquiry.country': '국가를 선택해 주세요.',
  'inquiry.addressDetail': '상세 주소를 입력해 주세요.',
  'inquiry.name': '이름을 입력해 주세요.',
  'inquiry.position': '직책을 입력해 주세요.',
  'inquiry.company': '회사명을 입력해 주세요.',
  'inquiry.phone': '연락처를 입력해 주세요.',
  'inquiry.email': '이메일을 입력해 주세요.',
  'inquiry.emailInvalid': '이메일 형식이 올바르지 않습니다. 다시 입력해 주세요.',
  'inquiry.privacyConsent': '개인정보 수집 및 이용에 동의해 주세요.',
  'inquiry.notes': '추가 요청사항을 다시 확인해 주세요.',
  'inquiry.tooLong': '{{max}}자 이내로 입력해 주세요.',
  'inquiry.oneLine':
    '한 줄로 입력해 주세요. 줄을 바꾸는 문자나 탭 같은 제어 문자는 넣을 수 없습니다.',
} as const;

export type InquiryMessageKey = keyof typeof inquiryKo;

export const inquiryEn: Record<InquiryMessageKey, string> = {
  'inquiry.inquiryType': 'Please select an inquiry type.',
  'inquiry.businessField': 'Please select a business field.',
  'inquiry.budget': 'Please select a budget.',
  'inquiry.budgetAmount': 'Please enter the budget amount.',
  'inquiry.province': 'Please select a province or city.',
  'inquiry.district': 'Please select a district or county.',
  'inquiry.country': 'Please select a country.',
  'inquiry.addressDetail': 'Please enter the detailed address.',
  'inquiry.name': 'Please enter your name.',
  'inquiry.position': 'Please enter your position.',
  'inquiry.company': 'Please enter your company name.',
  'inquiry.phone': 'Please enter your phone number.',
  'inquiry.email': 'Please enter your email.',
  'inquiry.emailInvalid': 'Invalid email. Please enter again.',
  'inquiry.privacyConsent': 'Please agree to the collection and use of personal information.',
  'inquiry.notes': 'Please check the additional notes.',
  'inquiry.tooLong': 'Please enter at most {{max}} characters.',
  'inquiry.oneLine':
    'Please enter this on one line: line breaks, tabs and other control characters are not allowed.',
};

/** Every inquiry message key, for labelsOf (site/i18n.ts). */
export const INQUIRY_KEYS = Object.keys(inquiryKo) as InquiryMessageKey[];
