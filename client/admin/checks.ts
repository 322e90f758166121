/**
 * The build's rules, run by the editor at save (DECISIONS §19): the same schemas, the same
 * Markdown reading of `{{facts}}` and links, and the same press twin rules as `npm run build`,
 * so a writer is refused with the build's own message before anything is committed. What needs the
 * whole repository (other pages' files, brochures, images' sizes) is left to the publishing build
 * (docs/decisions.md lists it).
 */
import type { z } from 'zod';
import { brokenLink } from '../../site/content/links.ts';
import { markdownToHtml } from '../../site/content/markdown.ts';
import {
  CompanyFacts,
  PAGE_SCHEMAS,
  PopupConfig,
  PressFrontMatter,
  PressTwinFrontMatter,
  type ContentKind,
} from '../../site/content/schemas.ts';
import {
  dateDiffers,
  itemFile,
  koreanOnlyWithTwin,
  sampleDisagrees,
  twinMissing,
} from '../../site/content/twin-messages.ts';
import {
  DEFAULT_LOCALE,
  LOCALES,
  toContentFile,
  type Locale,
  type Route,
} from '../../site/routes.ts';
import { withoutEmpty } from './formats.ts';
import type { ImageSize } from '../../site/content/images.ts';
import { inKorean, koreanIssues } from '../../site/admin/korean.ts';

/** The language of the messages: the build's English (tests compare), or Korean for the writer. */
export type Language = 'en' | 'ko';

/** What the build tells the editor about the site (site/build/admin.ts writes it into the page). */
export interface SiteFacts {
  /** Every page's URL with its language and its URL in each language. */
  pages: Record<string, Pick<Route, 'locale' | 'alternates'>>;
  /** Files under static/, as URL paths: '/assets/img/banner-company-intro.webp'. */
  assets: string[];
  /** The `{{fact}}` names Markdown may use, by language. */
  facts: Record<Locale, string[]>;
  /** Page kind of each page id ('company/intro' -> 'page'). */
  kinds: Record<string, ContentKind>;
}

/** What site/build/admin.ts writes into the page (#cms-data) for the editor to start from. */
export interface AdminData {
  /** Decap's configuration (site/admin/config.ts). */
  config: Record<string, unknown>;
  site: SiteFacts;
  /** The site's stylesheets, for the preview frame: ['/assets/site-AB12.css', '/assets/fonts-CD34.css']. */
  styles: string[];
  /** Company facts and popup as the build read them: the preview fills `{{facts}}` and the footer. */
  company: CompanyFacts;
  popup: PopupConfig;
  /** The images under static/assets/img with their sizes: a gallery's width and height. */
  images: Record<string, ImageSize>;
}

/** One entry as the editor holds it: its collection, file id or slug, and each language's values. */
export interface Draft {
  collection: string;
  /** Page id ('company/intro'), press slug, or 'company' / 'popup'. */
  name: string;
  isNew: boolean;
  data: Partial<Record<Locale, Record<string, unknown> | undefined>>;
}

const say = (language: Language, message: string) =>
  language === 'ko' ? inKorean(message) : message;

/**
 * 'file: field.path: message', as the build prints it (without the line: the file is not written
 * yet), or in Korean (site/admin/korean.ts).
 */
export function schemaProblems(
  file: string,
  data: unknown,
  schema: z.ZodType,
  language: Language = 'en',
): string[] {
  const result = schema.safeParse(data, language === 'ko' ? { error: koreanIssues } : undefined);
  if (result.success) return [];
  return result.error.issues.map(
    (issue) =>
      `${file}: ${issue.path.length ? `${issue.path.join('.')}: ` : ''}${say(language, issue.message)}`,
  );
}

/** Every piece of Markdown of a page, with where it sits: the body, prose blocks, the contact notice. */
function markdownOf(data: Record<string, unknown>): string[] {
  const texts = [data.body, data.privacy];
  const blocks = Array.isArray(data.blocks) ? data.blocks : [];
  for (const block of blocks) texts.push((block as Record<string, unknown>).markdown);
  return texts.filter((text): text is string => typeof text === 'string' && text.trim() !== '');
}

/** Links a page names outside Markdown: cta and history blocks' href. */
function blockLinks(data: Record<string, unknown>): { href: string; cta: boolean }[] {
  const blocks = Array.isArray(data.blocks) ? (data.blocks as Record<string, unknown>[]) : [];
  return blocks.flatMap((block): { href: string; cta: boolean }[] => {
    if (block.type === 'cta' && typeof block.href === 'string')
      return [{ href: block.href, cta: true }];
    if (block.type === 'history' && Array.isArray(block.entries))
      return (block.entries as Record<string, unknown>[])
        .filter((entry) => typeof entry.href === 'string')
        .map((entry) => ({ href: entry.href as string, cta: false }));
    return [];
  });
}

