/**
 * Loads and validates all content: one Markdown file per route and locale, the company facts, the
 * popup and the press items (./press.ts). Every problem is collected as a ContentError (file:line:
 * message); nothing throws on bad content.
 */
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROUTES, type Route } from '../routes.ts';
import { translatorOf } from '../i18n.ts';
import { pagesByUrl, sitePages } from '../pages.ts';
import { PRESS_DIR, listPress, loadPress, type PressLists } from './press.ts';
import type { ContentError } from './errors.ts';
import { checkLinks } from './links.ts';
import { toFacts } from './facts.ts';
import {
  checkBlockTypes,
  renderBlocks,
  renderMarkdown,
  type LinkRef,
  type MarkdownScope,
} from './page-parts.ts';
import { parseContent, type FrontMatterCache, type Parsed } from './front-matter.ts';
import { parseYaml, validate, lineOf } from './yaml.ts';
import type { z } from 'zod';
import { blockImages } from './blocks.ts';
import { readImages, type ImageSizes } from './images.ts';
import {
  PAGE_SCHEMAS,
  CompanyFacts,
  PopupConfig,
  type BrochureContent,
  type ContentKind,
  type HomeContent,
  type PageContent,
  type ContactContent,
  type LegalContent,
  type SitemapContent,
  type SearchContent,
} from './schemas.ts';

export type LoadedPage =
  | { route: Route; kind: 'home'; data: HomeContent; html: string }
  | { route: Route; kind: 'page'; data: PageContent; html: string; blockHtml: string[] }
  | { route: Route; kind: 'legal'; data: LegalContent; html: string; blockHtml: string[] }
  | { route: Route; kind: 'contact'; data: ContactContent; html: string; privacyHtml: string }
  | { route: Route; kind: 'sitemap'; data: SitemapContent; html: string }
  | { route: Route; kind: 'search'; data: SearchContent; html: string }
  | { route: Route; kind: 'brochure'; data: BrochureContent; html: string };

export interface SiteContent {
  /** Pages by route url ('/eng/company/intro'). */
  pages: Map<string, LoadedPage>;
  company: CompanyFacts;
  popup: PopupConfig;
  /** Press items of each language, newest first (./press.ts). */
  press: PressLists;
  /** Every page the build writes (site/pages.ts), the press pages included. */
  routes: Route[];
  /** The images under static/assets/img with their sizes, read from the files (./images.ts). */
  images: ImageSizes;
}

/**
 * Images named in front matter (the banner, and what each block names) must exist under
 * static/assets/img.
 */
function imageRefs(data: PageContent, p: Parsed): LinkRef[] {
  const at = (path: PropertyKey[], name: string) => ({
    file: p.source.file,
    line: () => lineOf(p.source, path),
    href: `/assets/img/${name}`,
  });
  return [
    at(['banner'], data.banner),
    ...data.blocks.flatMap((block, i) =>
      blockImages(block).map((image) => at(['blocks', i, ...image.path], image.name)),
    ),
  ];
}

/**
 * A document's sections must be inner pages of its own language, so it prints what the site shows.
 */
function checkSections(
  data: BrochureContent,
  p: Parsed,
  route: Route,
  errors: ContentError[],
): void {
  const pages = ROUTES.filter((r) => r.locale === route.locale && r.kind === 'page');
  data.sections.forEach((id, i) => {
    if (pages.some((r) => r.id === id)) return;
    errors.push({
      file: p.source.file,
      line: lineOf(p.source, ['sections', i]),
      message: `sections.${i}: no page "${id}" (expected one of: ${pages.map((r) => r.id).join(', ')})`,
    });
  });
}

/** Reads and parses a route's file; reports a missing file. */
function readPage(
  root: string,
  route: Route,
  errors: ContentError[],
  cache?: FrontMatterCache,
): Parsed | undefined {
  const path = join(root, route.contentFile);
  if (existsSync(path))
    return parseContent(route.contentFile, readFileSync(path, 'utf8'), errors, cache);
  errors.push({
    file: route.contentFile,
    line: 1,
    message: `file missing: the route ${route.url} (site/menu.ts) needs it`,
  });
  return undefined;
}

/** What a page's loader has at hand once its front matter is valid. */
interface KindContext {
  route: Route;
  p: Parsed;
  scope: MarkdownScope;
  /** The Markdown body, rendered. */
  html: string;
  errors: ContentError[];
  refs: LinkRef[];
}

/** Each page kind, a row: what it adds to its valid front matter and its rendered body. */
const PAGE_KINDS: {
  [K in ContentKind]: (
    data: z.infer<(typeof PAGE_SCHEMAS)[K]>,
    c: KindContext,
  ) => Extract<LoadedPage, { kind: K }>;
} = {
  home: (data, { route, html }) => ({ route, kind: 'home', data, html }),
  sitemap: (data, { route, html }) => ({ route, kind: 'sitemap', data, html }),
  search: (data, { route, html }) => ({ route, kind: 'search', data, html }),
  // The notice is a block scalar: its text starts on the line after `privacy: |`.
  contact: (data, { route, html, scope, p }) => ({
    route,
    kind: 'contact',
    data,
    html,
    privacyHtml: renderMarkdown(scope, data.privacy, () => lineOf(p.source, ['privacy']) + 1),
  }),
  legal: (data, { route, html, scope, p }) => ({
    route,
    kind: 'legal',
    data,
    html,
    blockHtml: renderBlocks(data.blocks, p.source, scope),
  }),
  brochure: (data, { route, html, p, errors }) => {
    checkSections(data, p, route, errors);
    return { route, kind: 'brochure', data, html };
  },
  page: (data, { route, html, scope, p, refs }) => {
    refs.push(...imageRefs(data, p));
    return {
      route,
      kind: 'page',
      data,
      html,
      blockHtml: renderBlocks(data.blocks, p.source, scope),
    };
  },
};

