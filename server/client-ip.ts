/**
 * Who a request comes from, for the rate limit (contracts §15). Every proxy in front of the API
 * appends the peer it saw to `X-Forwarded-For` (nginx: `$proxy_add_x_forwarded_for`), so the
 * header read from the right is a chain of addresses, each written by the hop after it. The
 * client is the first address from the right that is not a proxy the operator trusts
 * (`TRUSTED_PROXIES`, always with this machine's loopback): everything left of it was written by
 * the visitor, so nothing a visitor writes can be the address that counts. proxy-addr (Express's
 * module for this) walks the chain and matches the list; this file adds the operator's list, the
 * entries it normalises and the keys the rate limit counts. The generated nginx applies the same
 * list with its `real_ip` module (site/builder/nginx.ts).
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import proxyaddr from 'proxy-addr';

/** Trusted whatever TRUSTED_PROXIES says: a proxy on this machine (nginx before the API). */
export const LOCAL_PROXIES = ['127.0.0.1', '::1'] as const;

/**
 * The address in one `X-Forwarded-For` entry: '1.2.3.4', '1.2.3.4:80', '[2001:db8::1]:443',
 * '::ffff:1.2.3.4' -> '1.2.3.4'; 'unknown' -> undefined
 */
export function addressOf(entry: string): string | undefined {
  const text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text)?.[1];
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(text)?.[1];
  const address = (bracketed ?? v4WithPort ?? text).toLowerCase();
  if (!isIP(address)) return undefined;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address)?.[1];
  return mapped ?? address;
}

/**
 * TRUSTED_PROXIES: addresses and CIDR ranges, separated by commas or spaces, added to this
 * machine's loopback. (undefined) -> ['127.0.0.1', '::1'];
 * ('10.0.0.2, 192.168.0.0/16') -> ['127.0.0.1', '::1', '10.0.0.2', '192.168.0.0/16'];
 * ('10.0.0.0/33'), ('proxy.example') -> throws, naming the entry.
 */
export function parseTrustedProxies(text: string | undefined): string[] {
  const entries = (text ?? '').split(/[\s,]+/).filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (!family || !prefixOk || extra !== undefined)
      throw new Error(
        `TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range (e.g. 10.0.0.2, 10.0.0.0/24, 2001:db8::/32)`,
      );
  }
  return [...new Set([...LOCAL_PROXIES, ...entries])];
}

/**
 * (['10.0.0.0/8']) -> a test: ('10.1.2.3') -> true; ('::ffff:10.1.2.3') -> true; ('11.0.0.1')
 * -> false.
 * proxy-addr's own matcher (what Express uses), so an IPv4-mapped peer cannot slip past a list.
 */
export function trustTest(entries: readonly string[]): (address: string) => boolean {
  const trusted = proxyaddr.compile([...entries]);
  return (address) => trusted(address, 0);
}

/**
 * The visitor's address: the socket peer, or, when the peer is trusted, the first untrusted
 * address of `X-Forwarded-For` from the right (proxy-addr walks the chain). With 10.0.0.2 trusted:
 * ('127.0.0.1', '6.6.6.6, 198.51.100.7, 10.0.0.2') -> '198.51.100.7' (a TLS front at 10.0.0.2);
 * ('203.0.113.9', '198.51.100.7') -> '203.0.113.9' (an untrusted peer's header is ignored);
 * ('127.0.0.1', 'garbage, 10.0.0.2') -> '10.0.0.2' (what a trusted hop vouches for, no further);
 * ('127.0.0.1', undefined) -> '127.0.0.1'
 */
export function clientIp(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  isTrusted: (address: string) => boolean,
): string {
  if (!peer) return 'unknown';
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  // proxy-addr reads no more of a request than these two fields.
  const request = { socket: { remoteAddress: peer }, headers: { 'x-forwarded-for': header } };
  // Entries with a port or brackets ('[2001:db8::1]:443') are normalised before the trust test.
  const chain = proxyaddr
    .all(request as unknown as IncomingMessage, (address) => {
      const normal = addressOf(address);
      return normal !== undefined && isTrusted(normal);
    })
    .map(addressOf);
  // The chain ends at the first untrusted entry. When that entry is no address at all, the hop
  // before it (what the last trusted proxy saw) is the client.
  return chain.at(-1) ?? chain.at(-2) ?? 'unknown';
}

/** An IPv6 address's eight 16-bit groups: ('2001:db8::1') -> [0x2001, 0xdb8, 0, 0, 0, 0, 0, 1] */
function ipv6Groups(address: string): number[] {
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const text = v4
    ? address.slice(0, v4.index) +
      [Number(v4[1]) * 256 + Number(v4[2]), Number(v4[3]) * 256 + Number(v4[4])]
        .map((n) => n.toString(16))
        .join(':')
    : address;
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const left = parse(head);
  const right = parse(tail ?? '');
  return tail === undefined
    ? left
    : [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
}

/**
 * What the rate limit counts: an IPv4 address, or an IPv6 address's /64 (one subscriber's
 * network, which hands its devices any address inside it).
 * ('198.51.100.7') -> '198.51.100.7'; ('2001:db8:1:2:aaaa::9') -> '2001:db8:1:2::/64'
 */
export function rateLimitKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((g) => g.toString(16));
  return `${prefix.join(':')}::/64`;
}

/**
 * The second tier of the rate limit: an address's network, an IPv6 /48 (what one
 * site is allocated) or an IPv4 /24, so many /64s of one allocation count together.
 * ('198.51.100.7') -> '198.51.100.0/24'; ('2001:db8:1:2:aaaa::9') -> '2001:db8:1::/48';
 * ('::ffff:198.51.100.7') -> '198.51.100.0/24'; ('unknown') -> 'unknown'
 */
export function networkKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  if (mapped) return networkKey(mapped);
  const family = isIP(address);
  if (family === 4) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (family !== 6) return address;
  const prefix = ipv6Groups(address)
    .slice(0, 3)
    .map((g) => g.toString(16));
  return `${prefix.join(':')}::/48`;
}
