/**
 * Who a request comes from, for the rate limit (DECISIONS §15). The socket peer, except behind
 * the reverse proxy on this machine: nginx appends the peer it saw to `X-Forwarded-For`
 * (`proxy_add_x_forwarded_for`), so the last hop is the one nginx vouches for. Earlier hops are
 * whatever the client wrote, and the header is ignored from any peer that is not loopback.
 */
import { isIP } from 'node:net';

/** ('127.0.0.1') -> true; ('::1') -> true; ('::ffff:127.0.0.2') -> true; ('10.0.0.1') -> false */
export function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') && isIP(v4) === 4 ? true : address === '::1';
}

/**
 * ('203.0.113.9', 'x') -> '203.0.113.9'; ('127.0.0.1', '1.1.1.1, 198.51.100.7') -> '198.51.100.7';
 * ('127.0.0.1', 'not-an-ip') -> '127.0.0.1'; ('127.0.0.1', undefined) -> '127.0.0.1'
 */
export function clientIp(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
): string {
  const socket = peer ?? 'unknown';
  if (!forwardedFor || !isLoopback(socket)) return socket;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  const last = header.split(',').at(-1)!.trim();
  return isIP(last) ? last : socket;
}
