import { describe, expect, it } from 'vitest';
import { checksumAccounts } from './checksumAccounts.js';
import { toEip155NetworkId } from './toEip155NetworkId.js';

describe('wallet payload normalisation', () => {
  it('reads chain ids as hex quantities (EIP-1193), decimal strings or numbers', () => {
    expect(toEip155NetworkId('0x7a69')).toBe('eip155:31337');
    expect(toEip155NetworkId('0x01')).toBe('eip155:1');
    expect(toEip155NetworkId('8453')).toBe('eip155:8453');
    expect(toEip155NetworkId(10)).toBe('eip155:10');
    for (const odd of ['0x', '0x0', 'mainnet', -1, 1.5, null, undefined, {}]) {
      expect(toEip155NetworkId(odd)).toBeUndefined();
    }
  });

  it('checksums accounts and drops what is not an address', () => {
    expect(
      checksumAccounts([
        '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
        'nope',
        7,
        '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      ]),
    ).toEqual(['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8']);
    expect(checksumAccounts('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toEqual([]);
  });
});
