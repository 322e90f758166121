/**
 * The editor's fields, read off the zod schemas the build validates with (contracts §19: the
 * content model is written once). A schema becomes a Decap CMS field: strings, numbers, booleans,
 * choices (enum), objects, lists, and a list of typed blocks (a discriminated union) as a `list`
 * with `types`. Required or optional, lengths, patterns and their messages come from the schema.
 */
import type { z } from 'zod';
import { imageFile, type BlockType } from '../content/blocks.ts';
import { refusalOfIssue, type Refusal } from '../content/rules.ts';
import type { FieldName } from './labels.ts';
import { sayInKorean } from './refusals.ts';

/** One field of a Decap CMS collection (the subset this site uses). */
export interface CmsField {
  name: string;
  label: string;
  widget:
    | 'string'
    | 'text'
    | 'markdown'
    /** A line with its length against the schema's limit (client/admin/widgets/counted.tsx). */
    | 'counted'
    /** Markdown written without its marks (client/admin/widgets/body.tsx). */
    | 'body'
    /** The press file name's words: typed for a new item, shown for a saved one. */
    | 'press-slug'
    | 'hidden'
    | 'number'
    | 'boolean'
    | 'select'
    | 'object'
    | 'list'
    | 'image';
  required?: boolean;
  i18n?: boolean | 'duplicate';
  hint?: string;
  default?: unknown;
  /** [regex source, message]: Decap refuses a value that does not match, with the message. */
  pattern?: [string, string];
  /** A choice's value, and what the writer reads for it. */
  options?: { label: string; value: string }[];
  value_type?: 'int';
  min?: number;
  max?: number;
  fields?: CmsField[];
  field?: CmsField;
  types?: CmsField[];
  typeKey?: string;
  summary?: string;
  collapsed?: boolean;
  /** An image field: typing an address is off (the site names its own files). */
  choose_url?: boolean;
  /** A counted line's limits (the schema's). */
  min_length?: number;
  max_length?: number;
  media_library?: { allow_multiple: boolean; config: { max_file_size: number } };
}

/**
 * The largest photo the editor takes (bytes, before it is made WebP MEDIA_WIDTH wide in
 * the browser: site/admin/config.ts media_processing): a phone's photo fits; a file larger is
 * refused with Decap's own message ("파일이 너무 큽니다").
 */
export const MAX_UPLOAD = 20_000_000;

/** The internals zod 4 keeps on every schema: enough to walk it. */
interface Def {
  type: string;
  innerType?: z.ZodType;
  defaultValue?: unknown;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  entries?: Record<string, string>;
  options?: z.ZodType[];
  discriminator?: string;
  values?: unknown[];
  checks?: { _zod: { def: CheckDef } }[];
  format?: string;
  pattern?: RegExp;
}
interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number | bigint;
  maximum?: number | bigint;
  value?: number;
  length?: number;
  inclusive?: boolean;
  error?: (issue: unknown) => unknown;
}

/** The zod definition of a schema. */
export function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** Optional, defaulted and preprocessed schemas wrap the one that says what the value is. */
export function unwrap(schema: z.ZodType): {
  inner: z.ZodType;
  optional: boolean;
  defaultValue?: unknown;
} {
  let inner = schema;
  let optional = false;
  let defaultValue: unknown;
  for (;;) {
    const def = defOf(inner);
    if (def.type === 'optional') optional = true;
    else if (def.type === 'default') {
      optional = true;
      defaultValue = def.defaultValue;
    } else if (def.type === 'pipe' && def.in && defOf(def.in).type === 'transform') {
      inner = (def as { out: z.ZodType } & Def).out;
      continue;
    } else return { inner, optional, ...(defaultValue === undefined ? {} : { defaultValue }) };
    inner = def.innerType!;
  }
}

/** The rule a check was written with (site/content/rules.ts byRule), if any. */
const ruleOf = (check: CheckDef): Refusal | undefined =>
  refusalOfIssue({ inst: { _zod: { def: check } } });

/** How the fields are named and shown: site/admin/labels.ts. */
export interface FieldOptions {
  labels: Readonly<Record<FieldName, string>>;
  blockLabels: Readonly<Record<BlockType, string>>;
  hints: Readonly<Partial<Record<FieldName, string>>>;
  /** Fields that take several lines of plain text. */
  multiline: ReadonlySet<FieldName>;
  /** Fields of Markdown, written with the body editor. */
  markdown: ReadonlySet<FieldName>;
  /** Names of choices that are no field's: 'image' -> '이미지'. */
  choices: Readonly<Record<string, string>>;
}

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/**
 * A string schema's pattern, with the sentence of its rule about the field, and its lengths.
 * (a date, '날짜') -> { pattern: ['^\\d{4}-…$', '날짜는 2026-11-20처럼 연-월-일로 써 주세요.'] }
 */
