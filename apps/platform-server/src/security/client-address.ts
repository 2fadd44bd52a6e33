import { isIPv4, isIPv6 } from 'node:net';

/** The eight 4-digit hex groups of a valid IPv6 address (an embedded IPv4 tail becomes two groups). */
function expandIpv6(address: string): string[] | null {
  let text = address;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a = 0, b = 0, c = 0, d = 0] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  const left = halves[0] ? halves[0].split(':') : [];
  const right = halves[1] ? halves[1].split(':') : [];
  const fill = halves.length === 2 ? 8 - left.length - right.length : 0;
  const groups = [...left, ...Array<string>(Math.max(fill, 0)).fill('0'), ...right];
  return groups.length === 8 ? groups.map((g) => g.toLowerCase().padStart(4, '0')) : null;
}

/**
 * The key under which failed logins from a client address are counted: an IPv4 address as is
 * (also when IPv4-mapped, `::ffff:1.2.3.4`), an IPv6 address as its /64 network, since one
 * subscriber usually holds a whole /64. Anything unparsable is kept verbatim (at most 64 characters).
 */
export function clientAddressKey(address: string): string {
  const plain = address.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(plain)) return plain;
  if (!isIPv6(plain)) return plain.slice(0, 64);
  const groups = expandIpv6(plain);
  if (!groups) return plain.slice(0, 64);
  if (groups.slice(0, 5).every((g) => g === '0000') && groups[5] === 'ffff') {
    const [hi = 0, lo = 0] = [groups[6], groups[7]].map((g) => parseInt(g ?? '0', 16));
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}
