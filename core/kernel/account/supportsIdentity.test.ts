import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { identifierArbs, memoryNetwork } from '../../../testkits/index.js';
import { identityTargetOf, supportsIdentity } from './supportsIdentity.js';

describe('supportsIdentity (SPEC §4: EVM non-testnet chains only)', () => {
  it('is true exactly for eip155 networks that are not testnets', () => {
    fc.assert(
      fc.property(
        identifierArbs.caipNetworkParts(),
        fc.option(fc.boolean(), { nil: undefined }),
        ({ namespace, reference }, testnet) => {
          const network = {
            ...memoryNetwork(namespace, reference),
            ...(testnet === undefined ? {} : { testnet }),
          };
          expect(supportsIdentity(network)).toBe(namespace === 'eip155' && testnet !== true);
        },
      ),
    );
  });

  it('examples', () => {
    expect(supportsIdentity(memoryNetwork('eip155', '1'))).toBe(true);
    expect(supportsIdentity({ ...memoryNetwork('eip155', '11155111'), testnet: true })).toBe(false);
    expect(supportsIdentity({ ...memoryNetwork('eip155', '1'), testnet: false })).toBe(true);
    expect(supportsIdentity(memoryNetwork('solana'))).toBe(false);
  });
});

describe('identityTargetOf', () => {
  it('looks up the account of a balance read on a network with identities only', () => {
    const network = memoryNetwork('eip155', '1');
    const read = { kind: 'read', key: 'k', address: '0xabc', network } as const;
    expect(identityTargetOf(read)).toEqual({ key: 'k', address: '0xabc', network });
    expect(identityTargetOf({ ...read, network: { ...network, testnet: true } })).toBeUndefined();
    expect(identityTargetOf({ kind: 'none', key: '' })).toBeUndefined();
  });
});
