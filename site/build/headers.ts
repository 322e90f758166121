/**
 * Security headers (issue 7): a CSP with no unsafe-inline script (the one inline script is
 * allowed by its hash), frame-ancestors 'none', nosniff, Referrer-Policy, Permissions-Policy,
 * HSTS. Written into dist/serve.json (the preview server and `npx serve dist`) and dist/_headers
 * (hosts such as Netlify or Cloudflare Pages), so every host sends the same.
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

export function securityHeaders(inlineScripts: string[], apiBase: string): Record<string, string> {
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${inlineScripts.map(cspHash).join(' ')}`,
    // React sets style properties from scripts (allowed); a few server-rendered style attributes
    // (CSS custom properties) need 'unsafe-inline' for styles, which cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self'",
    `connect-src ${connectSources(apiBase)}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
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

interface ServeConfig { headers?: { source: string; headers: { key: string; value: string }[] }[]; [key: string]: unknown }

/** The root serve.json plus the security headers on every path. */
export function toServeJson(base: ServeConfig, headers: Record<string, string>): string {
  const all = { source: '**', headers: Object.entries(headers).map(([key, value]) => ({ key, value })) };
  return `${JSON.stringify({ ...base, headers: [all, ...(base.headers ?? [])] }, null, 2)}\n`;
}

/** Netlify / Cloudflare Pages format: a path pattern, then indented `Name: value` lines. */
export function toHeadersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([key, value]) => `  ${key}: ${value}`);
  const immutable = '  Cache-Control: public, max-age=31536000, immutable';
  return ['/*', ...lines, '', '/assets/chunks/*', immutable, '', '/assets/files/*', immutable, ''].join('\n');
}
