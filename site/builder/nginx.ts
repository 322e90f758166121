/**
 * dist-deploy/nginx.conf (contracts §14): one `server {}` block for Debian's nginx 1.22, written by
 * the build from the same table as dist/serve.json and dist/_headers (site/builder/headers.ts).
 * docs/deploy.md says how to install it; test/nginx runs it in a real nginx.
 */
import { isAbsolute } from 'node:path';
import { LOCALES, DEFAULT_LOCALE, routeOf, toNotFoundFile } from '../routes.ts';
import { API_PATHS } from '../api.ts';
import type { HostTable } from './headers.ts';
import { TWIN } from './precompress.ts';
import { parseTrustedProxies } from '../../server/client-ip.ts';

export interface NginxSettings {
  /** Absolute path of the built site: dist/, or SITE_ROOT. */
  root: string;
  /** NGINX_PORT, 8080 by default. */
  port: number;
  /**
   * Where the API servers listen: API_UPSTREAM, 'http://127.0.0.1:3000' by default; several
   * separated by commas or spaces (contracts §22), all in the generated `upstream`.
   */
  apiUpstream: string;
  /**
   * Proxies in front of nginx whose X-Forwarded-For it believes (TRUSTED_PROXIES, with loopback).
   */
  trustedProxies: string[];
}

/**
 * The settings from the environment, or one line per wrong value.
 * ({}, '/srv/dist') -> { root: '/srv/dist', port: 8080, apiUpstream: 'http://127.0.0.1:3000',
 *   trustedProxies: ['127.0.0.1', '::1'] }
 * ({ NGINX_PORT: '80x' }, ...) -> errors ['NGINX_PORT: "80x" is not a port (an integer 1-65535)']
 */