function stringRules(
  def: Def,
  label: string,
): Pick<CmsField, 'pattern' | 'min_length' | 'max_length'> {
  const result: Pick<CmsField, 'pattern' | 'min_length' | 'max_length'> = {};
  if (def.format === 'date')
    result.pattern = [DATE_PATTERN, sayInKorean({ rule: 'zod.date', values: {} }, label)];
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    if (check.check === 'string_format' && check.format === 'regex' && check.pattern)
      result.pattern = [
        check.pattern.source,
        sayInKorean(ruleOf(check) ?? { rule: 'zod.format', values: {} }, label),
      ];
    if (check.check === 'min_length') result.min_length = Number(check.minimum);
    if (check.check === 'max_length') result.max_length = Number(check.maximum);
  }
  return result;
}

/** (name, zod schema) -> the Decap field that edits it. */
export function toField(name: string, schema: z.ZodType, options: FieldOptions): CmsField {
  const { inner, optional, defaultValue } = unwrap(schema);
  const def = defOf(inner);
  const label = options.labels[name as FieldName] ?? name;
  const hint = options.hints[name as FieldName];
  const base: CmsField = {
    name,
    label,
    widget: 'string',
    ...(hint ? { hint } : {}),
    ...(optional ? { required: false } : {}),
    ...(defaultValue === undefined ? {} : { default: defaultValue }),
  };
  switch (def.type) {
    case 'string': {
      const { min_length, max_length, ...rules } = stringRules(def, label);
      if (inner === imageFile)
        return {
          ...base,
          widget: 'image',
          choose_url: false,
          media_library: { allow_multiple: false, config: { max_file_size: MAX_UPLOAD } },
          ...rules,
        };
      if (options.markdown.has(name as FieldName)) return { ...base, widget: 'body', ...rules };
      if (options.multiline.has(name as FieldName)) return { ...base, widget: 'text', ...rules };
      // A limit the writer can see while typing: the title's 58, the description's 20 to 200.
      if (max_length !== undefined)
        return {
          ...base,
          widget: 'counted',
          max_length,
          ...(min_length && min_length > 1 ? { min_length } : {}),
          ...rules,
        };
      return { ...base, ...rules };
    }
    case 'pipe':
      return toField(name, (def as { out: z.ZodType } & Def).out, options);
    case 'number': {
      const field: CmsField = { ...base, widget: 'number' };
      for (const { _zod } of def.checks ?? []) {
        const check = _zod.def;
        if (check.check === 'number_format') field.value_type = 'int';
        if (check.check === 'greater_than') field.min = Number(check.value);
        if (check.check === 'less_than') field.max = Number(check.value);
      }
      return field;
    }
    case 'boolean':
      return { ...base, widget: 'boolean', required: false };
    case 'enum':
      return {
        ...base,
        widget: 'select',
        options: Object.values(def.entries!).map((value) => ({
          value,
          label: options.choices[value] ?? options.labels[value as FieldName] ?? value,
        })),
      };
    case 'object':
      return { ...base, widget: 'object', fields: objectFields(inner, options) };
    case 'array':
      return { ...base, ...listOf(def, options) };
    default:
      throw new Error(`${name}: no editor field for a zod ${def.type}`);
  }
}

/** A list's length rules and what each item is: typed blocks, objects or single values. */
function listOf(def: Def, options: FieldOptions): Omit<CmsField, 'name' | 'label'> {
  const rules: Pick<CmsField, 'min' | 'max'> = {};
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    if (check.check === 'min_length') rules.min = Number(check.minimum);
    if (check.check === 'max_length') rules.max = Number(check.maximum);
    if (check.check === 'length_equals') {
      rules.min = check.length;
      rules.max = check.length;
    }
  }
  const element = unwrap(def.element!).inner;
  const elementDef = defOf(element);
  if (elementDef.type === 'union' && elementDef.discriminator)
    return {
      widget: 'list',
      ...rules,
      typeKey: elementDef.discriminator,
      types: elementDef.options!.map((option) => {
        const shape = defOf(option).shape!;
        const value = defOf(shape[elementDef.discriminator!]!).values![0] as string;
        return {
          name: value,
          label: options.blockLabels[value as BlockType] ?? value,
          widget: 'object',
          fields: objectFields(option, options, elementDef.discriminator),
        };
      }),
    };
  if (elementDef.type === 'object')
    return { widget: 'list', ...rules, fields: objectFields(element, options) };
  return { widget: 'list', ...rules, field: toField('value', def.element!, options) };
}

/** The fields of an object schema, in the schema's order. */
export function objectFields(
  schema: z.ZodType,
  options: FieldOptions,
  /** A block's `type`: Decap writes it from the chosen type (`typeKey`), so it is no field. */
  without?: string,
): CmsField[] {
  return Object.entries(defOf(schema).shape!)
    .filter(([key]) => key !== without)
    .map(([key, value]) => toField(key, value, options));
}
