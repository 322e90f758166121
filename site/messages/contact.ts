/**
 * Contact strings (ko is the source; en is typed from it, so a missing key fails tsc). The option
 * labels are keyed by the payload values of contracts §6; the field messages of the same table
 * live in ./inquiry.ts.
 */
import type { InquiryMessageKey } from './inquiry.ts';

export const contactKo = {
  'contact.saved': '해당 문의하기 내용이 저장되었습니다.',
  'contact.failed': '저장에 실패하였습니다.',
  'contact.rateLimited': '잠시 후 다시 시도해 주세요. 급하시면 이메일({{email}})로 보내 주세요.',
  'contact.unavailable':
    '저장에 실패하였습니다. 잠시 후 다시 시도하시거나 이메일({{email}})로 보내 주세요.',
  'contact.trap': '이 칸은 비워 두세요.',

  'contact.form.heading': '문의 내용 작성',
  'contact.form.required': '표시된 항목은 꼭 입력해 주세요.',
  'contact.errors.title': '다음 {{count}}개 항목을 확인해 주세요.',
  'contact.form.optional': '선택',
  'contact.form.requiredMark': '필수',
  'contact.form.submit': '문의하기',
  'contact.form.sending': '보내는 중입니다',
  'contact.form.clear': '입력 내용 지우기',
  'contact.form.resetSelect': '선택 해제',
  'contact.noscript':
    '이 양식은 JavaScript를 켜야 보낼 수 있습니다. JavaScript를 쓸 수 없다면 아래 이메일로 문의해 주세요.',
  'contact.mail': '양식 대신 이메일로 문의하셔도 됩니다.',

  'contact.section.inquiry': '문의 정보',
  'contact.section.location': '사업장 위치',
  'contact.section.person': '담당자 정보',
  'contact.section.notes': '추가 요청사항',
  'contact.section.privacy': '개인정보 수집 및 이용 동의',

  'contact.field.inquiryType': '문의 유형',
  'contact.field.businessField': '사업 분야',
  'contact.field.budget': '예산',
  'contact.field.budgetAmount': '예산 금액(원)',
  'contact.field.province': '시/도',
  'contact.field.district': '시/군/구',
  'contact.field.country': '국가',
  'contact.field.addressDetail': '상세 주소',
  'contact.field.name': '이름',
  'contact.field.position': '직책',
  'contact.field.company': '회사명',
  'contact.field.phone': '연락처',
  'contact.field.email': '이메일',
  'contact.field.notes': '추가 요청사항',
  'contact.field.privacyConsent': '개인정보 수집 및 이용에 동의합니다.',

  'contact.hint.budgetAmount': '숫자만 입력하시면 세 자리마다 쉼표가 붙습니다.',
  'contact.hint.phone': '예: 051-000-0000 또는 010-0000-0000',
  'contact.hint.notes':
    '관심 있는 솔루션이나 제품, 사업장 규모, 원하시는 일정을 적어 주시면 더 정확히 답변드릴 수 있습니다.',
  'contact.placeholder.addressDetail': '도로명, 건물명, 층 등',
  'contact.placeholder.email': 'name@company.com',
  'contact.select.businessField': '사업 분야를 선택하세요',
  'contact.select.budget': '예산을 선택하세요',
  'contact.select.province': '시/도를 선택하세요',
  'contact.select.district': '시/군/구를 선택하세요',
  'contact.select.districtFirst': '시/도를 먼저 선택하세요',
  'contact.select.country': '국가를 선택하세요',
  'contact.notes.count': '{{count}} / {{max}}자',
  'contact.privacy.label': '개인정보 수집 및 이용 안내',

  'contact.inquiryType.solution': '솔루션 문의',
  'contact.inquiryType.partnership': '제휴 문의',
  'contact.inquiryType.product': '제품 문의',
  'contact.inquiryType.rnd': 'R&D 문의',

  'contact.businessField.marine-ict': '조선해양 ICT',
  'contact.businessField.smart-factory': '스마트팩토리',
  'contact.businessField.parking': '주차 관리 시스템',
  'contact.businessField.kiosk': '배리어프리 키오스크',
  'contact.businessField.energy-iot': '에너지 IoT',
  'contact.businessField.digital-twin': '디지털 트윈',
  'contact.businessField.rfid': 'RFID 자재관리',
  'contact.businessField.remote-locker': '보호구 원격 보관함',
  'contact.businessField.hatna': 'hatna',
  'contact.businessField.safewiz': 'safewiz',
  'contact.businessField.must-xr': 'must-xr',

  'contact.budget.under-30m': '3천만 원 미만',
  'contact.budget.30m-70m': '3천만 ~ 7천만 원',
  'contact.budget.70m-100m': '7천만 ~ 1억 원',
  'contact.budget.100m-300m': '1억 ~ 3억 원',
  'contact.budget.300m-500m': '3억 ~ 5억 원',
  'contact.budget.500m-1b': '5억 ~ 10억 원',
  'contact.budget.over-1b': '10억 원 이상',
  'contact.budget.direct': '직접 입력',
} as const;

