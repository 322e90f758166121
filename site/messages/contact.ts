/** Contact strings (ko is the source; en is typed from it, so a missing key fails tsc). */
export const contactKo = {
  'contact.saved': '해당 문의하기 내용이 저장되었습니다.',
  'contact.failed': '저장에 실패하였습니다.',
} as const;

export const contactEn: Record<keyof typeof contactKo, string> = {
  'contact.saved': 'Your inquiry has been saved successfully.',
  'contact.failed': 'Failed to save.',
};
