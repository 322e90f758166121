/**
 * The one table of what every host sends (contracts §14): the security headers (a CSP with no
 * unsafe-inline script, the one inline script allowed by its hash, frame-ancestors 'none',
 * nosniff, Referrer-Policy, Permissions-Policy, HSTS) and Cache-Control by path. dist/serve.json,
 * dist/_headers (site/builder/host-files.ts) and dist-deploy/nginx.conf (site/builder/nginx.ts) are
 * all written from it, so the preview server, a CDN and nginx send the same.
 */
import { createHash } from 'node:crypto';

/** ("document.documentElement.classList.add('js')") -> "'sha256-…'" as CSP wants it */
export function cspHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/** ('/') -> "'self'"; ('https://api.example.com/v1/') -> "'self' https://api.example.com" */
export function connectSources(apiBase: string): string {
  return /^https?:\/\//.test(apiBase) ? `'self' ${new URL(apiBase).origin}` : "'self'";
}

/** The sources a policy chooses; every other directive is the same for the site and the editor. */
export interface CspSources {
  script: string;
  img: string;
  media: string;
  font: string;
  connect: string;
  /** Frames of the page; absent: no frame-src, so default-src 'self' applies. */
  frame?: string;
}

/**
 * The one directive list of a Content-Security-Policy, in the order every host file writes it.
 * Styles may be inline: React sets style properties from scripts (allowed anyway), a few
 * server-rendered style attributes (CSS custom properties) and the editor's emotion need
 * 'unsafe-inline' for styles, which cannot run code. No page may be framed, change its base URL,
 * post a form elsewhere or load a plugin.
 */
