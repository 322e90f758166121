/**
 * Korean UI strings: the source of the message keys, and i18next's types (site/i18n.ts): en.ts is
 * typed from this object, so a key missing there fails `tsc` (style rule 2), and a `{{name}}` in
 * a text here makes `name` a value every `t` call of that key must give. Flat keys. Each area
 * keeps its strings in its own file (home.ts, contact.ts, inquiry.ts, press.ts, search.ts,
 * brochure.ts), merged here.
 */
import { homeKo } from './home.ts';
import { contactKo } from './contact.ts';
import { pressKo } from './press.ts';
import { searchKo } from './search.ts';
import { brochureKo } from './brochure.ts';
import { inquiryKo } from './inquiry.ts';

const layoutKo = {
  'menu.home': '홈',
  'menu.company': '회사 소개',
  'menu.company.intro': '회사 개요',
  'menu.company.history': '연혁',
  'menu.company.organization': '조직도',
  'menu.company.coreCapabilities': '핵심 역량',
  'menu.company.esgManagement': 'ESG 경영',
  'menu.company.talent': '인재상',
  'menu.business': '사업 분야',
  'menu.business.overview': '사업 개요',
  'menu.business.energyIot': '에너지 IoT',
  'menu.business.marineIct': '조선해양 ICT',
  'menu.business.smartCity': '스마트시티',
  'menu.business.digitalTwin': '디지털 트윈',
  'menu.business.smartFactory': '스마트팩토리',
  'menu.business.safety': '산업안전보건',
  'menu.business.design': '종합디자인',
  'menu.business.ai': 'AI',
  'menu.solution': '솔루션',
  'menu.solution.safewiz': 'safewiz',
  'menu.solution.mustXr': 'must-xr',
  'menu.solution.hatna': 'hatna',
  'menu.solution.enov': 'enov',
  'menu.solution.smartErp': '스마트 ERP',
  'menu.solution.smartMes': '스마트 MES',
  'menu.products': '제품',
  'menu.products.parkdian': 'parkdian 주차 관리',
  'menu.products.remoteLocker': '보호구 원격 보관함',
  'menu.products.kiosk': '배리어프리 키오스크',
  'menu.products.rfid': 'RFID 자재관리',
  'menu.resources': '홍보센터',
  'menu.resources.publicity': '홍보자료',
  'menu.resources.press': '보도자료',
  'menu.resources.pressView': '보도자료 상세',
  'menu.resources.webzine': '웹진',
  'menu.contact': '문의하기',
  'menu.privacy': '개인정보처리방침',
  'menu.emailPolicy': '이메일무단수집거부',
  'menu.sitemap': '사이트맵',
  'menu.search': '검색',
  'menu.notFound': '페이지를 찾을 수 없습니다',

  'header.home': '홈으로',
  'header.mainNav': '주 메뉴',
  'header.menu': '메뉴',
  'header.recruit': '채용',
  'header.openMenu': '메뉴 열기',
  'header.closeMenu': '메뉴 닫기',
  'header.newTab': '새 창',
  'header.language': '언어 선택',
  'layout.skip': '본문 바로가기',
  'layout.scrollTop': '맨 위로',

  'footer.phone': '대표전화',
  'footer.email.business': 'Business',
  'footer.email.safewiz': 'safewiz',
  'footer.email.product': 'Product',
  'footer.email.design': 'Design',
  'footer.copyright': '© 2024 {{company}}.',
  'footer.rights': 'All rights reserved.',
  'footer.sitemap': '전체 메뉴',
  'footer.representative': '대표',
  'footer.businessNumber': '사업자등록번호',
  'footer.legal': '정책',

  'block.sample': '예시 자료입니다. 회사 확인 후 실제 자료로 바뀝니다.',
  'block.orgHead': '대표이사',
  'sample.tag': '샘플',
  'sample.legend':
    '‘샘플’ 표시가 붙은 값은 회사가 확정하기 전의 예시입니다. 회사 확인 후 실제 값으로 바뀝니다.',
  'toc.label': '목차',
  'history.version': '버전',
  'history.date': '시행일',
  'history.text': '주요 내용',
  'history.current': '현행',
  'history.effective': '현행 버전은 {{date}}부터 시행합니다.',
  'history.view': '전문 보기',
  'page.related': '관련 페이지',
  'webzine.open': '웹진 보러 가기',
  'sitemap.other': '그 밖의 페이지',
  'sitemap.feed': '보도자료 RSS 피드',

  'notFound.title': '페이지를 찾을 수 없습니다',
  'notFound.text':
    '주소가 바뀌었거나 없어진 페이지입니다. 아래 메뉴에서 찾으시는 내용을 확인해 주세요.',
  'notFound.home': '홈으로 가기',
  'dialog.confirm': '확인',
} as const;

export const ko = {
  ...layoutKo,
  ...homeKo,
  ...contactKo,
  ...inquiryKo,
  ...pressKo,
  ...searchKo,
  ...brochureKo,
} as const;

export type MessageKey = keyof typeof ko;
export type Messages = Record<MessageKey, string>;

/**
 * The Korean strings written in English, as the design keeps them (the footer's mailbox names, the
 * home section eyebrows, the rights line): pages mark them `lang="en"` (WCAG 3.1.2). The
 * wordmarks (safewiz, must-xr ...) are names and need no mark.
 */
export const KO_IN_ENGLISH = {
  'footer.email.business': 'en',
  'footer.email.product': 'en',
  'footer.email.design': 'en',
  'footer.rights': 'en',
  'home.eyebrow.business': 'en',
  'home.eyebrow.solution': 'en',
  'home.eyebrow.news': 'en',
  'home.eyebrow.contact': 'en',
} as const satisfies Partial<Record<MessageKey, string>>;
