/**
 * The build's rules, run by the editor at save (contracts §19): the same schemas, the same
 * Markdown reading of `{{facts}}` and links, and the same press twin rules as `npm run build`,
 * so a writer is refused before anything is committed. Each problem is the rule and its values
 * (site/content/rules.ts) with the file, language and field it is about: the editor says it in
 * Korean and marks that field (site/admin/refusals.ts, ./refusal-panel.tsx); the build's English
 * line stays beside it. What needs the whole repository (other pages' files, brochures, images'
 * sizes) is left to the publishing build (docs/decisions.md lists it).
 */
import type { z } from 'zod';
import { en as zodEnglish } from 'zod/locales';
import { linkRefusal } from '../../site/content/links.ts';
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
  dateDiffersRefusal,
  itemFile,
  koreanOnlyWithTwinRefusal,
  sampleDisagreesRefusal,
  twinMissingRefusal,
} from '../../site/content/twin-messages.ts';
import { inEnglish, refusal, refusalOfIssue, type Refusal } from '../../site/content/rules.ts';
import {
  DEFAULT_LOCALE,
  LOCALES,
  toContentFile,
  type Locale,
  type Route,
} from '../../site/routes.ts';
import { withoutEmpty } from './formats.ts';
import type { ImageSize } from '../../site/content/images.ts';
import { issueRefusal, type EditorRefusal } from '../../site/admin/refusals.ts';

/**
 * What the build tells the editor about the site (site/builder/admin.ts writes it into the page).
 */
export interface SiteFacts {
  /**
   * Every page's URL with its language, its URL in each language and its title (the body editor's
   * link list).
   */
  pages: Record<string, Pick<Route, 'locale' | 'alternates'> & { title: string }>;
  /** Files under static/, as URL paths: '/assets/img/banner-company-intro.webp'. */
  assets: string[];
  /** The `{{fact}}` names Markdown may use, by language. */
  facts: Record<Locale, string[]>;
  /** Page kind of each page id ('company/intro' -> 'page'). */
  kinds: Record<string, ContentKind>;
}

/** What site/builder/admin.ts writes into the page (#cms-data) for the editor to start from. */
export interface AdminData {
  /** Decap's configuration (site/admin/config.ts). */
  config: Record<string, unknown>;
  site: SiteFacts;
  /**
   * The site's stylesheets, for the preview frame: ['/assets/site-AB12.css',
   * '/assets/fonts-CD34.css'].
   */
  styles: string[];
  /**
   * Company facts and popup as the build read them: the preview fills `{{facts}}` and the footer.
   */
  company: CompanyFacts;
  popup: PopupConfig;
  /** The images under static/assets/img with their sizes: a gallery's width and height. */
  images: Record<string, ImageSize>;
}

/**
 * One entry as the editor holds it: its collection, file id or slug, and each language's values.
 */
export interface Draft {
  collection: string;
  /** Page id ('company/intro'), press slug, or 'company' / 'popup'. */
  name: string;
  isNew: boolean;
  data: Partial<Record<Locale, Record<string, unknown> | undefined>>;
}

/** One thing the build would refuse in an entry, and where. */
export interface Problem {
  /** The language of the file it is in (the side of the editor it shows on). */
  locale: Locale;
  /** Where in that language's values: ['blocks', 1, 'markdown']; [] for the entry as a whole. */
  path: (string | number)[];
  refusal: EditorRefusal;
  /** The build's line for it, less the line number (the file is not written yet). */
  english: string;
}

/** A problem of one of the build's own rules: its English line is `file: message`. */
const ruled = (locale: Locale, file: string, path: Problem['path'], found: Refusal): Problem => ({
  locale,
  path,
  refusal: found,
  english: `${file}: ${inEnglish(found)}`,
});

const englishOfZod = zodEnglish().localeError;

/**
 * A file's values against its schema: each issue as its rule and the build's line,
 * 'file: field.path: message'.
 */
