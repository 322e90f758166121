/**
 * The editor's preview is our page: the entry being edited, rendered by the site's own
 * React components (templates/) in its language, as the build renders it: banner, blocks, sample
 * marks, tables, footer. They render in Decap's React tree, straight into the preview frame
 *: no HTML string made elsewhere. Islands show their markup and do not run
 * (StillIslands). The preview frame loads the site's stylesheets (AdminData.styles). What the
 * build would refuse is shown instead, in the sentences of the refusals panel (./sentences.ts), so
 * a broken draft never previews as if it were fine; a link the save would refuse is flagged above
 * the page as it is typed (LinkFlags). A picture just uploaded shows from Decap's own copy of it
 * (withDraftImages): it is on no server until the entry is saved.
 */
import { type ComponentProps, type ReactNode, useLayoutEffect, useRef } from 'react';
import type { z } from 'zod';
import type { LoadedPage } from '../../site/content/load.ts';
import { toFacts } from '../../site/content/facts.ts';
import { markdownToHtml } from '../../site/content/markdown.ts';
import { IMAGE_NAME } from '../../site/content/blocks.ts';
import type { PressArticle } from '../../site/content/press.ts';
import {
  PAGE_SCHEMAS,
  PressFrontMatter,
  PressTwinFrontMatter,
  type ContentKind,
} from '../../site/content/schemas.ts';
import { translatorOf } from '../../site/i18n.ts';
import { pressRoutes } from '../../site/press-routes.ts';
import { DEFAULT_LOCALE, LOCALES, ROUTES, localeRow, type Locale } from '../../site/routes.ts';
import { PageContext, type PageInfo } from '../../templates/context.ts';
import { StillIslands } from '../../templates/Island.tsx';
import { Footer } from '../../templates/Footer.tsx';
import { PageBody } from '../../templates/PageBody.tsx';
import type { PageSource } from '../../templates/render.tsx';
import type { ImageSizes } from '../../site/content/images.ts';
import {
  frontMatter,
  linkProblems,
  schemaProblems,
  type AdminData,
  type Problem,
} from './checks.ts';
import { inEnglish, refusal } from '../../site/content/rules.ts';
import { editorText } from '../../site/admin/messages.ts';

/** The entry as the preview pane has it: its collection, file name or slug, language, values. */
export interface PreviewEntry {
  collection: string;
  /** A page's route id ('company/intro'), a press slug, or '' for a new press item. */
  name: string;
  locale: Locale;
  data: Record<string, unknown>;
}

/**
 * An image as every template writes it: '/assets/img/' and a name by the site's rule (IMAGE_NAME).
 */
const IMAGE_URL = new RegExp(`/assets/img/(${IMAGE_NAME.source.slice(1, -1)})`, 'g');
const NO_PRESS = Object.fromEntries(
  LOCALES.map((locale) => [locale, []]),
) as unknown as PageInfo['press'];

/** The file the entry is saved to: 'content/pages/ko/company/intro.md', 'content/press/en/….md'. */
function entryFile(entry: PreviewEntry): string {
  if (entry.collection !== 'press')
    return ROUTES.find((r) => r.locale === entry.locale && r.id === entry.name)?.contentFile ?? '';
  const slug = entry.name || `${entry.data.date}-${entry.data.slug || 'new'}`;
  return `content/press/${entry.locale}/${slug}.md`;
}

/** The entry's page as the loader would make it, or what the build would refuse in it. */
function pageSource(entry: PreviewEntry, site: AdminData): PageSource | Problem[] {
  const options = {
    facts: toFacts(site.company, entry.locale),
    sampleLabel: translatorOf(entry.locale)('sample.tag'),
  };
  const problems: Problem[] = [];
  const route = ROUTES.find((r) => r.locale === entry.locale && r.id === entry.name);
  const file = route?.contentFile ?? '';
  const markdown = (text: unknown, path: Problem['path']) => {
    const result = markdownToHtml(typeof text === 'string' ? text : '', options);
    for (const { refusal: found } of result.problems)
      problems.push({ locale: entry.locale, path, refusal: found, english: inEnglish(found) });
    return result.html;
  };
  if (entry.collection === 'press') return articleSource(entry, problems, markdown);
  if (!route) {
    const found = refusal('page.noRoute');
    return [{ locale: entry.locale, path: [], refusal: found, english: inEnglish(found) }];
  }
  const schema = PAGE_SCHEMAS[route.kind as ContentKind] as z.ZodType;
  const parsed = schema.safeParse(frontMatter(entry.data));
  if (!parsed.success) return schemaProblems(file, entry.locale, frontMatter(entry.data), schema);
  const data = parsed.data as Record<string, unknown>;
  const html = markdown(entry.data.body, ['body']);
  const blocks = Array.isArray(data.blocks) ? (data.blocks as Record<string, unknown>[]) : [];
  const blockHtml = blocks.map((block, i) =>
    block.type === 'prose' ? markdown(block.markdown, ['blocks', i, 'markdown']) : '',
  );
  const page = {
    route,
    kind: route.kind,
    data,
    html,
    blockHtml,
    ...(route.kind === 'contact' ? { privacyHtml: markdown(data.privacy, ['privacy']) } : {}),
  } as unknown as LoadedPage;
  return problems.length ? problems : page;
}

