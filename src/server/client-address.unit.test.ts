import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { ipv6Slash64, parseIpAddress, parseIpRange } from '@/lib/ip-address';
import { createClientAddressResolver, createTrustedPeerCheck, rateLimitClientKey } from './client-address';

describe('parseIpAddress', () => {
  it('spells one address one way: mapped IPv4 folded, IPv6 lower-cased, zone and port dropped', () => {
    expect(parseIpAddress('203.0.113.7')).toEqual({ address: '203.0.113.7', family: 'ipv4' });
    expect(parseIpAddress('::ffff:203.0.113.7')).toEqual({ address: '203.0.113.7', family: 'ipv4' });
    expect(parseIpAddress('::FFFF:203.0.113.7')).toEqual({ address: '203.0.113.7', family: 'ipv4' });
    expect(parseIpAddress(' 2001:DB8::1 ')).toEqual({ address: '2001:db8::1', family: 'ipv6' });
    expect(parseIpAddress('fe80::1%eth0')).toEqual({ address: 'fe80::1', family: 'ipv6' });
    expect(parseIpAddress('203.0.113.7:4711')).toEqual({ address: '203.0.113.7', family: 'ipv4' });
    expect(parseIpAddress('[2001:db8::1]:443')).toEqual({ address: '2001:db8::1', family: 'ipv6' });
    for (const text of ['', 'unknown', 'example.org', '300.1.1.1', '1.2.3', '::ffff:999.1.1.1']) expect(parseIpAddress(text), text).toBeUndefined();
  });
});

