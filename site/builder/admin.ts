/**
 * /admin/ (contracts §19): the editor's page and its files, written by `npm run build` into
 * dist/admin/: Decap CMS bundled with the site's React and our part (formats, save-time checks,
 * preview templates) by esbuild (./admin-bundle.ts); no script from another origin. Without a
 * backend in the environment the page carries no script and says how editing is set up.
 */
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_PATH, bundleAdmin, type AdminScripts } from './admin-bundle.ts';
import { cmsConfig, type CmsEnvironment } from '../admin/config.ts';
import type { AdminData, SiteFacts } from '../../client/admin/checks.ts';
import { toFacts } from '../content/facts.ts';
import type { SiteContent } from '../content/load.ts';
import { LOCALES, ROUTES, perLocale, type Route } from '../routes.ts';
import { MESSAGES } from '../i18n.ts';
import { editorText, type EditorMessageKey } from '../admin/messages.ts';
import { escapeUTF8 as escapeHtml } from 'entities';
import type { ContentKind } from '../content/schemas.ts';

export { ADMIN_PATH };
const OUT = 'admin';

/**
 * A page's title as its banner says it: the front matter's, a press article's headline, or the
 * menu's.
 */
function titleOf(route: Route, content: SiteContent): string {
  const title = content.pages.get(route.url)?.data.title;
  if (typeof title === 'string') return title;
  const article = content.press[route.locale].find((item) => item.url === route.url);
  return article?.title ?? MESSAGES[route.locale][route.titleKey];
}

/** What the editor is told about the site: pages, static files, fact names, page kinds. */
export function siteFacts(root: string, content: SiteContent): SiteFacts {
  const staticDir = join(root, 'static');
  const assets = readdirSync(staticDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(join(staticDir, file)).isFile())
    .map((file) => `/${file.split('\\').join('/')}`)
    .sort();
  return {
    pages: Object.fromEntries(
      content.routes.map((route) => [
        route.url,
        { locale: route.locale, alternates: route.alternates, title: titleOf(route, content) },
      ]),
    ),
    assets,
    facts: perLocale((locale) => [...toFacts(content.company, locale).keys()]),
    kinds: Object.fromEntries(
      ROUTES.filter((route) => route.locale === LOCALES[0]).map((route) => [
        route.id,
        route.kind as ContentKind,
      ]),
    ),
  };
}

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const HEAD = [
  '<!doctype html>',
  '<html lang="ko">',
  '<head>',
  '<meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  '<meta name="robots" content="noindex, nofollow">',
];

/**
 * The page where editing is not set up (no backend in the build's environment), in the site's own
 * stylesheets and layout (the 404 page's head and a prose block): what is missing, who to ask and
 * what to tell them, and what a writer can do meanwhile; no script.
 */
export function notConnectedHtml(styles: readonly string[]): string {
  const say = (key: EditorMessageKey) => escapeHtml(editorText(key));
  const section = (heading: EditorMessageKey, text: EditorMessageKey) =>
    `<h2>${say(heading)}</h2>\n<p>${say(text)}</p>`;
  return [
    ...HEAD,
    `<title>${say('notConnected.title')}</title>`,
    ...styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    '</head>',
    '<body>',
    '<main id="main" class="main">',
    '<section class="page-head">',
    '<div class="container">',
    `<h1 class="page-head__title">${say('notConnected.title')}</h1>`,
    `<p class="page-head__lead">${say('notConnected.lead')}</p>`,
    '</div>',
    '</section>',
    '<section class="block">',
    '<div class="container prose">',
    section('notConnected.whoHeading', 'notConnected.who'),
    section('notConnected.tellHeading', 'notConnected.tell'),
    section('notConnected.meanwhileHeading', 'notConnected.meanwhile'),
    `<p><a class="button button--primary" href="/">${say('notConnected.home')}</a></p>`,
    '</div>',
    '</section>',
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The editor's page: noindex, the data the editor starts from, its scripts and stylesheet. */
export function adminHtml(data: AdminData, scripts: AdminScripts): string {
  return [
    ...HEAD,
    `<title>${escapeHtml(editorText('page.title'))}</title>`,
    `<script type="application/json" id="cms-data">${escapeJson(data)}</script>`,
    // Decap's chunk downloads beside our script, not after the browser has read its imports.
    ...scripts.preload.map((chunk) => `<link rel="modulepreload" href="${chunk}">`),
    ...(scripts.stylesheet ? [`<link rel="stylesheet" href="${scripts.stylesheet}">`] : []),
    `<script type="module" src="${scripts.script}"></script>`,
    '</head>',
    '<body>',
    `<noscript>${escapeHtml(editorText('page.noscript'))}</noscript>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * Writes dist/admin/ into the staging folder; returns the page's script URL path, if any.
 * `styles`: the site's stylesheets (the bundle's CSS and fonts), which the preview frame loads.
 */
export async function writeAdmin(
  root: string,
  staging: string,
  content: SiteContent,
  env: CmsEnvironment,
  styles: readonly string[],
): Promise<{ script?: string; connect: string[] }> {
  const config = cmsConfig(env);
  const dir = join(staging, OUT);
  mkdirSync(dir, { recursive: true });
  if (!config) {
    writeFileSync(join(dir, 'index.html'), notConnectedHtml(styles));
    return { connect: [] };
  }
  const scripts = await bundleAdmin(root, dir);
  writeFileSync(
    join(dir, 'index.html'),
    adminHtml(
      {
        config,
        site: siteFacts(root, content),
        styles: [...styles],
        company: content.company,
        popup: content.popup,
        images: Object.fromEntries(content.images),
      },
      scripts,
    ),
  );
  return { script: scripts.script, connect: connectOrigins(config) };
}

/**
 * The origins the editor's policy lets it reach, for a headers table made before the build (npm run
 * dev).
 */
export function adminConnectOf(env: CmsEnvironment): string[] {
  const config = cmsConfig(env);
  return config ? connectOrigins(config) : [];
}

/** The origins the editor talks to: the backend's API and sign-in, the local backend process. */
function connectOrigins(config: Record<string, unknown>): string[] {
  const backend = config.backend as Record<string, string>;
  const urls = [backend.proxy_url, backend.api_root, backend.base_url];
  if (backend.name === 'github' && !backend.api_root) urls.push('https://api.github.com');
  if (backend.name === 'gitlab' && !backend.api_root) urls.push('https://gitlab.com');
  return [...new Set(urls.filter(Boolean).map((url) => new URL(url!).origin))];
}