export const contactEn: Record<keyof typeof contactKo, string> = {
  'contact.saved': 'Your inquiry has been saved successfully.',
  'contact.failed': 'Failed to save.',
  'contact.rateLimited':
    'Please try again in a moment. If it is urgent, send it by email to {{email}}.',
  'contact.unavailable':
    'Failed to save. Please try again later, or send it by email to {{email}}.',
  'contact.trap': 'Leave this field empty.',

  'contact.form.heading': 'Send us your inquiry',
  'contact.form.required': 'Fields marked with an asterisk are required.',
  'contact.errors.title': 'Please correct the following ({{count}}):',
  'contact.form.optional': 'optional',
  'contact.form.requiredMark': 'required',
  'contact.form.submit': 'Send inquiry',
  'contact.form.sending': 'Sending',
  'contact.form.clear': 'Clear',
  'contact.form.resetSelect': 'Clear selection',
  'contact.noscript':
    'This form needs JavaScript to send. If you cannot turn it on, please email us at the address below.',
  'contact.mail': 'You can also email us instead of using the form.',

  'contact.section.inquiry': 'Your inquiry',
  'contact.section.location': 'Business location',
  'contact.section.person': 'Contact person',
  'contact.section.notes': 'Additional notes',
  'contact.section.privacy': 'Consent to the collection and use of personal information',

  'contact.field.inquiryType': 'Inquiry type',
  'contact.field.businessField': 'Business field',
  'contact.field.budget': 'Budget',
  'contact.field.budgetAmount': 'Budget amount (KRW)',
  'contact.field.province': 'Province or city',
  'contact.field.district': 'District, city or county',
  'contact.field.country': 'Country',
  'contact.field.addressDetail': 'Detailed address',
  'contact.field.name': 'Name',
  'contact.field.position': 'Position',
  'contact.field.company': 'Company',
  'contact.field.phone': 'Phone',
  'contact.field.email': 'Email',
  'contact.field.notes': 'Additional notes',
  'contact.field.privacyConsent': 'I agree to the collection and use of my personal information.',

  'contact.hint.budgetAmount': 'Type digits only; thousands separators are added for you.',
  'contact.hint.phone': 'For example +82 51 000 0000',
  'contact.hint.notes':
    'Tell us which solution or product interests you, the size of your site and your timeline, and we can answer more precisely.',
  'contact.placeholder.addressDetail': 'Street, building, floor',
  'contact.placeholder.email': 'name@company.com',
  'contact.select.businessField': 'Select a business field',
  'contact.select.budget': 'Select a budget',
  'contact.select.province': 'Select a province or city',
  'contact.select.district': 'Select a district or county',
  'contact.select.districtFirst': 'Select a province or city first',
  'contact.select.country': 'Select a country',
  'contact.notes.count': '{{count}} / {{max}} characters',
  'contact.privacy.label': 'How we collect and use personal information',

  'contact.inquiryType.solution': 'Solution inquiry',
  'contact.inquiryType.partnership': 'Partnership',
  'contact.inquiryType.product': 'Product inquiry',
  'contact.inquiryType.rnd': 'R&D inquiry',

  'contact.businessField.marine-ict': 'Shipbuilding and marine ICT',
  'contact.businessField.smart-factory': 'Smart factory',
  'contact.businessField.parking': 'Parking system',
  'contact.businessField.kiosk': 'Barrier-free kiosk',
  'contact.businessField.energy-iot': 'Energy IoT',
  'contact.businessField.digital-twin': 'Digital twin',
  'contact.businessField.rfid': 'RFID material management',
  'contact.businessField.remote-locker': 'Remote PPE locker',
  'contact.businessField.hatna': 'hatna',
  'contact.businessField.safewiz': 'safewiz',
  'contact.businessField.must-xr': 'must-xr',

  'contact.budget.under-30m': 'Under KRW 30 million',
  'contact.budget.30m-70m': 'KRW 30-70 million',
  'contact.budget.70m-100m': 'KRW 70-100 million',
  'contact.budget.100m-300m': 'KRW 100-300 million',
  'contact.budget.300m-500m': 'KRW 300-500 million',
  'contact.budget.500m-1b': 'KRW 500 million-1 billion',
  'contact.budget.over-1b': 'KRW 1 billion or more',
  'contact.budget.direct': 'Enter an amount',
};

/** The strings the contact form shows: its own and the field messages (./inquiry.ts). */
export type ContactKey = keyof typeof contactKo | InquiryMessageKey;