/** A press item in one language as its article page shows it. */
function articleSource(
  entry: PreviewEntry,
  problems: Problem[],
  markdown: (text: unknown, path: Problem['path']) => string,
): PageSource | Problem[] {
  const { data, locale } = entry;
  const slug = entry.name || `${data.date}-${data.slug || 'new'}`;
  const file = `content/press/${locale}/${slug}.md`;
  const schema = locale === DEFAULT_LOCALE ? PressFrontMatter : PressTwinFrontMatter;
  const front = frontMatter(data);
  const parsed = schema.safeParse(front);
  if (!parsed.success) return schemaProblems(file, locale, front, schema as z.ZodType);
  // The body is Markdown, as on the article page: its {{facts}} refused here as at save.
  const html = markdown(data.body, ['body']);
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
    html,
    ...(typeof item.link === 'string' ? { link: item.link } : {}),
    sample: item.sample === true,
    url: route.url,
    listPage: 1,
  };
  return { route, kind: 'article', article, data: { description: '' } };
}

/** Decap's asset for a file of the media folder (the preview template's `getAsset` prop). */
export type GetAsset = (path: string) => { toString(): string };

/**
 * The page's HTML with each image the build does not know (a picture uploaded in this editor and
 * not yet saved: Decap holds it as the entry's draft) taken from Decap's copy, a blob: URL, so the
 * writer sees the new picture at once and the frame asks the server for no file it lacks.
 * ('<img src="/assets/img/new.webp">', known without new.webp) -> '<img src="blob:http://…/5f0c…">'
 */
export function withDraftImages(html: string, known: ImageSizes, getAsset: GetAsset): string {
  return html.replace(IMAGE_URL, (url, file: string) => {
    if (known.has(file)) return url;
    const draft = String(getAsset(file));
    // Decap gives back the bare name when it holds no copy (its load failed): the server's, then.
    return /^(blob|data):/.test(draft) ? draft : url;
  });
}

/** A list of problems in a section of its own, under its heading. */
function ProblemList({
  heading,
  problems,
  ...section
}: { heading: string; problems: string[] } & ComponentProps<'section'>) {
  return (
    <section className="block" {...section}>
      <div className="container prose">
        <h2>{heading}</h2>
        <ul>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The messages a refused draft gets, where the page would be. */
function Refused({ problems }: { problems: string[] }) {
  return (
    <ProblemList
      data-preview-problems
      heading={editorText('preview.refused')}
      problems={problems}
    />
  );
}

/**
 * The links the save would refuse, above the page while the writer types, in
 * the sentences of the refusals panel; the page still shows below them.
 */
function LinkFlags({ problems }: { problems: string[] }) {
  return (
    <ProblemList
      data-preview-links
      role="alert"
      style={{ borderLeft: '6px solid #b3261e', background: '#fdecea' }}
      heading={editorText('preview.links')}
      problems={problems}
    />
  );
}

/** The attributes where the templates write an image's address. */
const IMAGE_ATTRIBUTES = ['src', 'srcset', 'style', 'poster', 'href'] as const;

/**
 * Each image the build does not know, under `root`, shown from Decap's copy (withDraftImages),
 * in the attributes React wrote; React sets an attribute again only when its value changes, and
 * then this runs again after it.
 */
function showDraftImages(root: Element, known: ImageSizes, getAsset: GetAsset): void {
  const selector = IMAGE_ATTRIBUTES.map((name) => `[${name}*="/assets/img/"]`).join(',');
  for (const element of root.querySelectorAll(selector))
    for (const name of IMAGE_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (!value) continue;
      const shown = withDraftImages(value, known, getAsset);
      if (shown !== value) element.setAttribute(name, shown);
    }
}

export interface PreviewProps {
  entry: PreviewEntry;
  site: AdminData;
  /** Decap's copy of a file of the media folder. */
  getAsset: GetAsset;
  /** A problem as the writer reads it (./sentences.ts). */
  describe: (problem: Problem) => string;
  /** The preview frame's document, whose <html> carries the page's language and theme. */
  frame: Document;
}

/**
 * The entry as a visitor would see its page, by our components: its <main> and footer (the
 * header's menu would fill a narrow preview with links and says nothing of the entry), or what
 * the build would refuse in it where the page would be.
 */
export function PreviewPage({ entry, site, getAsset, describe, frame }: PreviewProps): ReactNode {
  const found = pageSource(entry, site);
  const source = Array.isArray(found) ? found.map(describe) : found;
  const links = [
    ...new Set(linkProblems(entryFile(entry), entry.locale, entry.data, site.site).map(describe)),
  ];
  const route = Array.isArray(source)
    ? ROUTES.find((r) => r.locale === entry.locale && r.kind === 'home')!
    : source!.route;
  const info: PageInfo = {
    route,
    locale: route.locale,
    t: translatorOf(route.locale),
    company: site.company,
    popup: site.popup,
    images: new Map(Object.entries(site.images)),
    press: NO_PRESS,
    pages: new Map(),
    downloads: [],
  };
  const shown = useRef<HTMLDivElement>(null);
  // After every render: React may have written a new image address or a new block of prose.
  useLayoutEffect(() => {
    // The frame's <html> as the page's: its language, and its theme (colors of the header, banner).
    frame.documentElement.lang = localeRow(route.locale).lang;
    frame.documentElement.dataset.theme = route.theme;
    if (shown.current) showDraftImages(shown.current, info.images, getAsset);
  });
  return (
    <div ref={shown} style={{ display: 'contents' }}>
      <PageContext.Provider value={info}>
        <StillIslands.Provider value={true}>
          <main id="main" className={`main main--${route.kind}`}>
            {links.length ? <LinkFlags problems={links} /> : null}
            {Array.isArray(source) ? <Refused problems={source} /> : <PageBody page={source} />}
          </main>
          <Footer />
        </StillIslands.Provider>
      </PageContext.Provider>
    </div>
  );
}
