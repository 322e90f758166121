/**
 * An entry as Decap hands it to the editor's handlers and preview (an Immutable Map), read into the
 * values of each language (./checks.ts's Draft), with the fields the form shows for it.
 */
import { pageIdOf, type CmsCollection } from '../../site/admin/config.ts';
import type { CmsField } from '../../site/admin/fields.ts';
import { LOCALES, type Locale } from '../../site/routes.ts';
import type { Draft } from './checks.ts';

/** The immutable Map Decap hands to event handlers, as far as we read it. */
export interface EntryMap {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
}
export type Values = { toJS(): Record<string, unknown> } | undefined;

const collectionsOf = (config: Record<string, unknown>) => config.collections as CmsCollection[];

/**
 * A page entry's route id ('company/intro'), else the entry's slug (a press item's, a settings
 * file's).
 */
export function nameOf(config: Record<string, unknown>, collection: string, slug: string): string {
  return pageIdOf(collectionsOf(config), collection, slug) ?? slug;
}

/** Decap's entry -> the values of each language, as client/admin/checks.ts reads them. */
export function toDraft(entry: EntryMap, config: Record<string, unknown>): Draft {
  const data: Draft['data'] = {};
  LOCALES.forEach((locale: Locale, i) => {
    const values = (i === 0 ? entry.get('data') : entry.getIn(['i18n', locale, 'data'])) as Values;
    data[locale] = values?.toJS();
  });
  const collection = String(entry.get('collection'));
  return {
    collection,
    name: nameOf(config, collection, String(entry.get('slug') ?? '')),
    isNew: entry.get('newRecord') === true,
    data,
  };
}

/** The fields of an entry's form and whether it shows languages side by side. */
export function formOf(
  config: Record<string, unknown>,
  draft: Draft,
): { fields: CmsField[]; sideBySide: boolean } {
  const collection = collectionsOf(config).find((c) => c.name === draft.collection);
  const file = collection?.files?.find((f) => f.name === draft.name);
  return {
    fields: file?.fields ?? collection?.fields ?? [],
    sideBySide: collection?.i18n === true,
  };
}
