/**
 * The editor's configuration (contracts §19), generated from what the build reads: the menu and
 * ROUTES (one collection per content folder, its pages' languages side by side), the front-matter
 * schemas and the block schemas (site/content/), the press front matter, company.yaml and
 * popup.yaml. Nothing here restates a field: a schema change reaches the editor at the next build.
 */
import { BLOCK_SCHEMAS, IMAGE_DIR } from '../content/blocks.ts';
import {
  CompanyFacts,
  PAGE_SCHEMAS,
  PopupConfig,
  PressFrontMatter,
  type ContentKind,
} from '../content/schemas.ts';
import { translatorOf } from '../i18n.ts';
import { BROCHURES, MENU, STANDALONE } from '../menu.ts';
import {
  DEFAULT_LOCALE,
  LOCALES,
  ROUTES,
  pageOfContentFile,
  toContentFile,
  type Route,
} from '../routes.ts';
import { objectFields, type CmsField, type FieldOptions } from './fields.ts';
import { refusal } from '../content/rules.ts';
import { sayInKorean } from './refusals.ts';
import { BLOCK_LABELS, CHOICE_LABELS, FIELD_LABELS, HINTS, MARKDOWN, MULTILINE } from './labels.ts';

/** The custom formats client/admin/formats.ts registers: YAML written in the files' own style. */
export const FRONT_MATTER_FORMAT = 'haeon-frontmatter';
export const YAML_FORMAT = 'haeon-yaml';

/** Where uploaded images go and how pages name them (site/content/blocks.ts `imageFile`). */
export const MEDIA_FOLDER = IMAGE_DIR;
/**
 * The width every upload is made (px): the width of the site's banners and home images. Decap's
 * media_processing sets the width rather than capping it, so a narrower picture is scaled up:
 * docs/editing.md asks writers for pictures at least this wide.
 */
export const MEDIA_WIDTH = 1920;

const OPTIONS: FieldOptions = {
  labels: FIELD_LABELS,
  blockLabels: BLOCK_LABELS,
  hints: HINTS,
  multiline: MULTILINE,
  markdown: MARKDOWN,
  choices: CHOICE_LABELS,
};

export interface CmsCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  i18n?: boolean;
  format?: string;
  extension?: string;
  folder?: string;
  create?: boolean;
  delete?: boolean;
  slug?: string;
  identifier_field?: string;
  summary?: string;
  sortable_fields?: (string | { field: string; label: string; default_sort?: 'asc' | 'desc' })[];
  files?: { name: string; label: string; file: string; fields: CmsField[] }[];
  fields?: CmsField[];
  editor?: { preview: boolean };
}

/** Which of the build's environment variables set the live backend (contracts §19). */
export interface CmsEnvironment {
  CMS_BACKEND?: string;
  CMS_REPO?: string;
  CMS_BRANCH?: string;
  CMS_BASE_URL?: string;
  CMS_APP_ID?: string;
  /** `npm run cms` (and its test): the local backend process, `http://127.0.0.1:<port>/api/v1`. */
  CMS_LOCAL_BACKEND?: string;
}

/** The editor speaks Korean: a collection is named by its menu title in Korean. */
const title = translatorOf(DEFAULT_LOCALE);

/** Every page kind but home has a Markdown body under its front matter. */
function pageFields(kind: ContentKind): CmsField[] {
  const fields = objectFields(PAGE_SCHEMAS[kind], OPTIONS);
  if (kind === 'home') return fields;
  return [...fields, { name: 'body', label: FIELD_LABELS.body, widget: 'body', required: false }];
}

/**
 * Every field, and every field inside it, in both languages: a field Decap does not mark is hidden
 * on the English side.
 */
function translated(fields: CmsField[]): CmsField[] {
  return fields.map((field) => ({
    ...field,
    i18n: true,
    ...(field.fields ? { fields: translated(field.fields) } : {}),
    ...(field.types ? { types: translated(field.types) } : {}),
    ...(field.field ? { field: translated([field.field])[0] } : {}),
  }));
}

/**
 * The routes of these menu paths (a group's, the standalone pages', the documents'), in menu order.
 */
function defaultLocaleRoutes(paths: readonly string[]): Route[] {
  return paths.map(
    (path) =>
      ROUTES.find((route) => route.locale === DEFAULT_LOCALE && route.id === (path || 'home'))!,
  );
}

/**
 * 'company/intro' -> 'content/company': the folder of a page's files, one folder per language in
 * it.
 */
function folderOf(id: string): string {
  const file = toContentFile(id, DEFAULT_LOCALE);
  return file.slice(0, file.lastIndexOf(`/${DEFAULT_LOCALE}/`));
}