export function schemaProblems(
  file: string,
  locale: Locale,
  data: unknown,
  schema: z.ZodType,
): Problem[] {
  // The map runs once for each issue, in order, before zod words it: the raw issue says its rule.
  const found: { refusal: EditorRefusal; english: string }[] = [];
  const result = schema.safeParse(data, {
    error: (issue) => {
      const named = refusalOfIssue(issue as never);
      const english = named ? inEnglish(named) : String(englishOfZod(issue) ?? issue.message);
      found.push({ refusal: issueRefusal(issue), english });
      return String(found.length - 1);
    },
  });
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const { refusal: why, english } = found[Number(issue.message)]!;
    const path = issue.path.map((key) => (typeof key === 'number' ? key : String(key)));
    return {
      locale,
      path,
      refusal: why,
      english: `${file}: ${path.length ? `${path.join('.')}: ` : ''}${english}`,
    };
  });
}

/**
 * Every piece of Markdown of a page, with where it sits: the body, prose blocks, the contact
 * notice.
 */
export function markdownOf(
  data: Record<string, unknown>,
): { path: Problem['path']; text: string }[] {
  const texts: { path: Problem['path']; text: unknown }[] = [
    { path: ['body'], text: data.body },
    { path: ['privacy'], text: data.privacy },
  ];
  const blocks = Array.isArray(data.blocks) ? data.blocks : [];
  blocks.forEach((block, i) =>
    texts.push({
      path: ['blocks', i, 'markdown'],
      text: (block as Record<string, unknown>).markdown,
    }),
  );
  return texts.filter(
    (entry): entry is { path: Problem['path']; text: string } =>
      typeof entry.text === 'string' && entry.text.trim() !== '',
  );
}

export type Href = { href: string; cta: boolean; path: Problem['path'] };

/** Links a page names outside Markdown: cta and history blocks' href. */
export function blockLinks(data: Record<string, unknown>): Href[] {
  const blocks = Array.isArray(data.blocks) ? (data.blocks as Record<string, unknown>[]) : [];
  return blocks.flatMap((block, i): Href[] => {
    if (block.type === 'cta' && typeof block.href === 'string')
      return [{ href: block.href, cta: true, path: ['blocks', i, 'href'] }];
    if (block.type === 'history' && Array.isArray(block.entries))
      return (block.entries as Record<string, unknown>[]).flatMap((entry, j): Href[] =>
        typeof entry.href === 'string'
          ? [{ href: entry.href, cta: false, path: ['blocks', i, 'entries', j, 'href'] }]
          : [],
      );
    return [];
  });
}

/**
 * The links of one file that the build would refuse, where each sits: cta and history hrefs and
 * the links of its Markdown. The preview flags them as the writer types (./preview.tsx).
 */
export function linkProblems(
  file: string,
  locale: Locale,
  data: Record<string, unknown>,
  site: SiteFacts,
  rendered = renderedMarkdown(locale, data, site),
): Problem[] {
  const urls = new Map(Object.entries(site.pages));
  const assets = new Set(site.assets);
  const hrefs: Href[] = blockLinks(data);
  for (const { path, references } of rendered)
    hrefs.push(...references.map((r) => ({ href: r.href, cta: false, path })));
  return hrefs.flatMap(({ href, cta, path }) => {
    const found = linkRefusal({ href, cta, route: { locale } }, urls, (url) => assets.has(url));
    return found ? [ruled(locale, file, path, found)] : [];
  });
}

/** `{{fact}}` names and links of one file, checked as the build checks them. */
function textProblems(
  file: string,
  locale: Locale,
  data: Record<string, unknown>,
  site: SiteFacts,
): Problem[] {
  const rendered = renderedMarkdown(locale, data, site);
  const problems = rendered.flatMap(({ path, problems }) =>
    problems.map((p) => ruled(locale, file, path, p.refusal)),
  );
  return [...problems, ...linkProblems(file, locale, data, site, rendered)];
}

/**
 * Each piece of Markdown of a file rendered once, as the build renders it: its problems and links.
 */
function renderedMarkdown(locale: Locale, data: Record<string, unknown>, site: SiteFacts) {
  const facts = new Map(site.facts[locale].map((name) => [name, { text: name }]));
  return markdownOf(data).map(({ path, text }) => ({
    path,
    ...markdownToHtml(text, { facts, sampleLabel: '' }),
  }));
}

/**
 * The front matter the build validates: the editor's values less the body and editor-only fields.
 */
export function frontMatter(data: Record<string, unknown>): Record<string, unknown> {
  const { body: _body, ...front } = withoutEmpty(data) as Record<string, unknown>;
  return front;
}