describe('rateLimitClientKey', () => {
  it('gives every spelling of every address in one IPv6 /64 one key', () => {
    const oneSlash64 = [
      '2001:db8:abcd:12::1',
      '2001:0db8:abcd:0012:0000:0000:0000:0001',
      '2001:DB8:ABCD:12:FFFF:FFFF:FFFF:FFFF',
      '2001:db8:abcd:12:1:2:3:4',
      '[2001:db8:abcd:12::99]:443',
      '2001:db8:abcd:12::7%eth0',
      '2001:db8:abcd:12::',
      '2001:db8:abcd:12::192.0.2.1',
      '2001:db8:abcd:12:0::0:1',
    ];
    expect(new Set(oneSlash64.map(rateLimitClientKey))).toEqual(new Set(['2001:db8:abcd:12::/64']));
  });

  it('gives another /64 another key, with zeros and `::` in the first half too', () => {
    expect(rateLimitClientKey('2001:db8:abcd:13::1')).toBe('2001:db8:abcd:13::/64');
    expect(rateLimitClientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitClientKey('2001:db8:0:0:1::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitClientKey('2001:db8::1:0:0:1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitClientKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(rateLimitClientKey('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitClientKey('64:ff9b::198.51.100.1')).toBe('64:ff9b:0:0::/64');
  });

  it('keeps IPv4 and IPv4-mapped IPv6 per address, and anything else as it came', () => {
    expect(rateLimitClientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitClientKey('203.0.113.8')).toBe('203.0.113.8');
    expect(rateLimitClientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitClientKey('::FFFF:203.0.113.8')).toBe('203.0.113.8');
    expect(rateLimitClientKey('unknown')).toBe('unknown');
    // A key is its own key (callers may pass one on).
    expect(rateLimitClientKey(rateLimitClientKey('2001:db8:abcd:12::1'))).toBe('2001:db8:abcd:12::/64');
  });

  it('ipv6Slash64 answers IPv6 only', () => {
    expect(ipv6Slash64('203.0.113.7')).toBeUndefined();
    expect(ipv6Slash64('not an address')).toBeUndefined();
  });
});

describe('parseIpRange', () => {
  it('reads addresses and CIDR ranges, and refuses anything else', () => {
    expect(parseIpRange('10.0.0.5')).toEqual({ address: '10.0.0.5', family: 'ipv4', prefix: 32 });
    expect(parseIpRange('10.0.0.0/8')).toEqual({ address: '10.0.0.0', family: 'ipv4', prefix: 8 });
    expect(parseIpRange('fd00::/8')).toEqual({ address: 'fd00::', family: 'ipv6', prefix: 8 });
    expect(parseIpRange('::1')).toEqual({ address: '::1', family: 'ipv6', prefix: 128 });
    expect(parseIpRange('::ffff:10.0.0.0/104')).toEqual({ address: '10.0.0.0', family: 'ipv4', prefix: 8 });
    for (const text of ['10.0.0.0/33', 'fd00::/129', '10.0.0.0/', '10.0.0.0/8/8', '10.0.0.0/-1', 'proxy.local', '[::1]', '10.0.0.1:80', '']) {
      expect(parseIpRange(text), text).toBeUndefined();
    }
  });
});

describe('TRUST_PROXY, STREAM_LIMIT_PER_CLIENT, STREAM_LIMIT_TOTAL in the configuration', () => {
  it('default to trusting no proxy and to 16 streams per client, 5,000 in total', () => {
    const parsed = parseEnv({});
    expect(parsed.TRUST_PROXY).toEqual([]);
    expect(parsed.STREAM_LIMIT_PER_CLIENT).toBe(16);
    expect(parsed.STREAM_LIMIT_TOTAL).toBe(5000);
    expect(parseEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toEqual([]);
  });

  it('read a comma-separated list of addresses and ranges', () => {
    expect(parseEnv({ TRUST_PROXY: '10.0.0.1, fd00::/8,,127.0.0.1/32 ' }).TRUST_PROXY).toEqual(['10.0.0.1', 'fd00::/8', '127.0.0.1/32']);
    expect(parseEnv({ STREAM_LIMIT_PER_CLIENT: '64', STREAM_LIMIT_TOTAL: '20000' })).toMatchObject({ STREAM_LIMIT_PER_CLIENT: 64, STREAM_LIMIT_TOTAL: 20000 });
  });

  it('stop the server with a message naming the variable on a bad value', () => {
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.1,my-proxy' })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
    for (const value of ['0', '-1', '2.5', 'many']) {
      expect(() => parseEnv({ STREAM_LIMIT_PER_CLIENT: value }), value).toThrow(/STREAM_LIMIT_PER_CLIENT/);
      expect(() => parseEnv({ STREAM_LIMIT_TOTAL: value }), value).toThrow(/STREAM_LIMIT_TOTAL/);
    }
  });
});

describe('createClientAddressResolver', () => {
  it('trusting no proxy, the socket address is the client and X-Forwarded-For is ignored', () => {
    const resolve = createClientAddressResolver([]);
    expect(resolve({ socketAddress: '203.0.113.7', forwardedFor: '198.51.100.1' })).toBe('203.0.113.7');
    expect(resolve({ socketAddress: '::ffff:203.0.113.7', forwardedFor: undefined })).toBe('203.0.113.7');
    expect(resolve({ socketAddress: '2001:DB8::7', forwardedFor: undefined })).toBe('2001:db8::7');
    expect(resolve({ socketAddress: undefined, forwardedFor: '198.51.100.1' })).toBe('unknown');
  });

  it('a spoofed header from a peer that is not a trusted proxy is ignored', () => {
    const resolve = createClientAddressResolver(['10.0.0.0/8']);
    expect(resolve({ socketAddress: '203.0.113.7', forwardedFor: '10.0.0.1' })).toBe('203.0.113.7');
    expect(resolve({ socketAddress: '::ffff:203.0.113.7', forwardedFor: '198.51.100.1, 10.0.0.2' })).toBe('203.0.113.7');
  });

  it('behind a trusted proxy the client is the address the proxy appended (IPv4, mapped, IPv6, CIDR)', () => {
    const resolve = createClientAddressResolver(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
    expect(resolve({ socketAddress: '127.0.0.1', forwardedFor: '198.51.100.1' })).toBe('198.51.100.1');
    // A dual-stack socket reports the IPv4 proxy as mapped IPv6.
    expect(resolve({ socketAddress: '::ffff:10.1.2.3', forwardedFor: '198.51.100.1' })).toBe('198.51.100.1');
    expect(resolve({ socketAddress: 'fd00::5', forwardedFor: '2001:DB8::9' })).toBe('2001:db8::9');
    expect(resolve({ socketAddress: 'fd00::5', forwardedFor: '[2001:db8::9]:5555' })).toBe('2001:db8::9');
    expect(resolve({ socketAddress: '10.9.9.9', forwardedFor: '::ffff:198.51.100.1' })).toBe('198.51.100.1');
    // A proxy that sent no header: the proxy itself is all we know.
    expect(resolve({ socketAddress: '127.0.0.1', forwardedFor: undefined })).toBe('127.0.0.1');
    // 11.0.0.1 is just outside 10.0.0.0/8.
    expect(resolve({ socketAddress: '11.0.0.1', forwardedFor: '198.51.100.1' })).toBe('11.0.0.1');
  });

  it('walks a chain of trusted proxies from the right and stops at the first untrusted address', () => {
    const resolve = createClientAddressResolver(['10.0.0.0/8']);
    // client → CDN edge 10.0.0.9 → load balancer 10.0.0.2 → us; the client sent its own forged entries first.
    const forwardedFor = '1.1.1.1, 192.0.2.66, 198.51.100.1, 10.0.0.9';
    expect(resolve({ socketAddress: '10.0.0.2', forwardedFor })).toBe('198.51.100.1');
    // Several X-Forwarded-For headers count as one list, in order.
    expect(resolve({ socketAddress: '10.0.0.2', forwardedFor: ['192.0.2.66', '198.51.100.1, 10.0.0.9'] })).toBe('198.51.100.1');
    // Everything trusted: the left-most hop is the best we know.
    expect(resolve({ socketAddress: '10.0.0.2', forwardedFor: '10.0.0.7, 10.0.0.9' })).toBe('10.0.0.7');
    // Garbage where an address should be stops the walk at the last hop we could vouch for.
    expect(resolve({ socketAddress: '10.0.0.2', forwardedFor: '198.51.100.1, not-an-ip, 10.0.0.9' })).toBe('10.0.0.9');
  });

  it('refuses a list that is not addresses (env.ts validates it first)', () => {
    expect(() => createClientAddressResolver(['proxy.local'])).toThrow(/TRUST_PROXY/);
  });
});

describe('createTrustedPeerCheck (whose X-Forwarded-Proto is believed)', () => {
  it('believes only a peer inside TRUST_PROXY, and nobody with an empty list', () => {
    const trusted = createTrustedPeerCheck(['10.0.0.0/8', '::1']);
    expect(trusted('10.1.2.3')).toBe(true);
    expect(trusted('::ffff:10.1.2.3')).toBe(true);
    expect(trusted('::1')).toBe(true);
    expect(trusted('192.0.2.7')).toBe(false);
    expect(trusted(undefined)).toBe(false);
    expect(createTrustedPeerCheck([])('127.0.0.1')).toBe(false);
  });
});