/**
 * The pages, one collection per content folder, in menu order (the menu groups, the pages outside
 * them, the documents): a writer opens a page and edits its languages side by side, as press
 * items (Decap's multiple_folders). A folder holds pages of one kind (site/routes.ts gives a
 * one-segment page a folder of its own), so a collection has one set of fields, the kind's schema.
 */
export function pageCollections(): CmsCollection[] {
  const routes = [
    ...MENU.flatMap((group) => defaultLocaleRoutes(group.subMenus.map((item) => item.path))),
    ...defaultLocaleRoutes(STANDALONE.map((item) => item.path)),
    ...defaultLocaleRoutes(BROCHURES.map((item) => item.path)),
  ];
  const folders = new Map<string, Route[]>();
  for (const route of routes)
    folders.set(folderOf(route.id), [...(folders.get(folderOf(route.id)) ?? []), route]);
  return [...folders].map(([folder, pages]) => {
    const kinds = [...new Set(pages.map((page) => page.kind))];
    if (kinds.length > 1)
      throw new Error(
        `${folder}: pages of the kinds ${kinds.join(' and ')} in one folder; the editor gives a folder one set of fields (give a page another path in site/menu.ts)`,
      );
    const [first] = pages as [Route, ...Route[]];
    const label =
      first.kind === 'brochure'
        ? '인쇄용 문서'
        : first.groupTitle
          ? title(first.groupTitle)
          : title(first.titleKey);
    return {
      name: `pages-${folder.slice('content/'.length).replace(/\//g, '-')}`,
      label,
      label_singular: first.kind === 'brochure' ? '문서' : '페이지',
      description:
        '페이지를 열면 한국어(왼쪽)와 영어(오른쪽)를 나란히 고칩니다. 한쪽을 고치면 다른 언어도 확인하세요.',
      folder,
      i18n: true,
      format: FRONT_MATTER_FORMAT,
      extension: 'md',
      create: false,
      delete: false,
      identifier_field: 'title',
      fields: translated(pageFields(first.kind as ContentKind)),
    };
  });
}

/**
 * A page entry's route id: ('pages-company', 'intro') -> 'company/intro'; ('pages-home', 'index')
 * -> 'home'; a press item -> undefined
 */
export function pageIdOf(
  collections: readonly CmsCollection[],
  collection: string,
  slug: string,
): string | undefined {
  const folder = collections.find((c) => c.name === collection)?.folder;
  return folder ? pageOfContentFile(`${folder}/${DEFAULT_LOCALE}/${slug}.md`)?.id : undefined;
}

/** Press front matter: the Korean schema (koreanOnly is Korean only), the slug words, the text. */
export function pressCollection(): CmsCollection {
  const fields = objectFields(PressFrontMatter, OPTIONS).map(
    (field): CmsField =>
      field.name === 'koreanOnly'
        ? { ...field, i18n: false }
        : { ...field, i18n: field.name === 'date' ? 'duplicate' : true },
  );
  return {
    name: 'press',
    label: '보도자료',
    label_singular: '보도자료',
    description:
      '새 보도자료는 한국어와 영어 두 파일로 저장됩니다. 영어판이 없으면 "한국어만"을 켜야 저장됩니다.',
    folder: 'content/press',
    i18n: true,
    format: FRONT_MATTER_FORMAT,
    extension: 'md',
    create: true,
    delete: true,
    identifier_field: 'title',
    // The slug rule of contracts §11: YYYY-MM-DD-lowercase-ascii-words (client/admin/formats.ts
    // keeps the words out of the file: the file name carries them).
    slug: '{{fields.date}}-{{fields.slug}}',
    summary: '{{date}} · {{title}}',
    // The newest first, as the site lists them.
    sortable_fields: [
      { field: 'date', label: FIELD_LABELS.date, default_sort: 'desc' },
      { field: 'title', label: FIELD_LABELS.title },
    ],
    fields: [
      ...fields,
      // Required of a new item, whose file it names; a saved item shows its file name instead
      // (client/admin/widgets/slug.tsx), so the field is never labelled optional.
      {
        name: 'slug',
        label: FIELD_LABELS.slug,
        widget: 'press-slug',
        i18n: 'duplicate',
        hint: '파일 이름이 될 영문 소문자 단어를 "-"로 이어 씁니다. 파일 이름은 날짜와 이 단어로 정해집니다.',
        pattern: [
          '^[a-z0-9]+(-[a-z0-9]+)*$',
          sayInKorean(refusal('press.slug'), FIELD_LABELS.slug),
        ],
      },
      { name: 'body', label: FIELD_LABELS.body, widget: 'body', i18n: true },
    ],
  };
}

