import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './clientAddressKey.js';

describe('clientAddressKey', () => {
  it('keys IPv4 (plain or IPv4-mapped) by address and IPv6 by its /64', () => {
    expect(clientAddressKey('127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddressKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(clientAddressKey('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(clientAddressKey('2001:0db8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddressKey(undefined)).toBe('unknown');
  });
});
