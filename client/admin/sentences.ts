/**
 * A problem (./checks.ts) as the writer reads it: the field as the form labels it, walked down the
 * collection's fields ("블록 2(글 단락)의 글"), on its language's side ("영어 제목"), in the sentence
 * of its rule (site/admin/refusals.ts).
 */
import type { CmsField } from '../../site/admin/fields.ts';
import { SIDE_NAMES, editorText } from '../../site/admin/messages.ts';
import { sayInKorean } from '../../site/admin/refusals.ts';
import type { Problem } from './checks.ts';

type Values = Record<string, unknown> | undefined;

/**
 * The labels on the way to a field, as one phrase:
 * (page fields, data, ['blocks', 1, 'markdown']) -> '블록 2(글 단락)의 글'; (…, []) -> '이 글'
 */
export function fieldTitle(
  fields: readonly CmsField[],
  data: Values,
  path: Problem['path'],
): string {
  const parts: string[] = [];
  let current: readonly CmsField[] = fields;
  let value: unknown = data;
  for (let i = 0; i < path.length; i++) {
    const field = current.find((f) => f.name === path[i]);
    if (!field) break;
    value = (value as Values)?.[String(path[i])];
    const index = path[i + 1];
    if (typeof index !== 'number') {
      parts.push(field.label);
      current = field.fields ?? [];
      continue;
    }
    const item = (value as unknown[] | undefined)?.[index] as Values;
    const type = field.types?.find((t) => t.name === item?.[field.typeKey ?? 'type']);
    parts.push(`${field.label} ${index + 1}${type ? `(${type.label})` : ''}`);
    current = type?.fields ?? field.fields ?? [];
    value = item;
    i += 1;
  }
  return parts.length ? parts.join('의 ') : editorText('field.entry');
}

/**
 * ({ locale: 'en', path: ['title'], refusal: title too long }, press fields, data, true)
 * -> '영어 제목은 58자 이하로 줄여 주세요 (지금 63자).'
 */
export function sentenceOf(
  problem: Problem,
  fields: readonly CmsField[],
  data: Values,
  sideBySide: boolean,
): string {
  const title = fieldTitle(fields, data, problem.path);
  return sayInKorean(
    problem.refusal,
    sideBySide ? `${SIDE_NAMES[problem.locale]} ${title}` : title,
  );
}