export function contentSecurityPolicy(sources: CspSources): string {
  return [
    "default-src 'self'",
    `script-src ${sources.script}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${sources.img}`,
    `media-src ${sources.media}`,
    `font-src ${sources.font}`,
    `connect-src ${sources.connect}`,
    ...(sources.frame ? [`frame-src ${sources.frame}`] : []),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function securityHeaders(inlineScripts: string[], apiBase: string): Record<string, string> {
  const csp = contentSecurityPolicy({
    // 'wasm-unsafe-eval' lets the search compile its WebAssembly (Pagefind, contracts §21); it
    // allows no eval of JavaScript.
    script: `'self' 'wasm-unsafe-eval' ${inlineScripts.map(cspHash).join(' ')}`,
    img: "'self' data:",
    media: "'self'",
    font: "'self'",
    connect: connectSources(apiBase),
  });
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Names carry a content hash: a changed file is a new URL, so browsers may keep it for a year. */
/** Files in dist/ that configure a host (serve.json, _headers): never compressed, never served. */
export const HOST_ONLY = ['/serve.json', '/_headers'] as const;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Kept, but asked again each time (a 304 when unchanged): a new build shows at once. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/** Images and video keep their names when a writer replaces them: reused for a day. */
export const ONE_DAY = 'public, max-age=86400';

export interface CacheRule {
  /** Why these paths get this policy; written as a comment into each generated file. */
  why: string;
  /**
   * URL paths: '/assets/chunks/' (ends in '/': every file under that folder) or '/favicon.ico'
   * (that file).
   */
  paths: string[];
  cacheControl: string;
}

/** A folder that is not the public site: its own security headers replace the site's (/admin/). */
export interface PrivateArea {
  why: string;
  /** '/admin/': the folder, also answered without its slash. */
  path: string;
  security: Record<string, string>;
}

export interface HostTable {
  /** Sent with every answer of the site, 404 pages included. */
  security: Record<string, string>;
  /** Folders with headers of their own (the editor); absent from a table built without them. */
  areas: PrivateArea[];
  /**
   * Cache-Control by path; paths of different rules never overlap (a CDN would join both values).
   */
  cache: CacheRule[];
  /** Cache-Control of every other path: the pages, the 404 pages, sitemap.xml, robots.txt. */
  defaultCache: string;
  /** Files in dist/ that configure a host and are not the site's: nginx answers 404 for them. */
  hostOnly: string[];
}

/**
 * The editor's policy (contracts §19), as strict as Decap CMS allows, found by running it under
 * the policy in Chromium (test/browser/cms.test.ts fails on any violation): its own scripts only,
 * plus 'unsafe-eval' because Decap validates its configuration with ajv, which compiles schemas
 * to functions; inline styles (emotion writes them); images from the page, data: and blob: (an
 * upload's preview); the backend's API and sign-in origins, and blob: (the draft backup in the
 * browser reads its media back through fetch); the preview pane is a frame of the page.
 */
export function adminSecurity(connect: string[]): Record<string, string> {
  const csp = contentSecurityPolicy({
    script: "'self' 'unsafe-eval'",
    img: "'self' data: blob:",
    media: "'self' blob:",
    font: "'self' data:",
    connect: `'self' blob: ${connect.join(' ')}`.trim(),
    frame: "'self'",
  });
  return {
    'Content-Security-Policy': csp,
    'X-Robots-Tag': 'noindex, nofollow',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'same-origin',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    // The GitHub and GitLab sign-in window answers this page through window.opener.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

export interface TableInput {
  inlineScripts: string[];
  /**
   * The editor's backend origins (site/builder/admin.ts); without it no /admin/ rule is written.
   */
  adminConnect?: string[];
  apiBase: string;
  /**
   * The bundle's hashed files at the top of /assets ('/assets/main-3F2A1B.js'): its folders hold
   * only hashed files.
   */
  hashedEntries: string[];
}

export function hostTable({
  inlineScripts,
  apiBase,
  hashedEntries,
  adminConnect,
}: TableInput): HostTable {
  return {
    security: securityHeaders(inlineScripts, apiBase),
    areas: adminConnect
      ? [
          {
            why: 'the editor (contracts §19)',
            path: '/admin/',
            security: adminSecurity(adminConnect),
          },
        ]
      : [],
    cache: [
      {
        why: 'the client bundle: hashed names',
        paths: ['/assets/chunks/', '/assets/files/', ...hashedEntries],
        cacheControl: IMMUTABLE,
      },
      {
        why: 'sharing cards: named by a hash of what they show (site/builder/cards/)',
        paths: ['/assets/cards/'],
        cacheControl: IMMUTABLE,
      },
      {
        why: 'the search index: its chunks are named by their content (Pagefind)',
        paths: ['/pagefind/index/', '/pagefind/fragment/', '/pagefind/filter/'],
        cacheControl: IMMUTABLE,
      },
      {
        why: 'images, video and icons: stable names',
        paths: ['/assets/img/', '/assets/video/', '/favicon.ico', '/favicon.svg'],
        cacheControl: ONE_DAY,
      },
    ],
    defaultCache: REVALIDATE,
    hostOnly: [...HOST_ONLY],
  };
}

/**
 * ('/assets/chunks/', '/assets/chunks/a.js') -> true; ('/favicon.ico', '/favicon.ico.br') -> false
 */
export function pathMatches(rulePath: string, urlPath: string): boolean {
  return rulePath.endsWith('/')
    ? urlPath.startsWith(rulePath) && urlPath.length > rulePath.length
    : urlPath === rulePath;
}

/** ('/admin/index.html') -> the editor's headers; ('/company/intro') -> the site's. */
export function securityFor(table: HostTable, urlPath: string): Record<string, string> {
  const area = table.areas.find(
    (a) => urlPath === a.path.slice(0, -1) || urlPath.startsWith(a.path),
  );
  return area?.security ?? table.security;
}

/**
 * ('/assets/chunks/a.js') -> IMMUTABLE; ('/company/intro')
 * -> REVALIDATE: what the table means, for the tests.
 */
export function cacheControlFor(table: HostTable, urlPath: string): string {
  return (
    table.cache.find((rule) => rule.paths.some((path) => pathMatches(path, urlPath)))
      ?.cacheControl ?? table.defaultCache
  );
}
