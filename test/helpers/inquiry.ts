/** A valid contact inquiry for tests, and the POST that sends one to a running server. */
import type { ContactInquiry } from '../../site/inquiry/schema.ts';

export const VALID_INQUIRY: ContactInquiry = {
  inquiryType: 'solution',
  businessField: 'safewiz',
  budget: 'direct',
  budgetAmount: '50000000',
  province: '부산광역시',
  district: '해운대구',
  addressDetail: '센텀중앙로 00',
  name: '테스트 담당자',
  position: '팀장',
  company: '테스트 주식회사',
  phone: '051-000-0000',
  email: 'tester@example.com',
  notes: '도입 일정 상담을 원합니다.',
  privacyConsent: true,
};

export const CONTACT_PATH = '/home/resources/contact/insertContact';

export interface Answer { status: number; body: { status?: number; code?: string; msg?: string; data?: unknown; errors?: Record<string, string> } }

/** POSTs `body` (serialised unless it is already a string) and reads the JSON answer. */
export async function post(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = { 'Content-Type': 'application/json' }, method = 'POST'): Promise<Answer> {
  const response = await fetch(baseUrl + path, { method, headers, ...(method === 'GET' ? {} : { body: (typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body)) as BodyInit }) });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) };
}