function loadPage(
  root: string,
  route: Route,
  company: CompanyFacts | undefined,
  errors: ContentError[],
  refs: LinkRef[],
  cache?: FrontMatterCache,
): LoadedPage | undefined {
  const p = readPage(root, route, errors, cache);
  if (!p) return undefined;
  const file = route.contentFile;
  const scope: MarkdownScope = {
    file,
    route,
    refs,
    errors,
    options: {
      facts: company && toFacts(company, route.locale),
      sampleLabel: translatorOf(route.locale)('sample.tag'),
    },
  };
  const unknownBlocks = checkBlockTypes(p.source, p.data, errors);
  const kind = route.kind as ContentKind;
  const { value, errors: schemaErrors } = validate(p.source, p.data, PAGE_SCHEMAS[kind]);
  errors.push(
    ...schemaErrors.filter(
      (e) =>
        ![...unknownBlocks].some(
          (i) => e.message.startsWith(`blocks.${i}:`) || e.message.startsWith(`blocks.${i}.`),
        ),
    ),
  );
  const html = renderMarkdown(scope, p.body, () => p.bodyLine);
  if (!value || unknownBlocks.size) return undefined;
  // The one place a kind meets its schema's type: validate() took that kind's schema.
  const load = PAGE_KINDS[kind] as (data: unknown, c: KindContext) => LoadedPage;
  return load(value, { route, p, scope, html, errors, refs });
}

/** Every .md file under dir, as paths relative to root: 'content/company/ko/intro.md'. */
function listMarkdown(root: string, dir: string): string[] {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => relative(root, join(abs, f)).split('\\').join('/'))
    .sort();
}

/**
 * Page files no route reads; a file where pages lived before the move (content/<locale>/<id>.md) is
 * told where it goes.
 */
function checkOrphans(root: string, errors: ContentError[]): void {
  const used = new Set(ROUTES.map((r) => r.contentFile));
  const pages = listMarkdown(root, 'content').filter((f) => !f.startsWith(`${PRESS_DIR}/`));
  for (const file of pages) {
    if (used.has(file)) continue;
    const old = /^content\/([a-z-]+)\/(.+)\.md$/.exec(file);
    const route = old && ROUTES.find((r) => r.locale === old[1] && r.id === old[2]);
    errors.push({
      file,
      line: 1,
      message: route
        ? `no route uses this file: the page ${route.url} is ${route.contentFile} (move the text there)`
        : 'no route uses this file (routes come from site/menu.ts; rename or delete it)',
    });
  }
}

function loadYamlFile<T>(
  root: string,
  file: string,
  schema: import('zod').ZodType<T>,
  errors: ContentError[],
): T | undefined {
  const path = join(root, file);
  if (!existsSync(path)) {
    errors.push({ file, line: 1, message: 'file missing' });
    return undefined;
  }
  const { source, data, errors: syntax } = parseYaml(file, readFileSync(path, 'utf8'), 1);
  errors.push(...syntax);
  if (syntax.length) return undefined;
  const { value, errors: schemaErrors } = validate(source, data, schema);
  errors.push(...schemaErrors);
  return value;
}

/**
 * Loads these routes' files and checks their links against every page of the site (`urls`, by
 * default from the file names under content/press); the dev server reloads one edited page this
 * way. `company` fills in `{{facts}}`; without it (company.yaml broken) facts are not checked.
 */
export function loadPages(
  root: string,
  routes: readonly Route[],
  company: CompanyFacts | undefined,
  urls = pagesByUrl(sitePages(listPress(root))),
  cache?: FrontMatterCache,
): { pages: Map<string, LoadedPage>; errors: ContentError[] } {
  const errors: ContentError[] = [];
  const refs: LinkRef[] = [];
  const pages = new Map<string, LoadedPage>();
  for (const route of routes) {
    const page = loadPage(root, route, company, errors, refs, cache);
    if (page) pages.set(route.url, page);
  }
  checkLinks(root, refs, urls, errors);
  return { pages, errors };
}

/**
 * The company facts alone (the API server needs the e-mail lines, the origin and the retention
 * period).
 */
export function loadCompany(root: string): { company?: CompanyFacts; errors: ContentError[] } {
  const errors: ContentError[] = [];
  const company = loadYamlFile(root, 'content/company.yaml', CompanyFacts, errors);
  return { company: errors.length ? undefined : company, errors };
}

/**
 * Loads everything under `root`; returns the content, or all errors found. `cache`: front matter
 * the last build parsed (./front-matter.ts).
 */
export function loadSite(
  root: string,
  cache?: FrontMatterCache,
): { content?: SiteContent; errors: ContentError[] } {
  const companyErrors: ContentError[] = [];
  const company = loadYamlFile(root, 'content/company.yaml', CompanyFacts, companyErrors);
  const pressErrors: ContentError[] = [];
  const press = loadPress(root, pressErrors, cache, company);
  const routes = sitePages(press.index);
  const urls = pagesByUrl(routes);
  checkLinks(root, press.refs, urls, pressErrors);
  const { pages, errors } = loadPages(root, ROUTES, company, urls, cache);
  checkOrphans(root, errors);
  errors.push(...companyErrors);
  const popup = loadYamlFile(root, 'content/popup.yaml', PopupConfig, errors);
  errors.push(...pressErrors);
  const images = readImages(root, errors);
  if (popup)
    checkLinks(
      root,
      [{ file: 'content/popup.yaml', line: () => 1, href: popup.mediaSrc }],
      urls,
      errors,
    );
  if (errors.length || !company || !popup) return { errors };
  return { content: { pages, company, popup, press: press.lists, routes, images }, errors };
}
