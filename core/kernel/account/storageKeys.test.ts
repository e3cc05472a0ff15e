import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { identifierArbs } from '../../../testkits/index.js';
import { ACCOUNT_CACHE_NAMES, ACCOUNT_KEYS } from './storageKeys.js';

describe('account storage keys', () => {
  it('names and versions', () => {
    expect(ACCOUNT_KEYS.activeNamespace.name).toBe('account.activeNamespace');
    expect(ACCOUNT_KEYS.activeNetworkId.name).toBe('account.activeNetworkId');
    expect(ACCOUNT_KEYS.activeNamespace.version).toBe(1);
    expect(ACCOUNT_KEYS.activeNetworkId.version).toBe(1);
    expect(ACCOUNT_CACHE_NAMES).toEqual({
      nativeBalance: 'account.nativeBalanceCache',
      identity: 'account.identityCache',
    });
  });

  it('decode valid namespaces and CAIP-2 ids, and nothing else', () => {
    fc.assert(
      fc.property(
        identifierArbs.caipNetworkId(),
        identifierArbs.invalidCaipNetworkId(),
        fc.anything(),
        (id, bad, any) => {
          expect(ACCOUNT_KEYS.activeNetworkId.decode(id)).toBe(id);
          expect(ACCOUNT_KEYS.activeNetworkId.decode(bad)).toBeUndefined();
          if (typeof any !== 'string') expect(ACCOUNT_KEYS.activeNetworkId.decode(any)).toBeUndefined();
        },
      ),
    );
    fc.assert(
      fc.property(identifierArbs.chainNamespace(), fc.string(), (namespace, other) => {
        expect(ACCOUNT_KEYS.activeNamespace.decode(namespace)).toBe(namespace);
        if (!['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'].includes(other))
          expect(ACCOUNT_KEYS.activeNamespace.decode(other)).toBeUndefined();
      }),
    );
  });
});