/** `{{fact}}` names and links of one file, checked as the build checks them. */
function textProblems(
  file: string,
  locale: Locale,
  data: Record<string, unknown>,
  site: SiteFacts,
  language: Language,
): string[] {
  const facts = new Map(site.facts[locale].map((name) => [name, { text: name }]));
  const urls = new Map(Object.entries(site.pages));
  const assets = new Set(site.assets);
  const problems: string[] = [];
  const hrefs: { href: string; cta: boolean }[] = blockLinks(data);
  for (const text of markdownOf(data)) {
    const { references, problems: found } = markdownToHtml(text, { facts, sampleLabel: '' });
    problems.push(...found.map((p) => `${file}: ${say(language, p.message)}`));
    hrefs.push(...references.map((r) => ({ href: r.href, cta: false })));
  }
  for (const { href, cta } of hrefs) {
    const message = brokenLink({ href, cta, route: { locale } }, urls, (path) => assets.has(path));
    if (message) problems.push(`${file}: ${say(language, message)}`);
  }
  return problems;
}

/** The front matter the build validates: the editor's values less the body and editor-only fields. */
export function frontMatter(data: Record<string, unknown>): Record<string, unknown> {
  const { body: _body, ...front } = withoutEmpty(data) as Record<string, unknown>;
  return front;
}

/** A page in every language, each language's values checked as the build checks its file. */
function pageProblems(draft: Draft, site: SiteFacts, language: Language): string[] {
  const kind = site.kinds[draft.name];
  if (!kind)
    return [
      `${toContentFile(draft.name, DEFAULT_LOCALE)}: ${say(language, 'no route uses this file')}`,
    ];
  return LOCALES.flatMap((locale) => {
    const file = toContentFile(draft.name, locale);
    const data = draft.data[locale] ?? {};
    return [
      ...schemaProblems(file, frontMatter(data), PAGE_SCHEMAS[kind], language),
      ...textProblems(file, locale, data, site, language),
    ];
  });
}

const TWIN_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
/** 'YYYY-MM-DD-words' -> 'YYYY-MM-DD' */
const dateOfSlug = (slug: string) => /^(\d{4}-\d{2}-\d{2})-/.exec(slug)?.[1];
/** An English side the writer never opened holds nothing but what Decap copies (the date). */
const isBlank = (data: Record<string, unknown> | undefined) =>
  !data || Object.entries(withoutEmpty(data) as object).every(([key]) => key === 'date');

function pressProblems(draft: Draft, language: Language): string[] {
  const source = draft.data[DEFAULT_LOCALE] ?? {};
  const sourceFront = frontMatter(source);
  const slug = draft.isNew ? `${source.date}-${source.slug ?? ''}` : draft.name;
  const problems: string[] = [];
  const refuse = (file: string, message: string) =>
    problems.push(`${file}: ${say(language, message)}`);
  if (draft.isNew && !/^\d{4}-\d{2}-\d{2}-[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))
    refuse(
      itemFile(DEFAULT_LOCALE, slug),
      `file name "${slug}" is not a press slug (expected YYYY-MM-DD-lowercase-ascii-words, like 2025-10-14-safewiz-mobile-update)`,
    );
  const check = (locale: Locale, data: Record<string, unknown>, schema: z.ZodType) => {
    const file = itemFile(locale, slug);
    const front = frontMatter(data);
    problems.push(...schemaProblems(file, front, schema, language));
    const date = dateOfSlug(slug);
    if (date && typeof front.date === 'string' && front.date !== date)
      refuse(file, dateDiffers(front.date, date));
    if (!String(data.body ?? '').trim()) refuse(file, 'the article text (body) is empty');
  };
  check(DEFAULT_LOCALE, source, PressFrontMatter);
  for (const locale of TWIN_LOCALES) {
    const twin = draft.data[locale];
    if (sourceFront.koreanOnly === true) {
      if (!isBlank(twin)) refuse(itemFile(DEFAULT_LOCALE, slug), koreanOnlyWithTwin(locale, slug));
      continue;
    }
    if (isBlank(twin)) {
      refuse(itemFile(DEFAULT_LOCALE, slug), twinMissing(locale, slug));
      continue;
    }
    check(locale, twin!, PressTwinFrontMatter);
    const twinSample = frontMatter(twin!).sample as boolean | undefined;
    if ((twinSample === true) !== (sourceFront.sample === true))
      refuse(
        itemFile(locale, slug),
        sampleDisagrees(twinSample, sourceFront.sample === true, slug),
      );
  }
  return problems;
}

/** Every problem the build would report for this entry, in its words or in Korean; empty when it may be saved. */
export function draftProblems(draft: Draft, site: SiteFacts, language: Language = 'en'): string[] {
  if (draft.collection === 'press') return pressProblems(draft, language);
  if (draft.collection === 'settings') {
    const data = frontMatter(draft.data[DEFAULT_LOCALE] ?? {});
    return draft.name === 'company'
      ? schemaProblems('content/company.yaml', data, CompanyFacts, language)
      : schemaProblems('content/popup.yaml', data, PopupConfig, language);
  }
  return pageProblems(draft, site, language);
}
