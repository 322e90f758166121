/**
 * The editor's preview is our page (issue 24): the entry being edited, rendered to HTML by the
 * site's own templates (templates/, Preact) in its language, as the build renders it: header,
 * banner, blocks, sample marks, tables, footer. The preview frame loads the site's stylesheets
 * (AdminData.styles). What the build would refuse is shown instead, in the build's
 * words, so a broken draft never previews as if it were fine.
 */
import { renderToString } from 'preact-render-to-string';
import type { z } from 'zod';
import type { LoadedPage } from '../../site/content/load.ts';
import { toFacts } from '../../site/content/facts.ts';
import { markdownToHtml } from '../../site/content/markdown.ts';
import type { PressArticle } from '../../site/content/press.ts';
import {
  PAGE_SCHEMAS,
  PressFrontMatter,
  PressTwinFrontMatter,
  type ContentKind,
} from '../../site/content/schemas.ts';
import { createTranslate, MESSAGES } from '../../site/i18n.ts';
import { pressRoutes } from '../../site/press-routes.ts';
import {
  DEFAULT_LOCALE,
  LOCALES,
  ROUTES,
  localeRow,
  toContentFile,
  type Locale,
} from '../../site/routes.ts';
import { PageContext, type PageInfo } from '../../templates/context.ts';
import { Footer } from '../../templates/Footer.tsx';
import { PageBody } from '../../templates/PageBody.tsx';
import type { PageSource } from '../../templates/render.tsx';
import { frontMatter, schemaProblems, type AdminData } from './checks.ts';
import { inKorean } from '../../site/admin/korean.ts';

/** The entry as the preview pane has it: its collection, file name or slug, language, values. */
export interface PreviewEntry {
  collection: string;
  /** A page's file entry ('en--company--intro'), a press slug, or '' for a new press item. */
  name: string;
  locale: Locale;
  data: Record<string, unknown>;
}

const IMAGES = '/assets/img/';
const NO_PRESS = Object.fromEntries(
  LOCALES.map((locale) => [locale, []]),
) as unknown as PageInfo['press'];

/** The entry's page as the loader would make it, or the build's messages where it would refuse it. */
function pageSource(entry: PreviewEntry, site: AdminData): PageSource | string[] {
  const options = {
    facts: toFacts(site.company, entry.locale),
    sampleLabel: MESSAGES[entry.locale]['sample.tag'],
  };
  const problems: string[] = [];
  const markdown = (text: unknown) => {
    const result = markdownToHtml(typeof text === 'string' ? text : '', options);
    problems.push(...result.problems.map((problem) => inKorean(problem.message)));
    return result.html;
  };
  if (entry.collection === 'press') return articleSource(entry, problems);
  const [locale, ...parts] = entry.name.split('--');
  const id = parts.join('/');
  const route = ROUTES.find((r) => r.locale === locale && r.id === id);
  if (!route) return [`${entry.name}: no route uses this file`];
  const file = toContentFile(id, locale as Locale);
  const schema = PAGE_SCHEMAS[route.kind as ContentKind] as z.ZodType;
  const parsed = schema.safeParse(frontMatter(entry.data));
  if (!parsed.success) return schemaProblems(file, frontMatter(entry.data), schema, 'ko');
  const data = parsed.data as Record<string, unknown>;
  const html = markdown(entry.data.body);
  const blocks = Array.isArray(data.blocks) ? (data.blocks as Record<string, unknown>[]) : [];
  const blockHtml = blocks.map((block) => (block.type === 'prose' ? markdown(block.markdown) : ''));
  const page = {
    route,
    kind: route.kind,
    data,
    html,
    blockHtml,
    ...(route.kind === 'contact' ? { privacyHtml: markdown(data.privacy) } : {}),
  } as unknown as LoadedPage;
  return problems.length ? problems.map((problem) => `${file}: ${problem}`) : page;
}

/** A press item in one language as its article page shows it. */
function articleSource(entry: PreviewEntry, problems: string[]): PageSource | string[] {
  const { data, locale } = entry;
  const slug = entry.name || `${data.date}-${data.slug || 'new'}`;
  const file = `content/press/${locale}/${slug}.md`;
  const schema = locale === DEFAULT_LOCALE ? PressFrontMatter : PressTwinFrontMatter;
  const front = frontMatter(data);
  const parsed = schema.safeParse(front);
  if (!parsed.success) return schemaProblems(file, front, schema as z.ZodType, 'ko');
  if (problems.length) return problems;
  const others = LOCALES.filter((other) => other !== DEFAULT_LOCALE);
  const route = pressRoutes({
    slugs: [slug],
    twins: Object.fromEntries(others.map((other) => [other, new Set([slug])])),
  }).find((r) => r.kind === 'article' && r.locale === locale)!;
  const item = parsed.data as Record<string, unknown>;
  const article: PressArticle = {
    slug,
    seq: 1,
    lang: locale,
    koreanOnly: item.koreanOnly === true,
    type: String(item.type),
    title: String(item.title),
    date: String(item.date),
    text: String(data.body ?? ''),
    ...(typeof item.link === 'string' ? { link: item.link } : {}),
    sample: item.sample === true,
    url: route.url,
    listPage: 1,
  };
  return { route, kind: 'article', article, data: { description: '' } };
}

/** The messages a refused draft gets, where the page would be. */
function Refused({ problems }: { problems: string[] }) {
  return (
    <section className="block" data-preview-problems>
      <div className="container prose">
        <h2>저장하면 거부되는 부분이 있습니다</h2>
        <ul>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * The entry as a visitor would see its page, rendered by our templates: the HTML of its <main>
 * and footer (the header's menu would fill a narrow preview with links and says nothing of the
 * entry), and what its <html> carries.
 */
export function previewHtml(
  entry: PreviewEntry,
  site: AdminData,
): { html: string; lang: string; theme: string } {
  const source = pageSource(entry, site);
  const route = Array.isArray(source)
    ? ROUTES.find((r) => r.locale === entry.locale && r.kind === 'home')!
    : source!.route;
  const info: PageInfo = {
    route,
    locale: route.locale,
    t: createTranslate(route.locale),
    company: site.company,
    popup: site.popup,
    images: new Set(
      site.site.assets
        .filter((path) => path.startsWith(IMAGES))
        .map((path) => path.slice(IMAGES.length)),
    ),
    press: NO_PRESS,
    pages: new Map(),
    downloads: [],
  };
  const html = renderToString(
    <PageContext.Provider value={info}>
      <main id="main" className={`main main--${route.kind}`}>
        {Array.isArray(source) ? <Refused problems={source} /> : <PageBody page={source} />}
      </main>
      <Footer />
    </PageContext.Provider>,
  );
  return { html, lang: localeRow(route.locale).lang, theme: route.theme };
}
