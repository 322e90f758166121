import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  INQUIRY_FIELDS,
  OPTIONAL_FIELDS,
  validateInquiry,
  messageFor,
  type InquiryField,
} from '../../site/inquiry/schema.ts';
import {
  OVERSEAS,
  PROVINCES,
  PROVINCE_CHOICES,
  districtsOf,
  hasDistrict,
} from '../../site/inquiry/regions.ts';
import { COUNTRY_CODES, countryName, countryOptions } from '../../site/inquiry/countries.ts';
import { VALID_INQUIRY } from '../helpers/inquiry.ts';
import type { Locale } from '../../site/locales.ts';
import { labelsOf } from '../../site/i18n.ts';
import { INQUIRY_KEYS } from '../../site/messages/inquiry.ts';

/** The field messages of a language, as the server and the form are given them. */
const messagesOf = (locale: Locale) => labelsOf(locale, INQUIRY_KEYS);

/** contracts §6, copied by hand so a changed text fails here. */
const TABLE: Record<string, [string, string]> = {
  inquiryType: ['문의 유형을 선택해 주세요.', 'Please select an inquiry type.'],
  businessField: ['사업 분야를 선택해 주세요.', 'Please select a business field.'],
  budget: ['예산을 선택해 주세요.', 'Please select a budget.'],
  budgetAmount: ['예산 금액을 입력해 주세요.', 'Please enter the budget amount.'],
  province: ['시/도를 선택해 주세요.', 'Please select a province or city.'],
  district: ['시/군/구를 선택해 주세요.', 'Please select a district or county.'],
  addressDetail: ['상세 주소를 입력해 주세요.', 'Please enter the detailed address.'],
  name: ['이름을 입력해 주세요.', 'Please enter your name.'],
  position: ['직책을 입력해 주세요.', 'Please enter your position.'],
  company: ['회사명을 입력해 주세요.', 'Please enter your company name.'],
  phone: ['연락처를 입력해 주세요.', 'Please enter your phone number.'],
  email: ['이메일을 입력해 주세요.', 'Please enter your email.'],
  privacyConsent: [
    '개인정보 수집 및 이용에 동의해 주세요.',
    'Please agree to the collection and use of personal information.',
  ],
};

const errorsOf = (input: unknown, locale: Locale = 'ko') => {
  const result = validateInquiry(input, messagesOf(locale));
  return result.ok ? {} : result.errors;
};

test('inquiry schema - a complete inquiry passes, trimmed, without unknown fields', () => {
  const result = validateInquiry(
    { ...VALID_INQUIRY, name: '  테스트 담당자 ', extra: 'x' },
    messagesOf('ko'),
  );
  assert.ok(result.ok);
  if (!result.ok) return;
  assert.equal(result.value, VALID_INQUIRY);
  assert.equal(
    Object.keys(result.value),
    INQUIRY_FIELDS.filter((f) => f in VALID_INQUIRY),
  );
});

/**
 * The fields an empty form is refused for, in form order (budgetAmount is asked only with
 * 'direct').
 */
const REQUIRED = INQUIRY_FIELDS.filter((f) => !OPTIONAL_FIELDS.has(f));

test('inquiry schema - an empty form gives the exact contracts §6 message of every required field, in both languages', () => {
  assert.ok(REQUIRED.length >= 12, 'the twelve required fields of contracts §6, at least');
  for (const [index, locale] of (['ko', 'en'] as const).entries()) {
    const errors = errorsOf({}, locale);
    assert.equal(Object.keys(errors), REQUIRED, 'every required field, in form order');
    for (const [field, texts] of Object.entries(TABLE))
      if (field !== 'budgetAmount') assert.is(errors[field as InquiryField], texts[index], field);
  }
});

test('inquiry schema - a malformed e-mail has its own message', () => {
  assert.is(
    errorsOf({ ...VALID_INQUIRY, email: 'name@company' }).email,
    '이메일 형식이 올바르지 않습니다. 다시 입력해 주세요.',
  );
  assert.is(
    errorsOf({ ...VALID_INQUIRY, email: 'not an email' }, 'en').email,
    'Invalid email. Please enter again.',
  );
  assert.is(errorsOf({ ...VALID_INQUIRY, email: '   ' }, 'en').email, 'Please enter your email.');
});