export function nginxSettings(
  env: Record<string, string | undefined>,
  distPath: string,
): { settings?: NginxSettings; errors: string[] } {
  const errors: string[] = [];
  const root = env.SITE_ROOT || distPath;
  // nginx reads the value unquoted: anything that could end the directive or start a new one is
  // refused.
  if (!isAbsolute(root) || /[\s;{}"'$\\#]/.test(root))
    errors.push(
      `SITE_ROOT: "${root}" is not usable (an absolute path without spaces, quotes or ; { } $ # \\)`,
    );
  const portText = env.NGINX_PORT || '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535)
    errors.push(`NGINX_PORT: "${portText}" is not a port (an integer 1-65535)`);
  const apiUpstream = (env.API_UPSTREAM || 'http://127.0.0.1:3000').trim();
  for (const server of apiServers(apiUpstream))
    if (!UPSTREAM_SERVER.test(server))
      errors.push(
        `API_UPSTREAM: "${server}" is not usable (http://host:port with no path, or http://unix:/path/to.sock:; several separated by commas)`,
      );
  let trustedProxies: string[] = [];
  try {
    trustedProxies = parseTrustedProxies(env.TRUSTED_PROXIES);
  } catch (error) {
    errors.push((error as Error).message);
  }
  return errors.length
    ? { errors }
    : {
        settings: { root: root.replace(/\/+$/, '') || '/', port, apiUpstream, trustedProxies },
        errors,
      };
}

const UPSTREAM_SERVER =
  /^http:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$|^http:\/\/\[[0-9A-Fa-f:.]+\](:\d{1,5})?$|^http:\/\/unix:\/[A-Za-z0-9._/-]+:$/;

/**
 * 'http://10.0.0.5:3000, http://10.0.0.6:3000' -> ['http://10.0.0.5:3000', 'http://10.0.0.6:3000']
 */
export function apiServers(apiUpstream: string): string[] {
  return apiUpstream.split(/[\s,]+/).filter(Boolean);
}

/**
 * 'http://10.0.0.5:3000' -> '10.0.0.5:3000'; 'http://unix:/run/api.sock:' -> 'unix:/run/api.sock'
 */
function upstreamServer(url: string): string {
  return url.replace(/^http:\/\//, '').replace(/^(unix:.*):$/, '$1');
}

/** The upstream block's name, also proxy_pass's target. */
export const UPSTREAM_NAME = 'haeon_api';

/**
 * Every API server in one `upstream`, at http {} level before the server block. A server that
 * refuses the connection or fails is skipped for 10 s; keepalive reuses connections to them.
 */
function upstreamBlock(settings: NginxSettings): string[] {
  return [
    '# The API servers (API_UPSTREAM). A POST goes to the next one when this one refuses the',
    '# connection, fails before answering or times out: safe for the inquiry, whose Idempotency-Key',
    '# makes a repeat return the first one (contracts §22).',
    `upstream ${UPSTREAM_NAME} {`,
    ...apiServers(settings.apiUpstream).map(
      (url) => `    server ${upstreamServer(url)} max_fails=1 fail_timeout=10s;`,
    ),
    '    keepalive 16;',
    '}',
    '',
  ];
}

/** ('Referrer-Policy', 'no-referrer') -> 'add_header Referrer-Policy "no-referrer" always;' */
function addHeader(name: string, value: string): string {
  return `add_header ${name} "${value.replace(/["\\]/g, '\\$&')}" always;`;
}

/**
 * A location's add_header lines: every header again, because one add_header in a block drops all
 * inherited ones.
 */
function headerLines(table: HostTable, cacheControl: string): string[] {
  return [
    ...Object.entries(table.security).map(([name, value]) => addHeader(name, value)),
    addHeader('Cache-Control', cacheControl),
  ];
}

function block(head: string, body: string[]): string[] {
  return [`location ${head} {`, ...body.map((line) => `    ${line}`), '}'];
}

/**
 * One regex location for a rule's paths; regexes are tried before the plain prefix locations of
 * the pages. (['/assets/chunks/', '/favicon.ico']) -> '~ "^(?:/assets/chunks/.+|/favicon\\.ico)$"'
 */
export function locationOf(paths: string[]): string {
  const patterns = paths.map(
    (path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + (path.endsWith('/') ? '.+' : ''),
  );
  return `~ "^(?:${patterns.join('|')})$"`;
}

/**
 * Pages and everything not in a cache rule: clean URLs without a redirect, 404 with the page of the
 * path's language.
 */
function pageLocations(table: HostTable): string[] {
  const lines: string[] = [];
  for (const locale of LOCALES) {
    const prefix = locale === DEFAULT_LOCALE ? '/' : `${routeOf('home', locale).url}/`;
    const notFound = `/${toNotFoundFile(locale)}`;
    const own = locale === DEFAULT_LOCALE ? [] : [`error_page 404 ${notFound};`];
    // The clean URL of the 404 page (/404, /eng/404) would serve it with 200: only ever a 404's
    // body.
    lines.push(...block(`= ${notFound.replace(/\.html$/, '')}`, [...own, 'return 404;']));
    lines.push('', `# ${locale} pages: /x is x.html or x/index.html, never a redirect`);
    lines.push(
      ...block(prefix, [
        ...own,
        ...headerLines(table, table.defaultCache),
        'try_files $uri $uri.html $uri/index.html =404;',
        '# Dotfiles are not the site, except /.well-known/ (ACME); nested, so the 404 is in this language.',
        ...block(DOTFILE, ['return 404;']),
      ]),
    );
    // Asked for directly, the 404 page is a 404 too; error_page reaches it from inside.
    lines.push(
      ...block(`= ${notFound}`, ['internal;', ...own, ...headerLines(table, table.defaultCache)]),
    );
  }
  return lines;
}

function cacheLocations(table: HostTable): string[] {
  const lines: string[] = [];
  for (const rule of table.cache) {
    lines.push('', `# ${rule.why}: ${rule.cacheControl}`);
    lines.push(
      ...block(locationOf(rule.paths), [
        ...headerLines(table, rule.cacheControl),
        'try_files $uri =404;',
      ]),
    );
  }
  return lines;
}

/**
 * The visitor's address behind the proxies the operator trusts (contracts §15): nginx's real_ip
 * walks X-Forwarded-For from the right past every trusted address, so $remote_addr, the access
 * log and the address appended for the API are the visitor's, and a forged entry left of it
 * never counts. The API applies the same rule with the same list (server/client-ip.ts).
 */
function realIpLines(settings: NginxSettings): string[] {
  return [
    '',
    '# The client behind trusted proxies (TRUSTED_PROXIES at build time, and this machine).',
    ...settings.trustedProxies.map((entry) => `set_real_ip_from ${entry};`),
    'real_ip_header X-Forwarded-For;',
    'real_ip_recursive on;',
  ];
}

/** Dotfiles are not the site, except /.well-known/ (ACME). */
const DOTFILE = '~ /\\.(?!well-known/)';

/**
 * A folder with its own headers (the editor): a prefix location that wins over the regexes. `^~`
 * also keeps the server's regex locations out, so the rules for twins and dotfiles are repeated
 * inside it (without them /admin/index.html.br answered 200).
 */
function areaLocations(table: HostTable): string[] {
  return table.areas.flatMap((area) => [
    '',
    `# ${area.why}: its own security headers, never indexed`,
    ...block(`^~ ${area.path.slice(0, -1)}`, [
      ...Object.entries(area.security).map(([name, value]) => addHeader(name, value)),
      addHeader('Cache-Control', table.defaultCache),
      'try_files $uri $uri/index.html =404;',
      '# As for the whole site: a twin is an encoding, never a file; dotfiles are not the site.',
      ...block(`~ "${TWIN.source}"`, ['return 404;']),
      ...block(DOTFILE, ['return 404;']),
    ]),
  ]);
}

function apiLocation(settings: NginxSettings): string[] {
  return [
    '',
    '# The API server (npm run serve:api); it answers with its own headers.',
    ...block(`^~ ${API_LOCATION}`, [
      `proxy_pass http://${UPSTREAM_NAME};`,
      'proxy_next_upstream error timeout non_idempotent;',
      `proxy_next_upstream_tries ${apiServers(settings.apiUpstream).length};`,
      'proxy_connect_timeout 5s;',
      'proxy_http_version 1.1;',
      'proxy_set_header Host $host;',
      'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      'proxy_set_header X-Forwarded-Proto $scheme;',
      'proxy_set_header Connection "";',
    ]),
  ];
}

function hiddenLocations(table: HostTable): string[] {
  return [
    '',
    '# Host configuration files in dist/ are not the site.',
    ...table.hostOnly.flatMap((path) => block(`= ${path}`, ['return 404;'])),
    '# A .br or .gz beside a text file is an encoding brotli_static and gzip_static send for it, never',
    '# a file of its own (else /404.html.br would be the 404 page with status 200).',
    ...block(`~ "${TWIN.source}"`, ['return 404;']),
    '',
    '# /company/intro/ -> /company/intro (as serve.json: trailingSlash false); only plain paths, so',
    '# the target is always a path on this site, never //host or /\\host.',
    ...block('~ "^(/[a-z0-9][a-z0-9._/-]*?)/+$"', [
      ...headerLines(table, table.defaultCache),
      'return 301 $1$is_args$args;',
    ]),
  ];
}

/**
 * ['/home/resources/press/getPress', '/home/resources/contact/insertContact'] -> '/home/resources/'
 */
export function commonFolder(paths: string[]): string {
  const [first = [], ...rest] = paths.map((path) => path.split('/').slice(0, -1));
  let shared = 0;
  while (shared < first.length && rest.every((parts) => parts[shared] === first[shared]))
    shared += 1;
  return `${first.slice(0, shared).join('/')}/`;
}

/** Every API endpoint is under this folder; nginx sends it all to the API server. */
export const API_LOCATION = commonFolder(Object.values(API_PATHS));

const COMPRESSED_TYPES =
  'text/css application/javascript application/json image/svg+xml text/xml application/xml application/rss+xml text/plain application/manifest+json';

export function toNginxConf(table: HostTable, settings: NginxSettings): string {
  const server = [
    `listen ${settings.port};`,
    'server_name _;',
    `root ${settings.root};`,
    'server_tokens off;',
    '# Redirects keep the Host and scheme the browser used (TLS may end in front of nginx).',
    'absolute_redirect off;',
    '# A types block replaces the map inherited from http {}: the whole map again, plus what',
    "# Debian's mime.types lacks.",
    'include /etc/nginx/mime.types;',
    'types { application/manifest+json webmanifest; }',
    'charset utf-8;',
    `charset_types ${COMPRESSED_TYPES};`,
    '# The .br and .gz that npm run build writes beside every text file over 1 KiB; gzip on the fly for the rest.',
    'brotli_static on;',
    'gzip_static on;',
    'gzip on;',
    'gzip_vary on;',
    `gzip_types ${COMPRESSED_TYPES};`,
    `error_page 404 /${toNotFoundFile(DEFAULT_LOCALE)};`,
    '# A symbolic link inside the site is never followed (the root itself may be one: a release swap).',
    '# A literal path: with from=$document_root the brotli_static module sends no .br.',
    `disable_symlinks on from=${settings.root};`,
    ...realIpLines(settings),
    ...hiddenLocations(table),
    ...pageLocations(table),
    ...cacheLocations(table),
    ...areaLocations(table),
    ...apiLocation(settings),
  ];
  return [
    '# Written by npm run build (site/builder/nginx.ts) from the table in site/builder/headers.ts, like',
    '# dist/serve.json and dist/_headers. Do not edit: change the table or the environment and build again.',
    '# Include it inside http {} after mime.types, with the brotli_static module loaded (docs/deploy.md).',
    ...upstreamBlock(settings),
    'server {',
    ...server.map((line) => (line ? `    ${line}` : '')),
    '}',
    '',
  ].join('\n');
}
