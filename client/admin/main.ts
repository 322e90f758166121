/**
 * /admin/ (DECISIONS §19): Decap CMS, bundled with the site's React (./vendor.ts), started with the
 * configuration the build generated from our schemas (site/admin/config.ts), in Korean. The
 * editor reads and writes our files in their own style (./formats.ts) and refuses at save what the
 * build would refuse (./checks.ts); its preview is the page as our templates render it
 * (./preview.tsx). Without a configured backend the page only says how editing is
 * set up (site/build/admin.ts writes that text into the page).
 */
import { draftProblems, type AdminData, type Draft } from './checks.ts';
import { createElement } from 'react';
import { CMS } from './vendor.ts';
import { fromFrontMatter, fromYamlFile, toFrontMatter, toYamlFile } from './formats.ts';
import { previewHtml, type GetAsset } from './preview.tsx';
import {
  FRONT_MATTER_FORMAT,
  YAML_FORMAT,
  pageIdOf,
  type CmsCollection,
} from '../../site/admin/config.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../site/routes.ts';

/** The immutable Map Decap hands to event handlers, as far as we read it. */
interface EntryMap {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
}
type Values = { toJS(): Record<string, unknown> } | undefined;

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

/** A page entry's route id ('company/intro'), else the entry's slug (a press item's, a settings file's). */
function nameOf(config: Record<string, unknown>, collection: string, slug: string): string {
  return pageIdOf(config.collections as CmsCollection[], collection, slug) ?? slug;
}

/** Decap's entry -> the values of each language, as client/admin/checks.ts reads them. */
function toDraft(entry: EntryMap, config: Record<string, unknown>): Draft {
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

const element = document.getElementById('cms-data');
const adminData = element ? (JSON.parse(element.textContent ?? 'null') as AdminData | null) : null;
if (adminData) {
  for (const style of adminData.styles) CMS.registerPreviewStyle(style);
  const Preview = ({ entry, collection, locale, document: frame, getAsset }: PreviewProps) => {
    const name = String(collection.get('name'));
    const { html, lang, theme } = previewHtml(
      {
        collection: name,
        name: nameOf(adminData.config, name, String(entry.get('slug') ?? '')),
        locale: locale ?? DEFAULT_LOCALE,
        data: (entry.get('data') as Values)?.toJS() ?? {},
      },
      adminData,
      getAsset,
    );
    // The frame's <html> as the page's: its language, and its theme (colors of the header, banner).
    frame.documentElement.lang = lang;
    frame.documentElement.dataset.theme = theme;
    return createElement('div', { dangerouslySetInnerHTML: { __html: html } });
  };
  for (const name of previewTemplateNames(adminData.config))
    CMS.registerPreviewTemplate(name, Preview as never);
  CMS.registerCustomFormat(FRONT_MATTER_FORMAT, 'md', {
    fromFile: fromFrontMatter,
    toFile: toFrontMatter,
  });
  CMS.registerCustomFormat(YAML_FORMAT, 'yaml', { fromFile: fromYamlFile, toFile: toYamlFile });
  CMS.registerEventListener({
    name: 'preSave',
    handler: ({ entry }: { entry: EntryMap }) => {
      const problems = draftProblems(toDraft(entry, adminData.config), adminData.site, 'ko');
      if (problems.length)
        throw new Error(
          `빌드가 거부하는 내용이 있어 저장하지 않았습니다. 고친 뒤 다시 저장하세요.\n${problems.join('\n')}`,
        );
      return undefined;
    },
  });
  CMS.init({ config: adminData.config as never });
}
