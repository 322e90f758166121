/**
 * The preview pane of pages and press items: Decap's preview template, a React component that
 * renders the entry by our page components (./preview.tsx), in the language of the pane.
 */
import { createElement } from 'react';
import type { CmsCollection } from '../../site/admin/config.ts';
import { DEFAULT_LOCALE, type Locale } from '../../site/routes.ts';
import type { AdminData } from './checks.ts';
import { formOf, nameOf, type EntryMap, type Values } from './entry.ts';
import { PreviewPage, type GetAsset } from './preview.tsx';
import { sentenceOf } from './sentences.ts';
import type { CMS as DecapCms } from './vendor.ts';

/** What Decap passes a preview template: the entry in the language shown, its collection. */
interface PreviewProps {
  entry: EntryMap;
  collection: EntryMap;
  /** The language of the left pane, in collections with languages side by side (pages, press). */
  locale?: Locale;
  /** The preview frame's document. */
  document: Document;
  /** A file of the media folder as Decap holds it: an upload not yet saved is only here. */
  getAsset: GetAsset;
}

/**
 * Decap looks a preview template up by file name in collections of files and by collection name
 * in folder collections (pages, press); the settings have no preview.
 */
function previewTemplateNames(config: Record<string, unknown>): string[] {
  const collections = config.collections as CmsCollection[];
  return collections
    .filter((collection) => collection.editor?.preview !== false)
    .flatMap((collection) =>
      collection.files ? collection.files.map((file) => file.name) : [collection.name],
    );
}

/** The admin page's data, set by registerPreview: Decap gives a preview template only its props. */
let site: AdminData;

/** Decap's props -> the entry in the pane's language, and our page of it. */
function EntryPreview({ entry, collection, locale, document: frame, getAsset }: PreviewProps) {
  const name = String(collection.get('name'));
  const draft = {
    collection: name,
    name: nameOf(site.config, name, String(entry.get('slug') ?? '')),
    locale: locale ?? DEFAULT_LOCALE,
    data: (entry.get('data') as Values)?.toJS() ?? {},
  };
  const { fields } = formOf(site.config, { ...draft, isNew: false, data: {} });
  return createElement(PreviewPage, {
    entry: draft,
    site,
    getAsset,
    describe: (problem) => sentenceOf(problem, fields, draft.data, false),
    frame,
  });
}

export function registerPreview(cms: typeof DecapCms, adminData: AdminData): void {
  site = adminData;
  for (const style of adminData.styles) cms.registerPreviewStyle(style);
  for (const name of previewTemplateNames(adminData.config))
    cms.registerPreviewTemplate(name, EntryPreview as never);
}