test('inquiry schema - the budget amount is required digits with the direct budget and dropped otherwise', () => {
  for (const amount of [undefined, '', '  ', '5,000', '0', '12.5', '-5', '1'.repeat(16), 5000]) {
    assert.is(
      errorsOf({ ...VALID_INQUIRY, budgetAmount: amount }).budgetAmount,
      TABLE.budgetAmount![0],
      String(amount),
    );
  }
  assert.ok(
    validateInquiry(
      { ...VALID_INQUIRY, budgetAmount: ' 9'.concat('9'.repeat(14)) },
      messagesOf('ko'),
    ).ok,
  );
  const other = validateInquiry(
    { ...VALID_INQUIRY, budget: 'under-30m', budgetAmount: 'junk' },
    messagesOf('ko'),
  );
  assert.ok(other.ok);
  if (other.ok) assert.not.ok('budgetAmount' in other.value);
});

test('inquiry schema - a district outside the chosen province is refused', () => {
  assert.is(
    errorsOf({ ...VALID_INQUIRY, province: '서울특별시', district: '해운대구' }).district,
    TABLE.district![0],
  );
  assert.is(errorsOf({ ...VALID_INQUIRY, province: 'Busan' }).province, TABLE.province![0]);
  assert.ok(
    validateInquiry(
      { ...VALID_INQUIRY, province: '세종특별자치시', district: '세종특별자치시' },
      messagesOf('ko'),
    ).ok,
  );
});

test('inquiry schema - text limits: 100 characters, notes 2000, counted after trimming', () => {
  assert.ok(
    validateInquiry({ ...VALID_INQUIRY, name: ` ${'가'.repeat(100)} ` }, messagesOf('ko')).ok,
  );
  assert.is(
    errorsOf({ ...VALID_INQUIRY, name: '가'.repeat(101) }).name,
    '100자 이내로 입력해 주세요.',
  );
  assert.ok(validateInquiry({ ...VALID_INQUIRY, notes: 'a'.repeat(2000) }, messagesOf('en')).ok);
  assert.is(
    errorsOf({ ...VALID_INQUIRY, notes: 'a'.repeat(2001) }, 'en').notes,
    'Please enter at most 2000 characters.',
  );
  assert.is(
    messageFor('notes', 'tooLong', messagesOf('ko'), { max: 2000 }),
    '2000자 이내로 입력해 주세요.',
  );
});

test('inquiry schema - notes are optional and an empty note is dropped', () => {
  const result = validateInquiry({ ...VALID_INQUIRY, notes: '   ' }, messagesOf('ko'));
  assert.ok(result.ok);
  if (result.ok) assert.not.ok('notes' in result.value);
  assert.ok(validateInquiry({ ...VALID_INQUIRY, notes: undefined }, messagesOf('ko')).ok);
});

test('inquiry schema - consent must be the boolean true', () => {
  for (const consent of [false, 'true', 1, undefined, null])
    assert.is(
      errorsOf({ ...VALID_INQUIRY, privacyConsent: consent }).privacyConsent,
      TABLE.privacyConsent![0],
    );
});

test('inquiry schema - wrong types and non-objects are refused field by field, never thrown', () => {
  for (const input of [null, 'text', 42, [], [VALID_INQUIRY], true])
    assert.equal(Object.keys(errorsOf(input)), REQUIRED, JSON.stringify(input));
  const typed = errorsOf({
    ...VALID_INQUIRY,
    inquiryType: ['solution'],
    name: { first: 'x' },
    phone: 10,
  });
  assert.equal(Object.keys(typed), ['inquiryType', 'name', 'phone']);
});

/** Security review fix 5: what a person cannot see is not an answer to a required field. */
const INVISIBLE = [
  '\u200b',
  '\u200b\u200c\u200d',
  '\u3164',
  '\u115f\u1160',
  '\u00ad',
  '\ufeff',
  '\u2060',
  '\u180e',
  ' \u200b ',
];
/** Control characters alone: nothing was entered. */
const CONTROL_ONLY = ['\u0000', '\u0007\u200b', '\u001b'];
/** Control characters between visible text: a line break, a tab, a terminal escape. */
const CONTROL = ['a\u0000b', 'x\u0007', '\u001b[31mred', 'a\u007fb', 'line\u0085next', 'a\rb'];

/** Our own message for a one-line field with a break inside (site/messages/inquiry.ts), exact. */
const ONE_LINE = {
  ko: '한 줄로 입력해 주세요. 줄을 바꾸는 문자나 탭 같은 제어 문자는 넣을 수 없습니다.',
  en: 'Please enter this on one line: line breaks, tabs and other control characters are not allowed.',
};
const MALFORMED = ['\ud800', 'a\udc00b', '\udfff\ud800'];

