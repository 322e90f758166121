/**
 * /admin/ (DECISIONS §19): the editor's page and its files, written by `npm run build` into
 * dist/admin/: Decap CMS's own prebuilt bundle (npm package `decap-cms`, React inside), copied
 * into a folder named by its hash, and our part (formats, save-time checks, preview templates)
 * bundled by esbuild; no script from another origin. Without a backend in the environment the
 * page carries no script and says how editing is set up.
 */
import {
  copyFileSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { cmsConfig, type CmsEnvironment } from '../admin/config.ts';
import type { AdminData, SiteFacts } from '../../client/admin/checks.ts';
import { toFacts } from '../content/facts.ts';
import type { SiteContent } from '../content/load.ts';
import { LOCALES, ROUTES, perLocale } from '../routes.ts';
import type { ContentKind } from '../content/schemas.ts';

/** URL of the editor; robots.txt, the headers table and the tests name it from here. */
export const ADMIN_PATH = '/admin/';
const OUT = 'admin';

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
        { locale: route.locale, alternates: route.alternates },
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

/** Decap's prebuilt files (the npm package `decap-cms`): its bundle, the chunks it loads, their wasm. */
const DECAP_DIST = 'node_modules/decap-cms/dist';
const DECAP_MAIN = 'decap-cms.js';

/**
 * Copies Decap's prebuilt bundle (React inside; it sets window.CMS, window.h and
 * window.createClass) into a folder named by its hash: its chunks are found next to it by name
 * ('977.decap-cms.js'), so the folder, not each file, carries the version. Source maps and the
 * second copy of the same bundle under its old name (cms.js) stay out.
 * -> '/admin/decap-1a2b3c4d/decap-cms.js'
 */
function copyDecap(root: string, dir: string): string {
  const source = join(root, DECAP_DIST);
  const hash = createHash('sha256')
    .update(readFileSync(join(source, DECAP_MAIN)))
    .digest('hex')
    .slice(0, 8);
  const folder = `decap-${hash}`;
  mkdirSync(join(dir, folder), { recursive: true });
  for (const file of readdirSync(source)) {
    const wanted = /(^|\.)decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/.test(file);
    if (wanted) copyFileSync(join(source, file), join(dir, folder, file));
  }
  return `${ADMIN_PATH}${folder}/${DECAP_MAIN}`;
}

/** Our part of the editor (client/admin/main.ts): formats, checks, preview; hashed, into dir. */
async function bundleAdmin(root: string, dir: string): Promise<string> {
  const shims = join(root, 'client/admin/node-shims.ts');
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { admin: 'client/admin/main.ts' },
    bundle: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    minify: true,
    legalComments: 'linked',
    entryNames: '[name]-[hash]',
    outdir: dir,
    metafile: true,
    write: true,
    alias: { 'node:fs': shims, 'node:path': shims, 'node:url': shims },
    define: { 'process.env.NODE_ENV': '"production"', 'process.env.SITE_LOCALES': 'undefined' },
    logLevel: 'silent',
  });
  const script = Object.keys(result.metafile.outputs).find((path) => path.endsWith('.js'))!;
  return `${ADMIN_PATH}${script.split('/').pop()}`;
}

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page: noindex, the data the editor starts from, its one module script, or the set-up notice. */
export function adminHtml(data: AdminData | null, script?: string): string {
  const head = [
    '<!doctype html>',
    '<html lang="ko">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    '<title>사이트 편집</title>',
  ];
  if (!data || !script)
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
    // Decap's bundle downloads while ours starts; ours adds it to the page once the flag that keeps
    // it from starting on its own is set (client/admin/decap.ts).
    `<link rel="preload" as="script" href="${data.decap}">`,
    `<script type="module" src="${script}"></script>`,
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
  const decap = copyDecap(root, dir);
  const script = await bundleAdmin(root, dir);
  writeFileSync(
    join(dir, 'index.html'),
    adminHtml(
      {
        config,
        site: siteFacts(root, content),
        decap,
        styles: [...styles],
        company: content.company,
        popup: content.popup,
        images: Object.fromEntries(content.images),
      },
      script,
    ),
  );
  return { script, connect: connectOrigins(config) };
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
