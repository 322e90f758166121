/** Press strings (ko is the source; en is typed from it, so a missing key fails tsc). */
export const pressKo = {
  'press.empty': '등록된 보도자료가 없습니다.',
} as const;

export const pressEn: Record<keyof typeof pressKo, string> = {
  'press.empty': 'There are no press releases yet.',
};
