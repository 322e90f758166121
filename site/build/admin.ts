/**
 * /admin/ (DECISIONS §19): the editor's page and its files, written by `npm run build` into
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
import type { ContentKind } from '../content/schemas.ts';

export { ADMIN_PATH };
const OUT = 'admin';

/** A page's title as its banner says it: the front matter's, a press article's headline, or the menu's. */
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

/** The page: noindex, the data the editor starts from, its one module script, or the set-up notice. */
export function adminHtml(data: AdminData | null, scripts?: AdminScripts): string {
  const head = [
    '<!doctype html>',
    '<html lang="ko">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    '<title>사이트 편집</title>',
  ];
  if (!data || !scripts)
    return [
      ...head,
      '</head>',
      '<body>',
      '<main>',
      '<h1>사이트 편집기가 아직 연결되지 않았습니다</h1>',
      '<p>이 사이트의 편집기(/admin/)는 회사 저장소(GitLab, GitHub 또는 Gitea)와 연결해야 쓸 수 있습니다. 개발 담당자가 사이트를 빌드하는 환경에 <code>CMS_BACKEND</code>, <code>CMS_REPO</code>, <code>CMS_BRANCH</code>, <code>CMS_BASE_URL</code>, <code>CMS_APP_ID</code>를 설정하고 다시 배포하면 이 화면에 로그인 버튼이 나타납니다 (설정 방법: 저장소의 docs/deploy.md).</p>',
      '<p>내 컴퓨터에서 편집하려면 저장소에서 <code>npm run cms</code>를 실행한 뒤 안내된 주소의 /admin/을 여세요 (편집 안내: 저장소의 docs/editing.md).</p>',
      '</main>',
      '</body>',
      '</html>',
      '',
    ].join('\n');
  return [
    ...head,
    `<script type="application/json" id="cms-data">${escapeJson(data)}</script>`,
    // Decap's chunk downloads beside our script, not after the browser has read its imports.
    ...scripts.preload.map((chunk) => `<link rel="modulepreload" href="${chunk}">`),
    ...(scripts.stylesheet ? [`<link rel="stylesheet" href="${scripts.stylesheet}">`] : []),
    `<script type="module" src="${scripts.script}"></script>`,
    '</head>',
    '<body>',
    '<noscript>편집기는 JavaScript가 켜진 브라우저에서 동작합니다.</noscript>',
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
    writeFileSync(join(dir, 'index.html'), adminHtml(null));
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

/** The origins the editor's policy lets it reach, for a headers table made before the build (npm run dev). */
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