test("inquiry schema - invisible, control-only and malformed values get the field's usual message, in both languages", () => {
  for (const field of ['addressDetail', 'name', 'position', 'company', 'phone', 'email'] as const) {
    for (const value of [...INVISIBLE, ...CONTROL_ONLY, ...MALFORMED]) {
      for (const locale of ['ko', 'en'] as const) {
        const expected =
          field === 'email' && MALFORMED.includes(value)
            ? messageFor('email', 'invalid', messagesOf(locale))
            : TABLE[field]![locale === 'ko' ? 0 : 1];
        assert.is(
          errorsOf({ ...VALID_INQUIRY, [field]: value }, locale)[field],
          expected,
          `${field} ${JSON.stringify(value)} ${locale}`,
        );
      }
    }
  }
  assert.is(
    errorsOf({ ...VALID_INQUIRY, district: '해운대구\u200b\u0000' }).district,
    TABLE.district![0],
  );
  for (const field of ['addressDetail', 'name', 'position', 'company', 'phone', 'email'] as const)
    for (const value of CONTROL)
      for (const locale of ['ko', 'en'] as const)
        assert.is(
          errorsOf({ ...VALID_INQUIRY, [field]: value }, locale)[field],
          ONE_LINE[locale],
          `${field} ${JSON.stringify(value)} ${locale}: says what is wrong`,
        );
  assert.is(
    errorsOf({ ...VALID_INQUIRY, budgetAmount: '5000\u0000' }).budgetAmount,
    messageFor('budgetAmount', 'invalid', messagesOf('ko')),
  );
  assert.is(
    errorsOf({ ...VALID_INQUIRY, budgetAmount: '\u200b' }).budgetAmount,
    messageFor('budgetAmount', 'missing', messagesOf('ko')),
  );
  for (const value of [...CONTROL_ONLY, ...CONTROL.filter((v) => v !== 'a\rb'), ...MALFORMED])
    assert.ok(errorsOf({ ...VALID_INQUIRY, notes: value }).notes, `notes ${JSON.stringify(value)}`);
});

test('inquiry schema - text is NFC with invisible characters removed; notes keep their line breaks and tabs', () => {
  const result = validateInquiry(
    {
      ...VALID_INQUIRY,
      name: '\u1112\u1161\u11ab\u200b\u1100\u1173\u11af',
      company: '\ufeff해온\u200d정보',
      notes: '첫 줄\r\n\t둘째 줄\u200b',
    },
    messagesOf('ko'),
  );
  assert.ok(result.ok);
  if (!result.ok) return;
  assert.is(result.value.name, '한글');
  assert.is(result.value.company, '해온정보');
  assert.is(result.value.notes, '첫 줄\n\t둘째 줄');
  const pasted = validateInquiry(
    { ...VALID_INQUIRY, budgetAmount: '5000\u200b', district: '해운대구\u200b' },
    messagesOf('ko'),
  );
  assert.ok(
    pasted.ok && pasted.value.budgetAmount === '5000' && pasted.value.district === '해운대구',
    'a pasted zero-width space is dropped, not refused',
  );
  const invisibleNotes = validateInquiry(
    { ...VALID_INQUIRY, notes: '\u200b\u3164' },
    messagesOf('ko'),
  );
  assert.ok(
    invisibleNotes.ok && !('notes' in invisibleNotes.value),
    'invisible notes are no notes',
  );
});

test('inquiry schema - whitespace at the ends, tabs and line breaks included, is trimmed before any rule; U+2028 and U+2029 inside a one-line field are refused, folded in notes', () => {
  const pasted = validateInquiry(
    {
      ...VALID_INQUIRY,
      company: '\t테스트 주식회사\t',
      name: '\r\n테스트 담당자 \u2028',
      phone: '\u00a0051-000-0000\t\n',
      budgetAmount: '\t50000000 ',
      notes: '\t도입 일정\u2028상담을\u2029원합니다.\n',
    },
    messagesOf('ko'),
  );
  assert.ok(pasted.ok, JSON.stringify(pasted));
  if (!pasted.ok) return;
  assert.equal(
    [pasted.value.company, pasted.value.name, pasted.value.phone, pasted.value.budgetAmount],
    [VALID_INQUIRY.company, VALID_INQUIRY.name, VALID_INQUIRY.phone, VALID_INQUIRY.budgetAmount],
  );
  assert.is(pasted.value.notes, '도입 일정\n상담을\n원합니다.');
  for (const field of ['addressDetail', 'name', 'position', 'company', 'phone'] as const)
    for (const separator of ['\u2028', '\u2029'])
      assert.is(
        errorsOf({ ...VALID_INQUIRY, [field]: `가${separator}이메일: x@example.com` })[field],
        ONE_LINE.ko,
        `${field} with ${JSON.stringify(separator)}`,
      );
  assert.is(
    errorsOf({ ...VALID_INQUIRY, company: '테스트\t주식회사' }, 'en').company,
    ONE_LINE.en,
    'a tab inside is refused, and the message says why',
  );
  assert.is(errorsOf({ ...VALID_INQUIRY, company: '\t \t' }).company, TABLE.company![0]);
});

