import { isIPv4, isIPv6 } from 'node:net';

/** Expands an IPv6 address to its eight hextets (no embedded IPv4 left); undefined when it is not one. */
function hextets(address: string): string[] | undefined {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted !== undefined) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? left.length !== 8 : missing < 1) return undefined;
  return [...left, ...Array.from({ length: tail === undefined ? 0 : missing }, () => '0'), ...right].map(
    (group) => group.replace(/^0+(?=.)/, ''),
  );
}

/**
 * The key connection and rate limits count a client under: its IPv4 address (IPv4-mapped IPv6 included),
 * or the /64 network of an IPv6 address, since one subscriber usually holds a whole /64.
 */
export function clientAddressKey(remoteAddress: string | undefined): string {
  if (remoteAddress === undefined || remoteAddress === '') return 'unknown';
  if (isIPv4(remoteAddress)) return remoteAddress;
  if (!isIPv6(remoteAddress)) return remoteAddress.slice(0, 64);
  const groups = hextets(remoteAddress);
  if (groups === undefined) return remoteAddress;
  if (groups.slice(0, 5).every((group) => group === '0') && groups[5] === 'ffff') {
    const [high = 0, low = 0] = [groups[6], groups[7]].map((group) => Number.parseInt(group ?? '0', 16));
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}
