import { BlockList } from 'node:net';
import { ipv6Slash64, parseIpAddress, parseIpRange } from '@/lib/ip-address';

/*
 * Who is the client? The rate limits (decision 004) and the live streams' connection caps count per client address,
 * so behind a reverse proxy the socket's address (the proxy's) would put every user in one bucket. TRUST_PROXY names
 * the proxies whose X-Forwarded-For we believe (decision 016). No 'server-only': server.ts imports it.
 */

/** What an address is resolved from: the socket's peer and the request's X-Forwarded-For (all of them, joined). */
export type ClientAddressSource = {
  socketAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
};

export type ClientAddressResolver = (source: ClientAddressSource) => string;

/** The key used when the socket has no address (it closed before we asked): all such requests share one bucket. */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * Builds the resolver for a TRUST_PROXY list (addresses or CIDR ranges; env.ts has validated them, so a bad entry
 * here is a programming error and throws). With an empty list no proxy is trusted and the socket's address is the
 * client, whatever headers say.
 */
function trustedRanges(trustedProxies: readonly string[]): (address: string, family: 'ipv4' | 'ipv6') => boolean {
  const trusted = new BlockList();
  for (const entry of trustedProxies) {
    const range = parseIpRange(entry);
    if (!range) throw new Error(`TRUST_PROXY: "${entry}" is neither an IP address nor a CIDR range`);
    trusted.addSubnet(range.address, range.prefix, range.family);
  }
  return (address, family) => trustedProxies.length > 0 && trusted.check(address, family);
}

/**
 * Whether the socket's peer is one of our proxies, whose other X-Forwarded-* headers (the scheme the browser used)
 * are believed too. A header from anyone else is whatever the client chose to send.
 */
export function createTrustedPeerCheck(trustedProxies: readonly string[]): (socketAddress: string | undefined) => boolean {
  const isTrusted = trustedRanges(trustedProxies);
  return (socketAddress) => {
    const peer = socketAddress === undefined ? undefined : parseIpAddress(socketAddress);
    return peer !== undefined && isTrusted(peer.address, peer.family);
  };
}

export function createClientAddressResolver(trustedProxies: readonly string[]): ClientAddressResolver {
  const isTrusted = trustedRanges(trustedProxies);

  return ({ socketAddress, forwardedFor }) => {
    const peer = socketAddress === undefined ? undefined : parseIpAddress(socketAddress);
    if (!peer) return socketAddress ?? UNKNOWN_CLIENT;
    if (!isTrusted(peer.address, peer.family)) return peer.address;
    // Each proxy appends the address it received the request from, so only the right end of the list was written by
    // someone we trust: walk from the right past our own proxies; the first address that is not one of them is the
    // client. Anything left of it is whatever the client chose to send (spoofable) and is never read.
    const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')).split(',');
    let client = peer.address;
    for (let index = entries.length - 1; index >= 0; index--) {
      const hop = parseIpAddress(entries[index]!);
      // Not an address: a trusted proxy would not have written it, so it came from the client; the last hop we
      // could vouch for is the best answer.
      if (!hop) break;
      client = hop.address;
      if (!isTrusted(hop.address, hop.family)) break;
    }
    return client;
  };
}

/**
 * The key every per-client limit counts under (sign-in, registration, resets, resends, help votes, the live streams'
 * caps; decisions 016 and 017): an IPv4 address as it is, an IPv6 client by its /64. One home or one server is handed
 * a whole /64 (RFC 6177), and picking a new address in it costs nothing, so counting IPv6 addresses one by one would
 * give one client 2^64 buckets. IPv4-mapped IPv6 (`::ffff:1.2.3.4`) is its IPv4 address (parseIpAddress).
 */
export function rateLimitClientKey(address: string): string {
  const parsed = parseIpAddress(address);
  if (!parsed) return address;
  return parsed.family === 'ipv6' ? (ipv6Slash64(parsed.address) ?? parsed.address) : parsed.address;
}
