/**
 * The company API's contract (contracts §4): its paths and the fixed headers of every call. The
 * browser's client (client/lib/api.ts), the preview server (server/api.ts, server/cors.ts) and the
 * nginx configuration (site/builder/nginx.ts) all read it here.
 */

/** The endpoints, one path each. */
export const API_PATHS = {
  getPress: '/home/resources/press/getPress',
  getPressDetail: '/home/resources/press/getPressDetail',
  insertContact: '/home/resources/contact/insertContact',
} as const;

/** Sent with every call; the caller adds X-View-Name (and the contact form its Idempotency-Key). */
export const API_HEADERS = {
  Authorization: 'Bearer',
  'X-Api-Version': '1.0.0',
  'X-Channel': 'WEB_AGENT',
  'X-Language': 'ko',
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Member-Id': 'GUEST',
  'X-Call-Type': '0',
  'X-Application-Id': 'homepage',
  'Content-Type': 'application/json',
} as const;
