import { isIP } from 'node:net';

/*
 * IP address text as it arrives in a socket's remote address, an X-Forwarded-For entry or the TRUST_PROXY setting.
 * Pure helpers: the environment validation (lib/env.ts) and the client-address resolution (server/client-address.ts)
 * share them, so a setting that validates is one the server can match against.
 */

export type IpFamily = 'ipv4' | 'ipv6';

export type IpAddress = { address: string; family: IpFamily };

export type IpRange = IpAddress & { prefix: number };

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * An address in one canonical spelling, or undefined when the text is not an address. An IPv4-mapped IPv6 address
 * (`::ffff:10.0.0.1`, what a dual-stack socket reports for an IPv4 peer) becomes plain IPv4, so one client is one key
 * whichever way its address was written; a zone (`fe80::1%eth0`) is dropped; IPv6 is lower-cased. X-Forwarded-For
 * entries may carry a port (`203.0.113.7:4711`, `[2001:db8::1]:443`; some proxies add it): it is dropped too.
 */
export function parseIpAddress(text: string): IpAddress | undefined {
  let candidate = text.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(candidate);
  if (bracketed) candidate = bracketed[1]!;
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(candidate)) candidate = candidate.slice(0, candidate.lastIndexOf(':'));
  candidate = candidate.replace(/%.*$/, '');
  const mapped = MAPPED_IPV4.exec(candidate);
  if (mapped && isIP(mapped[1]!) === 4) return { address: mapped[1]!, family: 'ipv4' };
  switch (isIP(candidate)) {
    case 4:
      return { address: candidate, family: 'ipv4' };
    case 6:
      return { address: candidate.toLowerCase(), family: 'ipv6' };
    default:
      return undefined;
  }
}

/** One TRUST_PROXY entry: an address (`10.0.0.5`, `::1`) or a CIDR range (`10.0.0.0/8`, `fd00::/8`); else undefined. */
export function parseIpRange(text: string): IpRange | undefined {
  const [addressText, prefixText, ...rest] = text.trim().split('/');
  if (rest.length > 0 || addressText === undefined) return undefined;
  // A range is written plainly (no port, no brackets, no zone): only the mapped form is folded to IPv4.
  if (/[[\]%]/.test(addressText) || /^\d{1,3}(?:\.\d{1,3}){3}:/.test(addressText)) return undefined;
  const parsed = parseIpAddress(addressText);
  if (!parsed) return undefined;
  const bits = parsed.family === 'ipv4' ? 32 : 128;
  if (prefixText === undefined) return { ...parsed, prefix: bits };
  if (!/^\d{1,3}$/.test(prefixText)) return undefined;
  let prefix = Number(prefixText);
  // `::ffff:10.0.0.0/104` names the same addresses as `10.0.0.0/8`.
  if (parsed.family === 'ipv4' && MAPPED_IPV4.test(addressText.trim())) prefix -= 96;
  if (prefix < 0 || prefix > bits) return undefined;
  return { ...parsed, prefix };
}

/**
 * The first 64 bits of an IPv6 address, as `2001:db8:0:1::/64` (each group without leading zeros, never shortened),
 * whichever of its spellings arrived: `::` anywhere, leading zeros, upper case, an IPv4 tail (`64:ff9b::1.2.3.4`).
 * Undefined when the text is not IPv6.
 */
export function ipv6Slash64(address: string): string | undefined {
  const parsed = parseIpAddress(address);
  if (parsed?.family !== 'ipv6') return undefined;
  // An IPv4 tail is the last two groups: spell it in hex so every form splits into 16-bit groups.
  const text = parsed.address.replace(/(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/, (_, a: string, b: string, c: string, d: string) =>
    `${((Number(a) << 8) | Number(b)).toString(16)}:${((Number(c) << 8) | Number(d)).toString(16)}`,
  );
  const [head = '', tail] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
