/**
 * Request targets the server will route (security review fix 2): a path that starts with one
 * "/", percent-encoding that decodes, and no control character once decoded. Anything else
 * (`//%`, `//[`, `//a:99999`, `/%00`) is a 400 with one log line, never a URL parser's
 * exception. A target beginning `//` is what URL parsers read as another host.
 */

export type TargetCheck = { ok: true; pathname: string } | { ok: false; reason: string };

/**
 * ('/company/intro?x=1') -> { ok, pathname: '/company/intro' }; ('//evil.com') -> not ok;
 * ('/%E0%A4%A') -> not ok (malformed escape); ('/a%00b') -> not ok (control character)
 */
export function checkTarget(target: string | undefined): TargetCheck {
  const raw = target ?? '';
  if (!raw.startsWith('/'))
    return { ok: false, reason: 'the target must be a path starting with "/"' };
  if (raw.startsWith('//')) return { ok: false, reason: 'the path must not start with "//"' };
  let url: URL;
  try {
    url = new URL(raw, 'http://localhost');
  } catch {
    return { ok: false, reason: 'the target is not a URL path' };
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return { ok: false, reason: 'malformed percent-encoding' };
  }
  if (/[\u0000-\u001f\u007f]/.test(decoded))
    return { ok: false, reason: 'a control character in the path' };
  return { ok: true, pathname: url.pathname };
}
