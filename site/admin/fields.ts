/**
 * The editor's fields, read off the zod schemas the build validates with (DECISIONS §19: the
 * content model is written once). A schema becomes a Decap CMS field: strings, numbers, booleans,
 * choices (enum), objects, lists, and a list of typed blocks (a discriminated union) as a `list`
 * with `types`. Required or optional, lengths, patterns and their messages come from the schema.
 */
import type { z } from 'zod';
import { imageFile } from '../content/blocks.ts';
import { inKorean } from './korean.ts';

/** One field of a Decap CMS collection (the subset this site uses). */
export interface CmsField {
  name: string;
  label: string;
  widget:
    | 'string'
    | 'text'
    | 'markdown'
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
  options?: string[];
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

/** The message a check gives, as the build prints it; undefined for zod's own wording. */
function messageOf(check: CheckDef): string | undefined {
  const message = check.error?.({});
  return typeof message === 'string' ? message : undefined;
}

/** What the editor writes in each locale's file: the same text in both languages only for shared facts. */
export interface FieldOptions {
  /** Labels by field name (Korean), or the name itself. */
  labels: Readonly<Record<string, string>>;
  /** Fields that take several lines (Markdown or long text). */
  multiline: ReadonlySet<string>;
}

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** A string schema's pattern and lengths, as Decap field properties. */
function stringRules(def: Def): Pick<CmsField, 'pattern' | 'hint'> & { minLength?: number } {
  const result: Pick<CmsField, 'pattern' | 'hint'> & { minLength?: number } = {};
  if (def.format === 'date') result.pattern = [DATE_PATTERN, inKorean('Invalid ISO date')];
  const hints: string[] = [];
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    if (check.check === 'string_format' && check.format === 'regex' && check.pattern)
      result.pattern = [check.pattern.source, inKorean(messageOf(check) ?? 'Invalid string')];
    if (check.check === 'min_length') result.minLength = Number(check.minimum);
    if (check.check === 'max_length')
      hints.push(inKorean(messageOf(check) ?? `at most ${check.maximum} characters`));
  }
  if (hints.length) result.hint = hints.join(' ');
  return result;
}

/** (name, zod schema) -> the Decap field that edits it. */
export function toField(name: string, schema: z.ZodType, options: FieldOptions): CmsField {
  const { inner, optional, defaultValue } = unwrap(schema);
  const def = defOf(inner);
  const base: CmsField = {
    name,
    label: options.labels[name] ?? name,
    widget: 'string',
    ...(optional ? { required: false } : {}),
    ...(defaultValue === undefined ? {} : { default: defaultValue }),
  };
  switch (def.type) {
    case 'string': {
      const { minLength: _minLength, ...rules } = stringRules(def);
      if (inner === imageFile)
        return {
          ...base,
          widget: 'image',
          choose_url: false,
          media_library: { allow_multiple: false, config: { max_file_size: MAX_UPLOAD } },
          ...rules,
        };
      return { ...base, widget: options.multiline.has(name) ? 'text' : 'string', ...rules };
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
      return { ...base, widget: 'select', options: Object.values(def.entries!) };
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
          label: options.labels[`block.${value}`] ?? value,
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