const ABROAD = {
  ...VALID_INQUIRY,
  province: '해외',
  district: 'JP',
  addressDetail: '1-2-3 Marunouchi, Chiyoda-ku, Tokyo',
};

test('inquiry schema - from abroad (contracts §17): any assigned ISO 3166-1 alpha-2 code but KR, exactly as written', () => {
  const result = validateInquiry(ABROAD, messagesOf('en'));
  assert.ok(result.ok);
  assert.is(result.ok && result.value.district, 'JP');
  for (const district of ['US', 'VN', 'AX', 'ZW'])
    assert.ok(validateInquiry({ ...ABROAD, district }, messagesOf('ko')).ok, district);
  for (const district of ['KR', 'XX', 'jp', 'JPN', 'EU', 'XK', 'UK', '', ' ', '일본', '해운대구']) {
    assert.equal(
      errorsOf({ ...ABROAD, district }, 'ko'),
      { district: '국가를 선택해 주세요.' },
      district,
    );
    assert.equal(
      errorsOf({ ...ABROAD, district }, 'en'),
      { district: 'Please select a country.' },
      district,
    );
  }
  assert.equal(errorsOf({ ...ABROAD, district: 'JP\u0000' }), {
    district: '국가를 선택해 주세요.',
  });
});

test('inquiry schema - a Korean province with a country code, or a country without 해외, is refused', () => {
  assert.equal(errorsOf({ ...VALID_INQUIRY, province: '부산광역시', district: 'JP' }, 'en'), {
    district: 'Please select a district or county.',
  });
  assert.equal(errorsOf({ ...ABROAD, province: 'Outside Korea' }), {
    province: '시/도를 선택해 주세요.',
  });
  assert.ok(hasDistrict('해외', 'JP'));
  assert.not.ok(
    hasDistrict('해외', 'KR') || hasDistrict('부산광역시', 'JP') || hasDistrict('해외', '해운대구'),
  );
});

test('countries - 249 assigned codes, each named in both languages, Korea left out of the list, sorted for the language', () => {
  assert.is(COUNTRY_CODES.size, 249);
  assert.equal([PROVINCE_CHOICES.at(-1)], [OVERSEAS]);
  assert.equal(OVERSEAS, { ko: '해외', en: 'Outside Korea' });
  const named = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  for (const code of COUNTRY_CODES) assert.ok(/^[A-Z]{2}$/.test(code) && named.of(code), code);
  assert.is(countryName('JP', 'ko'), '일본');
  assert.is(countryName('JP', 'en'), 'Japan');
  for (const locale of ['ko', 'en']) {
    const options = countryOptions(locale);
    assert.is(options.length, 248, locale);
    assert.not.ok(
      options.some((o) => o.value === 'KR'),
      locale,
    );
    const texts = options.map((o) => o.text);
    assert.equal(texts, [...texts].sort(new Intl.Collator(locale).compare), locale);
  }
  assert.equal(
    countryOptions('ko')
      .slice(0, 3)
      .map((o) => o.text),
    ['가나', '가봉', '가이아나'],
  );
  assert.equal(countryOptions('en').slice(0, 2), [
    { value: 'AF', text: 'Afghanistan' },
    { value: 'AX', text: 'Åland Islands' },
  ]);
});

test('regions - 17 provinces and 229 districts, named in Korean and English, unique within a province', () => {
  assert.is(PROVINCES.length, 17);
  assert.is(
    PROVINCES.reduce((n, p) => n + p.districts.length, 0),
    229,
  );
  for (const province of PROVINCES) {
    assert.ok(province.ko && province.en && province.districts.length > 0, province.ko);
    assert.is(
      new Set(province.districts.map((d) => d.ko)).size,
      province.districts.length,
      province.ko,
    );
    for (const d of province.districts)
      assert.ok(d.ko.trim() && d.en.trim(), `${province.ko} ${d.ko}`);
  }
  assert.is(districtsOf('부산광역시').length, 16);
  assert.ok(hasDistrict('경기도', '수원시'));
  assert.not.ok(hasDistrict('경기도', '해운대구'));
  assert.equal(districtsOf('nowhere'), []);
});

test.run();