/** A page in every language, each language's values checked as the build checks its file. */
function pageProblems(draft: Draft, site: SiteFacts): Problem[] {
  const kind = site.kinds[draft.name];
  if (!kind)
    return [
      ruled(DEFAULT_LOCALE, toContentFile(draft.name, DEFAULT_LOCALE), [], refusal('page.noRoute')),
    ];
  return LOCALES.flatMap((locale) => {
    const file = toContentFile(draft.name, locale);
    const data = draft.data[locale] ?? {};
    return [
      ...schemaProblems(file, locale, frontMatter(data), PAGE_SCHEMAS[kind]),
      ...textProblems(file, locale, data, site),
    ];
  });
}

const TWIN_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
/** 'YYYY-MM-DD-words' -> 'YYYY-MM-DD' */
const dateOfSlug = (slug: string) => /^(\d{4}-\d{2}-\d{2})-/.exec(slug)?.[1];
/** An English side the writer never opened holds nothing but what Decap copies (the date). */
const isBlank = (data: Record<string, unknown> | undefined) =>
  !data || Object.entries(withoutEmpty(data) as object).every(([key]) => key === 'date');

function pressProblems(draft: Draft, site: SiteFacts): Problem[] {
  const source = draft.data[DEFAULT_LOCALE] ?? {};
  const sourceFront = frontMatter(source);
  const slug = draft.isNew ? `${source.date}-${source.slug ?? ''}` : draft.name;
  const problems: Problem[] = [];
  const refuse = (locale: Locale, path: Problem['path'], found: Refusal) =>
    problems.push(ruled(locale, itemFile(locale, slug), path, found));
  // A new item's file name is its date and the words the writer typed; a bad date is the date's
  // own refusal, so the words are checked alone.
  if (draft.isNew && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(String(source.slug ?? '')))
    refuse(DEFAULT_LOCALE, ['slug'], refusal('press.slug', { slug }));
  const check = (locale: Locale, data: Record<string, unknown>, schema: z.ZodType) => {
    const front = frontMatter(data);
    problems.push(...schemaProblems(itemFile(locale, slug), locale, front, schema));
    const date = dateOfSlug(slug);
    if (date && typeof front.date === 'string' && front.date !== date)
      refuse(locale, ['date'], dateDiffersRefusal(front.date, date));
    if (!String(data.body ?? '').trim()) refuse(locale, ['body'], refusal('press.bodyEmpty'));
    // The body is Markdown, like a page's: its {{facts}} and links checked the same way.
    problems.push(...textProblems(itemFile(locale, slug), locale, data, site));
  };
  check(DEFAULT_LOCALE, source, PressFrontMatter);
  for (const locale of TWIN_LOCALES) {
    const twin = draft.data[locale];
    if (sourceFront.koreanOnly === true) {
      if (!isBlank(twin))
        refuse(DEFAULT_LOCALE, ['koreanOnly'], koreanOnlyWithTwinRefusal(locale, slug));
      continue;
    }
    if (isBlank(twin)) {
      // Shown on the empty side's title, where the writer would start.
      problems.push({
        ...ruled(
          locale,
          itemFile(DEFAULT_LOCALE, slug),
          ['title'],
          twinMissingRefusal(locale, slug),
        ),
      });
      continue;
    }
    check(locale, twin!, PressTwinFrontMatter);
    const twinSample = frontMatter(twin!).sample as boolean | undefined;
    if ((twinSample === true) !== (sourceFront.sample === true))
      refuse(
        locale,
        ['sample'],
        sampleDisagreesRefusal(twinSample, sourceFront.sample === true, slug),
      );
  }
  return problems;
}

/** Every problem the build would report for this entry; empty when it may be saved. */
export function draftRefusals(draft: Draft, site: SiteFacts): Problem[] {
  if (draft.collection === 'press') return pressProblems(draft, site);
  if (draft.collection === 'settings') {
    const data = frontMatter(draft.data[DEFAULT_LOCALE] ?? {});
    return draft.name === 'company'
      ? schemaProblems('content/company.yaml', DEFAULT_LOCALE, data, CompanyFacts)
      : schemaProblems('content/popup.yaml', DEFAULT_LOCALE, data, PopupConfig);
  }
  return pageProblems(draft, site);
}

/** The build's lines for an entry's problems, in its English: 'content/…/x.md: title: …'. */
export function draftProblems(draft: Draft, site: SiteFacts): string[] {
  return draftRefusals(draft, site).map((problem) => problem.english);
}