/**
 * The popup's periods open, each titled by its dates (they are what a writer comes to change);
 * the key of the visitor's "오늘 보지 않기" is the site's, not the writer's, and stays as it is.
 */
function popupField(field: CmsField): CmsField {
  if (field.name === 'showPeriods')
    return { ...field, collapsed: false, summary: '{{fields.startDate}} ~ {{fields.endDate}}' };
  if (field.name === 'storageKey') return { ...field, widget: 'hidden' };
  return field;
}

/** company.yaml and popup.yaml: one file each, both languages inside (ko: / en: values). */
export function settingsCollection(): CmsCollection {
  return {
    name: 'settings',
    label: '회사 정보와 팝업',
    format: YAML_FORMAT,
    extension: 'yaml',
    editor: { preview: false },
    files: [
      {
        name: 'company',
        label: '회사 정보',
        file: 'content/company.yaml',
        fields: objectFields(CompanyFacts, OPTIONS),
      },
      {
        name: 'popup',
        label: '홈 팝업',
        file: 'content/popup.yaml',
        fields: objectFields(PopupConfig, OPTIONS).map(popupField),
      },
    ],
  };
}

/**
 * The live backend from the environment, or undefined when editing is not set up (contracts §19).
 */
export function backendOf(env: CmsEnvironment): Record<string, unknown> | undefined {
  const name = env.CMS_BACKEND;
  const branch = env.CMS_BRANCH || 'main';
  if (!name)
    return env.CMS_LOCAL_BACKEND
      ? { name: 'proxy', proxy_url: env.CMS_LOCAL_BACKEND, branch }
      : undefined;
  if (!['gitlab', 'github', 'gitea'].includes(name))
    throw new Error(`CMS_BACKEND=${name}: expected gitlab, github or gitea`);
  if (!env.CMS_REPO) throw new Error(`CMS_BACKEND=${name} needs CMS_REPO (owner/name)`);
  const base = env.CMS_BASE_URL?.replace(/\/+$/, '');
  const backend: Record<string, unknown> = { name, repo: env.CMS_REPO, branch };
  if (name === 'gitlab') {
    // GitLab signs in with PKCE in the browser: an OAuth application's id, no server of ours.
    Object.assign(backend, { auth_type: 'pkce', app_id: env.CMS_APP_ID });
    if (base) Object.assign(backend, { base_url: base, api_root: `${base}/api/v4` });
  }
  if (name === 'gitea') {
    // Gitea signs in with PKCE too; its address is both the sign-in and the API origin.
    if (!base) throw new Error('CMS_BACKEND=gitea needs CMS_BASE_URL (https://gitea.example.com)');
    Object.assign(backend, { app_id: env.CMS_APP_ID, base_url: base, api_root: `${base}/api/v1` });
  }
  // GitHub has no PKCE for OAuth apps: CMS_BASE_URL is the company's OAuth client (docs/deploy.md).
  if (name === 'github' && base) Object.assign(backend, { base_url: base });
  return backend;
}

/** The whole configuration Decap's CMS.init({ config }) takes; undefined without a backend. */
export function cmsConfig(env: CmsEnvironment): Record<string, unknown> | undefined {
  const backend = backendOf(env);
  if (!backend) return undefined;
  return {
    load_config_file: false,
    backend,
    // Draft, review, publish where the backend has it: merge requests on GitLab, pull requests on
    // GitHub.
    ...(['gitlab', 'github'].includes(String(backend.name))
      ? { publish_mode: 'editorial_workflow' }
      : {}),
    locale: 'ko',
    site_url: '/',
    // The toolbar's link to the live page: ours is the preview (client/admin/preview.tsx), and
    // Decap's poll for that link fails once the writer has moved to another entry.
    show_preview_links: false,
    media_folder: MEDIA_FOLDER,
    public_folder: '',
    // An uploaded photo is made what the site serves before it is saved, in the browser: WebP,
    // MEDIA_WIDTH px wide (as wide as the site's banners), its metadata removed
    // (a phone's GPS position), under the file name rule (Decap lowercases it; `slug` below).
    media_processing: {
      enabled: true,
      format: { enabled: true, default: 'webp' },
      quality: 82,
      strip_metadata: true,
      width: MEDIA_WIDTH,
    },
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    i18n: { structure: 'multiple_folders', locales: [...LOCALES], default_locale: DEFAULT_LOCALE },
    collections: [pressCollection(), ...pageCollections(), settingsCollection()],
  };
}

/**
 * Block type -> its Korean label, for the editor's "add" menu (FIELD_LABELS has them as
 * `block.<type>`).
 */
export const BLOCK_TYPES = Object.keys(BLOCK_SCHEMAS);
